//===- device_image_cache.cpp - A link's device images, kept for the next ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An entry is a folder <key>/ holding each image and its symbol table
// (<n>.image, <n>.symbols) and a manifest naming them, written last; a
// folder is written under another name and renamed into place, so a reader
// never sees half an entry. Reading an entry refreshes its manifest's time,
// and each store counts toward the program cache's size bound, which
// removes the least recently used entries of the whole cache
// (runtime/program_cache/cache_bound.h).
//
//===----------------------------------------------------------------------===//
#include "device_image_cache.h"

#include "program_cache.h"
#include "stages/compile_options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/SHA256.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace prism::driver {

namespace {

/// Bumped when what an entry holds, or what its key covers, changes.
constexpr const char *CacheFormat = "prism-device-images-1";

bool readFile(const std::string &Path, std::string &Contents) {
  std::ifstream In(Path, std::ios::binary);
  Contents.assign(std::istreambuf_iterator<char>(In),
                  std::istreambuf_iterator<char>());
  return !In.bad() && In.is_open();
}

const char *imageExtension(const OffloadTarget &T) {
  return T.Kind == OffloadTarget::Spirv ? ".spv"
         : T.Kind == OffloadTarget::Ptx ? ".ptx"
                                        : ".so";
}

} // namespace

DeviceImageCache::DeviceImageCache(const Options &Opts, const Toolchain &Tools)
    : Opts(Opts), Tools(Tools) {
  std::string Cache = cacheDirectory();
  if (!Cache.empty() && !Opts.DryRun && !Opts.SaveTemps)
    Folder = Cache + "/device-images";
}

std::string
DeviceImageCache::key(const OffloadTarget &T,
                      const std::vector<std::string> &Bitcode) const {
  if (Folder.empty())
    return "";
  llvm::SHA256 Hash;
  auto Add = [&](const std::string &Text) {
    Hash.update(std::to_string(Text.size()) + ":");
    Hash.update(Text);
  };
  Add(CacheFormat);
  for (const std::string &Tool :
       {Tools.BinDir + "/prism++", Tools.Opt, Tools.passPlugin(),
        Tools.deviceLibrary(T.library()), Tools.DeviceLink, Tools.Llc,
        Tools.LlvmSpirv, Tools.SpirvTranslate, Tools.Clang})
    Add(Tool + "=" + fileStamp(Tool));
  Add(T.tag());
  Add(std::to_string(optLevel(Opts.CommonCompileArgs)));
  Add(Opts.DeviceCodeSplit);
  const char *Validate = std::getenv("PRISM_VALIDATE_SPIRV");
  Add(Validate ? Validate : "");
  if (T.Kind == OffloadTarget::NativeCpu)
    Add(Opts.NativeCpuArch.empty() ? "host:" + llvm::sys::getHostCPUName().str()
                                   : Opts.NativeCpuArch);
  for (const std::string &Input : Bitcode) {
    std::string Contents;
    if (!readFile(Input, Contents))
      return "";
    Add(Contents);
  }
  return llvm::toHex(Hash.final(), /*LowerCase=*/true);
}

bool DeviceImageCache::load(const std::string &Key, const OffloadTarget &T,
                            TempFiles &Temps,
                            std::vector<DeviceImage> &Images) const {
  fs::path Entry = fs::path(Folder) / Key;
  std::ifstream Manifest(Entry / "manifest");
  std::vector<DeviceImage> Found;
  std::string Name;
  std::error_code EC;
  while (Manifest >> Name) {
    std::string Stem = Temps.path(T.tag() + "-cached-" + Name, "");
    DeviceImage Image{T, Stem + imageExtension(T), Stem + ".sym"};
    Temps.add(Image.Image);
    Temps.add(Image.Symbols);
    if (!fs::copy_file(Entry / (Name + ".image"), Image.Image,
                       fs::copy_options::overwrite_existing, EC) ||
        !fs::copy_file(Entry / (Name + ".symbols"), Image.Symbols,
                       fs::copy_options::overwrite_existing, EC))
      return false;
    Found.push_back(Image);
  }
  if (Found.empty())
    return false;
  fs::last_write_time(Entry / "manifest", fs::file_time_type::clock::now(), EC);
  if (Opts.Verbose)
    std::cerr << "prism++: the " << T.tag()
              << " device images of this link are in the cache ("
              << Entry.string() << ")\n";
  Images.insert(Images.end(), Found.begin(), Found.end());
  return true;
}

void DeviceImageCache::store(const std::string &Key, const OffloadTarget &T,
                             const std::vector<DeviceImage> &Images) const {
  fs::path Entry = fs::path(Folder) / Key;
  fs::path Building = Entry.string() + ".tmp" + std::to_string(getpid());
  std::error_code EC;
  fs::remove_all(Building, EC);
  if (!fs::create_directories(Building, EC))
    return;
  std::string Manifest;
  size_t Count = 0;
  uint64_t Bytes = 0;
  for (const DeviceImage &Image : Images) {
    if (Image.Target.tag() != T.tag())
      continue;
    std::string Name = std::to_string(Count++);
    if (!fs::copy_file(Image.Image, Building / (Name + ".image"), EC) ||
        !fs::copy_file(Image.Symbols, Building / (Name + ".symbols"), EC)) {
      fs::remove_all(Building, EC);
      return;
    }
    Manifest += Name + "\n";
    Bytes += fileBytes(Image.Image) + fileBytes(Image.Symbols);
  }
  std::ofstream(Building / "manifest") << Manifest;
  fs::rename(Building, Entry, EC);
  if (EC) {
    fs::remove_all(Building, EC);
    return;
  }
  noteCacheStore(Bytes);
}

} // namespace prism::driver
