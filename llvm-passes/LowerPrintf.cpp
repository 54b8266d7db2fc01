//===- LowerPrintf.cpp - Device printf as OpenCL's printf -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-lower-printf: rewrites every call to the device printf of SPIR-V
// modules, `__prism_printf(const char *format, ...)` (prism/device/printf.h),
// into a call to the OpenCL.std printf as llvm-spirv 15 spells it,
// `__spirv_ocl_printf(const __constant char *, ...)`, which it translates
// into `OpExtInst printf`, and back into OpenCL C's printf for PoCL. (A call
// to a function named printf is translated as an ordinary OpFunctionCall
// that spirv-val rejects.) PTX needs no pass: Clang's CUDA mode compiles
// printf calls into CUDA's vprintf itself.
//
// The instruction reads its format from UniformConstant storage, LLVM's
// address space 2, while Clang's HIP mode puts string literals in global
// memory (1) and passes them as generic pointers (4). So the format is traced
// back to its constant array, through casts, constant offsets and, in
// unoptimised code, a local variable that is stored once; the call gets a
// copy of the array in address space 2. A format that is not a constant
// array (a pointer chosen at run time) is an error naming the function, as
// OpenCL C's rule that the format be a literal requires. The format pointer
// is a GEP instruction rather than a constant: with opaque pointers a
// constant GEP to the first character folds into the array itself, and the
// translator then types the format as an array. OpenCL's printf knows the
// length modifiers hh, h and l only (and hl, for vectors), l being 64 bits:
// C's ll, j, z and t, all 64 bits on spirv64, become l in the copy (PoCL
// prints "printf format string error" for them).
//
// It runs after optimisation, where an inlined format is a constant operand
// (unoptimised -O0 code keeps it in a local variable, which the tracing
// handles), and before prism-lower-unsupported and prism-check-imports, which
// reports a call left unlowered.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrintfFormat.h"
#include "PrismPasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "prism-lower-printf"

using namespace llvm;

namespace prism {

static constexpr const char *DevicePrintfName = "__prism_printf";
// __spirv_ocl_printf(const __attribute__((opencl_constant)) char *, ...)
static constexpr const char *SpirvPrintfName =
    "_Z18__spirv_ocl_printfPU3AS2Kcz";
static constexpr unsigned SpirvConstantAddressSpace = 2;

namespace {

class PrintfLowering {
public:
  explicit PrintfLowering(Module &M)
      : M(M), Ctx(M.getContext()), DL(M.getDataLayout()) {}

  /// Rewrites Call; reports and returns false if it cannot.
  bool lower(CallInst &Call) {
    const Function &F = *Call.getFunction();
    for (unsigned I = 1; I < Call.arg_size(); ++I) {
      Type *Ty = Call.getArgOperand(I)->getType();
      if (!Ty->isIntegerTy() && !Ty->isFloatingPointTy() &&
          !Ty->isPointerTy()) {
        report(F, "argument " + Twine(I) +
                      " is not a scalar (integer, floating point or pointer)");
        return false;
      }
    }
    uint64_t Offset = 0;
    SmallVector<AllocaInst *, 2> Locals;
    Value *OldFormat = Call.getArgOperand(0);
    GlobalVariable *Array = findConstantFormat(OldFormat, DL, Offset, Locals);
    if (!Array) {
      report(F, "the format must be a string literal or a constant array "
                "(OpenCL reads it from constant memory)");
      return false;
    }
    GlobalVariable *Constant = constantCopy(*Array, Offset);
    Type *IndexTy = Type::getInt64Ty(Ctx);
    Value *Format = GetElementPtrInst::CreateInBounds(
        Constant->getValueType(), Constant,
        {ConstantInt::get(IndexTy, 0), ConstantInt::get(IndexTy, Offset)},
        "format", &Call);

    Type *ConstantCharPtr = Type::getInt8PtrTy(Ctx, SpirvConstantAddressSpace);
    FunctionCallee SpirvPrintf = M.getOrInsertFunction(
        SpirvPrintfName,
        FunctionType::get(Type::getInt32Ty(Ctx), {ConstantCharPtr}, true));
    cast<Function>(SpirvPrintf.getCallee())
        ->setCallingConv(CallingConv::SPIR_FUNC);
    SmallVector<Value *, 8> Arguments = {Format};
    for (unsigned I = 1; I < Call.arg_size(); ++I)
      Arguments.push_back(Call.getArgOperand(I));
    CallInst *Replacement = CallInst::Create(SpirvPrintf, Arguments, "", &Call);
    Replacement->setCallingConv(CallingConv::SPIR_FUNC);
    LLVM_DEBUG(dbgs() << "prism-lower-printf: printf in '" << F.getName()
                      << "' reads its format from @" << Constant->getName()
                      << " at offset " << Offset << "\n");
    Call.replaceAllUsesWith(Replacement);
    Call.eraseFromParent();
    // What held the old format goes: a cast of a constant-memory array to a
    // generic pointer, which -O0 code stores in a local, is invalid SPIR-V.
    RecursivelyDeleteTriviallyDeadInstructions(OldFormat);
    for (AllocaInst *Local : Locals)
      removeIfOnlyStored(*Local);
    Array->removeDeadConstantUsers();
    return true;
  }

private:
  static void report(const Function &F, const Twine &Problem) {
    errs() << "prism: error: printf in '" << displayName(F.getName())
           << "': " << Problem << "\n";
  }

  /// Erases Local, with the store into it and what that store alone used,
  /// if nothing loads from it any more.
  static void removeIfOnlyStored(AllocaInst &Local) {
    SmallVector<Instruction *, 8> Uses;
    SmallVector<Instruction *, 4> Addresses = {&Local};
    Value *Stored = nullptr;
    for (unsigned I = 0; I < Addresses.size(); ++I)
      for (User *U : Addresses[I]->users()) {
        auto *Use = cast<Instruction>(U);
        if (isa<LoadInst>(Use))
          return;
        if (isa<BitCastInst>(Use) || isa<AddrSpaceCastInst>(Use))
          Addresses.push_back(Use);
        else
          Uses.push_back(Use);
        if (auto *Store = dyn_cast<StoreInst>(Use))
          Stored = Store->getValueOperand();
      }
    for (Instruction *Use : Uses)
      Use->eraseFromParent();
    for (unsigned I = Addresses.size(); I-- > 0;)
      Addresses[I]->eraseFromParent();
    if (Stored)
      RecursivelyDeleteTriviallyDeadInstructions(Stored);
  }

  /// The format at Offset in Array in constant memory, with OpenCL's length
  /// modifiers: Array itself if it is both, else a copy there (Offset
  /// becoming 0 when only the format is copied).
  GlobalVariable *constantCopy(GlobalVariable &Array, uint64_t &Offset) {
    if (Optional<StringRef> Format = constantText(Array, Offset)) {
      std::string OpenCLFormat = mapLengthModifiers(*Format, openCLLength);
      if (OpenCLFormat != *Format) {
        GlobalVariable *&Copy = RewrittenFormats[OpenCLFormat];
        if (!Copy)
          Copy = newConstant(ConstantDataArray::getString(Ctx, OpenCLFormat),
                             Array.getName() + ".opencl", Align(1));
        Offset = 0;
        return Copy;
      }
    }
    if (Array.getAddressSpace() == SpirvConstantAddressSpace)
      return &Array;
    GlobalVariable *&Copy = ConstantCopies[&Array];
    if (!Copy)
      Copy = newConstant(Array.getInitializer(), Array.getName() + ".constant",
                         Array.getAlign());
    return Copy;
  }

  /// C's 64-bit length modifiers as OpenCL's.
  static StringRef openCLLength(StringRef Length) {
    return Length == "ll" || Length == "j" || Length == "z" || Length == "t"
               ? StringRef("l")
               : Length;
  }

  GlobalVariable *newConstant(Constant *Initializer, const Twine &Name,
                              MaybeAlign Alignment) {
    auto *Global = new GlobalVariable(
        M, Initializer->getType(), /*isConstant=*/true,
        GlobalValue::PrivateLinkage, Initializer, Name, nullptr,
        GlobalValue::NotThreadLocal, SpirvConstantAddressSpace);
    Global->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    Global->setAlignment(Alignment);
    return Global;
  }

  Module &M;
  LLVMContext &Ctx;
  const DataLayout &DL;
  DenseMap<GlobalVariable *, GlobalVariable *> ConstantCopies;
  StringMap<GlobalVariable *> RewrittenFormats;
};

} // namespace

PreservedAnalyses LowerPrintfPass::run(Module &M, ModuleAnalysisManager &) {
  Function *DevicePrintf = M.getFunction(DevicePrintfName);
  if (!DevicePrintf)
    return PreservedAnalyses::all();

  SmallVector<CallInst *, 8> Calls;
  unsigned Errors = 0;
  for (User *U : DevicePrintf->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (Call && Call->getCalledOperand() == DevicePrintf) {
      Calls.push_back(Call);
      continue;
    }
    errs() << "prism: error: the address of " << DevicePrintfName
           << " is taken; device printf can only be called\n";
    ++Errors;
  }
  PrintfLowering Lowering(M);
  for (CallInst *Call : Calls)
    if (!Lowering.lower(*Call))
      ++Errors;
  if (Errors)
    M.getContext().emitError("prism: " + Twine(Errors) +
                             " device printf call(s) cannot be lowered");
  if (DevicePrintf->use_empty())
    DevicePrintf->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace prism
