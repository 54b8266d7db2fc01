//===- kernel.cpp - OpenCL kernels and kernel launches --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A Prism kernel argument is usually one by-value blob (a SYCL functor, a
// HIP argument struct) with USM pointers inside, which OpenCL cannot see.
// So each launch declares the context's live SVM allocations with
// CL_KERNEL_EXEC_INFO_SVM_PTRS (or, with Intel USM, the kernel is allowed
// indirect access once at creation). The launch is on the latency-critical
// path: the pointer list is rebuilt only when allocations changed and set on
// a kernel only when it changed since that kernel last saw it, and nothing
// is allocated per launch except the event the caller asks for.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

namespace {

// Intel USM pointers inside by-value arguments are reached indirectly.
cl_int allowIndirectUsmAccess(cl_kernel kernel) {
  const cl_bool allowed = CL_TRUE;
  for (cl_kernel_exec_info what :
       {CL_KERNEL_EXEC_INFO_INDIRECT_HOST_ACCESS_INTEL,
        CL_KERNEL_EXEC_INFO_INDIRECT_DEVICE_ACCESS_INTEL,
        CL_KERNEL_EXEC_INFO_INDIRECT_SHARED_ACCESS_INTEL})
    if (cl_int error =
            clSetKernelExecInfo(kernel, what, sizeof allowed, &allowed))
      return error;
  return CL_SUCCESS;
}

// Declares the context's live SVM allocations to `kernel` if they changed
// since it last saw them. Called with the kernel's launch mutex held.
prism_result updateSvmPointers(prism_kernel_t &kernel) {
  prism_context_t &context = *kernel.context;
  uint64_t generation =
      context.allocationGeneration.load(std::memory_order_acquire);
  if (generation == kernel.svmPointersGeneration)
    return PRISM_SUCCESS;

  std::lock_guard<std::mutex> lock(context.allocationMutex);
  generation = context.allocationGeneration.load(std::memory_order_relaxed);
  if (context.svmPointersGeneration != generation) {
    context.svmPointers.clear();
    for (const auto &allocation : context.allocations)
      context.svmPointers.push_back(allocation.first);
    context.svmPointersGeneration = generation;
  }
  if (!context.svmPointers.empty()) {
    cl_int error =
        clSetKernelExecInfo(kernel.handle, CL_KERNEL_EXEC_INFO_SVM_PTRS,
                            context.svmPointers.size() * sizeof(void *),
                            context.svmPointers.data());
    if (error != CL_SUCCESS)
      return failOpenCL(
          error, "clSetKernelExecInfo(CL_KERNEL_EXEC_INFO_SVM_PTRS)",
          ("enqueue_launch of kernel '" + kernel.name + "'").c_str());
  }
  kernel.svmPointersGeneration = generation;
  return PRISM_SUCCESS;
}

} // namespace

prism_result kernelCreate(prism_program program, const char *name,
                          prism_kernel *kernel) {
  cl_int error = CL_SUCCESS;
  cl_kernel handle = clCreateKernel(
      program->handle,
      program->shortKernelNames ? spirKernelName(name).c_str() : name, &error);
  if (error == CL_INVALID_KERNEL_NAME)
    return fail(
        PRISM_ERROR_KERNEL_NOT_FOUND,
        fmt::format("kernel_create: no kernel named '{}' in the program "
                    "built for device '{}'",
                    name, program->device->name));
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clCreateKernel",
                      fmt::format("kernel_create of '{}'", name).c_str());
  if (program->context->useIntelUsm) {
    error = allowIndirectUsmAccess(handle);
    if (error != CL_SUCCESS) {
      clReleaseKernel(handle);
      return failOpenCL(error, "clSetKernelExecInfo(INDIRECT_*_ACCESS_INTEL)",
                        fmt::format("kernel_create of '{}'", name).c_str());
    }
  }
  auto *created = new prism_kernel_t;
  created->handle = handle;
  created->context = program->context;
  created->name = name;
  created->programGlobals = program->globals;
  auto params = program->pointerParams.find(name);
  if (params != program->pointerParams.end())
    created->pointerParams = params->second;
  *kernel = created;
  return PRISM_SUCCESS;
}

prism_result kernelRelease(prism_kernel kernel) {
  cl_int error = clReleaseKernel(kernel->handle);
  kernel->magic = 0;
  delete kernel;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clReleaseKernel", "kernel_release");
  return PRISM_SUCCESS;
}

namespace {

using plugin::Query;

// One clGetKernelWorkGroupInfo query whose answer is a T.
template <typename T>
plugin::Answer<uint64_t> workGroupInfo(const prism_kernel_t &kernel,
                                       const prism_device_t &device,
                                       cl_kernel_work_group_info what) {
  T answer = 0;
  if (cl_int error = clGetKernelWorkGroupInfo(kernel.handle, device.id, what,
                                              sizeof answer, &answer, nullptr))
    return plugin::Failure{
        failOpenCL(error, "clGetKernelWorkGroupInfo", "kernel_get_info")};
  return static_cast<uint64_t>(answer);
}

plugin::Answer<uint64_t> answer(const prism_kernel_t &kernel,
                                const prism_device_t &device,
                                Query<PRISM_KERNEL_INFO_WORK_GROUP_SIZE>) {
  return workGroupInfo<size_t>(kernel, device, CL_KERNEL_WORK_GROUP_SIZE);
}
plugin::Answer<uint64_t>
answer(const prism_kernel_t &kernel, const prism_device_t &device,
       Query<PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>) {
  return workGroupInfo<size_t>(kernel, device,
                               CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE);
}
plugin::Answer<uint64_t> answer(const prism_kernel_t &kernel,
                                const prism_device_t &device,
                                Query<PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE>) {
  return workGroupInfo<cl_ulong>(kernel, device, CL_KERNEL_PRIVATE_MEM_SIZE);
}

} // namespace

prism_result kernelGetInfo(prism_kernel kernel, prism_device device,
                           prism_kernel_info what, size_t size, void *value,
                           size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "kernel_get_info");
  return plugin::answerKernelInfo(
      what, reply, [&](auto query) { return answer(*kernel, *device, query); });
}

namespace {

bool isPointerParam(const prism_kernel_t &kernel, uint32_t index,
                    const prism_kernel_arg &arg) {
  return index < kernel.pointerParams.size() && kernel.pointerParams[index] &&
         arg.size == sizeof(void *) && arg.value;
}

} // namespace

cl_int setPointerArg(const prism_context_t &context, cl_kernel kernel,
                     uint32_t index, void *pointer) {
  if (context.useIntelUsm)
    return context.platform->intelUsm.setKernelArgMemPointer(kernel, index,
                                                             pointer);
  return clSetKernelArgSVMPointer(kernel, index, pointer);
}

prism_result enqueueLaunch(prism_queue queue, prism_kernel kernel,
                           const prism_launch_config *config, uint32_t argCount,
                           const prism_kernel_arg *args, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  if (kernel->context != queue->context)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch: kernel '{}' belongs to another "
                            "context than the queue",
                            kernel->name));
  if (config->dynamic_local_mem)
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("enqueue_launch of kernel '{}': OpenCL has no "
                            "dynamic local memory parameter; pass it as a "
                            "LOCAL argument",
                            kernel->name));
  WaitList waits;
  waits.assign(waitCount, waitList);

  std::lock_guard<std::mutex> lock(kernel->launchMutex);
  for (uint32_t i = 0; i < argCount; ++i) {
    const prism_kernel_arg &arg = args[i];
    cl_int error;
    if (arg.kind == PRISM_KERNEL_ARG_VALUE && isPointerParam(*kernel, i, arg))
      error = setPointerArg(*queue->context, kernel->handle, i,
                            *static_cast<void *const *>(arg.value));
    else if (arg.kind == PRISM_KERNEL_ARG_VALUE)
      error = clSetKernelArg(kernel->handle, i, arg.size, arg.value);
    else if (arg.kind == PRISM_KERNEL_ARG_LOCAL)
      error = clSetKernelArg(kernel->handle, i, arg.size, nullptr);
    else if (arg.kind == PRISM_KERNEL_ARG_PROGRAM_GLOBALS) {
      if (!kernel->programGlobals)
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("enqueue_launch of kernel '{}': argument {} "
                                "is the program's device-variable buffer, "
                                "but the program has none",
                                kernel->name, i));
      error = setPointerArg(*queue->context, kernel->handle, i,
                            kernel->programGlobals);
    } else
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': argument {} has "
                              "unknown kind {}",
                              kernel->name, i, arg.kind));
    if (error != CL_SUCCESS)
      return fail(resultFromOpenCL(error),
                  fmt::format("enqueue_launch of kernel '{}': clSetKernelArg "
                              "refused argument {} ({} bytes) with {} ({})",
                              kernel->name, i, arg.size, openclErrorName(error),
                              error));
  }
  if (!queue->context->useIntelUsm)
    if (prism_result result = updateSvmPointers(*kernel))
      return result;

  cl_event event = nullptr;
  cl_int error = clEnqueueNDRangeKernel(
      queue->handle, kernel->handle, config->work_dim, nullptr,
      config->global_size, config->local_size, waits.size(), waits.data(),
      outEvent ? &event : nullptr);
  if (error != CL_SUCCESS)
    return fail(error == CL_OUT_OF_RESOURCES || error == CL_OUT_OF_HOST_MEMORY
                    ? PRISM_ERROR_OUT_OF_MEMORY
                    : PRISM_ERROR_LAUNCH_FAILED,
                fmt::format("enqueue_launch of kernel '{}' on device '{}': "
                            "clEnqueueNDRangeKernel failed with {} ({})",
                            kernel->name, queue->device->name,
                            openclErrorName(error), error));
  return wrapEvent(event, outEvent);
}

} // namespace prism::opencl
