//===- assembly_writer.cpp - The assembly file that carries the container -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Choices made here, and why:
// - section ".hip_fatbin", flags "a" (allocated, read-only), @progbits: the
//   section Clang names in its declaration; the runtime only reads it.
// - .p2align 3: the container's records are 8-byte aligned relative to its
//   start, so the start must be too for the runtime to see aligned records.
// - .hidden: every executable and shared library carries its own container
//   under the same name; a default-visibility definition would let the
//   dynamic linker bind a library's __hip_fatbin_wrapper to the executable's
//   container. Hidden keeps each reference inside its own link unit.
// - .size and .type: so that tools (nm, readelf) show the container's extent.
// - .note.GNU-stack: the object does not need an executable stack.
//
//===----------------------------------------------------------------------===//
#include "assembly_writer.h"

namespace prism {

namespace {

/// Quotes Path as a GNU as string literal.
std::string quoted(const std::string &Path) {
  std::string Out = "\"";
  for (char C : Path) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

} // namespace

std::string fatbinAssembly(const std::string &ContainerPath,
                           uint64_t ContainerSize) {
  std::string Size = std::to_string(ContainerSize);
  return "# Prism offload container, written by prism-offload-wrapper.\n"
         "\t.section\t.hip_fatbin,\"a\",@progbits\n"
         "\t.globl\t__hip_fatbin\n"
         "\t.hidden\t__hip_fatbin\n"
         "\t.type\t__hip_fatbin,@object\n"
         "\t.p2align\t3\n"
         "__hip_fatbin:\n"
         "\t.incbin\t" +
         quoted(ContainerPath) + ",0," + Size +
         "\n"
         "\t.size\t__hip_fatbin, " +
         Size +
         "\n"
         "\t.section\t.note.GNU-stack,\"\",@progbits\n";
}

} // namespace prism
