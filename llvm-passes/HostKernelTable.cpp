//===- HostKernelTable.cpp - The kernels the host code registers ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-host-kernel-table: in a host module, collects the names that the
// module constructor passes to __hipRegisterFunction (one per kernel the
// host code can launch) and stores them, each followed by a NUL, in a
// constant in the section "prism_kernels". The linker concatenates those
// sections, so a linked executable or shared library lists every kernel its
// host code registers.
//
// Why: the host and the device compile of a source can disagree (a macro
// given to one of them only), and a kernel the host launches would then be
// missing from the device image. prism++ reads the section after the host
// link and reports such a kernel as a link error, instead of a failure at
// the first launch. The device compile loads PrismPasses.so with
// -fpass-plugin, and the host compile does too: the plugin adds this pass at
// the start of Clang's pipeline, where it does nothing in device modules.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#define DEBUG_TYPE "prism-host-kernel-table"

using namespace llvm;

namespace prism {

PreservedAnalyses HostKernelTablePass::run(Module &M, ModuleAnalysisManager &) {
  Function *Register = M.getFunction("__hipRegisterFunction");
  if (!Register || M.getGlobalVariable("__prism_kernel_table", true))
    return PreservedAnalyses::all();
  std::string Names;
  for (User *U : Register->users()) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call || Call->getCalledFunction() != Register ||
        Call->arg_size() < 3)
      continue;
    auto *Name =
        dyn_cast<GlobalVariable>(Call->getArgOperand(2)->stripPointerCasts());
    auto *Text = Name && Name->hasInitializer()
                     ? dyn_cast<ConstantDataSequential>(Name->getInitializer())
                     : nullptr;
    if (!Text || !Text->isCString())
      continue;
    Names += Text->getAsCString();
    Names += '\0';
  }
  if (Names.empty())
    return PreservedAnalyses::all();
  Constant *Init = ConstantDataArray::getString(M.getContext(), Names,
                                                /*AddNull=*/false);
  auto *Table = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                   GlobalValue::InternalLinkage, Init,
                                   "__prism_kernel_table");
  Table->setSection("prism_kernels");
  Table->setAlignment(Align(1));
  appendToUsed(M, {Table});
  LLVM_DEBUG(dbgs() << "prism-host-kernel-table: __prism_kernel_table lists "
                    << count(Names, '\0') << " kernel(s)\n");
  return PreservedAnalyses::none();
}

} // namespace prism
