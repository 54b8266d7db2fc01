//===- hip/hip_qualifiers.h - HIP and CUDA declaration qualifiers ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The function and variable qualifiers of the HIP and CUDA languages, as the
// Clang attributes they stand for. Clang predefines none of them when the
// GPU headers are off (-nogpuinc), and the NVPTX prelude defines some of
// them first, hence each #ifndef. __noinline__ needs no macro: Clang 15
// takes it as a keyword in HIP and CUDA (a macro would break the standard
// library's __attribute__((__noinline__))). In plain C++ (a host-only source
// built by another compiler) the qualifiers are empty.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_QUALIFIERS_H
#define HIP_HIP_QUALIFIERS_H

#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_HIP_ATTRIBUTE(...) __attribute__((__VA_ARGS__))
#else
#define PRISM_HIP_ATTRIBUTE(...)
#endif

#ifndef __host__
#define __host__ PRISM_HIP_ATTRIBUTE(host)
#endif
#ifndef __device__
#define __device__ PRISM_HIP_ATTRIBUTE(device)
#endif
#ifndef __global__
#define __global__ PRISM_HIP_ATTRIBUTE(global)
#endif
#ifndef __shared__
#define __shared__ PRISM_HIP_ATTRIBUTE(shared)
#endif
#ifndef __constant__
#define __constant__ PRISM_HIP_ATTRIBUTE(constant)
#endif
// Clang's HIP mode gives a managed variable a device pointer, which the
// runtime sets; the NVPTX compile runs in CUDA mode, which ignores the
// attribute, so there the variable is annotated for prism-managed-variables
// to give it the same form.
#ifndef __managed__
#if defined(__NVPTX__) && defined(__CUDA_ARCH__)
#define __managed__ __attribute__((device, annotate("prism.managed")))
#else
#define __managed__ PRISM_HIP_ATTRIBUTE(managed)
#endif
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...) PRISM_HIP_ATTRIBUTE(launch_bounds(__VA_ARGS__))
#endif
#ifndef __forceinline__
#define __forceinline__ __inline__ __attribute__((always_inline))
#endif

#endif // HIP_HIP_QUALIFIERS_H
