//===- call_chain_notes.h - Notes from device code back to its kernel -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An error in a function that is device code only because a kernel calls it
// is hard to act on without knowing which kernel, and through which calls.
// After such an error, these notes give the chain the kernel reachability
// walk recorded ("called by 'f'" at each call site, then "in kernel 'k'
// defined here"), for SYCL's device code rules and for the errors Clang
// defers in HIP and CUDA __host__ __device__ functions alike.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_CALL_CHAIN_NOTES_H
#define PRISM_FRONTEND_CALL_CHAIN_NOTES_H

#include "kernel_reachability.h"

#include <string>

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace prism {

/// How a diagnostic names a kernel: SYCL's kernel name type, or the
/// function itself (HIP and CUDA kernels).
enum class KernelNaming { Sycl, Function };

/// The name a diagnostic uses for a SYCL kernel: the SYCL kernel name
/// (first template argument of the kernel entry) when there is one.
std::string kernelDisplayName(const clang::FunctionDecl *Kernel);

class CallChainNotes {
public:
  CallChainNotes(const KernelReachability &Reach,
                 clang::DiagnosticsEngine &Diags, KernelNaming Naming);

  /// Reports the chain from the kernel that reaches In down to In, as
  /// notes of the diagnostic just reported. Nothing if no kernel reaches In.
  void report(const clang::FunctionDecl *In) const;

private:
  const KernelReachability &Reach;
  clang::DiagnosticsEngine &Diags;
  KernelNaming Naming;
  unsigned CalledByID, KernelID;
};

} // namespace prism

#endif // PRISM_FRONTEND_CALL_CHAIN_NOTES_H
