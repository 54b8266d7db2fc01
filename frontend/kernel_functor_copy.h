//===- kernel_functor_copy.h - Kernel functors must copy as bytes ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A SYCL kernel functor travels to the device as its bytes, so SYCL 2020
// asks it to be device copyable: trivially copyable, or marked by a
// specialization of sycl::is_device_copyable. A lambda cannot be marked, so
// a kernel lambda is device copyable when each of its captures is. The
// headers cannot see captures; the plugin checks every kernel's functor and
// names the capture (or member) at fault, its type, and how to mark it.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_KERNEL_FUNCTOR_COPY_H
#define PRISM_FRONTEND_KERNEL_FUNCTOR_COPY_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang {
class Sema;
} // namespace clang

namespace prism {

/// Reports each kernel functor (once) that is not device copyable. Returns
/// the number of errors.
unsigned
checkKernelFunctorCopies(llvm::ArrayRef<const clang::FunctionDecl *> Kernels,
                         clang::Sema &S);

} // namespace prism

#endif // PRISM_FRONTEND_KERNEL_FUNCTOR_COPY_H
