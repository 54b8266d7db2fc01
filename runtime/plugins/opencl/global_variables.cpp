//===- global_variables.cpp - A program's device-variable buffer ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SPIR-V post-link moves a program's writable global variables into one
// buffer that the kernels using them take as their last parameter
// (prism/program_globals.h): PoCL 3 keeps a copy of the globals per kernel,
// and no OpenCL 3 device without cl_intel_global_variable_pointers tells
// the host where one lives. When it builds such a program, the plugin
// allocates the buffer as device USM, runs __prism_globals_layout to learn
// its size and where each variable the host names lives, and
// __prism_globals_initialize to write the initial values; the buffer goes
// with the program. Launches pass it for PRISM_KERNEL_ARG_PROGRAM_GLOBALS,
// and program_get_global answers the buffer plus the variable's offset.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include "prism/program_globals.h"

#include <spdlog/fmt/fmt.h>

#include <vector>

namespace prism::opencl {

namespace {

// The plugin's own kernels of one program, run on a queue of their own;
// `call` names the OpenCL call that failed.
class InternalLaunches {
public:
  explicit InternalLaunches(const prism_program_t &program)
      : program(program) {}
  ~InternalLaunches() {
    for (cl_kernel kernel : kernels)
      clReleaseKernel(kernel);
    if (queue)
      clReleaseCommandQueue(queue);
  }
  InternalLaunches(const InternalLaunches &) = delete;
  InternalLaunches &operator=(const InternalLaunches &) = delete;

  // The kernel named `name`; null with CL_INVALID_KERNEL_NAME when the
  // program has none.
  cl_kernel kernel(const char *name, cl_int &error) {
    call = "clCreateKernel";
    std::string symbol = program.shortKernelNames ? spirKernelName(name) : name;
    cl_kernel created = clCreateKernel(program.handle, symbol.c_str(), &error);
    if (created)
      kernels.push_back(created);
    return created;
  }

  // Runs `kernel` as one work-item and waits for it.
  cl_int runOnce(cl_kernel kernel) {
    cl_int error = CL_SUCCESS;
    if (!queue) {
      call = "clCreateCommandQueueWithProperties";
      queue = clCreateCommandQueueWithProperties(
          program.context->handle, program.device->id, nullptr, &error);
      if (error != CL_SUCCESS)
        return error;
    }
    const size_t one = 1;
    call = "clEnqueueNDRangeKernel";
    error = clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &one, &one, 0,
                                   nullptr, nullptr);
    if (error != CL_SUCCESS)
      return error;
    call = "clFinish";
    return clFinish(queue);
  }

  // Runs the layout kernel with room for `capacity` entries into `layout`.
  cl_int readLayout(cl_kernel kernel, uint64_t capacity,
                    std::vector<uint64_t> &layout) {
    layout.assign(PRISM_GLOBALS_LAYOUT_HEADER_WORDS +
                      capacity * PRISM_GLOBALS_LAYOUT_ENTRY_WORDS,
                  0);
    const size_t bytes = layout.size() * sizeof(uint64_t);
    cl_int error = CL_SUCCESS;
    call = "clCreateBuffer";
    cl_mem out = clCreateBuffer(program.context->handle, CL_MEM_WRITE_ONLY,
                                bytes, nullptr, &error);
    if (error != CL_SUCCESS)
      return error;
    call = "clSetKernelArg";
    error = clSetKernelArg(kernel, 0, sizeof out, &out);
    if (error == CL_SUCCESS)
      error = clSetKernelArg(kernel, 1, sizeof capacity, &capacity);
    if (error == CL_SUCCESS)
      error = runOnce(kernel);
    if (error == CL_SUCCESS) {
      call = "clEnqueueReadBuffer";
      error = clEnqueueReadBuffer(queue, out, CL_TRUE, 0, bytes, layout.data(),
                                  0, nullptr, nullptr);
    }
    clReleaseMemObject(out);
    return error;
  }

  const char *call = nullptr;

private:
  const prism_program_t &program;
  cl_command_queue queue = nullptr;
  std::vector<cl_kernel> kernels;
};

prism_result failSetUp(cl_int error, const char *call) {
  return failOpenCL(error, call, "program_create (device variables)");
}

} // namespace

prism_result setUpProgramGlobals(prism_program_t &program) {
  InternalLaunches launches(program);
  cl_int error = CL_SUCCESS;
  cl_kernel layoutKernel = launches.kernel(PRISM_GLOBALS_LAYOUT_KERNEL, error);
  if (error == CL_INVALID_KERNEL_NAME)
    return PRISM_SUCCESS; // the program has no device variables
  if (error != CL_SUCCESS)
    return failSetUp(error, launches.call);
  // Room for a few variables first; a program with more says how many.
  std::vector<uint64_t> layout;
  error = launches.readLayout(layoutKernel, 16, layout);
  if (error == CL_SUCCESS && layout[0] > 16)
    error = launches.readLayout(layoutKernel, layout[0], layout);
  if (error != CL_SUCCESS)
    return failSetUp(error, launches.call);

  const uint64_t bufferSize = layout[1], alignment = layout[2];
  if (prism_result result =
          usmAlloc(program.context, program.device, PRISM_USM_DEVICE,
                   bufferSize, alignment, &program.globals))
    return result;
  cl_kernel initialize =
      launches.kernel(PRISM_GLOBALS_INITIALIZE_KERNEL, error);
  if (error == CL_SUCCESS) {
    launches.call = "setting the buffer argument";
    error = setPointerArg(*program.context, initialize, 0, program.globals);
  }
  if (error == CL_SUCCESS)
    error = launches.runOnce(initialize);
  if (error != CL_SUCCESS)
    return failSetUp(error, launches.call);

  program.deviceVariables.readLayout(layout.data());
  logger().debug("program for device '{}': {} bytes of device variables, {} "
                 "the host names",
                 program.device->name, bufferSize, layout[0]);
  return PRISM_SUCCESS;
}

prism_result programGetGlobal(prism_program program, const char *name,
                              void **address, size_t *size) {
  return program->deviceVariables.find(name, program->globals, address, size);
}

} // namespace prism::opencl
