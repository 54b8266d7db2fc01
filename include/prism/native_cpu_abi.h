/*===- prism/native_cpu_abi.h - How native CPU kernels are called -*- C -*-===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * The native CPU target compiles each kernel into a function that runs one
 * whole work-group (llvm-passes/NativeCpuWorkGroups.cpp):
 *
 *   void __prism_wg_<kernel>(<the kernel's parameters>,
 *                            const prism_native_work_group *group);
 *
 * which loops over the group's work-items itself, barriers included. The
 * caller (the native_cpu plugin) runs the work-groups of a launch, on as
 * many threads as it likes, each with its own group description.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_NATIVE_CPU_ABI_H
#define PRISM_NATIVE_CPU_ABI_H

#include <stdint.h>

#define PRISM_NATIVE_WORK_GROUP_PREFIX "__prism_wg_"

/* One work-group of a launch; index 0 is the dimension that varies fastest,
 * unused dimensions are 1 (sizes) and 0 (ids). */
typedef struct prism_native_work_group {
  uint64_t group_id[3];
  uint64_t local_size[3];
  uint64_t num_groups[3];
} prism_native_work_group;

#endif /* PRISM_NATIVE_CPU_ABI_H */
