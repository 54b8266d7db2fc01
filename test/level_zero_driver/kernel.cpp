//===- kernel.cpp - Kernels on cl_kernels ---------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel is a cl_kernel plus its group size. Level Zero passes a USM
// pointer argument as the pointer's bytes; OpenCL takes one only through
// clSetKernelArgSVMPointer, so the kernel knows from the SPIR-V module which
// parameters are pointers (kernel_pointer_params.h). A null argument value
// is local memory of the argument's size.
//
//===----------------------------------------------------------------------===//
#include "driver.h"
#include "spirv_to_spir.h"

#include <algorithm>
#include <cstring>

namespace prism::zedriver {

namespace {

size_t kernelGroupInfo(ze_kernel_handle_t kernel,
                       cl_kernel_work_group_info info) {
  size_t value = 0;
  clGetKernelWorkGroupInfo(kernel->handle, kernel->module->context->device->id,
                           info, sizeof value, &value, nullptr);
  return value;
}

cl_ulong kernelMemoryInfo(ze_kernel_handle_t kernel,
                          cl_kernel_work_group_info info) {
  cl_ulong value = 0;
  clGetKernelWorkGroupInfo(kernel->handle, kernel->module->context->device->id,
                           info, sizeof value, &value, nullptr);
  return value;
}

// The largest divisor of `extent` that is at most `limit`.
uint32_t largestDivisor(uint32_t extent, size_t limit) {
  for (uint32_t size = static_cast<uint32_t>(std::min<size_t>(extent, limit));
       size > 1; --size)
    if (extent % size == 0)
      return size;
  return 1;
}

} // namespace

ze_result_t kernelCreate(ze_module_handle_t module,
                         const ze_kernel_desc_t *desc,
                         ze_kernel_handle_t *kernel) {
  const std::string name = desc->pKernelName;
  const std::string symbol =
      module->shortKernelNames ? opencl::spirKernelName(name) : name;
  cl_int error = CL_SUCCESS;
  cl_kernel handle = clCreateKernel(module->program, symbol.c_str(), &error);
  if (error != CL_SUCCESS)
    return resultFromOpenCL(error, ZE_RESULT_ERROR_INVALID_KERNEL_NAME);
  auto *created = new _ze_kernel_handle_t;
  created->handle = handle;
  created->module = module;
  created->name = name;
  auto params = module->pointerParams.find(name);
  if (params != module->pointerParams.end())
    created->pointerParams = params->second;
  *kernel = created;
  return ZE_RESULT_SUCCESS;
}

ze_result_t kernelDestroy(ze_kernel_handle_t kernel) {
  clReleaseKernel(kernel->handle);
  delete kernel;
  return ZE_RESULT_SUCCESS;
}

ze_result_t kernelSetGroupSize(ze_kernel_handle_t kernel, uint32_t x,
                               uint32_t y, uint32_t z) {
  if (!x || !y || !z ||
      size_t(x) * y * z > kernelGroupInfo(kernel, CL_KERNEL_WORK_GROUP_SIZE))
    return ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION;
  kernel->groupSize[0] = x;
  kernel->groupSize[1] = y;
  kernel->groupSize[2] = z;
  return ZE_RESULT_SUCCESS;
}

ze_result_t kernelSuggestGroupSize(ze_kernel_handle_t kernel, uint32_t globalX,
                                   uint32_t globalY, uint32_t globalZ,
                                   uint32_t *x, uint32_t *y, uint32_t *z) {
  size_t room = kernelGroupInfo(kernel, CL_KERNEL_WORK_GROUP_SIZE);
  if (!room)
    room = 1;
  *x = largestDivisor(globalX, room);
  room /= *x;
  *y = largestDivisor(globalY, room);
  room /= *y;
  *z = largestDivisor(globalZ, room);
  return ZE_RESULT_SUCCESS;
}

ze_result_t kernelSetArgumentValue(ze_kernel_handle_t kernel, uint32_t index,
                                   size_t size, const void *value) {
  cl_int error;
  if (value && index < kernel->pointerParams.size() &&
      kernel->pointerParams[index]) {
    if (size != sizeof(void *))
      return ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE;
    void *pointer;
    std::memcpy(&pointer, value, sizeof pointer);
    error = clSetKernelArgSVMPointer(kernel->handle, index, pointer);
  } else {
    error = clSetKernelArg(kernel->handle, index, size, value);
  }
  return resultFromOpenCL(error, ZE_RESULT_ERROR_INVALID_ARGUMENT);
}

ze_result_t kernelSetIndirectAccess(ze_kernel_handle_t,
                                    ze_kernel_indirect_access_flags_t) {
  // Nothing to record: every launch declares all the context's live
  // allocations to OpenCL (CL_KERNEL_EXEC_INFO_SVM_PTRS), whatever the kinds
  // the caller allows.
  return ZE_RESULT_SUCCESS;
}

ze_result_t kernelGetProperties(ze_kernel_handle_t kernel,
                                ze_kernel_properties_t *properties) {
  cl_uint argCount = 0;
  clGetKernelInfo(kernel->handle, CL_KERNEL_NUM_ARGS, sizeof argCount,
                  &argCount, nullptr);
  properties->numKernelArgs = argCount;
  size_t required[3] = {};
  clGetKernelWorkGroupInfo(kernel->handle, kernel->module->context->device->id,
                           CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof required,
                           required, nullptr);
  properties->requiredGroupSizeX = static_cast<uint32_t>(required[0]);
  properties->requiredGroupSizeY = static_cast<uint32_t>(required[1]);
  properties->requiredGroupSizeZ = static_cast<uint32_t>(required[2]);
  properties->requiredNumSubGroups = 0;
  properties->requiredSubgroupSize = 0;
  std::vector<uint32_t> subGroupSizes =
      zedriver::subGroupSizes(*kernel->module->context->device);
  properties->maxSubgroupSize =
      *std::max_element(subGroupSizes.begin(), subGroupSizes.end());
  const size_t groupSize = kernelGroupInfo(kernel, CL_KERNEL_WORK_GROUP_SIZE);
  properties->maxNumSubgroups =
      static_cast<uint32_t>(groupSize / properties->maxSubgroupSize);
  properties->localMemSize =
      static_cast<uint32_t>(kernelMemoryInfo(kernel, CL_KERNEL_LOCAL_MEM_SIZE));
  properties->privateMemSize = static_cast<uint32_t>(
      kernelMemoryInfo(kernel, CL_KERNEL_PRIVATE_MEM_SIZE));
  properties->spillMemSize = 0;
  std::memset(&properties->uuid, 0, sizeof properties->uuid);
  return ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver
