//===- program.cpp - Loading native CPU images
//-----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A native CPU image is an ELF shared object compiled ahead of time, so a
// program is built by loading it: the bytes go to an anonymous file
// (memfd_create) that dlopen reads through /proc/self/fd, which leaves
// nothing on disk and needs no writable directory. Before loading, the
// image's __prism_native_cpu_isa is checked against the processor: an image
// for a newer processor is refused with a message naming both, instead of
// dying of SIGILL in its first kernel. There is no JIT: the first launch of
// a kernel costs what any later one does.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <dlfcn.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <new>
#include <thread>

namespace prism::native_cpu {

namespace {

prism_result invalidImage(std::string message) {
  return fail(PRISM_ERROR_INVALID_IMAGE, "program_create: " + message);
}

// The level an image needs, from its __prism_native_cpu_isa; refuses an
// unknown name and a level above the processor's.
prism_result checkIsaLevel(const std::string &isa, const std::string &tuning) {
  IsaLevel needed;
  if (!parseIsaLevel(isa, needed))
    return invalidImage(fmt::format("the native_cpu image needs an unknown "
                                    "processor level '{}' (expected x86-64, "
                                    "x86-64-v2, x86-64-v3 or x86-64-v4)",
                                    isa));
  const IsaLevel machine = machineIsaLevel();
  if (needed <= machine)
    return PRISM_SUCCESS;
  return invalidImage(fmt::format(
      "native_cpu image built for {} ({}) cannot run on this processor ({}, "
      "'{}'): rebuild with -fsycl-targets=native_cpu on this machine or for "
      "an older -march",
      isa, tuning.empty() ? "unknown processor" : tuning, isaLevelName(machine),
      cpuModelName()));
}

// Loads the image from an anonymous file, whose descriptor goes to `file`;
// null with dlerror's text in `error` when the bytes are no loadable shared
// object. The file stays open while the image is loaded: dlopen takes a
// path it loaded before for the same object, and an open descriptor's
// number, and so its /proc/self/fd path, names no other file meanwhile.
void *loadImage(const void *image, size_t size, int &file, std::string &error) {
  file = memfd_create("prism-native-cpu-image", MFD_CLOEXEC);
  if (file < 0) {
    error = std::string("memfd_create failed: ") + std::strerror(errno);
    return nullptr;
  }
  const auto *bytes = static_cast<const char *>(image);
  for (size_t written = 0; written < size;) {
    ssize_t now = write(file, bytes + written, size - written);
    if (now < 0 && errno == EINTR)
      continue;
    if (now <= 0) {
      error = std::string("writing the image to memory failed: ") +
              std::strerror(errno);
      close(file);
      return nullptr;
    }
    written += static_cast<size_t>(now);
  }
  const std::string path = "/proc/self/fd/" + std::to_string(file);
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    error = dlerror();
    close(file);
  }
  return library;
}

void unloadImage(void *library, int file) {
  dlclose(library);
  close(file);
}

// The image's ISA strings from the loaded library, for an image whose
// symbols the ELF reader could not find before loading.
bool loadedString(void *library, const char *symbol, std::string &value) {
  const auto *text = static_cast<const char *>(dlsym(library, symbol));
  if (!text)
    return false;
  value = text;
  return true;
}

} // namespace

prism_result programCreate(prism_context context, prism_device device,
                           uint32_t format, const void *image, size_t size,
                           const char *, prism_program *program) {
  if (format != PRISM_IMAGE_FORMAT_NATIVE_CPU)
    return invalidImage(fmt::format(
        "the native CPU device '{}' runs native CPU images "
        "(PRISM_IMAGE_FORMAT_NATIVE_CPU = {}), not images of format {}",
        device->name, static_cast<int>(PRISM_IMAGE_FORMAT_NATIVE_CPU), format));
  if (std::find(context->devices.begin(), context->devices.end(), device) ==
      context->devices.end())
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("program_create: device '{}' is not in the "
                            "context",
                            device->name));

  std::string isa, tuning;
  const bool isaKnown =
      readElfString(image, size, PRISM_NATIVE_ISA_SYMBOL, isa);
  readElfString(image, size, PRISM_NATIVE_CPU_NAME_SYMBOL, tuning);
  if (isaKnown)
    if (prism_result result = checkIsaLevel(isa, tuning))
      return result;

  std::string error;
  int file = -1;
  void *library = loadImage(image, size, file, error);
  if (!library)
    return invalidImage("the native_cpu image cannot be loaded: " + error);
  prism_result result = PRISM_SUCCESS;
  if (!isaKnown) {
    if (!loadedString(library, PRISM_NATIVE_ISA_SYMBOL, isa))
      result = invalidImage("the native_cpu image defines no " +
                            std::string(PRISM_NATIVE_ISA_SYMBOL) +
                            ", so it was not made by prism++ "
                            "-fsycl-targets=native_cpu");
    else
      result = checkIsaLevel(isa, tuning);
  }
  auto *created = result ? nullptr : new (std::nothrow) prism_program_t;
  if (!result && !created)
    result =
        fail(PRISM_ERROR_OUT_OF_MEMORY, "program_create: out of host memory");
  if (created) {
    created->context = context;
    created->device = device;
    created->library = library;
    created->imageFile = file;
    result = setUpProgramGlobals(*created);
  }
  if (result) {
    delete created;
    unloadImage(library, file);
    return result;
  }
  logger().debug("program_create: loaded a {}-byte native_cpu image for {}",
                 size, isa);
  *program = created;
  return PRISM_SUCCESS;
}

prism_result programRelease(prism_program program) {
  // Unloading the image under a queued launch would leave it no code.
  while (program->launchesInFlight.load(std::memory_order_acquire))
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  plugin::releaseProgramGlobals(*program, usmFree);
  unloadImage(program->library, program->imageFile);
  program->magic = 0;
  delete program;
  return PRISM_SUCCESS;
}

// A native CPU image is host code: the launch's table carries the
// specialization constants.
prism_result programCreateSpecialized(prism_context, prism_device device,
                                      uint32_t, const void *, size_t,
                                      const char *, uint32_t,
                                      const prism_specialization_constant *,
                                      prism_program *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "program_create_specialized: native CPU device '" + device->name +
                  "' takes no native specialization constants");
}

} // namespace prism::native_cpu
