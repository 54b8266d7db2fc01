// HIP's cooperative groups header on nvcc, for the baselines only (see
// hip_runtime.h here): CUDA's, with cooperative_groups::reduce.
#ifndef PRISM_BENCH_HIP_COOPERATIVE_GROUPS_ON_NVCC_H
#define PRISM_BENCH_HIP_COOPERATIVE_GROUPS_ON_NVCC_H

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#endif
