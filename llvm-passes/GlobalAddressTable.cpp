//===- GlobalAddressTable.cpp - A kernel that reports device variables ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-global-address-table: for a SPIR-V module that defines device
// variables the host may address by name, adds the kernel
// __prism_global_address_table(global ulong *out, ulong capacity), which
// writes each variable's name hash, address and size
// (include/prism/global_address_table.h describes the table).
//
// Why: hipMemcpyToSymbol and hipGetSymbolAddress need a variable's device
// address, and an OpenCL device without cl_intel_global_variable_pointers
// (PoCL) cannot look one up. Only the device knows where its program's
// globals live, so the module reports them itself; the OpenCL plugin runs
// the kernel once per built program.
//
// The variables are the defined global variables with external linkage in
// global or constant memory: after prism-kernels-only, which it follows,
// these are exactly those Clang marked externally_initialized (HIP/CUDA
// __device__ and __constant__ variables). Local-memory arrays and internal
// globals, which the host cannot name, are not listed.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "prism/global_address_table.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

namespace prism {

namespace {

// SPIR-V's CrossWorkgroup and UniformConstant storage classes.
constexpr unsigned GlobalAddressSpace = 1;
constexpr unsigned ConstantAddressSpace = 2;

bool isHostNamed(const GlobalVariable &GV) {
  unsigned AS = GV.getAddressSpace();
  return !GV.isDeclaration() && !GV.hasLocalLinkage() &&
         !GV.getName().startswith("llvm.") &&
         (AS == GlobalAddressSpace || AS == ConstantAddressSpace);
}

SmallVector<GlobalVariable *, 8> hostNamedVariables(Module &M) {
  SmallVector<GlobalVariable *, 8> Variables;
  DenseMap<uint64_t, GlobalVariable *> ByHash;
  for (GlobalVariable &GV : M.globals()) {
    if (!isHostNamed(GV))
      continue;
    uint64_t Hash = prismGlobalNameHash(GV.getName().str().c_str());
    auto [It, New] = ByHash.try_emplace(Hash, &GV);
    if (!New)
      report_fatal_error("prism-global-address-table: device variables '" +
                             It->second->getName() + "' and '" + GV.getName() +
                             "' have the same name hash; rename one",
                         /*GenCrashDiag=*/false);
    Variables.push_back(&GV);
  }
  return Variables;
}

} // namespace

PreservedAnalyses GlobalAddressTablePass::run(Module &M,
                                              ModuleAnalysisManager &) {
  SmallVector<GlobalVariable *, 8> Variables = hostNamedVariables(M);
  if (Variables.empty() || M.getFunction(PRISM_GLOBAL_ADDRESS_TABLE_KERNEL))
    return PreservedAnalyses::all();

  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  Type *I64 = Type::getInt64Ty(Ctx);
  Type *OutType = PointerType::get(I64, GlobalAddressSpace);
  auto *Kernel = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), {OutType, I64}, false),
      GlobalValue::ExternalLinkage, PRISM_GLOBAL_ADDRESS_TABLE_KERNEL, M);
  Kernel->setCallingConv(CallingConv::SPIR_KERNEL);
  Kernel->addFnAttr(Attribute::NoUnwind);
  Argument *Out = Kernel->getArg(0);
  Argument *Capacity = Kernel->getArg(1);
  Out->setName("out");
  Capacity->setName("capacity");

  auto *Entry = BasicBlock::Create(Ctx, "entry", Kernel);
  auto *Write = BasicBlock::Create(Ctx, "write", Kernel);
  auto *Done = BasicBlock::Create(Ctx, "done", Kernel);
  IRBuilder<> B(Entry);
  auto *Count = ConstantInt::get(I64, Variables.size());
  B.CreateStore(Count, Out);
  B.CreateCondBr(B.CreateICmpUGE(Capacity, Count, "fits"), Write, Done);

  B.SetInsertPoint(Write);
  auto StoreWord = [&](uint64_t Index, Value *Word) {
    B.CreateStore(Word, B.CreateConstInBoundsGEP1_64(I64, Out, Index));
  };
  uint64_t Index = 1;
  for (GlobalVariable *GV : Variables) {
    StoreWord(Index++, ConstantInt::get(I64, prismGlobalNameHash(
                                                 GV->getName().str().c_str())));
    StoreWord(Index++, B.CreatePtrToInt(GV, I64));
    StoreWord(Index++,
              ConstantInt::get(I64, DL.getTypeAllocSize(GV->getValueType())));
  }
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return PreservedAnalyses::none();
}

} // namespace prism
