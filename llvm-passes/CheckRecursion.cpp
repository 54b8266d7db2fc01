//===- CheckRecursion.cpp - Recursion in SPIR-V images is an error --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-check-recursion: fails the build of a SPIR-V image in which a kernel
// reaches a recursive call (a cycle in the direct call graph), naming the
// kernel, the call chain from it and the cycle:
//   prism: error: kernel 'K' reaches recursion, which OpenCL devices cannot
//   run: 'f(int)' -> 'f(int)' (called through 'K' -> 'f(int)'); ...
//
// Why: OpenCL forbids recursion and its compilers give no stack for it;
// PoCL's work-item loops crash on the first recursive call (a HIP factorial
// at -O0 segfaulted the process). SYCL's frontend plugin already refuses
// recursion in SYCL kernels; HIP and CUDA allow it, and NVIDIA GPUs run it,
// so only the SPIR-V image is refused. It runs after optimisation, which
// turns much recursion (tail calls) into loops: what is refused is what the
// image would really hold.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

#define DEBUG_TYPE "prism-check-recursion"

using namespace llvm;

namespace prism {

namespace {

// The defined functions F calls directly, once each.
SetVector<const Function *> definedCallees(const Function &F) {
  SetVector<const Function *> Callees;
  for (const Instruction &I : instructions(F))
    if (auto *Call = dyn_cast<CallBase>(&I))
      if (const Function *Callee = Call->getCalledFunction())
        if (!Callee->isDeclaration())
          Callees.insert(Callee);
  return Callees;
}

std::string chainText(ArrayRef<const Function *> Chain) {
  std::string Text;
  for (const Function *F : Chain)
    Text += (Text.empty() ? "'" : " -> '") + displayName(F->getName()) + "'";
  return Text;
}

// Depth-first from Kernel; on the first call back into a function of the
// current path, the path up to it (Reach) and the cycle from it (Cycle).
// Done holds the functions below which no recursion was found; kept across
// kernels, so the callees they share are walked once.
bool findRecursion(const Function &Kernel,
                   SmallPtrSetImpl<const Function *> &Done,
                   SmallVectorImpl<const Function *> &Reach,
                   SmallVectorImpl<const Function *> &Cycle) {
  struct Frame {
    const Function *F;
    SetVector<const Function *> Callees;
    unsigned Next = 0;
  };
  SmallVector<Frame, 16> Path;
  DenseMap<const Function *, unsigned> OnPath; // function -> depth
  Path.push_back({&Kernel, definedCallees(Kernel)});
  OnPath[&Kernel] = 0;
  while (!Path.empty()) {
    Frame &Top = Path.back();
    if (Top.Next == Top.Callees.size()) {
      OnPath.erase(Top.F);
      Done.insert(Top.F);
      Path.pop_back();
      continue;
    }
    const Function *Callee = Top.Callees[Top.Next++];
    auto Repeat = OnPath.find(Callee);
    if (Repeat != OnPath.end()) {
      for (unsigned I = 0; I <= Repeat->second; ++I)
        Reach.push_back(Path[I].F);
      for (unsigned I = Repeat->second; I < Path.size(); ++I)
        Cycle.push_back(Path[I].F);
      Cycle.push_back(Callee);
      return true;
    }
    if (Done.contains(Callee))
      continue;
    OnPath[Callee] = Path.size();
    Path.push_back({Callee, definedCallees(*Callee)});
  }
  return false;
}

} // namespace

PreservedAnalyses CheckRecursionPass::run(Module &M, ModuleAnalysisManager &) {
  auto Kernels = collectKernels(M);
  unsigned Errors = 0;
  SmallPtrSet<const Function *, 32> Done;
  for (const Function &F : M) {
    if (!Kernels.contains(&F))
      continue;
    SmallVector<const Function *, 8> Reach, Cycle;
    if (!findRecursion(F, Done, Reach, Cycle))
      continue;
    errs() << "prism: error: kernel '" << displayName(F.getName())
           << "' reaches recursion, which OpenCL devices (the SPIR-V image) "
              "cannot run: "
           << chainText(Cycle) << " (called through " << chainText(Reach)
           << "); make it iterative, or build for NVIDIA GPUs alone "
              "(-fsycl-targets=nvptx64-nvidia-cuda)\n";
    ++Errors;
  }
  LLVM_DEBUG(dbgs() << "prism-check-recursion: " << Kernels.size()
                    << " kernel(s) checked, " << Errors
                    << " reach recursion\n");
  if (Errors)
    M.getContext().emitError("prism: " + Twine(Errors) +
                             " kernel(s) reach recursion");
  return PreservedAnalyses::all();
}

} // namespace prism
