//===- registry.cpp - Device images registered by executables and libraries
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Registration runs before main and must neither throw nor load plugins: it
// only validates the container and records names. Plugins and programs come
// later, on the first launch.
//
//===----------------------------------------------------------------------===//
#include "registry.h"

#include "error.h"
#include "kernel_name.h"
#include "logging.h"

#include <dlfcn.h>

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace prism {

namespace {

/// The wrapper Clang's host compile passes to __hipRegisterFatBinary.
struct FatBinaryWrapper {
  int Magic;
  int Version;
  const void *Binary;
  void *Unused;
};

constexpr int HipFatBinaryMagic = 0x48495046; // "HIPF"

std::string hexAddress(const void *Address) {
  char Text[32];
  std::snprintf(Text, sizeof(Text), "0x%" PRIxPTR,
                reinterpret_cast<uintptr_t>(Address));
  return Text;
}

/// The executable or shared library holding Address.
std::string modulePath(const void *Address) {
  Dl_info Info;
  if (Address && dladdr(Address, &Info) && Info.dli_fname && *Info.dli_fname)
    return Info.dli_fname;
  return "<unknown module at " + hexAddress(Address) + ">";
}

/// Validates the container behind the wrapper; throws Error(InvalidImage).
Container readContainer(const void *WrapperAddress) {
  if (!WrapperAddress)
    throw Error(ErrorKind::InvalidImage, "the fat-binary wrapper is null");
  FatBinaryWrapper Wrapper;
  std::memcpy(&Wrapper, WrapperAddress, sizeof(Wrapper));
  if (Wrapper.Magic != HipFatBinaryMagic) {
    char Text[96];
    std::snprintf(Text, sizeof(Text),
                  "the fat-binary wrapper has magic 0x%08x, expected 0x%08x",
                  static_cast<unsigned>(Wrapper.Magic),
                  static_cast<unsigned>(HipFatBinaryMagic));
    throw Error(ErrorKind::InvalidImage, Text);
  }
  if (!Wrapper.Binary)
    throw Error(ErrorKind::InvalidImage,
                "the fat-binary wrapper points at no container");
  size_t Size = containerClaimedSize(Wrapper.Binary);
  return parseContainer(Wrapper.Binary, Size);
}

} // namespace

ImageRegistry &ImageRegistry::instance() {
  static ImageRegistry *Registry = new ImageRegistry();
  return *Registry;
}

void **ImageRegistry::registerModule(const void *Wrapper) noexcept {
  try {
    std::lock_guard<std::mutex> Guard(Lock);
    for (auto &[Handle, Existing] : Modules)
      if (Existing.Wrapper == Wrapper) {
        ++Existing.References;
        return Handle;
      }

    auto Module = std::make_shared<RegisteredModule>();
    Module->Id = NextId++;
    Module->Path = modulePath(Wrapper);
    try {
      Module->Images = readContainer(Wrapper);
      log().debug("registered {} device image(s) of {}",
                  Module->Images.Images.size(), Module->Path);
    } catch (const Error &E) {
      Module->Problem =
          "invalid device image container in " + Module->Path + ": " + E.what();
      log().error("{}", Module->Problem);
    }
    auto **Handle = reinterpret_cast<void **>(Module.get());
    Modules[Handle] = Entry{std::move(Module), Wrapper, 1};
    return Handle;
  } catch (const std::exception &E) {
    log().error("registering the device images at {} failed: {}",
                hexAddress(Wrapper), E.what());
    return nullptr;
  }
}

void ImageRegistry::registerFunction(void **Handle, const void *HostFunction,
                                     const char *DeviceName) noexcept {
  try {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Modules.find(Handle);
    if (It == Modules.end() || !DeviceName) {
      log().error("kernel '{}' registered with {} {}; its launches will fail",
                  DeviceName ? demangleKernelName(DeviceName) : "<no name>",
                  It == Modules.end() ? "an unknown module handle"
                                      : "no device name",
                  hexAddress(Handle));
      return;
    }
    Kernels[HostFunction] = RegisteredKernel{DeviceName, It->second.Module};
  } catch (const std::exception &E) {
    log().error("registering kernel '{}' failed: {}",
                DeviceName ? DeviceName : "<no name>", E.what());
  }
}

void ImageRegistry::registerVariable(void **Handle, const void *HostAddress,
                                     const char *DeviceName, size_t Size,
                                     bool Constant) noexcept {
  try {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Modules.find(Handle);
    if (It == Modules.end() || !DeviceName) {
      log().error("device variable '{}' registered with an unknown module "
                  "handle {}",
                  DeviceName ? DeviceName : "<no name>", hexAddress(Handle));
      return;
    }
    RegisteredVariable Variable{HostAddress, DeviceName, Size, Constant};
    It->second.Module->Variables.push_back(Variable);
    Variables[HostAddress] = RegisteredSymbol{Variable, It->second.Module};
  } catch (const std::exception &E) {
    log().error("registering device variable '{}' failed: {}",
                DeviceName ? DeviceName : "<no name>", E.what());
  }
}

void ImageRegistry::registerManagedVariable(void **Handle,
                                            const char *DeviceName,
                                            void *Address) noexcept {
  try {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Modules.find(Handle);
    if (It == Modules.end() || !DeviceName) {
      log().error("managed variable '{}' registered with an unknown module "
                  "handle {}",
                  DeviceName ? DeviceName : "<no name>", hexAddress(Handle));
      return;
    }
    It->second.Module->ManagedVariables.push_back({DeviceName, Address});
  } catch (const std::exception &E) {
    log().error("registering managed variable '{}' failed: {}",
                DeviceName ? DeviceName : "<no name>", E.what());
  }
}

void ImageRegistry::unregisterModule(void **Handle) noexcept {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Modules.find(Handle);
  if (It == Modules.end()) {
    log().error("unregistering unknown module handle {}", hexAddress(Handle));
    return;
  }
  if (--It->second.References)
    return;
  const RegisteredModule *Module = It->second.Module.get();
  for (auto K = Kernels.begin(); K != Kernels.end();)
    K = K->second.Module.get() == Module ? Kernels.erase(K) : std::next(K);
  for (auto V = Variables.begin(); V != Variables.end();)
    V = V->second.Module.get() == Module ? Variables.erase(V) : std::next(V);
  Modules.erase(It);
}

RegisteredKernel ImageRegistry::lookup(const void *HostFunction) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Kernels.find(HostFunction);
  if (It == Kernels.end())
    throw Error(ErrorKind::KernelNotFound,
                "no kernel is registered for host function " +
                    hexAddress(HostFunction) +
                    " (was it compiled by prism++ as a kernel?)");
  if (!It->second.Module->Problem.empty())
    throw Error(ErrorKind::InvalidImage, It->second.Module->Problem);
  return It->second;
}

std::optional<RegisteredSymbol>
ImageRegistry::variable(const void *HostAddress) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Variables.find(HostAddress);
  if (It == Variables.end())
    return std::nullopt;
  return It->second;
}

std::vector<std::pair<const void *, RegisteredKernel>>
ImageRegistry::kernels() const {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<std::pair<const void *, RegisteredKernel>> All;
  for (const auto &[Handle, Kernel] : Kernels)
    if (Kernel.Module->Problem.empty())
      All.emplace_back(Handle, Kernel);
  return All;
}

bool ImageRegistry::carriesFormat(uint32_t Format) const {
  std::lock_guard<std::mutex> Guard(Lock);
  for (const auto &[Handle, Entry] : Modules)
    for (const ContainerImage &Image : Entry.Module->Images.Images)
      if (Image.Format == Format)
        return true;
  return false;
}

} // namespace prism
