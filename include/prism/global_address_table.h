/*===- prism/global_address_table.h - Device variable addresses on SPIR-V ===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * The host addresses a HIP/CUDA device variable (__device__, __constant__)
 * by name: hipMemcpyToSymbol, hipGetSymbolAddress. CUDA answers with
 * cuModuleGetGlobal and OpenCL drivers with cl_intel_global_variable_pointers,
 * but an OpenCL device without that extension (PoCL) has no way to name a
 * program's global. So the SPIR-V post-link (prism-global-address-table)
 * gives every image that defines externally visible device variables one
 * more kernel, which the OpenCL plugin runs once per built program:
 *
 *   kernel void __prism_global_address_table(global ulong *out,
 *                                             ulong capacity)
 *
 * It writes out[0] = N, the number of variables, and, when capacity >= N,
 * for each variable i < N the entry out[1 + 3i .. 3 + 3i] = { the
 * prismGlobalNameHash of its symbol name, its address, its size in bytes }.
 * A caller whose buffer was too small runs it again with capacity N. The
 * entries carry hashes rather than names so that nothing but the kernel's
 * own name has to be found in the image; the pass refuses a module in which
 * two variables' hashes collide.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_GLOBAL_ADDRESS_TABLE_H
#define PRISM_GLOBAL_ADDRESS_TABLE_H

#include <stdint.h>

#define PRISM_GLOBAL_ADDRESS_TABLE_KERNEL "__prism_global_address_table"
/* 64-bit words per variable after out[0]: hash, address, size. */
#define PRISM_GLOBAL_ADDRESS_TABLE_ENTRY_WORDS 3

/* FNV-1a, 64 bits, over the name's bytes up to its NUL. */
static inline uint64_t prismGlobalNameHash(const char *name) {
  uint64_t hash = 14695981039346656037ull;
  for (; *name; ++name) {
    hash ^= (unsigned char)*name;
    hash *= 1099511628211ull;
  }
  return hash;
}

#endif /* PRISM_GLOBAL_ADDRESS_TABLE_H */
