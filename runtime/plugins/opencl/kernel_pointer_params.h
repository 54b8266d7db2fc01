//===- kernel_pointer_params.h - Which kernel parameters are pointers -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// OpenCL takes a pointer to global or constant memory as a kernel argument
// only through clSetKernelArgSVMPointer (or clSetKernelArgMemPointerINTEL):
// clSetKernelArg reads its bytes as a cl_mem handle, which crashes PoCL. A
// SYCL kernel takes one by-value object, but a HIP or CUDA kernel takes
// pointers directly, and the core passes every argument by value. The
// plugin finds those parameters in the SPIR-V module itself: its arguments
// carry no other trace of them (PoCL answers no clGetKernelArgInfo for
// programs from SPIR-V).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_OPENCL_KERNEL_POINTER_PARAMS_H
#define PRISM_OPENCL_KERNEL_POINTER_PARAMS_H

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace prism::opencl {

/// For each kernel (entry point) of a SPIR-V module, by name: one flag per
/// parameter, true where it is a pointer to global, constant or generic
/// memory. Empty for bytes that are not a well-formed SPIR-V module (the
/// build reports those).
using KernelPointerParams = std::unordered_map<std::string, std::vector<bool>>;
KernelPointerParams findKernelPointerParams(const void *Module, size_t Size);

} // namespace prism::opencl

#endif // PRISM_OPENCL_KERNEL_POINTER_PARAMS_H
