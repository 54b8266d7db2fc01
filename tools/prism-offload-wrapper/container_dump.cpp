//===- container_dump.cpp - A readable listing of a container -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One fact per line, indented by nesting, so that tests can match lines and
// people can diff two listings.
//
//===----------------------------------------------------------------------===//
#include "container_dump.h"

#include <iomanip>
#include <sstream>

namespace prism {

namespace {

/// Shows an empty string as "(none)".
std::string orNone(const std::string &S) { return S.empty() ? "(none)" : S; }

} // namespace

void dumpContainer(const Container &C, std::ostream &OS) {
  OS << "container: version " << C.Version << ", " << C.TotalSize
     << " bytes, checksum 0x" << std::hex << std::setw(16) << std::setfill('0')
     << C.Checksum << std::dec << std::setfill(' ') << ", " << C.Images.size()
     << " image" << (C.Images.size() == 1 ? "" : "s") << "\n";
  for (size_t I = 0; I < C.Images.size(); ++I) {
    const ContainerImage &Image = C.Images[I];
    OS << "image " << I << ":\n";
    OS << "  format: " << imageFormatName(Image.Format) << "\n";
    OS << "  target: " << Image.Target << "\n";
    OS << "  arch: " << orNone(Image.Arch) << "\n";
    OS << "  size: " << Image.Size << " bytes\n";
    if (Image.Properties.empty()) {
      OS << "  properties: (none)\n";
    } else {
      OS << "  properties:\n";
      std::istringstream Lines(Image.Properties);
      for (std::string Line; std::getline(Lines, Line);)
        OS << "    " << Line << "\n";
    }
    OS << "  kernels: " << Image.Kernels.size() << "\n";
    for (const ContainerKernel &Kernel : Image.Kernels) {
      OS << "    " << Kernel.Name << " (" << Kernel.ArgSizes.size() << " arg"
         << (Kernel.ArgSizes.size() == 1 ? "" : "s") << ")";
      if (!Kernel.ArgSizes.empty()) {
        OS << ": sizes";
        for (uint32_t Size : Kernel.ArgSizes)
          OS << " " << Size;
      }
      if (Kernel.DynamicLocalArg)
        OS << " + dynamic local memory";
      if (Kernel.ProgramGlobalsArg)
        OS << " + program globals";
      if (Kernel.ReqdSubGroupSize)
        OS << ", sub-group size " << Kernel.ReqdSubGroupSize;
      if (Kernel.MaxWorkGroupSize)
        OS << ", work-groups of at most " << Kernel.MaxWorkGroupSize;
      OS << "\n";
    }
  }
}

} // namespace prism
