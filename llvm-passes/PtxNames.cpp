//===- PtxNames.cpp - Symbol names PTX accepts ----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-ptx-names: PTX identifiers may not contain '.', but kernel names
// carry the ".intern.<hash>" suffix the host registered them under (see
// prism-host-kernel-names), and LLVM 15's NVPTX backend renames only local
// symbols. This pass, the last before llc, writes every '.' in a function or
// global variable name as "_$_", the spelling the NVPTX backend itself uses
// for local names; the CUDA plugin looks a kernel up under that spelling.
// It runs after prism-kernel-symbols, so the image's kernel table keeps the
// names the host knows.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-ptx-names"

using namespace llvm;

namespace prism {

static bool legalize(GlobalValue &G) {
  if (G.isDeclaration() || !G.getName().contains('.') ||
      G.getName().startswith("llvm."))
    return false;
  std::string Name;
  for (char C : G.getName()) {
    if (C == '.')
      Name += "_$_";
    else
      Name += C;
  }
  LLVM_DEBUG(dbgs() << "prism-ptx-names: '" << G.getName() << "' renamed '"
                    << Name << "'\n");
  G.setName(Name);
  return true;
}

PreservedAnalyses PtxNamesPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= legalize(F);
  for (GlobalVariable &G : M.globals())
    Changed |= legalize(G);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
