//===- program_binaries.h - OpenCL programs from bitcode, and their logs --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Building an image on an OpenCL device takes the same two OpenCL chores in
// the OpenCL plugin and in the Level Zero test driver (test/level_zero_driver):
// making a program of SPIR bitcode or a device binary, and reading the build
// log when clBuildProgram fails. Part of prism-opencl-spir, which both share.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_OPENCL_PROGRAM_BINARIES_H
#define PRISM_PLUGINS_OPENCL_PROGRAM_BINARIES_H

#include <CL/cl.h>

#include <string>

namespace prism::opencl {

/// A program of `binary` (SPIR bitcode or a device binary) for `device`, not
/// yet built; null with the error in `error` when the driver refuses the
/// call or the binary (its binary status).
cl_program programFromBinary(cl_context context, cl_device_id device,
                             const std::string &binary, cl_int &error);

/// The build log of `program` for `device` without its trailing NULs and
/// line breaks; "" when the driver gives none.
std::string programBuildLog(cl_program program, cl_device_id device);

} // namespace prism::opencl

#endif // PRISM_PLUGINS_OPENCL_PROGRAM_BINARIES_H
