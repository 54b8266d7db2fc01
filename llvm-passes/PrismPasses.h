//===- PrismPasses.h - The passes of the PrismPasses plugin ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Declarations of every pass in the plugin, so that Plugin.cpp can register
// them by name and assemble the prism-post-link-spirv pipeline. Each pass is
// defined, and documented, in its own file.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_PRISMPASSES_H
#define PRISM_LLVM_PASSES_PRISMPASSES_H

#include "llvm/IR/PassManager.h"

namespace prism {

// StripOptNone.cpp
struct StripOptNonePass : llvm::PassInfoMixin<StripOptNonePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// KernelsOnly.cpp
struct KernelsOnlyPass : llvm::PassInfoMixin<KernelsOnlyPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// ProgramGlobals.cpp
struct ProgramGlobalsPass : llvm::PassInfoMixin<ProgramGlobalsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// DynamicLocalMemory.cpp
struct DynamicLocalMemoryPass : llvm::PassInfoMixin<DynamicLocalMemoryPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// LowerPrintf.cpp
struct LowerPrintfPass : llvm::PassInfoMixin<LowerPrintfPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// LowerWorkGroupScope.cpp
struct LowerWorkGroupScopePass : llvm::PassInfoMixin<LowerWorkGroupScopePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// StaticLocalMemory.cpp
struct StaticLocalMemoryPass : llvm::PassInfoMixin<StaticLocalMemoryPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// LowerUnsupported.cpp
struct LowerUnsupportedPass : llvm::PassInfoMixin<LowerUnsupportedPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// WidenOddIntegers.cpp
struct WidenOddIntegersPass : llvm::PassInfoMixin<WidenOddIntegersPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// CheckImports.cpp
struct CheckImportsPass : llvm::PassInfoMixin<CheckImportsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// WorkGroupGuards.cpp
struct WorkGroupGuardsPass : llvm::PassInfoMixin<WorkGroupGuardsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// CheckRecursion.cpp
struct CheckRecursionPass : llvm::PassInfoMixin<CheckRecursionPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// KernelSymbols.cpp
struct KernelSymbolsPass : llvm::PassInfoMixin<KernelSymbolsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// Writes M's kernel symbol table (the format is in KernelSymbols.cpp) to
// Path. Reports a failure through M's context and returns false.
bool writeKernelSymbols(const llvm::Module &M, llvm::StringRef Path);

// TagKernelSource.cpp
struct TagKernelSourcePass : llvm::PassInfoMixin<TagKernelSourcePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// KernelAttributes.cpp
struct KernelAttributesPass : llvm::PassInfoMixin<KernelAttributesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// HostKernelTable.cpp
struct HostKernelTablePass : llvm::PassInfoMixin<HostKernelTablePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// DeviceCodeSplit.cpp
struct DeviceCodeSplitPass : llvm::PassInfoMixin<DeviceCodeSplitPass> {
  /// ForPtx: each part also gets prism-ptx-names after its symbol table.
  explicit DeviceCodeSplitPass(bool ForPtx) : ForPtx(ForPtx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  /// True when -prism-split asks for a split.
  static bool enabled();

private:
  bool ForPtx;
};

// HostKernelNames.cpp
struct HostKernelNamesPass : llvm::PassInfoMixin<HostKernelNamesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// PtxNames.cpp
struct PtxNamesPass : llvm::PassInfoMixin<PtxNamesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// SpirvTargetLimits.cpp
struct SpirvTargetLimitsPass : llvm::PassInfoMixin<SpirvTargetLimitsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// PtxPrintfFormats.cpp
struct PtxPrintfFormatsPass : llvm::PassInfoMixin<PtxPrintfFormatsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// PtxRotates.cpp
struct PtxRotatesPass : llvm::PassInfoMixin<PtxRotatesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// NoUnrollInBarrierLoops.cpp
struct NoUnrollInBarrierLoopsPass
    : llvm::PassInfoMixin<NoUnrollInBarrierLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// UnrollTwoTripBarrierLoops.cpp
struct UnrollTwoTripBarrierLoopsPass
    : llvm::PassInfoMixin<UnrollTwoTripBarrierLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// LocalMemoryLoopsInWorkItems.cpp
struct LocalMemoryLoopsInWorkItemsPass
    : llvm::PassInfoMixin<LocalMemoryLoopsInWorkItemsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace prism

#endif // PRISM_LLVM_PASSES_PRISMPASSES_H
