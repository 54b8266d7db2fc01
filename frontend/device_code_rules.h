//===- device_code_rules.h - SYCL's restrictions on device code -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The plugin makes host functions callable from kernels and silences the
// HIP-mode deferred diagnostics for them, so it owns the SYCL 2020 device
// code rules instead (SYCL 2020, 5.4): no exceptions, no RTTI, no virtual
// calls, no recursion and no non-const global variables in code a kernel
// reaches. Each violation is an error at its location followed by notes
// giving the call chain back to the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_DEVICE_CODE_RULES_H
#define PRISM_FRONTEND_DEVICE_CODE_RULES_H

#include "call_chain_notes.h"
#include "kernel_reachability.h"

namespace clang {
class ASTContext;
class DiagnosticsEngine;
} // namespace clang

namespace prism {

/// Reports every rule violation in the reachable functions. Returns the
/// number of errors.
unsigned checkDeviceCodeRules(const KernelReachability &Reach,
                              clang::ASTContext &Ctx,
                              clang::DiagnosticsEngine &Diags);

} // namespace prism

#endif // PRISM_FRONTEND_DEVICE_CODE_RULES_H
