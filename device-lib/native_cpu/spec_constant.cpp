//===- spec_constant.cpp - SPIR-V specialization constants, native CPU ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The native CPU target compiles device code as spir64 does, so its kernels
// read scalar specialization constants through __spirv_SpecConstant
// (sycl/detail/native_specialization.hpp). A native image is never
// specialised: each constant is its default, the flag (SpecId 1) false
// among them, and the kernels read the launch's specialization table.
//
//===----------------------------------------------------------------------===//
#include "sycl/detail/native_specialization.hpp"

#define PRISM_SPEC_CONSTANT_DEFAULT(TYPE)                                      \
  PRISM_SYCL_DEVICE TYPE __spirv_SpecConstant(int, TYPE Default) {             \
    return Default;                                                            \
  }

PRISM_SPEC_CONSTANT_DEFAULT(bool)
PRISM_SPEC_CONSTANT_DEFAULT(char)
PRISM_SPEC_CONSTANT_DEFAULT(signed char)
PRISM_SPEC_CONSTANT_DEFAULT(unsigned char)
PRISM_SPEC_CONSTANT_DEFAULT(short)
PRISM_SPEC_CONSTANT_DEFAULT(unsigned short)
PRISM_SPEC_CONSTANT_DEFAULT(int)
PRISM_SPEC_CONSTANT_DEFAULT(unsigned int)
PRISM_SPEC_CONSTANT_DEFAULT(long)
PRISM_SPEC_CONSTANT_DEFAULT(unsigned long)
PRISM_SPEC_CONSTANT_DEFAULT(long long)
PRISM_SPEC_CONSTANT_DEFAULT(unsigned long long)
PRISM_SPEC_CONSTANT_DEFAULT(float)
PRISM_SPEC_CONSTANT_DEFAULT(double)
