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
// constant expressions, and transitively every caller, is recreated with a
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
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Triple.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace prism {

static constexpr unsigned LocalAddressSpace = 3;
static constexpr uint64_t BaseAlign = 16;
static const char *const BaseName = "prism.dynamic.local";

namespace {

// The dynamic-local declarations of a module, and the constants that refer
// to them.
class DynamicLocals {
public:
  explicit DynamicLocals(Module &M) {
    for (GlobalVariable &GV : M.globals())
      if (GV.isDeclaration() && GV.getAddressSpace() == LocalAddressSpace)
        Globals.insert(&GV);
  }

  const SmallSetVector<GlobalVariable *, 4> &globals() const { return Globals; }

  // Whether C is one of the declarations or a constant expression or
  // aggregate built on one.
  bool refersToLocal(Constant *C) {
    if (auto *GV = dyn_cast<GlobalVariable>(C))
      return Globals.contains(GV);
    if (!isa<ConstantExpr>(C) && !isa<ConstantAggregate>(C))
      return false;
    auto [It, Inserted] = Refers.try_emplace(C, false);
    if (!Inserted)
      return It->second;
    bool Found = any_of(C->operands(), [this](Value *Op) {
      return refersToLocal(cast<Constant>(Op));
    });
    Refers[C] = Found;
    return Found;
  }

  // C as instructions inserted before InsertBefore, with Base in place of
  // every declaration.
  Value *materialize(Constant *C, Argument *Base, Instruction *InsertBefore) {
    if (auto *GV = dyn_cast<GlobalVariable>(C); GV && Globals.contains(GV))
      return Base->getType() == C->getType()
                 ? static_cast<Value *>(Base)
                 : CastInst::CreatePointerCast(Base, C->getType(), "",
                                               InsertBefore);
    if (!refersToLocal(C))
      return C;
    if (auto *CE = dyn_cast<ConstantExpr>(C)) {
      Instruction *I = CE->getAsInstruction(InsertBefore);
      for (Use &Op : I->operands())
        Op.set(materialize(cast<Constant>(Op.get()), Base, I));
      return I;
    }
    // An aggregate (say, a vector of pointers): built element by element.
    Value *Aggregate = PoisonValue::get(C->getType());
    for (unsigned Idx = 0, E = C->getNumOperands(); Idx != E; ++Idx) {
      Value *Element =
          materialize(cast<Constant>(C->getOperand(Idx)), Base, InsertBefore);
      if (isa<VectorType>(C->getType()))
        Aggregate = InsertElementInst::Create(
            Aggregate, Element,
            ConstantInt::get(Type::getInt32Ty(C->getContext()), Idx), "",
            InsertBefore);
      else
        Aggregate =
            InsertValueInst::Create(Aggregate, Element, Idx, "", InsertBefore);
    }
    return Aggregate;
  }

private:
  SmallSetVector<GlobalVariable *, 4> Globals;
  DenseMap<Constant *, bool> Refers;
};

// The functions that need the region's base, each with the functions in the
// set that call it.
struct BaseUsers {
  SetVector<Function *> Functions;
  DenseMap<Function *, SmallSetVector<Function *, 4>> Callers;
};

} // namespace

// Adds the functions whose instructions use C, directly or through constant
// expressions and aggregates, to Users. Returns a user that is none of
// these (a global variable's initializer), if any.
static User *collectUsers(Constant *C, SetVector<Function *> &Users) {
  for (User *U : C->users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      Users.insert(I->getFunction());
    else if (isa<ConstantExpr>(U) || isa<ConstantAggregate>(U)) {
      if (User *Other = collectUsers(cast<Constant>(U), Users))
        return Other;
    } else
      return U;
  }
  return nullptr;
}

// Whether V only appears in @llvm.used or @llvm.compiler.used, where
// prism-kernels-only leaves kernels: such an entry follows the function when
// it is replaced.
static bool onlyInUsedLists(const Value *V) {
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getName() == "llvm.used" ||
           GV->getName() == "llvm.compiler.used";
  if (!isa<ConstantExpr>(V) && !isa<ConstantAggregate>(V))
    return false;
  return all_of(V->users(), onlyInUsedLists);
}

// The caller of F through U, if U is the callee operand of a direct call or
// invoke with F's own type.
static Function *directCaller(const Use &U, const Function &F) {
  auto *Call = dyn_cast<CallBase>(U.getUser());
  if (!Call || !Call->isCallee(&U) ||
      !(isa<CallInst>(Call) || isa<InvokeInst>(Call)) ||
      Call->getFunctionType() != F.getFunctionType())
    return nullptr;
  return Call->getFunction();
}

// A function on a cycle of callers that starts from F, if any.
static Function *findRecursion(Function *F, const BaseUsers &Users,
                               DenseMap<Function *, bool> &OnPath) {
  auto [It, Inserted] = OnPath.try_emplace(F, true);
  if (!Inserted)
    return It->second ? F : nullptr;
  auto Callers = Users.Callers.find(F);
  if (Callers != Users.Callers.end())
    for (Function *Caller : Callers->second)
      if (Function *Recursive = findRecursion(Caller, Users, OnPath))
        return Recursive;
  OnPath[F] = false;
  return nullptr;
}

// The functions that use the declarations and, transitively, their callers;
// or None after reporting why the base cannot reach one of them.
static Optional<BaseUsers> findBaseUsers(Module &M, DynamicLocals &Locals) {
  BaseUsers Users;
  for (GlobalVariable *GV : Locals.globals()) {
    GV->removeDeadConstantUsers();
    if (User *Other = collectUsers(GV, Users.Functions)) {
      std::string Where = "a constant";
      if (auto *Global = dyn_cast<GlobalValue>(Other))
        Where = "'" + displayName(Global->getName()) + "'";
      M.getContext().emitError(
          "prism: dynamic local memory '" + displayName(GV->getName()) +
          "' is used by " + Where +
          " outside any function; its address is only known inside a kernel "
          "launch");
      return None;
    }
  }
  // Functions is extended while it is walked: callers join at the end.
  for (size_t Idx = 0; Idx != Users.Functions.size(); ++Idx) {
    Function *F = Users.Functions[Idx];
    F->removeDeadConstantUsers();
    for (const Use &U : F->uses()) {
      if (Function *Caller = directCaller(U, *F)) {
        Users.Functions.insert(Caller);
        Users.Callers[F].insert(Caller);
        continue;
      }
      if (onlyInUsedLists(U.getUser()))
        continue;
      M.getContext().emitError(
          "prism: function '" + displayName(F->getName()) +
          "' uses dynamic local memory but has its address taken or is "
          "called indirectly; dynamic local memory can only be passed along "
          "direct calls");
      return None;
    }
  }
  DenseMap<Function *, bool> OnPath;
  for (Function *F : Users.Functions)
    if (Function *Recursive = findRecursion(F, Users, OnPath)) {
      M.getContext().emitError(
          "prism: function '" + displayName(Recursive->getName()) +
          "' uses dynamic local memory and is recursive; dynamic local memory "
          "cannot be passed along recursive calls");
      return None;
    }
  return Users;
}

// Creates, in F's place, a function with F's type plus the base parameter
// after the fixed parameters, and moves F's name, attributes, metadata and
// body into it. F is left an empty declaration.
static Function *addBaseParameter(Function &F) {
  LLVMContext &Ctx = F.getContext();
  FunctionType *OldTy = F.getFunctionType();
  SmallVector<Type *, 8> Params(OldTy->param_begin(), OldTy->param_end());
  Params.push_back(PointerType::get(Type::getInt8Ty(Ctx), LocalAddressSpace));
  auto *NewTy =
      FunctionType::get(OldTy->getReturnType(), Params, OldTy->isVarArg());

  Function *NewF =
      Function::Create(NewTy, F.getLinkage(), F.getAddressSpace(), "");
  F.getParent()->getFunctionList().insert(F.getIterator(), NewF);
  NewF->copyAttributesFrom(&F);
  NewF->setComdat(F.getComdat());
  NewF->copyMetadata(&F, 0);
  F.clearMetadata();
  NewF->takeName(&F);
  NewF->getBasicBlockList().splice(NewF->begin(), F.getBasicBlockList());
  for (auto [Old, New] : zip(F.args(), NewF->args())) {
    New.takeName(&Old);
    Old.replaceAllUsesWith(&New);
  }

  unsigned BaseNo = OldTy->getNumParams();
  NewF->getArg(BaseNo)->setName(BaseName);
  NewF->addParamAttr(BaseNo,
                     Attribute::getWithAlignment(Ctx, Align(BaseAlign)));
  return NewF;
}

// Replaces every call to Old by a call to New that passes the caller's base.
static void rewriteCalls(Function &Old, Function &New,
                         const DenseMap<Function *, Argument *> &BaseOf) {
  unsigned BaseNo = Old.getFunctionType()->getNumParams();
  for (User *U : make_early_inc_range(Old.users())) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call)
      continue; // An @llvm.used entry, replaced with the function.
    SmallVector<Value *, 8> Args(Call->args());
    Args.insert(Args.begin() + BaseNo, BaseOf.lookup(Call->getFunction()));
    SmallVector<OperandBundleDef, 1> Bundles;
    Call->getOperandBundlesAsDefs(Bundles);

    CallBase *NewCall;
    if (auto *Invoke = dyn_cast<InvokeInst>(Call)) {
      NewCall =
          InvokeInst::Create(&New, Invoke->getNormalDest(),
                             Invoke->getUnwindDest(), Args, Bundles, "", Call);
    } else {
      auto *NewCallInst = CallInst::Create(&New, Args, Bundles, "", Call);
      NewCallInst->setTailCallKind(cast<CallInst>(Call)->getTailCallKind());
      NewCall = NewCallInst;
    }
    // Call-site attributes of variadic arguments move up one place.
    AttributeList Attrs = Call->getAttributes();
    SmallVector<AttributeSet, 8> ArgAttrs;
    for (unsigned ArgNo = 0, E = Call->arg_size(); ArgNo != E; ++ArgNo) {
      if (ArgNo == BaseNo)
        ArgAttrs.push_back(AttributeSet());
      ArgAttrs.push_back(Attrs.getParamAttrs(ArgNo));
    }
    NewCall->setAttributes(AttributeList::get(
        Old.getContext(), Attrs.getFnAttrs(), Attrs.getRetAttrs(), ArgAttrs));
    NewCall->setCallingConv(Call->getCallingConv());
    NewCall->copyIRFlags(Call);
    NewCall->copyMetadata(*Call);
    NewCall->takeName(Call);
    Call->replaceAllUsesWith(NewCall);
    Call->eraseFromParent();
  }
}

// Replaces, in F, every use of a declaration by Base.
static void replaceLocals(Function &F, Argument *Base, DynamicLocals &Locals) {
  SmallVector<Instruction *, 16> Users;
  for (Instruction &I : instructions(F))
    if (any_of(I.operands(), [&Locals](Value *Op) {
          auto *C = dyn_cast<Constant>(Op);
          return C && Locals.refersToLocal(C);
        }))
      Users.push_back(&I);

  for (Instruction *I : Users) {
    // A phi's incoming constant is built in its incoming block, once per
    // block, since a phi may list a block more than once.
    auto *Phi = dyn_cast<PHINode>(I);
    DenseMap<BasicBlock *, Value *> PhiValues;
    for (Use &Op : I->operands()) {
      auto *C = dyn_cast<Constant>(Op.get());
      if (!C || !Locals.refersToLocal(C))
        continue;
      if (!Phi) {
        Op.set(Locals.materialize(C, Base, I));
        continue;
      }
      BasicBlock *From = Phi->getIncomingBlock(Op);
      Value *&Incoming = PhiValues[From];
      if (!Incoming)
        Incoming = Locals.materialize(C, Base, From->getTerminator());
      Op.set(Incoming);
    }
  }
}

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
  DynamicLocals Locals(M);
  if (Locals.globals().empty())
    return PreservedAnalyses::all();
  Optional<BaseUsers> Users = findBaseUsers(M, Locals);
  if (!Users)
    return PreservedAnalyses::all();

  // New functions first, so that each call can then pass its caller's base,
  // whatever the order of the call graph.
  SmallVector<std::pair<Function *, Function *>, 8> Replaced;
  DenseMap<Function *, Argument *> BaseOf;
  for (Function *F : Users->Functions) {
    Function *NewF = addBaseParameter(*F);
    Replaced.emplace_back(F, NewF);
    BaseOf[NewF] = NewF->getArg(F->getFunctionType()->getNumParams());
  }
  for (auto [Old, New] : Replaced)
    rewriteCalls(*Old, *New, BaseOf);
  for (auto [Old, New] : Replaced) {
    replaceLocals(*New, BaseOf.lookup(New), Locals);
    flattenZeroLengthArrayGEPs(*New);
  }

  for (GlobalVariable *GV : Locals.globals()) {
    GV->removeDeadConstantUsers();
    GV->eraseFromParent();
  }
  for (auto [Old, New] : Replaced) {
    Old->replaceAllUsesWith(
        ConstantExpr::getPointerBitCastOrAddrSpaceCast(New, Old->getType()));
    Old->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

} // namespace prism
