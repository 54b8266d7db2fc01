/*===- prism/native_cpu_abi.h - How native CPU kernels are called -*- C -*-===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * A native CPU image (PRISM_IMAGE_FORMAT_NATIVE_CPU) is an ELF shared
 * object for the host processor. Each kernel is a function that runs one
 * whole work-group (llvm-passes/NativeCpuWorkGroups.cpp), exported as
 *
 *   void __prism_wg_<kernel>(void *const *args,
 *                            const prism_native_work_group *group);
 *
 * which loops over the group's work-items itself, barriers included. The
 * caller (the native_cpu plugin) runs the work-groups of a launch on as
 * many threads as it likes, each with its own group description; a thread
 * runs one work-group at a time (work-group variables are thread-local).
 *
 * args has one entry per kernel argument (prism_kernel_arg of
 * prism/plugin.h, in order), each the address, of any alignment, of:
 *  - VALUE: the argument's bytes (a scalar, a pointer, a by-value struct);
 *  - LOCAL and PROGRAM_GLOBALS: a `void *` holding the address of the
 *    work-group's local memory of that argument (at least
 *    PRISM_NATIVE_LOCAL_ALIGNMENT aligned), or of the program's
 *    device-variable buffer (prism/program_globals.h).
 *
 * Every image also defines two NUL-terminated strings saying what it was
 * compiled for, which the plugin checks against the running processor
 * before it runs anything:
 *  - __prism_native_cpu_isa: the x86-64 micro-architecture level its code
 *    needs, "x86-64", "x86-64-v2", "x86-64-v3" or "x86-64-v4";
 *  - __prism_native_cpu_name: the processor it was tuned for ("znver3").
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_NATIVE_CPU_ABI_H
#define PRISM_NATIVE_CPU_ABI_H

#include <stdint.h>

#define PRISM_NATIVE_WORK_GROUP_PREFIX "__prism_wg_"
#define PRISM_NATIVE_ISA_SYMBOL "__prism_native_cpu_isa"
#define PRISM_NATIVE_CPU_NAME_SYMBOL "__prism_native_cpu_name"
#define PRISM_NATIVE_LOCAL_ALIGNMENT 64
/* Work-items per sub-group: 16 consecutive local linear ids, one AVX-512
 * vector of floats (two AVX2 ones). The compiler's work-group functions, the
 * device library and the plugin's device queries all take it from here. */
#define PRISM_NATIVE_SUB_GROUP_SIZE 16

/* One work-group of a launch; index 0 is the dimension that varies fastest,
 * unused dimensions are 1 (sizes) and 0 (ids). */
typedef struct prism_native_work_group {
  uint64_t group_id[3];
  uint64_t local_size[3];
  uint64_t num_groups[3];
} prism_native_work_group;

typedef void (*prism_native_work_group_fn)(
    void *const *args, const prism_native_work_group *group);

#endif /* PRISM_NATIVE_CPU_ABI_H */
