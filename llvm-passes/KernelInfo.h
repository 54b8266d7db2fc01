//===- KernelInfo.h - What makes a function a kernel ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Several passes need to tell kernels from other functions and to print a
// kernel's name for a user. Both questions are answered here, once.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_KERNELINFO_H
#define PRISM_LLVM_PASSES_KERNELINFO_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

#include <string>

namespace prism {

// The kernels of M: functions with the spir_kernel or ptx_kernel calling
// convention, or named as kernels in !nvvm.annotations.
llvm::SmallPtrSet<const llvm::Function *, 16>
collectKernels(const llvm::Module &M);

// The function attribute naming a kernel's translation unit
// (prism-tag-kernel-source, read by prism-device-code-split).
inline constexpr const char *KernelSourceAttribute = "prism-source";

// The parameter attribute of the program-globals buffer parameter
// (prism-program-globals, written `globals` by prism-kernel-symbols).
inline constexpr const char *ProgramGlobalsAttribute = "prism-program-globals";

// Rewrites llvm.used and llvm.compiler.used keeping only the entries that are
// functions in Keep; removes a list when none remain. Returns true if it
// changed the module.
bool pruneUsedLists(llvm::Module &M,
                    const llvm::SmallPtrSetImpl<const llvm::Function *> &Keep);

// The functions Kernel reaches (calls, or takes the address of, also through
// constant expressions and global initializers) that are declared but not
// defined and that Provided does not accept, in the order a depth-first walk
// meets them: what the prism-check-*imports passes report.
llvm::SetVector<const llvm::Function *>
missingImports(const llvm::Function &Kernel,
               llvm::function_ref<bool(const llvm::Function &)> Provided);

// The source-level name of a symbol for diagnostics: the Itanium-demangled
// name, without the ".intern.<hash>" suffix Clang gives internal kernels.
std::string displayName(llvm::StringRef Symbol);

} // namespace prism

#endif // PRISM_LLVM_PASSES_KERNELINFO_H
