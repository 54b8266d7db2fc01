//===- workitem.cpp - Work-item builtins for nvptx64 ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements the work-item queries of prism/device/builtins.h with the PTX
// special registers (%tid, %ntid, %ctaid, %nctaid), read through Clang's
// NVVM builtins. A work-group is a CUDA block; dimension 0 is x.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"

namespace {

PRISM_DEVICE_FN size_t threadIdx(int Dim) {
  return Dim == 0   ? __nvvm_read_ptx_sreg_tid_x()
         : Dim == 1 ? __nvvm_read_ptx_sreg_tid_y()
                    : __nvvm_read_ptx_sreg_tid_z();
}

PRISM_DEVICE_FN size_t blockDim(int Dim) {
  return Dim == 0   ? __nvvm_read_ptx_sreg_ntid_x()
         : Dim == 1 ? __nvvm_read_ptx_sreg_ntid_y()
                    : __nvvm_read_ptx_sreg_ntid_z();
}

PRISM_DEVICE_FN size_t blockIdx(int Dim) {
  return Dim == 0   ? __nvvm_read_ptx_sreg_ctaid_x()
         : Dim == 1 ? __nvvm_read_ptx_sreg_ctaid_y()
                    : __nvvm_read_ptx_sreg_ctaid_z();
}

PRISM_DEVICE_FN size_t gridDim(int Dim) {
  return Dim == 0   ? __nvvm_read_ptx_sreg_nctaid_x()
         : Dim == 1 ? __nvvm_read_ptx_sreg_nctaid_y()
                    : __nvvm_read_ptx_sreg_nctaid_z();
}

} // namespace

extern "C" {

PRISM_DEVICE_FN size_t __prism_global_id(int Dim) {
  return blockIdx(Dim) * blockDim(Dim) + threadIdx(Dim);
}

PRISM_DEVICE_FN size_t __prism_global_size(int Dim) {
  return gridDim(Dim) * blockDim(Dim);
}

PRISM_DEVICE_FN size_t __prism_local_id(int Dim) { return threadIdx(Dim); }

PRISM_DEVICE_FN size_t __prism_local_size(int Dim) { return blockDim(Dim); }

PRISM_DEVICE_FN size_t __prism_group_id(int Dim) { return blockIdx(Dim); }

PRISM_DEVICE_FN size_t __prism_num_groups(int Dim) { return gridDim(Dim); }

} // extern "C"
