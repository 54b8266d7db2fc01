/*===- prism/program_globals.h - Device variables in one buffer on OpenCL ===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * An OpenCL device need not keep one copy of a program's global variables:
 * PoCL 3 compiles each kernel, and each work-group size of a kernel, into
 * code of its own with its own copy, so a __device__ counter one kernel
 * writes reads 0 in the next, and nothing tells the host where a variable
 * lives (hipMemcpyToSymbol). So the SPIR-V post-link (prism-program-globals)
 * moves the program's writable global variables into one buffer that the
 * OpenCL plugin allocates per built program and passes to every kernel that
 * uses them, as its last parameter (the kernel table's `globals` argument,
 * PRISM_KERNEL_FLAG_PROGRAM_GLOBALS). An image with such variables gets two
 * more kernels, which the plugin runs once when it builds the program:
 *
 *   kernel void __prism_globals_layout(global ulong *out, ulong capacity)
 *
 * writes out[0] = N, the number of variables the host may name (those with
 * external linkage: HIP/CUDA __device__ and __constant__ variables),
 * out[1] = the buffer's size in bytes and out[2] = its alignment, and, when
 * capacity >= N, for each such variable i < N the entry
 * out[3 + 3i .. 5 + 3i] = { the prismGlobalNameHash of its symbol name, its
 * offset in the buffer, its size in bytes }. A caller whose buffer was too
 * small runs it again with capacity N. The entries carry hashes rather than
 * names so that nothing but the kernels' own names has to be found in the
 * image; the pass refuses a module in which two variables' hashes collide.
 *
 *   kernel void __prism_globals_initialize(global uchar *buffer)
 *
 * run as one work-item, writes every variable's initial value into the
 * buffer.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_PROGRAM_GLOBALS_H
#define PRISM_PROGRAM_GLOBALS_H

#include <stdint.h>

#define PRISM_GLOBALS_LAYOUT_KERNEL "__prism_globals_layout"
#define PRISM_GLOBALS_INITIALIZE_KERNEL "__prism_globals_initialize"
/* 64-bit words before the first entry: count, buffer size, alignment. */
#define PRISM_GLOBALS_LAYOUT_HEADER_WORDS 3
/* 64-bit words per variable: name hash, offset, size. */
#define PRISM_GLOBALS_LAYOUT_ENTRY_WORDS 3

/* FNV-1a, 64 bits, over the name's bytes up to its NUL. */
static inline uint64_t prismGlobalNameHash(const char *name) {
  uint64_t hash = 14695981039346656037ull;
  for (; *name; ++name) {
    hash ^= (unsigned char)*name;
    hash *= 1099511628211ull;
  }
  return hash;
}

#endif /* PRISM_PROGRAM_GLOBALS_H */
