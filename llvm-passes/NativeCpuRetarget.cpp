//===- NativeCpuRetarget.cpp - Device code made host code -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-native-cpu-retarget: the last step of the native CPU target's
// post-link, after prism-native-cpu-work-groups. The device code was
// compiled, linked and post-linked as spirv64 code (the headers, the device
// library and every post-link pass are shared with the SPIR-V target); this
// pass makes the module code for the host processor, which Clang then
// optimises and compiles into the image's shared object:
//
//  - the host's triple and data layout (spirv64's sizes and alignments of
//    the C types are those of x86-64 Linux, so nothing the host laid out,
//    a kernel's functor, changes);
//  - the host processor's name and features on every function, as -march
//    does: the processor of this machine, or the one -prism-native-cpu
//    names; the image records its x86-64 level and the processor's name
//    (__prism_native_cpu_isa, __prism_native_cpu_name) for the plugin to
//    refuse an image the running processor cannot execute;
//  - the C calling convention for every function, and no `convergent`
//    (work-items are loop iterations now: nothing runs in lockstep);
//  - work-group variables (address space 3) thread-local: the plugin runs a
//    work-group on one thread at a time, so each thread's copy is the
//    work-group's. Functions reach each through a call of a function of
//    its own, never through a thread-local access of their own (see
//    reachThroughCall());
//  - the device printf, __prism_printf, the C library's printf;
//  - internal linkage for everything the module defines except the
//    work-group entries and the two strings, so that the shared object
//    exports its kernels only and the optimiser sees the rest whole; and
//    default visibility for what it imports (Clang declares the device
//    code's functions hidden), which the C library then resolves.
//
// Address spaces stay: x86-64 casts between them as no-ops, and their
// pointers are 64-bit like the generic one.
//
//===----------------------------------------------------------------------===//
#include "ConstantReferences.h"
#include "PrismPasses.h"

#include "prism/native_cpu_abi.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Triple.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Host.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>

using namespace llvm;

static cl::opt<std::string> NativeCpu(
    "prism-native-cpu",
    cl::desc("The processor native CPU images are compiled for (an -march "
             "name); empty for the processor of this machine"),
    cl::init(""));

namespace prism {
namespace {

/// The processor and features the image is compiled for.
struct Processor {
  std::string Name;
  std::string Features; // "+avx2,-avx512f,..." or empty
};

Processor targetProcessor() {
  if (!NativeCpu.empty())
    return {NativeCpu, ""};
  Processor Host{sys::getHostCPUName().str(), ""};
  StringMap<bool> Features;
  if (sys::getHostCPUFeatures(Features))
    for (const auto &Feature : Features)
      Host.Features += (Host.Features.empty() ? "" : ",") +
                       std::string(Feature.second ? "+" : "-") +
                       Feature.first().str();
  return Host;
}

/// The x86-64 micro-architecture level that code for Info needs: the
/// highest whose features it all has.
const char *isaLevel(const MCSubtargetInfo &Info) {
  auto Has = [&](std::initializer_list<const char *> Features) {
    for (const char *Feature : Features)
      if (!Info.checkFeatures(std::string("+") + Feature))
        return false;
    return true;
  };
  if (!Has({"cx16", "popcnt", "sse4.2", "ssse3", "sahf"}))
    return "x86-64";
  if (!Has({"avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe"}))
    return "x86-64-v2";
  if (!Has({"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"}))
    return "x86-64-v3";
  return "x86-64-v4";
}

void addString(Module &M, StringRef Name, StringRef Value) {
  Constant *Init = ConstantDataArray::getString(M.getContext(), Value);
  new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                     GlobalValue::ExternalLinkage, Init, Name);
}

/// Makes every function reach thread-local variable Local through a call of
/// <Local>.address(), once at its entry. A thread-local access of a shared
/// object calls __tls_get_addr, which LLVM 15 assumes preserves the AVX-512
/// registers zmm16-31 and k0-7; the first access on a thread allocates the
/// variable with malloc, whose memset uses them, and a kernel lost a live
/// gather mask (under MALLOC_PERTURB_ and AddressSanitizer, which fill new
/// memory). A call of our own clobbers them as any call does, so the kernel
/// keeps nothing in them across it. The address passes an empty asm so that
/// no pass folds the call into the constant it returns.
void reachThroughCall(Module &M, GlobalVariable &Local) {
  LLVMContext &Ctx = M.getContext();
  auto *Type = FunctionType::get(Local.getType(), /*isVarArg=*/false);
  Function *Address = Function::Create(Type, GlobalValue::InternalLinkage,
                                       Local.getName() + ".address", M);
  Address->addFnAttr(Attribute::NoInline);
  Address->addFnAttr(Attribute::NoUnwind);
  Address->addFnAttr(Attribute::WillReturn);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Address));
  auto *Opaque = InlineAsm::get(
      FunctionType::get(Local.getType(), {Local.getType()}, false), "", "=r,0",
      /*hasSideEffects=*/false);
  B.CreateRet(B.CreateCall(Opaque, {&Local}));
  for (Function &F : M) {
    if (F.isDeclaration() || &F == Address)
      continue;
    // Each conversion turns one level of expressions into instructions,
    // whose operands may be expressions of Local again.
    for (bool Converted = true; Converted;) {
      SmallVector<std::pair<Instruction *, ConstantExpr *>, 8> Expressions;
      for (Instruction &I : instructions(F))
        for (Use &U : I.operands())
          if (auto *Expression = dyn_cast<ConstantExpr>(U.get());
              Expression && refersTo(Expression, &Local))
            Expressions.push_back({&I, Expression});
      for (auto [I, Expression] : Expressions)
        convertConstantExprsToInstructions(I, Expression);
      Converted = !Expressions.empty();
    }
    SmallVector<Use *, 8> Uses;
    for (Instruction &I : instructions(F))
      for (Use &U : I.operands())
        if (U.get() == &Local)
          Uses.push_back(&U);
    if (Uses.empty())
      continue;
    Value *Reached =
        CallInst::Create(Address, Local.getName() + ".here",
                         &*F.getEntryBlock().getFirstInsertionPt());
    for (Use *U : Uses)
      U->set(Reached);
  }
}

/// Every work-group variable (address space 3) becomes a thread-local
/// variable of the default address space, reached through a cast of what
/// reachThroughCall()'s function returns.
void makeWorkGroupVariablesThreadLocal(Module &M) {
  SmallVector<GlobalVariable *, 8> Shared;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 3)
      Shared.push_back(&GV);
  for (GlobalVariable *GV : Shared) {
    auto *Local = new GlobalVariable(
        M, GV->getValueType(), /*isConstant=*/false,
        GlobalValue::InternalLinkage,
        GV->hasInitializer() ? GV->getInitializer() : nullptr, "", nullptr,
        GlobalValue::GeneralDynamicTLSModel, /*AddressSpace=*/0);
    Local->takeName(GV);
    Local->setAlignment(GV->getAlign());
    GV->replaceAllUsesWith(
        ConstantExpr::getAddrSpaceCast(Local, GV->getType()));
    GV->eraseFromParent();
    reachThroughCall(M, *Local);
  }
}

void useCCallingConvention(Module &M) {
  for (Function &F : M) {
    F.setCallingConv(CallingConv::C);
    F.removeFnAttr(Attribute::Convergent);
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallBase>(&I)) {
        Call->setCallingConv(CallingConv::C);
        Call->removeFnAttr(Attribute::Convergent);
      }
  }
}

void useHostPrintf(Module &M) {
  Function *DevicePrintf = M.getFunction("__prism_printf");
  if (!DevicePrintf)
    return;
  FunctionCallee Printf =
      M.getOrInsertFunction("printf", DevicePrintf->getFunctionType());
  DevicePrintf->replaceAllUsesWith(Printf.getCallee());
  DevicePrintf->eraseFromParent();
}

void internalizeAllButEntries(Module &M) {
  auto Exported = [](const GlobalValue &GV) {
    return GV.getName().startswith(PRISM_NATIVE_WORK_GROUP_PREFIX) ||
           GV.getName() == PRISM_NATIVE_ISA_SYMBOL ||
           GV.getName() == PRISM_NATIVE_CPU_NAME_SYMBOL;
  };
  for (GlobalObject &GO : concat<GlobalObject>(M.functions(), M.globals())) {
    if (GO.getName().startswith("llvm."))
      continue;
    // An import (the C library's) must be visible to be resolved by it.
    if (GO.isDeclaration()) {
      GO.setVisibility(GlobalValue::DefaultVisibility);
      continue;
    }
    if (Exported(GO)) {
      GO.setVisibility(GlobalValue::DefaultVisibility);
      continue;
    }
    GO.setLinkage(GlobalValue::InternalLinkage);
    GO.setComdat(nullptr);
  }
  M.getComdatSymbolTable().clear();
}

} // namespace

PreservedAnalyses NativeCpuRetargetPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  Triple Host(sys::getProcessTriple());
  std::string Error;
  const Target *HostTarget = TargetRegistry::lookupTarget(Host.str(), Error);
  if (!HostTarget)
    report_fatal_error("prism-native-cpu-retarget: " + Twine(Error));
  Processor CPU = targetProcessor();
  std::unique_ptr<MCSubtargetInfo> Info(
      HostTarget->createMCSubtargetInfo(Host.str(), CPU.Name, CPU.Features));
  if (!Info || !Info->isCPUStringValid(CPU.Name))
    report_fatal_error("prism-native-cpu-retarget: unknown processor '" +
                       Twine(CPU.Name) + "' for " + Host.str());
  std::unique_ptr<TargetMachine> Machine(HostTarget->createTargetMachine(
      Host.str(), CPU.Name, CPU.Features, TargetOptions(), Reloc::PIC_));
  M.setTargetTriple(Host.str());
  M.setDataLayout(Machine->createDataLayout());
  for (Function &F : M) {
    F.removeFnAttr("target-cpu");
    F.removeFnAttr("target-features");
    if (F.isDeclaration())
      continue;
    F.addFnAttr("target-cpu", CPU.Name);
    if (!CPU.Features.empty())
      F.addFnAttr("target-features", CPU.Features);
  }
  useCCallingConvention(M);
  makeWorkGroupVariablesThreadLocal(M);
  useHostPrintf(M);
  addString(M, PRISM_NATIVE_ISA_SYMBOL, isaLevel(*Info));
  addString(M, PRISM_NATIVE_CPU_NAME_SYMBOL, CPU.Name);
  internalizeAllButEntries(M);
  return PreservedAnalyses::none();
}

} // namespace prism
