//===- TrailingParameter.cpp - Globals that become a hidden parameter -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// See TrailingParameter.h. New functions are created first, so that each
// call can then pass its caller's parameter whatever the order of the call
// graph; constant expressions around a global become instructions in the
// function that uses them.
//
//===----------------------------------------------------------------------===//
#include "TrailingParameter.h"

#include "KernelInfo.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace prism {

bool GlobalSet::refersTo(Constant *C) {
  if (auto *GV = dyn_cast<GlobalVariable>(C))
    return Globals.contains(GV);
  if (!isa<ConstantExpr>(C) && !isa<ConstantAggregate>(C))
    return false;
  auto [It, Inserted] = Refers.try_emplace(C, false);
  if (!Inserted)
    return It->second;
  bool Found = any_of(C->operands(), [this](Value *Op) {
    return refersTo(cast<Constant>(Op));
  });
  Refers[C] = Found;
  return Found;
}

Value *GlobalSet::materialize(Constant *C, Instruction *InsertBefore,
                              GlobalAddressFn AddressOf) {
  if (auto *GV = dyn_cast<GlobalVariable>(C); GV && Globals.contains(GV)) {
    Value *Address = AddressOf(*GV, InsertBefore);
    return Address->getType() == C->getType()
               ? Address
               : CastInst::CreatePointerBitCastOrAddrSpaceCast(
                     Address, C->getType(), "", InsertBefore);
  }
  if (!refersTo(C))
    return C;
  if (auto *CE = dyn_cast<ConstantExpr>(C)) {
    Instruction *I = CE->getAsInstruction(InsertBefore);
    for (Use &Op : I->operands())
      Op.set(materialize(cast<Constant>(Op.get()), I, AddressOf));
    return I;
  }
  // An aggregate (say, a vector of pointers): built element by element.
  Value *Aggregate = PoisonValue::get(C->getType());
  for (unsigned Idx = 0, E = C->getNumOperands(); Idx != E; ++Idx) {
    Value *Element = materialize(cast<Constant>(C->getOperand(Idx)),
                                 InsertBefore, AddressOf);
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

namespace {

// The functions that need the parameter, each with the functions in the set
// that call it.
struct ParameterUsers {
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
static Function *findRecursion(Function *F, const ParameterUsers &Users,
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

// The functions that use the globals and, transitively, their callers; or
// None after reporting why the parameter cannot reach one of them.
static Optional<ParameterUsers> findParameterUsers(Module &M,
                                                   const GlobalSet &Globals,
                                                   const TrailingParameter &P) {
  ParameterUsers Users;
  for (GlobalVariable *GV : Globals.globals()) {
    GV->removeDeadConstantUsers();
    if (User *Other = collectUsers(GV, Users.Functions)) {
      std::string Where = "a constant";
      if (auto *Global = dyn_cast<GlobalValue>(Other))
        Where = "'" + displayName(Global->getName()) + "'";
      M.getContext().emitError(
          "prism: " + P.Global + " '" + displayName(GV->getName()) +
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
          "prism: function '" + displayName(F->getName()) + "' uses " + P.Uses +
          " but has its address taken or is called "
          "indirectly; " +
          P.Uses + " can only be passed along direct calls");
      return None;
    }
  }
  DenseMap<Function *, bool> OnPath;
  for (Function *F : Users.Functions)
    if (Function *Recursive = findRecursion(F, Users, OnPath)) {
      M.getContext().emitError("prism: function '" +
                               displayName(Recursive->getName()) + "' uses " +
                               P.Uses + " and is recursive; " + P.Uses +
                               " cannot be passed along recursive calls");
      return None;
    }
  return Users;
}

// Creates, in F's place, a function with F's type plus the parameter after
// the fixed parameters, and moves F's name, attributes, metadata and body
// into it. F is left an empty declaration.
static Function *addParameter(Function &F, const TrailingParameter &P) {
  FunctionType *OldTy = F.getFunctionType();
  SmallVector<Type *, 8> Params(OldTy->param_begin(), OldTy->param_end());
  Params.push_back(P.Type);
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

  unsigned ParamNo = OldTy->getNumParams();
  NewF->getArg(ParamNo)->setName(P.Name);
  NewF->addParamAttr(ParamNo,
                     Attribute::getWithAlignment(F.getContext(), P.Alignment));
  return NewF;
}

// Replaces every call to Old by a call to New that passes the caller's
// parameter.
static void rewriteCalls(Function &Old, Function &New,
                         const DenseMap<Function *, Argument *> &ParamOf) {
  unsigned ParamNo = Old.getFunctionType()->getNumParams();
  for (User *U : make_early_inc_range(Old.users())) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call)
      continue; // An @llvm.used entry, replaced with the function.
    SmallVector<Value *, 8> Args(Call->args());
    Args.insert(Args.begin() + ParamNo, ParamOf.lookup(Call->getFunction()));
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
      if (ArgNo == ParamNo)
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

// Replaces, in F, every use of a global of the set by its address.
static void replaceGlobals(Function &F, GlobalSet &Globals,
                           GlobalAddressFn AddressOf) {
  SmallVector<Instruction *, 16> Users;
  for (Instruction &I : instructions(F))
    if (any_of(I.operands(), [&Globals](Value *Op) {
          auto *C = dyn_cast<Constant>(Op);
          return C && Globals.refersTo(C);
        }))
      Users.push_back(&I);

  for (Instruction *I : Users) {
    // A phi's incoming constant is built in its incoming block, once per
    // block, since a phi may list a block more than once.
    auto *Phi = dyn_cast<PHINode>(I);
    DenseMap<BasicBlock *, Value *> PhiValues;
    for (Use &Op : I->operands()) {
      auto *C = dyn_cast<Constant>(Op.get());
      if (!C || !Globals.refersTo(C))
        continue;
      if (!Phi) {
        Op.set(Globals.materialize(C, I, AddressOf));
        continue;
      }
      BasicBlock *From = Phi->getIncomingBlock(Op);
      Value *&Incoming = PhiValues[From];
      if (!Incoming)
        Incoming = Globals.materialize(C, From->getTerminator(), AddressOf);
      Op.set(Incoming);
    }
  }
}

Optional<SmallVector<Function *, 8>> appendTrailingParameter(
    Module &M, GlobalSet &Globals, const TrailingParameter &Param,
    function_ref<Value *(GlobalVariable &, Argument &, Instruction *)>
        AddressOf) {
  Optional<ParameterUsers> Users = findParameterUsers(M, Globals, Param);
  if (!Users)
    return None;

  SmallVector<std::pair<Function *, Function *>, 8> Replaced;
  DenseMap<Function *, Argument *> ParamOf;
  for (Function *F : Users->Functions) {
    Function *NewF = addParameter(*F, Param);
    Replaced.emplace_back(F, NewF);
    ParamOf[NewF] = NewF->getArg(F->getFunctionType()->getNumParams());
  }
  for (auto [Old, New] : Replaced)
    rewriteCalls(*Old, *New, ParamOf);
  SmallVector<Function *, 8> Rewritten;
  for (auto [Old, New] : Replaced) {
    Argument &Base = *ParamOf.lookup(New);
    replaceGlobals(*New, Globals,
                   [&](GlobalVariable &GV, Instruction *InsertBefore) {
                     return AddressOf(GV, Base, InsertBefore);
                   });
    Rewritten.push_back(New);
  }

  for (GlobalVariable *GV : Globals.globals()) {
    GV->removeDeadConstantUsers();
    GV->eraseFromParent();
  }
  for (auto [Old, New] : Replaced) {
    Old->replaceAllUsesWith(
        ConstantExpr::getPointerBitCastOrAddrSpaceCast(New, Old->getType()));
    Old->eraseFromParent();
  }
  return Rewritten;
}

} // namespace prism
