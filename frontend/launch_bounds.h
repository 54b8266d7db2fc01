//===- launch_bounds.h - __launch_bounds__ for every target -----*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel declared __launch_bounds__(N) promises to run with blocks of at
// most N threads, and code may rely on it (shared arrays sized by N). Clang
// 15 gives the bound to NVPTX (maxntid) and AMDGPU only; for SPIR-V and the
// native CPU it is lost. The plugin records it on every HIP or CUDA kernel
// as __attribute__((annotate("prism.max_work_group_size=N"))), which
// prism-kernel-attributes turns into the kernel's work-group limit: the
// runtime then reports it (hipFuncGetAttributes' maxThreadsPerBlock, the
// occupancy calculator) and refuses a launch with larger blocks, as CUDA
// does.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_LAUNCH_BOUNDS_H
#define PRISM_FRONTEND_LAUNCH_BOUNDS_H

namespace clang {
class FunctionDecl;
}

namespace prism {

/// Annotates Kernel with its __launch_bounds__ maximum, if it has one that
/// is a positive constant (Clang diagnoses the others).
void recordLaunchBounds(clang::FunctionDecl &Kernel);

} // namespace prism

#endif // PRISM_FRONTEND_LAUNCH_BOUNDS_H
