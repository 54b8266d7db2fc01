//===- PtxPrintfFormats.cpp - Printf formats CUDA's vprintf reads right ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-ptx-printf-formats: CUDA's device printf (vprintf, which Clang calls
// for printf in CUDA device code) knows the length modifiers h, l and ll but
// not C's hh: "%hhd" of -1 prints garbage. The argument of a %hh conversion
// is a char promoted to int in vprintf's argument buffer, so the same
// conversion with h prints the same text. This pass rewrites the format
// string of every vprintf call whose format is a constant (directly or, at
// -O0, through a local variable), hh to h, into a new constant (the old one
// may have other users).
//
//===----------------------------------------------------------------------===//
#include "PrintfFormat.h"
#include "PrismPasses.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-ptx-printf-formats"

using namespace llvm;

namespace prism {

// Format with every hh length modifier of a conversion written h; Format
// itself when it has none.
static std::string withoutCharLengths(StringRef Format) {
  return mapLengthModifiers(Format, [](StringRef Length) {
    return Length == "hh" ? StringRef("h") : Length;
  });
}

PreservedAnalyses PtxPrintfFormatsPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  Function *Vprintf = M.getFunction("vprintf");
  if (!Vprintf)
    return PreservedAnalyses::all();
  StringMap<GlobalVariable *> Rewritten;
  bool Changed = false;
  for (User *U : make_early_inc_range(Vprintf->users())) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getCalledFunction() != Vprintf || Call->arg_size() < 1)
      continue;
    Value *FormatArgument = Call->getArgOperand(0);
    uint64_t Offset;
    SmallVector<AllocaInst *, 2> Locals;
    GlobalVariable *Array =
        findConstantFormat(FormatArgument, M.getDataLayout(), Offset, Locals);
    Optional<StringRef> FormatText =
        Array ? constantText(*Array, Offset) : Optional<StringRef>();
    if (!FormatText)
      continue;
    StringRef Format = *FormatText;
    std::string NewFormat = withoutCharLengths(Format);
    if (NewFormat == Format)
      continue;
    GlobalVariable *&Global = Rewritten[NewFormat];
    if (!Global) {
      Constant *Text = ConstantDataArray::getString(M.getContext(), NewFormat);
      Global =
          new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                             GlobalValue::PrivateLinkage, Text, ".str.vprintf");
      Global->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
      Global->setAlignment(Align(1));
    }
    LLVM_DEBUG(dbgs() << "prism-ptx-printf-formats: vprintf in '"
                      << Call->getFunction()->getName() << "' gets @"
                      << Global->getName() << ", without hh\n");
    IRBuilder<> Builder(Call);
    Call->setArgOperand(0, Builder.CreatePointerBitCastOrAddrSpaceCast(
                               Global, FormatArgument->getType()));
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
