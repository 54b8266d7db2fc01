//===- kernel_reachability.h - What device code a kernel reaches ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL lets a kernel call ordinary C++ functions that carry no __device__
// annotation. Device compiles run in Clang's HIP mode, so the plugin walks
// the call graph from every kernel (every __global__ function) at the end of
// the translation unit and records each function it reaches, with the call
// site that reached it first, so that errors can print the chain back to
// the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_KERNEL_REACHABILITY_H
#define PRISM_FRONTEND_KERNEL_REACHABILITY_H

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace prism {

/// How a reachable function was first reached.
struct ReachedFrom {
  const clang::FunctionDecl *Caller; // null for a kernel itself
  clang::SourceLocation CallSite;
  const clang::FunctionDecl *Kernel; // the kernel the chain starts at
};

/// The functions reachable from a set of kernels, in discovery order.
class KernelReachability {
public:
  /// Walks from every kernel through calls, constructor and destructor
  /// uses, and references to functions.
  void compute(llvm::ArrayRef<const clang::FunctionDecl *> Kernels);

  /// Every reached function (canonical declarations), kernels first.
  llvm::ArrayRef<const clang::FunctionDecl *> functions() const {
    return Order;
  }
  const ReachedFrom *reachedFrom(const clang::FunctionDecl *FD) const;
  /// The functions each reached function calls directly.
  llvm::ArrayRef<const clang::FunctionDecl *>
  callees(const clang::FunctionDecl *FD) const;

private:
  llvm::SmallVector<const clang::FunctionDecl *, 64> Order;
  llvm::DenseMap<const clang::FunctionDecl *, ReachedFrom> Reached;
  llvm::DenseMap<const clang::FunctionDecl *,
                 llvm::SmallVector<const clang::FunctionDecl *, 4>>
      Callees;
};

/// The definition of FD if this translation unit has one, else FD.
const clang::FunctionDecl *definitionOf(const clang::FunctionDecl *FD);

} // namespace prism

#endif // PRISM_FRONTEND_KERNEL_REACHABILITY_H
