//===- DynamicLocalMemory.cpp - Dynamic local memory as a kernel argument -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-dynamic-local-memory: on spir/spirv modules, turns dynamic
// work-group local memory into a kernel parameter.
//
// Dynamic local memory (a SYCL local_accessor, CUDA/HIP
// `extern __shared__ T x[];`) reaches the device module as external
// declarations of global variables in addrspace(3), e.g. the device
// library's (device-lib/common/local_memory.cpp)
//   @__prism_dynamic_local = external addrspace(3) global [0 x i8], align 64
// With CUDA semantics, all of them alias one per-work-group region whose size
// the host picks at launch. The NVPTX backend lowers that natively; SPIR-V for
// OpenCL has nothing like it: dynamic local memory can only be a kernel
// parameter of pointer-to-Workgroup type, whose size the host sets with
// clSetKernelArg(i, bytes, NULL). Left alone, the declaration would become an
// import that no OpenCL runtime resolves.
//
// So every function that uses such a declaration, directly or through
// constant expressions, and transitively every caller, is recreated
// (TrailingParameter.h, shared with prism-program-globals) with a
// trailing parameter `ptr addrspace(3) align 16 %prism.dynamic.local`
// (`i8 addrspace(3)*` with typed pointers, which Clang 15 still emits here);
// each call passes its caller's parameter on, the uses of every declaration
// become uses of the parameter (constant expressions around them become
// instructions), and the declarations are removed. Kernels keep their names,
// attributes, calling convention, linkage and metadata; the kernel symbol
// table then lists the new parameter as `local` (KernelSymbols.cpp).
//
// The parameter is deliberately not noalias: other work-items write the
// region between barriers, and for a noalias argument that is not captured,
// LLVM assumes the barrier call cannot modify it, so GVN forwards a value
// loaded before a barrier to a load after it.
//
// llvm-spirv 15 cannot translate the zero-length array type Clang gives the
// declarations ([0 x T]), so GEPs into one are rewritten as GEPs into T in the
// functions this pass rewrites.
//
// It runs right after prism-kernels-only, so it sees only what kernels reach,
// and before optimisation, which then sees a plain argument. The region can
// only be passed along direct calls: a function that needs it but is
// recursive, has its address taken or is called indirectly (none of which
// SYCL allows in kernels) is reported, as is a declaration used by another
// global's initializer, and the module is left unchanged.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"
#include "TrailingParameter.h"

#include "llvm/ADT/Triple.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "prism-dynamic-local-memory"

using namespace llvm;

namespace prism {

static constexpr unsigned LocalAddressSpace = 3;
static constexpr uint64_t BaseAlign = 16;
static const char *const BaseName = "prism.dynamic.local";

// Whether T is an array of no elements, the type Clang gives an unsized
// `extern __shared__ T x[]`.
static bool isZeroLengthArray(Type *T) {
  auto *Array = dyn_cast<ArrayType>(T);
  return Array && Array->getNumElements() == 0;
}

// Rewrites, in F, each GEP into a zero-length array, which llvm-spirv 15
// cannot translate ("Array size must be at least 1"), as a GEP into its
// element type: [0 x T] has size 0, so `gep [0 x T], P, I0, I1, ...` and
// `gep T, P', I1, ...` address the same byte. With typed pointers, P' is cast
// from the value P was cast from, so that the casts to [0 x T]* die too.
static void flattenZeroLengthArrayGEPs(Function &F) {
  // Deleting dead casts may delete a GEP that is still listed.
  SmallVector<WeakTrackingVH, 8> GEPs;
  for (Instruction &I : instructions(F))
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      if (isZeroLengthArray(GEP->getSourceElementType()) &&
          GEP->getNumIndices() >= 2 && !GEP->getType()->isVectorTy())
        GEPs.push_back(GEP);

  for (WeakTrackingVH &Handle : GEPs) {
    auto *GEP = cast_or_null<GetElementPtrInst>(static_cast<Value *>(Handle));
    if (!GEP)
      continue;
    Type *ElementTy = GEP->getSourceElementType()->getArrayElementType();
    Value *Ptr = GEP->getPointerOperand();
    Type *NewPtrTy = PointerType::get(ElementTy, GEP->getPointerAddressSpace());
    Value *NewPtr = Ptr;
    if (Ptr->getType() != NewPtrTy) {
      while (auto *Cast = dyn_cast<Operator>(NewPtr))
        if (Cast->getOpcode() == Instruction::BitCast ||
            Cast->getOpcode() == Instruction::AddrSpaceCast)
          NewPtr = Cast->getOperand(0);
        else
          break;
      if (NewPtr->getType() != NewPtrTy)
        NewPtr = CastInst::CreatePointerBitCastOrAddrSpaceCast(NewPtr, NewPtrTy,
                                                               "", GEP);
    }
    SmallVector<Value *, 4> Indices(GEP->idx_begin() + 1, GEP->idx_end());
    auto *NewGEP =
        GetElementPtrInst::Create(ElementTy, NewPtr, Indices, "", GEP);
    NewGEP->setIsInBounds(GEP->isInBounds());
    NewGEP->takeName(GEP);
    NewGEP->setDebugLoc(GEP->getDebugLoc());
    GEP->replaceAllUsesWith(NewGEP);
    GEP->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Ptr);
  }
}

PreservedAnalyses DynamicLocalMemoryPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  Triple T(M.getTargetTriple());
  if (!T.isSPIR() && !T.isSPIRV())
    return PreservedAnalyses::all();
  SmallVector<GlobalVariable *, 4> Declarations;
  for (GlobalVariable &GV : M.globals())
    if (GV.isDeclaration() && GV.getAddressSpace() == LocalAddressSpace)
      Declarations.push_back(&GV);
  if (Declarations.empty())
    return PreservedAnalyses::all();

  GlobalSet Locals(Declarations);
  LLVMContext &Ctx = M.getContext();
  TrailingParameter Param{
      PointerType::get(Type::getInt8Ty(Ctx), LocalAddressSpace), BaseName,
      Align(BaseAlign), "dynamic local memory", "dynamic local memory"};
  // Every declaration aliases the region's start.
  auto Rewritten = appendTrailingParameter(
      M, Locals, Param,
      [](GlobalVariable &, Argument &Base, Instruction *) { return &Base; });
  if (!Rewritten)
    return PreservedAnalyses::all();
  LLVM_DEBUG(dbgs() << "prism-dynamic-local-memory: " << Declarations.size()
                    << " declaration(s) became the trailing parameter %"
                    << BaseName << " of " << Rewritten->size()
                    << " function(s)\n");
  for (Function *F : *Rewritten)
    flattenZeroLengthArrayGEPs(*F);
  return PreservedAnalyses::none();
}

} // namespace prism
