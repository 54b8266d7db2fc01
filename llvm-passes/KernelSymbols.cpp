//===- KernelSymbols.cpp - Write the kernel symbol table ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-kernel-symbols: writes the file named by -prism-symbols-out (or
// standard output for "-"), one line per kernel of the module, in module
// order:
//
//   <symbol name> <argument count> <byte size of each argument>...
//
// A byval argument counts as the alloc size of its byval type (the bytes the
// host passes); any other argument as the DataLayout alloc size of its type.
// prism-offload-wrapper reads this file to build the image's kernel table,
// which the runtime uses to set kernel arguments without the device module.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;

static cl::opt<std::string>
    SymbolsOut("prism-symbols-out",
               cl::desc("File that prism-kernel-symbols writes the kernel "
                        "symbol table to ('-' for standard output)"),
               cl::value_desc("path"));

namespace prism {

static uint64_t argumentSize(const Argument &Arg, const DataLayout &DL) {
  if (Type *ByValTy = Arg.getParamByValType())
    return DL.getTypeAllocSize(ByValTy);
  return DL.getTypeAllocSize(Arg.getType());
}

PreservedAnalyses KernelSymbolsPass::run(Module &M, ModuleAnalysisManager &) {
  if (SymbolsOut.empty()) {
    M.getContext().emitError("prism: prism-kernel-symbols needs "
                             "-prism-symbols-out=<path>");
    return PreservedAnalyses::all();
  }
  std::error_code EC;
  ToolOutputFile Out(SymbolsOut, EC, sys::fs::OF_Text);
  if (EC) {
    M.getContext().emitError("prism: cannot write kernel symbols to '" +
                             SymbolsOut + "': " + EC.message());
    return PreservedAnalyses::all();
  }
  const DataLayout &DL = M.getDataLayout();
  auto Kernels = collectKernels(M);
  for (const Function &F : M) {
    if (!Kernels.contains(&F))
      continue;
    Out.os() << F.getName() << ' ' << F.arg_size();
    for (const Argument &Arg : F.args())
      Out.os() << ' ' << argumentSize(Arg, DL);
    Out.os() << '\n';
  }
  Out.keep();
  return PreservedAnalyses::all();
}

} // namespace prism
