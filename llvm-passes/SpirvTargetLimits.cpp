//===- SpirvTargetLimits.cpp - What the optimisers may make for SPIR-V ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-spirv-target-limits: spirv64 has no TargetMachine in LLVM 15, so
// the optimisers know nothing of what SPIR-V cannot express, and make it:
//
// - Integers of odd widths. Clang 15's spirv64 data layout names no native
//   integer widths, so every width looks fine: InstCombine shrinks
//   `switch ((i + k) % 4)` to a switch on an i2. SPIR-V has integers of 8,
//   16, 32 and 64 bits only (llvm-spirv 15 stops with "Invalid bit width").
//   The pass adds "n8:16:32:64" to the data layout (unless the module names
//   its widths), which keeps the optimisers to those.
// - Lookup tables. With legal widths named, SimplifyCFG turns switches into
//   tables in constant globals of address space 0, which is SPIR-V's
//   Function storage class, invalid outside a function. Every function gets
//   "no-jump-tables", which SimplifyCFG honours.
//
// It runs first in every spirv64 pipeline: Clang's device compile (through
// -fpass-plugin), the device library's, and prism-post-link-spirv. Other
// targets' modules are left alone.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/ADT/Triple.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-spirv-target-limits"

using namespace llvm;

namespace prism {

PreservedAnalyses SpirvTargetLimitsPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  Triple Target(M.getTargetTriple());
  if (!Target.isSPIRV() && !Target.isSPIR())
    return PreservedAnalyses::all();
  bool Changed = false;
  const DataLayout &Layout = M.getDataLayout();
  if (!Layout.isLegalInteger(32) && !Layout.isLegalInteger(64)) {
    std::string Description = Layout.getStringRepresentation();
    M.setDataLayout(Description + (Description.empty() ? "" : "-") +
                    "n8:16:32:64");
    LLVM_DEBUG(dbgs() << "prism-spirv-target-limits: data layout now '"
                      << M.getDataLayoutStr() << "'\n");
    Changed = true;
  }
  unsigned WithoutJumpTables = 0;
  for (Function &F : M)
    if (!F.isDeclaration() &&
        !F.getFnAttribute("no-jump-tables").getValueAsBool()) {
      F.addFnAttr("no-jump-tables", "true");
      ++WithoutJumpTables;
    }
  LLVM_DEBUG(if (WithoutJumpTables) dbgs()
             << "prism-spirv-target-limits: no-jump-tables on "
             << WithoutJumpTables << " function(s)\n");
  return Changed || WithoutJumpTables ? PreservedAnalyses::none()
                                      : PreservedAnalyses::all();
}

} // namespace prism
