//===- image_disassembler.h - Device images as text -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SPIR-V through SPIRV-Tools' disassembler (spirv-dis's text), PTX as it is,
// device bitcode as LLVM IR. The native code of a PTX image is what the CUDA
// toolkit makes of it: ptxas assembles it for the image's architecture and
// nvdisasm (or cuobjdump -sass) prints the SASS. SPIR-V's native code is
// made by each device's driver at run time; no tool prints it offline.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_OBJDUMP_IMAGE_DISASSEMBLER_H
#define PRISM_TOOLS_OBJDUMP_IMAGE_DISASSEMBLER_H

#include "device_images.h"

#include "llvm/Support/raw_ostream.h"

namespace prism::objdump {

/// Writes the image as text. An image the disassembler refuses is an error
/// saying why.
llvm::Error disassemble(const DeviceImage &Image, llvm::raw_ostream &OS);

/// The CUDA tools that turn PTX into SASS and print it.
struct CudaTools {
  std::string Ptxas;        // empty when not found
  std::string Disassembler; // nvdisasm, else cuobjdump; empty when neither
  /// Looks in CudaPath/bin when it is given, else on PATH.
  static CudaTools find(llvm::StringRef CudaPath);
  /// Why SASS cannot be shown ("ptxas is not on PATH"); empty when it can.
  std::string missing(llvm::StringRef CudaPath) const;
};

/// Assembles a PTX image for its architecture (sm_80 when it names none)
/// and writes the SASS: the code the CUDA driver would load. A tool's
/// failure is an error holding its messages.
llvm::Error printNativeCode(const DeviceImage &Image, const CudaTools &Tools,
                            llvm::raw_ostream &OS);

} // namespace prism::objdump

#endif // PRISM_TOOLS_OBJDUMP_IMAGE_DISASSEMBLER_H
