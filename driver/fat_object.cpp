//===- fat_object.cpp - Device code carried by objects and archives -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "fat_object.h"
#include "paths.h"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iterator>

namespace prism::driver {

bool isObjectFile(const std::string &Path) {
  return Path.size() > 2 && Path.compare(Path.size() - 2, 2, ".o") == 0;
}

namespace {

constexpr char ThinArchiveMagic[] = "!<thin>\n";

std::string magicOf(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  char Magic[8] = {};
  In.read(Magic, sizeof Magic);
  return In ? std::string(Magic, sizeof Magic) : std::string();
}

/// The files a thin archive's members are (ar's T flag: the archive holds
/// their names and its symbol table, not their contents), with the
/// archive's directory before a relative name.
std::vector<std::string> thinArchiveMembers(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::string Contents((std::istreambuf_iterator<char>(In)),
                       std::istreambuf_iterator<char>());
  constexpr size_t HeaderBytes = 60, NameBytes = 16, SizeAt = 48;
  std::vector<std::string> Members;
  std::string LongNames;
  for (size_t At = sizeof ThinArchiveMagic - 1;
       At + HeaderBytes <= Contents.size();) {
    std::string Name = Contents.substr(At, NameBytes);
    Name.erase(Name.find_last_not_of(' ') + 1);
    size_t Size = std::strtoul(Contents.c_str() + At + SizeAt, nullptr, 10);
    At += HeaderBytes;
    if (Size > Contents.size() - At)
      Size = Contents.size() - At; // a damaged size: read no further
    // Only the symbol table and the long-name table are stored.
    if (Name == "/" || Name == "/SYM64/" || Name == "//") {
      if (Name == "//")
        LongNames = Contents.substr(At, Size);
      At += Size + (Size & 1);
      continue;
    }
    std::string Member;
    if (Name.size() > 1 && Name[0] == '/') {
      size_t Offset = std::strtoul(Name.c_str() + 1, nullptr, 10);
      if (Offset < LongNames.size())
        Member =
            LongNames.substr(Offset, LongNames.find("/\n", Offset) - Offset);
    } else {
      Member = Name.substr(0, Name.rfind('/'));
    }
    if (!Member.empty())
      Members.push_back(Member[0] == '/' ? Member : dirOf(Path) + "/" + Member);
  }
  return Members;
}

/// The static library that -l<Name> makes the linker take from one of
/// Dirs (the -L directories, in order): lib<Name>.a, or the file itself for
/// -l:<file>. Empty when there is none, or when lib<Name>.so comes first:
/// a shared library registers its own device images at run time.
std::string staticLibraryNamed(const std::string &Name,
                               const std::vector<std::string> &Dirs) {
  for (const std::string &Dir : Dirs) {
    if (Name[0] == ':') {
      std::string File = Dir + "/" + Name.substr(1);
      if (fileExists(File))
        return isArchive(File) ? File : std::string();
      continue;
    }
    if (fileExists(Dir + "/lib" + Name + ".so"))
      return std::string();
    std::string Library = Dir + "/lib" + Name + ".a";
    if (fileExists(Library))
      return Library;
  }
  return std::string();
}

} // namespace

bool isArchive(const std::string &Path) {
  std::string Magic = magicOf(Path);
  return Magic == "!<arch>\n" || Magic == ThinArchiveMagic;
}

std::vector<std::string> linkedFiles(const std::vector<std::string> &Inputs) {
  auto ValueOf = [&](size_t &I, const char *Option) {
    const std::string &A = Inputs[I];
    if (A == Option)
      return I + 1 < Inputs.size() ? Inputs[++I] : std::string();
    return A.rfind(Option, 0) == 0 ? A.substr(2) : std::string();
  };
  std::vector<std::string> Dirs, Files;
  for (size_t I = 0; I < Inputs.size(); ++I)
    if (std::string Dir = ValueOf(I, "-L"); !Dir.empty())
      Dirs.push_back(Dir);
  for (size_t I = 0; I < Inputs.size(); ++I) {
    const std::string &A = Inputs[I];
    if (A == "-Xlinker" || A == "-L")
      ++I; // and its value
    else if (A.rfind("-L", 0) == 0)
      continue;
    else if (std::string Name = ValueOf(I, "-l"); !Name.empty()) {
      if (std::string Library = staticLibraryNamed(Name, Dirs);
          !Library.empty())
        Files.push_back(Library);
    } else if (isArchive(Inputs[I]) || isObjectFile(Inputs[I]))
      Files.push_back(Inputs[I]);
  }
  return Files;
}

std::set<std::string> deviceBundleIds(const std::string &Path) {
  if (magicOf(Path) == ThinArchiveMagic) {
    std::set<std::string> Ids;
    for (const std::string &Member : thinArchiveMembers(Path))
      Ids.merge(deviceBundleIds(Member));
    return Ids;
  }
  const std::string Prefix = BundleSection;
  std::ifstream In(Path, std::ios::binary);
  std::string Contents((std::istreambuf_iterator<char>(In)),
                       std::istreambuf_iterator<char>());
  std::set<std::string> Ids;
  for (size_t At = Contents.find(Prefix + "hip-"); At != std::string::npos;
       At = Contents.find(Prefix + "hip-", At + 1)) {
    size_t Begin = At + Prefix.size(), End = Begin;
    while (End < Contents.size() &&
           (std::isalnum(static_cast<unsigned char>(Contents[End])) ||
            Contents[End] == '-' || Contents[End] == '_'))
      ++End;
    Ids.insert(Contents.substr(Begin, End - Begin));
  }
  return Ids;
}

std::string bundleId(const OffloadTarget &T) {
  // The native CPU target's device code is the SPIR-V target's.
  if (T.compiledAsSpirv())
    return "hip-spir64-unknown-unknown";
  return "hip-nvptx64-nvidia-cuda--" + T.Arch;
}

size_t sameDeviceCode(const std::vector<OffloadTarget> &Targets, size_t I) {
  size_t First = 0;
  while (bundleId(Targets[First]) != bundleId(Targets[I]))
    ++First;
  return First;
}

std::string bundleTargetName(const std::string &Id) {
  std::string Name = Id.substr(Id.find('-') + 1);
  size_t Arch = Name.find("--");
  if (Arch != std::string::npos)
    return Name.substr(0, Arch) + " (" + Name.substr(Arch + 2) + ")";
  if (Name == "spir64-unknown-unknown")
    return "spir64";
  return Name;
}

} // namespace prism::driver
