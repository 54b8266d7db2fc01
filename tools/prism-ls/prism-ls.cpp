//===- prism-ls.cpp - List the devices the Prism runtime sees -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Like sycl-ls: one line per device the program would see, in the order and
// with the names PRISM_DEVICE_SELECTOR uses, so that users can write a
// selector from its output. --verbose adds each device's properties and why
// a plugin found no devices; --all ignores the device selector.
//
//===----------------------------------------------------------------------===//
#include "device.h"
#include "device_selector.h"
#include "error.h"
#include "runtime.h"

#include <cstring>
#include <iostream>
#include <string>

namespace {

void printUsage(std::ostream &OS) {
  OS << "usage: prism-ls [--verbose] [--all]\n"
        "  --verbose  show each device's properties and why a backend has "
        "no devices\n"
        "  --all      list every device, ignoring the device selector\n"
        "             (PRISM_DEVICE_SELECTOR, ONEAPI_DEVICE_SELECTOR)\n";
}

std::string formatNames(uint32_t Bits) {
  std::string Names;
  if (Bits & PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV))
    Names += "SPIR-V";
  if (Bits & PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX))
    Names += std::string(Names.empty() ? "" : ", ") + "PTX";
  if (Bits & PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_NATIVE_CPU))
    Names += std::string(Names.empty() ? "" : ", ") + "native CPU";
  return Names.empty() ? "none" : Names;
}

std::string megabytes(uint64_t Bytes) {
  return std::to_string(Bytes / (1024 * 1024)) + " MiB";
}

void printDevice(const prism::Device &D, bool Verbose) {
  std::cout << "[" << D.backend() << ":" << prism::deviceTypeName(D.type())
            << "][" << D.backend() << ":" << D.backendIndex() << "] "
            << D.platform().name() << ", " << D.name() << " " << D.version()
            << " [" << D.driverVersion() << "]\n";
  if (!Verbose)
    return;
  std::cout << "    type:                " << prism::deviceTypeName(D.type())
            << "\n    vendor:              " << D.vendor()
            << "\n    compute units:       " << D.maxComputeUnits()
            << "\n    max work-group size: " << D.maxWorkGroupSize()
            << "\n    global memory:       " << megabytes(D.globalMemSize())
            << "\n    local memory:        " << D.localMemSize() / 1024
            << " KiB\n    image formats:       "
            << formatNames(D.imageFormats()) << "\n";
}

} // namespace

int main(int Argc, char **Argv) {
  bool Verbose = false, All = false;
  for (int I = 1; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--verbose") || !std::strcmp(Argv[I], "-v")) {
      Verbose = true;
    } else if (!std::strcmp(Argv[I], "--all")) {
      All = true;
    } else if (!std::strcmp(Argv[I], "--help") || !std::strcmp(Argv[I], "-h")) {
      printUsage(std::cout);
      return 0;
    } else {
      std::cerr << "prism-ls: unknown option '" << Argv[I] << "'\n";
      printUsage(std::cerr);
      return 2;
    }
  }

  try {
    prism::Runtime &R = prism::Runtime::get();
    const std::vector<prism::Device *> &Devices =
        All ? R.allDevices() : R.visibleDevices();
    for (const prism::Device *D : Devices)
      printDevice(*D, Verbose);
    if (Verbose && !R.pluginNotes().empty()) {
      std::cout << "Backends without devices:\n";
      for (const std::string &Note : R.pluginNotes())
        std::cout << "    " << Note << "\n";
    }
    if (Devices.empty()) {
      std::cerr << "prism-ls: " << R.noDeviceMessage(All) << "\n";
      return 1;
    }
  } catch (const prism::Error &E) {
    std::cerr << "prism-ls: " << E.what() << "\n";
    return 1;
  }
  return 0;
}
