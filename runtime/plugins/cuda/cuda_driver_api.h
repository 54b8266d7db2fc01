//===- cuda_driver_api.h - The CUDA driver API as the CUDA plugin sees it -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The plugin never links libcuda and must build where no CUDA toolkit is
// installed. When CMake found the toolkit's cuda.h
// (PRISM_CUDA_USE_SYSTEM_HEADER is 1) the types and enums come from there;
// otherwise this header declares the few the plugin uses, with the values of
// the CUDA 12/13 driver ABI. Either way it declares the signatures of the entry
// points the plugin looks up with dlsym, and with the real cuda.h checks them
// against its prototypes.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_CUDA_CUDA_DRIVER_API_H
#define PRISM_PLUGINS_CUDA_CUDA_DRIVER_API_H

#include <cstddef>

#if PRISM_CUDA_USE_SYSTEM_HEADER
#include <cuda.h>
#else

extern "C" {

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_STUB_LIBRARY = 34,
  CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_DEVICE_NOT_LICENSED = 102,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
  CUDA_ERROR_ECC_UNCORRECTABLE = 214,
  CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
  CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
  CUDA_ERROR_INVALID_SOURCE = 300,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
  CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705,
  CUDA_ERROR_ASSERT = 710,
  CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
  CUDA_ERROR_MISALIGNED_ADDRESS = 716,
  CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
  CUDA_ERROR_INVALID_PC = 718,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_NOT_PERMITTED = 800,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_SYSTEM_NOT_READY = 802,
  CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

typedef enum CUdevice_attribute_enum {
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
  CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
  CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89
} CUdevice_attribute;

typedef enum CUcomputemode_enum {
  CU_COMPUTEMODE_DEFAULT = 0,
  CU_COMPUTEMODE_PROHIBITED = 2,
  CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3
} CUcomputemode;

typedef enum CUfunction_attribute_enum {
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3
} CUfunction_attribute;

typedef enum CUjit_option_enum {
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
} CUjit_option;

enum CUmemAttach_flags_enum { CU_MEM_ATTACH_GLOBAL = 0x1 };
typedef enum CUmemLocationType_enum {
  CU_MEM_LOCATION_TYPE_DEVICE = 0x1,
  CU_MEM_LOCATION_TYPE_HOST = 0x2
} CUmemLocationType;
typedef struct CUmemLocation_st {
  CUmemLocationType type;
  int id;
} CUmemLocation;
typedef int CUmem_advise; // prism_usm_advice's values
enum CUstream_flags_enum {
  CU_STREAM_DEFAULT = 0x0,
  CU_STREAM_NON_BLOCKING = 0x1
};
enum CUevent_flags_enum {
  CU_EVENT_DEFAULT = 0x0,
  CU_EVENT_DISABLE_TIMING = 0x2
};

#define CU_MEMHOSTALLOC_PORTABLE 0x01
#define CU_MEMHOSTALLOC_DEVICEMAP 0x02
#define CU_MEMHOSTREGISTER_PORTABLE 0x01
#define CU_MEMHOSTREGISTER_DEVICEMAP 0x02

} // extern "C"

#endif // PRISM_CUDA_USE_SYSTEM_HEADER

namespace prism::cuda {

// The signatures of the driver entry points the plugin resolves. They are
// the same under every name a driver exports for them (e.g. cuMemAlloc_v2,
// cuEventElapsedTime and cuEventElapsedTime_v2).
using cuInit_t = CUresult (*)(unsigned int);
using cuDriverGetVersion_t = CUresult (*)(int *);
using cuGetErrorName_t = CUresult (*)(CUresult, const char **);
using cuDeviceGetCount_t = CUresult (*)(int *);
using cuDeviceGet_t = CUresult (*)(CUdevice *, int);
using cuDeviceGetName_t = CUresult (*)(char *, int, CUdevice);
using cuDeviceGetAttribute_t = CUresult (*)(int *, CUdevice_attribute,
                                            CUdevice);
using cuDeviceTotalMem_t = CUresult (*)(size_t *, CUdevice);
using cuDevicePrimaryCtxRetain_t = CUresult (*)(CUcontext *, CUdevice);
using cuDevicePrimaryCtxRelease_t = CUresult (*)(CUdevice);
using cuCtxSetCurrent_t = CUresult (*)(CUcontext);
using cuStreamCreate_t = CUresult (*)(CUstream *, unsigned int);
using cuStreamDestroy_t = CUresult (*)(CUstream);
using cuStreamSynchronize_t = CUresult (*)(CUstream);
using cuStreamWaitEvent_t = CUresult (*)(CUstream, CUevent, unsigned int);
using cuEventCreate_t = CUresult (*)(CUevent *, unsigned int);
using cuEventDestroy_t = CUresult (*)(CUevent);
using cuEventRecord_t = CUresult (*)(CUevent, CUstream);
using cuEventQuery_t = CUresult (*)(CUevent);
using cuEventSynchronize_t = CUresult (*)(CUevent);
using cuEventElapsedTime_t = CUresult (*)(float *, CUevent, CUevent);
using cuMemAlloc_t = CUresult (*)(CUdeviceptr *, size_t);
using cuMemAllocManaged_t = CUresult (*)(CUdeviceptr *, size_t, unsigned int);
using cuMemHostAlloc_t = CUresult (*)(void **, size_t, unsigned int);
using cuMemFree_t = CUresult (*)(CUdeviceptr);
using cuMemFreeHost_t = CUresult (*)(void *);
using cuMemHostRegister_t = CUresult (*)(void *, size_t, unsigned int);
using cuMemHostUnregister_t = CUresult (*)(void *);
using cuMemcpyAsync_t = CUresult (*)(CUdeviceptr, CUdeviceptr, size_t,
                                     CUstream);
using cuMemsetD8Async_t = CUresult (*)(CUdeviceptr, unsigned char, size_t,
                                       CUstream);
using cuMemsetD16Async_t = CUresult (*)(CUdeviceptr, unsigned short, size_t,
                                        CUstream);
using cuMemsetD32Async_t = CUresult (*)(CUdeviceptr, unsigned int, size_t,
                                        CUstream);
using cuModuleLoadDataEx_t = CUresult (*)(CUmodule *, const void *,
                                          unsigned int, CUjit_option *,
                                          void **);
using cuModuleUnload_t = CUresult (*)(CUmodule);
using cuModuleGetFunction_t = CUresult (*)(CUfunction *, CUmodule,
                                           const char *);
using cuModuleGetGlobal_t = CUresult (*)(CUdeviceptr *, size_t *, CUmodule,
                                         const char *);
using cuFuncGetAttribute_t = CUresult (*)(int *, CUfunction_attribute,
                                          CUfunction);
using cuLaunchKernel_t = CUresult (*)(CUfunction, unsigned int, unsigned int,
                                      unsigned int, unsigned int, unsigned int,
                                      unsigned int, unsigned int, CUstream,
                                      void **, void **);
using cuDeviceCanAccessPeer_t = CUresult (*)(int *, CUdevice, CUdevice);
using cuCtxEnablePeerAccess_t = CUresult (*)(CUcontext, unsigned int);
using cuCtxDisablePeerAccess_t = CUresult (*)(CUcontext);
using cuMemPrefetchAsync_t = CUresult (*)(CUdeviceptr, size_t, CUmemLocation,
                                          unsigned int, CUstream);
using cuMemAdvise_t = CUresult (*)(CUdeviceptr, size_t, CUmem_advise,
                                   CUmemLocation);

} // namespace prism::cuda

#if PRISM_CUDA_USE_SYSTEM_HEADER
#include <type_traits>

// cuda.h renames the versioned entry points with macros (cuMemAlloc is
// cuMemAlloc_v2), so these compare against what the toolkit's driver
// exports under the names driver_api.cpp looks up first.
#define PRISM_CUDA_CHECK_SIGNATURE(name)                                       \
  static_assert(std::is_same_v<decltype(&::name), prism::cuda::name##_t>,      \
                "the signature of " #name " differs from cuda.h")
PRISM_CUDA_CHECK_SIGNATURE(cuInit);
PRISM_CUDA_CHECK_SIGNATURE(cuDriverGetVersion);
PRISM_CUDA_CHECK_SIGNATURE(cuGetErrorName);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceGetCount);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceGet);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceGetName);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceGetAttribute);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceTotalMem);
PRISM_CUDA_CHECK_SIGNATURE(cuDevicePrimaryCtxRetain);
PRISM_CUDA_CHECK_SIGNATURE(cuDevicePrimaryCtxRelease);
PRISM_CUDA_CHECK_SIGNATURE(cuCtxSetCurrent);
PRISM_CUDA_CHECK_SIGNATURE(cuStreamCreate);
PRISM_CUDA_CHECK_SIGNATURE(cuStreamDestroy);
PRISM_CUDA_CHECK_SIGNATURE(cuStreamSynchronize);
PRISM_CUDA_CHECK_SIGNATURE(cuStreamWaitEvent);
PRISM_CUDA_CHECK_SIGNATURE(cuEventCreate);
PRISM_CUDA_CHECK_SIGNATURE(cuEventDestroy);
PRISM_CUDA_CHECK_SIGNATURE(cuEventRecord);
PRISM_CUDA_CHECK_SIGNATURE(cuEventQuery);
PRISM_CUDA_CHECK_SIGNATURE(cuEventSynchronize);
PRISM_CUDA_CHECK_SIGNATURE(cuEventElapsedTime);
PRISM_CUDA_CHECK_SIGNATURE(cuMemAlloc);
PRISM_CUDA_CHECK_SIGNATURE(cuMemAllocManaged);
PRISM_CUDA_CHECK_SIGNATURE(cuMemHostAlloc);
PRISM_CUDA_CHECK_SIGNATURE(cuMemFree);
PRISM_CUDA_CHECK_SIGNATURE(cuMemFreeHost);
PRISM_CUDA_CHECK_SIGNATURE(cuMemHostRegister);
PRISM_CUDA_CHECK_SIGNATURE(cuMemHostUnregister);
PRISM_CUDA_CHECK_SIGNATURE(cuMemcpyAsync);
PRISM_CUDA_CHECK_SIGNATURE(cuMemsetD8Async);
PRISM_CUDA_CHECK_SIGNATURE(cuMemsetD16Async);
PRISM_CUDA_CHECK_SIGNATURE(cuMemsetD32Async);
PRISM_CUDA_CHECK_SIGNATURE(cuModuleLoadDataEx);
PRISM_CUDA_CHECK_SIGNATURE(cuModuleUnload);
PRISM_CUDA_CHECK_SIGNATURE(cuModuleGetFunction);
PRISM_CUDA_CHECK_SIGNATURE(cuModuleGetGlobal);
PRISM_CUDA_CHECK_SIGNATURE(cuFuncGetAttribute);
PRISM_CUDA_CHECK_SIGNATURE(cuLaunchKernel);
PRISM_CUDA_CHECK_SIGNATURE(cuDeviceCanAccessPeer);
PRISM_CUDA_CHECK_SIGNATURE(cuCtxEnablePeerAccess);
PRISM_CUDA_CHECK_SIGNATURE(cuCtxDisablePeerAccess);
#undef PRISM_CUDA_CHECK_SIGNATURE
#endif

#endif // PRISM_PLUGINS_CUDA_CUDA_DRIVER_API_H
