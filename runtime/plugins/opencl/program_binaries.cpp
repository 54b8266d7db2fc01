//===- program_binaries.cpp - OpenCL programs from bitcode, and their logs ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "program_binaries.h"

namespace prism::opencl {

cl_program programFromBinary(cl_context context, cl_device_id device,
                             const std::string &binary, cl_int &error) {
  size_t size = binary.size();
  const auto *bytes = reinterpret_cast<const unsigned char *>(binary.data());
  cl_int binaryStatus = CL_SUCCESS;
  cl_program program = clCreateProgramWithBinary(context, 1, &device, &size,
                                                 &bytes, &binaryStatus, &error);
  if (error == CL_SUCCESS && binaryStatus != CL_SUCCESS) {
    error = binaryStatus;
    clReleaseProgram(program);
    program = nullptr;
  }
  return program;
}

std::string programBuildLog(cl_program program, cl_device_id device) {
  size_t size = 0;
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                            &size) != CL_SUCCESS ||
      !size)
    return {};
  std::string log(size, '\0');
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size,
                            log.data(), nullptr) != CL_SUCCESS)
    return {};
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n'))
    log.pop_back();
  return log;
}

} // namespace prism::opencl
