//===- KernelSymbols.cpp - Write the kernel symbol table ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-kernel-symbols: writes the file named by -prism-symbols-out (or
// standard output for "-"), one line per kernel of the module, in module
// order:
//
//   <symbol name> <argument count> <argument>... [<key>=<n>]...
//
// where each <argument> is a byte size or one of the words `local` and
// `globals`, followed by the
// kernel's requirements, which the runtime checks: reqd_sub_group_size=<n>
// when the kernel has !intel_reqd_sub_group_size (the sub-group size SYCL's
// [[sycl::reqd_sub_group_size(n)]] requires, see prism-kernel-attributes),
// and max_work_group_size=<n> when it has !prism_max_work_group_size (the
// largest work-group its __launch_bounds__ or its group algorithms allow,
// see prism-kernel-attributes and prism-static-local-memory). A pointer to
// local memory (addrspace(3), such as the dynamic local memory parameter
// prism-dynamic-local-memory adds) is written `local`: the host passes no
// bytes for it but the size of the local region, with clSetKernelArg(i,
// size, NULL). A byval argument counts as the alloc size of its byval type
// (the bytes the host passes); any other argument as the DataLayout alloc
// size of its type. The parameter prism-program-globals adds (the one with
// the "prism-program-globals" attribute) is written `globals`: the runtime
// passes the program's device-variable buffer there.
// prism-offload-wrapper reads this file to build the image's kernel table,
// which the runtime uses to set kernel arguments without the device module.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

#define DEBUG_TYPE "prism-kernel-symbols"

using namespace llvm;

static cl::opt<std::string>
    SymbolsOut("prism-symbols-out",
               cl::desc("File that prism-kernel-symbols writes the kernel "
                        "symbol table to ('-' for standard output)"),
               cl::value_desc("path"));

namespace prism {

static constexpr unsigned LocalAddressSpace = 3;

static void writeArgument(raw_ostream &OS, const Argument &Arg,
                          const DataLayout &DL) {
  Type *Ty = Arg.getType();
  if (Arg.getParent()->getAttributes().hasParamAttr(Arg.getArgNo(),
                                                    ProgramGlobalsAttribute))
    OS << "globals";
  else if (Ty->isPointerTy() &&
           Ty->getPointerAddressSpace() == LocalAddressSpace)
    OS << "local";
  else if (Type *ByValTy = Arg.getParamByValType())
    OS << DL.getTypeAllocSize(ByValTy);
  else
    OS << DL.getTypeAllocSize(Ty);
}

bool writeKernelSymbols(const Module &M, StringRef Path) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, sys::fs::OF_Text);
  if (EC) {
    M.getContext().emitError("prism: cannot write kernel symbols to '" + Path +
                             "': " + EC.message());
    return false;
  }
  const DataLayout &DL = M.getDataLayout();
  auto Kernels = collectKernels(M);
  for (const Function &F : M) {
    if (!Kernels.contains(&F))
      continue;
    Out.os() << F.getName() << ' ' << F.arg_size();
    for (const Argument &Arg : F.args()) {
      Out.os() << ' ';
      writeArgument(Out.os(), Arg, DL);
    }
    for (auto [Metadata, Key] :
         {std::pair("intel_reqd_sub_group_size", "reqd_sub_group_size"),
          std::pair("prism_max_work_group_size", "max_work_group_size")})
      if (const MDNode *Node = F.getMetadata(Metadata))
        if (auto *Value =
                mdconst::dyn_extract<ConstantInt>(Node->getOperand(0)))
          Out.os() << ' ' << Key << '=' << Value->getZExtValue();
    Out.os() << '\n';
  }
  Out.keep();
  LLVM_DEBUG(dbgs() << "prism-kernel-symbols: wrote " << Kernels.size()
                    << " kernel(s) to '" << Path << "'\n");
  return true;
}

PreservedAnalyses KernelSymbolsPass::run(Module &M, ModuleAnalysisManager &) {
  if (SymbolsOut.empty())
    M.getContext().emitError("prism: prism-kernel-symbols needs "
                             "-prism-symbols-out=<path>");
  else
    writeKernelSymbols(M, SymbolsOut);
  return PreservedAnalyses::all();
}

} // namespace prism
