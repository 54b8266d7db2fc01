//===- DeviceCodeSplit.cpp - One device module per kernel or per source ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-device-code-split: the last step of the post-link pipelines when
// -prism-split=per_kernel|per_source. It divides the kernels of the
// (optimised, lowered) module into groups, one per kernel or one per
// translation unit (the "prism-source" attribute of prism-tag-kernel-source),
// and writes for group i, in module order of each group's first kernel:
//
//   <prefix>-<i>.bc   the module with only that group's kernels and what they
//                     reach (for PTX, after prism-ptx-names)
//   <prefix>-<i>.sym  its kernel symbol table (prism-kernel-symbols' format)
//
// and <prefix>.parts, one line "<bc>\t<sym>" per group, which the driver
// reads to translate each part into its own image. <prefix> is
// -prism-split-out.
//
// Why: the runtime builds an image on the first launch of one of its
// kernels, and a device compile (PoCL's, or the PTX JIT) costs in proportion
// to the image. With one image per kernel, a program that launches one of
// its 200 kernels builds one. Splitting after optimisation keeps the link to
// one optimisation of the whole module; each part then only drops what its
// kernels do not reach.
//
// A module that defines a device variable the host addresses by name (HIP's
// `__device__` variables, kept external by prism-kernels-only), or whose
// device variables prism-program-globals moved into the program's buffer,
// stays whole: such a variable must exist once, not once per image.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "prism/program_globals.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "prism-device-code-split"

using namespace llvm;

static cl::opt<std::string>
    SplitMode("prism-split",
              cl::desc("Device code split of the post-link pipelines: off, "
                       "per_kernel or per_source"),
              cl::init("off"));

static cl::opt<std::string>
    SplitOut("prism-split-out",
             cl::desc("Prefix of the files prism-device-code-split writes"),
             cl::value_desc("path prefix"));

namespace prism {

namespace {

using KernelGroup = SmallVector<const Function *, 1>;

/// Analysis managers for one part: each part is a module of its own, and
/// results cached for one must not outlive it.
struct PartAnalyses {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;

  PartAnalyses() {
    PassBuilder PB;
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }
};

/// True if M defines a global variable visible outside the module, or has
/// the buffer of prism-program-globals.
bool hasSharedVariables(const Module &M) {
  if (M.getFunction(PRISM_GLOBALS_INITIALIZE_KERNEL))
    return true;
  for (const GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && !GV.hasLocalLinkage() &&
        !GV.getName().startswith("llvm."))
      return true;
  return false;
}

/// The kernels of M grouped as SplitMode asks, in module order.
std::vector<KernelGroup> groupKernels(const Module &M) {
  auto Kernels = collectKernels(M);
  MapVector<StringRef, KernelGroup> Groups;
  bool Whole = hasSharedVariables(M);
  for (const Function &F : M) {
    if (!Kernels.contains(&F))
      continue;
    StringRef Key;
    if (Whole)
      Key = "";
    else if (SplitMode == "per_kernel")
      Key = F.getName();
    else
      Key = F.getFnAttribute(KernelSourceAttribute).getValueAsString();
    Groups[Key].push_back(&F);
  }
  std::vector<KernelGroup> Result;
  for (auto &Entry : Groups)
    Result.push_back(std::move(Entry.second));
  return Result;
}

/// Drops the !nvvm.annotations entries of functions not in Keep.
void pruneNvvmAnnotations(Module &M,
                          const SmallPtrSetImpl<const Function *> &Keep) {
  NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations");
  if (!Annotations)
    return;
  SmallVector<MDNode *, 8> Kept;
  for (MDNode *Entry : Annotations->operands()) {
    auto *FnMD = Entry->getNumOperands()
                     ? dyn_cast_or_null<ValueAsMetadata>(Entry->getOperand(0))
                     : nullptr;
    auto *F = FnMD ? dyn_cast<Function>(FnMD->getValue()->stripPointerCasts())
                   : nullptr;
    if (!F || Keep.contains(F))
      Kept.push_back(Entry);
  }
  Annotations->clearOperands();
  for (MDNode *Entry : Kept)
    Annotations->addOperand(Entry);
}

/// A copy of M with only the kernels of Group defined, and nothing they do
/// not reach.
std::unique_ptr<Module> extractPart(const Module &M, const KernelGroup &Group,
                                    const SmallPtrSetImpl<const Function *>
                                        &AllKernels,
                                    ModuleAnalysisManager &MAM) {
  SmallPtrSet<const Function *, 4> InGroup(Group.begin(), Group.end());
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Part =
      CloneModule(M, VMap, [&](const GlobalValue *GV) {
        auto *F = dyn_cast<Function>(GV);
        return !F || !AllKernels.contains(F) || InGroup.contains(F);
      });
  SmallPtrSet<const Function *, 4> Keep;
  for (const Function *F : Group)
    Keep.insert(cast<Function>(VMap[F]));
  pruneUsedLists(*Part, Keep);
  pruneNvvmAnnotations(*Part, Keep);
  for (const Function *F : AllKernels) {
    if (InGroup.contains(F))
      continue;
    auto *Dropped = cast<Function>(VMap[F]);
    if (Dropped->use_empty())
      Dropped->eraseFromParent();
  }
  GlobalDCEPass().run(*Part, MAM);
  return Part;
}

bool writeBitcode(const Module &M, StringRef Path) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, sys::fs::OF_None);
  if (EC) {
    M.getContext().emitError("prism: cannot write the device code part '" +
                             Path + "': " + EC.message());
    return false;
  }
  WriteBitcodeToFile(M, Out.os());
  Out.keep();
  return true;
}

} // namespace

bool DeviceCodeSplitPass::enabled() { return SplitMode != "off"; }

PreservedAnalyses DeviceCodeSplitPass::run(Module &M,
                                           ModuleAnalysisManager &) {
  if (SplitMode != "per_kernel" && SplitMode != "per_source") {
    M.getContext().emitError("prism: -prism-split=" + SplitMode +
                             " is not one of off, per_kernel, per_source");
    return PreservedAnalyses::all();
  }
  if (SplitOut.empty()) {
    M.getContext().emitError("prism: prism-device-code-split needs "
                             "-prism-split-out=<prefix>");
    return PreservedAnalyses::all();
  }
  std::vector<KernelGroup> Groups = groupKernels(M);
  auto AllKernels = collectKernels(M);
  for (const Function *F : AllKernels)
    const_cast<Function *>(F)->removeFnAttr(KernelSourceAttribute);

  std::error_code EC;
  ToolOutputFile Manifest(SplitOut + ".parts", EC, sys::fs::OF_Text);
  if (EC) {
    M.getContext().emitError("prism: cannot write '" + SplitOut +
                             ".parts': " + EC.message());
    return PreservedAnalyses::all();
  }
  for (size_t I = 0; I < Groups.size(); ++I) {
    PartAnalyses Analyses;
    std::unique_ptr<Module> Part =
        extractPart(M, Groups[I], AllKernels, Analyses.MAM);
    std::string Stem = SplitOut + "-" + std::to_string(I);
    if (!writeKernelSymbols(*Part, Stem + ".sym"))
      return PreservedAnalyses::none();
    if (ForPtx)
      PtxNamesPass().run(*Part, Analyses.MAM);
    if (!writeBitcode(*Part, Stem + ".bc"))
      return PreservedAnalyses::none();
    Manifest.os() << Stem << ".bc\t" << Stem << ".sym\n";
    LLVM_DEBUG(dbgs() << "prism-device-code-split: " << Stem << ".bc holds "
                      << Groups[I].size() << " kernel(s), the first '"
                      << Groups[I].front()->getName() << "'\n");
  }
  Manifest.keep();
  return PreservedAnalyses::none();
}

} // namespace prism
