//===- PrismPasses.h - The passes of the PrismPasses plugin ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The passes of the plugin: every pass named in PassRegistry.def is
// declared from it here, alike (a module pass with a run method), so that
// Plugin.cpp can register them by name and assemble the pipelines. Each is
// defined, and documented, in its own file.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_PRISMPASSES_H
#define PRISM_LLVM_PASSES_PRISMPASSES_H

#include "llvm/IR/PassManager.h"

namespace prism {

#define MODULE_PASS(NAME, CLASS)                                               \
  struct CLASS : llvm::PassInfoMixin<CLASS> {                                  \
    llvm::PreservedAnalyses run(llvm::Module &M,                               \
                                llvm::ModuleAnalysisManager &);                \
  };
#include "PassRegistry.def"

// Writes M's kernel symbol table (the format is in KernelSymbols.cpp) to
// Path. Reports a failure through M's context and returns false.
bool writeKernelSymbols(const llvm::Module &M, llvm::StringRef Path);

// NativeCpuWorkGroups.cpp: whether Name is a work-item builtin or the
// barrier, whose calls prism-native-cpu-work-groups replaces.
bool isNativeCpuWorkItemBuiltin(llvm::StringRef Name);

// DeviceCodeSplit.cpp. Not in the table: the post-link pipelines make it,
// with an argument, in place of their last steps.
struct DeviceCodeSplitPass : llvm::PassInfoMixin<DeviceCodeSplitPass> {
  /// ForPtx: each part also gets prism-ptx-names after its symbol table.
  explicit DeviceCodeSplitPass(bool ForPtx) : ForPtx(ForPtx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  /// True when -prism-split asks for a split.
  static bool enabled();

private:
  bool ForPtx;
};

} // namespace prism

#endif // PRISM_LLVM_PASSES_PRISMPASSES_H
