// HIP on nvcc, for the baselines only: the HIP names the bench/hip_*
// benchmarks use, mapped onto the CUDA runtime, so that nvcc builds the same
// source Prism builds (nvcc -x cu -I bench/cuda bench/hip_triad.hip). Not a
// HIP implementation: only what those benchmarks call.
#ifndef PRISM_BENCH_HIP_ON_NVCC_H
#define PRISM_BENCH_HIP_ON_NVCC_H

#include <cuda_runtime.h>

typedef cudaError_t hipError_t;
typedef cudaDeviceProp hipDeviceProp_t;
#define hipSuccess cudaSuccess
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipMemcpy cudaMemcpy
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipGetLastError cudaGetLastError
#define hipGetErrorString cudaGetErrorString
#define hipGetDeviceProperties cudaGetDeviceProperties
#define hipMemset cudaMemset
// Streams and graphs (bench/hip_graph_chain.hip).
typedef cudaStream_t hipStream_t;
typedef cudaGraph_t hipGraph_t;
typedef cudaGraphExec_t hipGraphExec_t;
#define hipStreamCreate cudaStreamCreate
#define hipStreamSynchronize cudaStreamSynchronize
#define hipStreamDestroy cudaStreamDestroy
#define hipStreamBeginCapture cudaStreamBeginCapture
#define hipStreamCaptureModeGlobal cudaStreamCaptureModeGlobal
#define hipStreamEndCapture cudaStreamEndCapture
#define hipGraphInstantiateWithFlags cudaGraphInstantiateWithFlags
#define hipGraphLaunch cudaGraphLaunch
#define hipGraphExecDestroy cudaGraphExecDestroy
#define hipGraphDestroy cudaGraphDestroy

#endif
