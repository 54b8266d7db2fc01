// Raw OpenCL on the same device the SYCL queue uses: the baseline every
// benchmark in bench/ divides by. Builds OpenCL C from source, as an OpenCL
// programmer would.
#ifndef PRISM_BENCH_OPENCL_BASELINE_H
#define PRISM_BENCH_OPENCL_BASELINE_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#define CL_CHECK(Call)                                                         \
  do {                                                                         \
    cl_int CallResult = (Call);                                                \
    if (CallResult != CL_SUCCESS) {                                            \
      std::fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__,       \
                   #Call, CallResult);                                         \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

/// An OpenCL context, in-order queue and program on the first device whose
/// name matches the SYCL device's.
struct OpenCLBaseline {
  cl_device_id Device = nullptr;
  cl_context Context = nullptr;
  cl_command_queue Queue = nullptr;
  cl_program Program = nullptr;

  OpenCLBaseline(const std::string &DeviceName, const char *Source) {
    cl_platform_id Platforms[16];
    cl_uint NumPlatforms = 0;
    CL_CHECK(clGetPlatformIDs(16, Platforms, &NumPlatforms));
    for (cl_uint P = 0; P < NumPlatforms && !Device; ++P) {
      cl_device_id Devices[16];
      cl_uint NumDevices = 0;
      if (clGetDeviceIDs(Platforms[P], CL_DEVICE_TYPE_ALL, 16, Devices,
                         &NumDevices) != CL_SUCCESS)
        continue;
      for (cl_uint D = 0; D < NumDevices; ++D) {
        char Name[256] = {};
        clGetDeviceInfo(Devices[D], CL_DEVICE_NAME, sizeof(Name), Name,
                        nullptr);
        if (DeviceName == Name) {
          Device = Devices[D];
          break;
        }
      }
    }
    if (!Device) {
      std::fprintf(stderr, "no OpenCL device named '%s'\n", DeviceName.c_str());
      std::exit(1);
    }
    cl_int Err;
    Context = clCreateContext(nullptr, 1, &Device, nullptr, nullptr, &Err);
    CL_CHECK(Err);
    Queue = clCreateCommandQueueWithProperties(Context, Device, nullptr, &Err);
    CL_CHECK(Err);
    Program = clCreateProgramWithSource(Context, 1, &Source, nullptr, &Err);
    CL_CHECK(Err);
    CL_CHECK(
        clBuildProgram(Program, 1, &Device, "-cl-std=CL1.2", nullptr, nullptr));
  }

  ~OpenCLBaseline() {
    clReleaseProgram(Program);
    clReleaseCommandQueue(Queue);
    clReleaseContext(Context);
  }

  cl_kernel kernel(const char *Name) {
    cl_int Err;
    cl_kernel K = clCreateKernel(Program, Name, &Err);
    CL_CHECK(Err);
    return K;
  }
};

#endif
