//===- deferred_diagnostic_chains.h - Kernels behind HIP deferred errors --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In HIP and CUDA device compiles Clang defers the errors of a
// __host__ __device__ function (a call to a host function, a throw) until it
// knows the function is device code, then reports them without saying which
// kernel made it so. Just before Clang emits them
// (ExternalSemaSource::ReadDeclsToCheckForDeferredDiags), this source walks
// the call graph from every kernel and emits, for each function reached,
// its deferred diagnostics followed by the call chain from the kernel
// (call_chain_notes.h), and takes them off Clang's list. Functions no kernel
// reaches keep Clang's own handling.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_DEFERRED_DIAGNOSTIC_CHAINS_H
#define PRISM_FRONTEND_DEFERRED_DIAGNOSTIC_CHAINS_H

#include "clang/Sema/ExternalSemaSource.h"

#include <vector>

namespace clang {
class FunctionDecl;
class Sema;
} // namespace clang

namespace prism {

class DeferredDiagnosticChains : public clang::ExternalSemaSource {
public:
  void setSema(clang::Sema *S) { this->S = S; }
  void addKernel(const clang::FunctionDecl *FD) { Kernels.push_back(FD); }

  void ReadDeclsToCheckForDeferredDiags(
      llvm::SmallSetVector<clang::Decl *, 4> &) override;

private:
  clang::Sema *S = nullptr;
  std::vector<const clang::FunctionDecl *> Kernels;
};

} // namespace prism

#endif // PRISM_FRONTEND_DEFERRED_DIAGNOSTIC_CHAINS_H
