//===- HostKernelNames.cpp - Kernel names as the host registers them ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-host-kernel-names: the NVPTX device compile runs in Clang's CUDA
// mode, the host compile in HIP mode. For a kernel with internal linkage
// (any kernel whose type involves a lambda), -fgpu-rdc makes both compiles
// externalise the name with the same compilation-id hash, but CUDA spells
// the suffix "__intern__<hash>" where HIP spells it ".intern.<hash>", and
// the runtime finds kernels by the name the host registered. This pass
// renames each kernel to the HIP spelling. (PTX has no '.' in names: the
// NVPTX backend later writes each '.' as "_$_", and the CUDA plugin looks
// the entry up under that spelling.)
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-host-kernel-names"

using namespace llvm;

namespace prism {

PreservedAnalyses HostKernelNamesPass::run(Module &M, ModuleAnalysisManager &) {
  static constexpr StringLiteral CudaSuffix = "__intern__";
  static constexpr StringLiteral HipSuffix = ".intern.";
  bool Changed = false;
  for (const Function *Kernel : collectKernels(M)) {
    Function &F = const_cast<Function &>(*Kernel);
    StringRef Name = F.getName();
    size_t At = Name.rfind(CudaSuffix);
    if (At == StringRef::npos)
      continue;
    std::string HostName = (Name.take_front(At) + HipSuffix +
                            Name.drop_front(At + CudaSuffix.size()))
                               .str();
    LLVM_DEBUG(dbgs() << "prism-host-kernel-names: '" << Name << "' renamed '"
                      << HostName << "'\n");
    F.setName(HostName);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
