//===- global_variables.cpp - Device variables of a program, by name ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// program_get_global finds a HIP/CUDA device variable of a built program.
// A device with cl_intel_global_variable_pointers answers
// clGetDeviceGlobalVariablePointerINTEL. Any other device (PoCL) runs the
// image's __prism_global_address_table kernel, which the SPIR-V post-link
// adds to every image with such variables (prism/global_address_table.h),
// once per program; its answers are kept with the program.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include "prism/global_address_table.h"

#include <spdlog/fmt/fmt.h>

#include <vector>

namespace prism::opencl {

namespace {

std::string deviceExtensions(cl_device_id device) {
  size_t size = 0;
  if (clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size) !=
      CL_SUCCESS)
    return {};
  std::string text(size, '\0');
  if (clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, text.data(),
                      nullptr) != CL_SUCCESS)
    return {};
  return text;
}

// clGetDeviceGlobalVariablePointerINTEL, or null when the device lacks
// cl_intel_global_variable_pointers.
GlobalVariablePointerFn
intelGlobalPointerFunction(const prism_device_t &device) {
  if (deviceExtensions(device.id).find("cl_intel_global_variable_pointers") ==
      std::string::npos)
    return nullptr;
  return reinterpret_cast<GlobalVariablePointerFn>(
      clGetExtensionFunctionAddressForPlatform(
          device.platform->id, "clGetDeviceGlobalVariablePointerINTEL"));
}

// Runs the address-table kernel in one work-group of `items` work-items
// with room for `capacity` entries into `table`. Returns the OpenCL error
// and the call that failed.
cl_int runAddressTable(const prism_program_t &program, cl_kernel kernel,
                       size_t items, uint64_t capacity,
                       std::vector<uint64_t> &table, const char *&call) {
  cl_context context = program.context->handle;
  cl_int error = CL_SUCCESS;
  table.assign(1 + capacity * PRISM_GLOBAL_ADDRESS_TABLE_ENTRY_WORDS, 0);
  const size_t bytes = table.size() * sizeof(uint64_t);
  call = "clCreateBuffer";
  cl_mem out =
      clCreateBuffer(context, CL_MEM_WRITE_ONLY, bytes, nullptr, &error);
  if (error != CL_SUCCESS)
    return error;
  call = "clCreateCommandQueueWithProperties";
  cl_command_queue queue = clCreateCommandQueueWithProperties(
      context, program.device->id, nullptr, &error);
  if (error == CL_SUCCESS) {
    call = "clSetKernelArg";
    error = clSetKernelArg(kernel, 0, sizeof out, &out);
    if (error == CL_SUCCESS)
      error = clSetKernelArg(kernel, 1, sizeof capacity, &capacity);
    if (error == CL_SUCCESS) {
      call = "clEnqueueNDRangeKernel";
      error = clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &items, &items,
                                     0, nullptr, nullptr);
    }
    if (error == CL_SUCCESS) {
      call = "clEnqueueReadBuffer";
      error = clEnqueueReadBuffer(queue, out, CL_TRUE, 0, bytes, table.data(),
                                  0, nullptr, nullptr);
    }
    clReleaseCommandQueue(queue);
  }
  clReleaseMemObject(out);
  return error;
}

// Fills program.globals from the address-table kernel, or says in
// program.globalsProblem why the device's answers are of no use; a program
// without the kernel has no device variables.
prism_result readAddressTable(prism_program_t &program) {
  std::string name = PRISM_GLOBAL_ADDRESS_TABLE_KERNEL;
  if (program.shortKernelNames)
    name = spirKernelName(name);
  cl_int error = CL_SUCCESS;
  cl_kernel kernel = clCreateKernel(program.handle, name.c_str(), &error);
  if (error == CL_INVALID_KERNEL_NAME)
    return PRISM_SUCCESS;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clCreateKernel", "program_get_global");
  // Room for a few variables first; a program with more says how many.
  std::vector<uint64_t> table, again;
  const char *call = nullptr;
  error = runAddressTable(program, kernel, 1, 16, table, call);
  if (error == CL_SUCCESS && table[0] > 16)
    error = runAddressTable(program, kernel, 1, table[0], table, call);
  // A device that compiles each kernel, or each work-group size, into code
  // of its own with its own copy of the program's globals (PoCL 3) answers
  // a second size with other addresses; the host cannot reach what the
  // application's kernels see there.
  if (error == CL_SUCCESS)
    error = runAddressTable(program, kernel, 2, table[0], again, call);
  clReleaseKernel(kernel);
  if (error != CL_SUCCESS)
    return failOpenCL(error, call, "program_get_global (address table)");
  if (again != table) {
    program.globalsProblem = fmt::format(
        "program_get_global: device '{}' gives each kernel its own copy of "
        "the program's global variables (PoCL before 4.0 does), so the host "
        "cannot reach the device variables its kernels use",
        program.device->name);
    return PRISM_SUCCESS;
  }
  for (uint64_t i = 0; i < table[0]; ++i) {
    const uint64_t *entry =
        &table[1 + i * PRISM_GLOBAL_ADDRESS_TABLE_ENTRY_WORDS];
    program.globals[entry[0]] = {
        reinterpret_cast<void *>(static_cast<uintptr_t>(entry[1])),
        static_cast<size_t>(entry[2])};
  }
  return PRISM_SUCCESS;
}

} // namespace

prism_result programGetGlobal(prism_program program, const char *name,
                              void **address, size_t *size) {
  if (!isValid(program))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                "program_get_global: null or foreign program handle");
  if (!name || !address)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "program_get_global: null name or address output");

  std::lock_guard<std::mutex> guard(program->globalsMutex);
  if (!program->globalsRead) {
    program->intelGlobalPointer = intelGlobalPointerFunction(*program->device);
    if (!program->intelGlobalPointer)
      if (prism_result result = readAddressTable(*program))
        return result;
    program->globalsRead = true;
  }
  if (!program->globalsProblem.empty())
    return fail(PRISM_ERROR_UNSUPPORTED, program->globalsProblem);
  if (GlobalVariablePointerFn lookup = program->intelGlobalPointer) {
    size_t bytes = 0;
    cl_int error =
        lookup(program->device->id, program->handle, name, &bytes, address);
    if (error == CL_INVALID_ARG_VALUE)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("program_get_global: the program defines no "
                              "global variable '{}'",
                              name));
    if (error != CL_SUCCESS)
      return failOpenCL(error, "clGetDeviceGlobalVariablePointerINTEL",
                        "program_get_global");
    if (size)
      *size = bytes;
    return PRISM_SUCCESS;
  }
  auto found = program->globals.find(prismGlobalNameHash(name));
  if (found == program->globals.end())
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("program_get_global: the program defines no "
                            "global variable '{}'",
                            name));
  *address = found->second.first;
  if (size)
    *size = found->second.second;
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
