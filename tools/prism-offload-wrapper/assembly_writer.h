//===- assembly_writer.h - The assembly file that carries the container ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Clang's HIP host compile (-fgpu-rdc) declares
//   @__hip_fatbin = external constant i8, section ".hip_fatbin"
// and registers it through __hip_fatbin_wrapper. The wrapper tool defines
// that symbol in an x86-64 ELF assembly file (GNU as syntax) whose data is
// the container file pulled in with .incbin; the driver assembles it with
// clang -c and links it with the host objects.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_ASSEMBLY_WRITER_H
#define PRISM_TOOLS_ASSEMBLY_WRITER_H

#include <cstdint>
#include <string>

namespace prism {

/// Returns the assembly text defining __hip_fatbin as the ContainerSize bytes
/// of the file at ContainerPath (which should be absolute, since the
/// assembler resolves .incbin relative to its own working directory).
std::string fatbinAssembly(const std::string &ContainerPath,
                           uint64_t ContainerSize);

} // namespace prism

#endif // PRISM_TOOLS_ASSEMBLY_WRITER_H
