//===- WidenOddIntegers.cpp - Integers of widths SPIR-V has ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-widen-odd-integers: SPIR-V for OpenCL knows 8-, 16-, 32- and 64-bit
// integers, and llvm-spirv 15 refuses a module holding any other width
// ("InvalidBitWidth"). The optimiser makes such integers from the bytes of
// small structs: SROA and InstCombine copy a `struct { char c[5]; }` passed
// through sycl::group_broadcast as an i8 and an i32 in registers but as an
// i40 through memory, or its tail as an i24. Each integer of an odd width
// up to 64 bits becomes the next wider legal one, holding the value
// zero-extended: arithmetic that can carry into the upper bits is masked
// after, signed operations sign-extend their operands first, and a load or
// store of the odd width becomes loads or stores of legal pieces, so that
// no byte outside the original access is touched. An instruction the pass
// does not know is an error naming it, rather than a translator failure.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "prism-widen-odd-integers"

using namespace llvm;

namespace prism {

namespace {

/// A scalar integer that SPIR-V lacks and that fits in 64 bits.
bool isOddInteger(Type *Ty) {
  auto *IntTy = dyn_cast<IntegerType>(Ty);
  if (!IntTy)
    return false;
  unsigned Bits = IntTy->getBitWidth();
  return Bits < 64 && Bits != 1 && Bits != 8 && Bits != 16 && Bits != 32;
}

IntegerType *widerType(Type *Ty) {
  unsigned Bits = std::max<unsigned>(8, PowerOf2Ceil(Ty->getIntegerBitWidth()));
  return IntegerType::get(Ty->getContext(), Bits);
}

bool involvesOddIntegers(const Instruction &I) {
  if (isOddInteger(I.getType()))
    return true;
  return any_of(I.operands(),
                [](const Use &Op) { return isOddInteger(Op->getType()); });
}

class Widener {
public:
  explicit Widener(Function &F) : F(F) {}
  /// Rewrites F; false, after an error, on an instruction it cannot.
  bool run();

private:
  Value *wide(Value *V);
  Value *operand(Value *V) { return isOddInteger(V->getType()) ? wide(V) : V; }
  Value *rewrite(Instruction &I, IRBuilder<> &B);
  Value *rewriteLoad(LoadInst &Load, IRBuilder<> &B);
  Value *rewriteStore(StoreInst &Store, IRBuilder<> &B);
  Value *rewriteCast(CastInst &Cast, IRBuilder<> &B);
  Value *rewriteBinary(BinaryOperator &Op, IRBuilder<> &B);

  Function &F;
  DenseMap<Value *, Value *> Wide;
  SmallVector<std::pair<PHINode *, PHINode *>, 4> Phis;
  SmallVector<Instruction *, 16> Replaced;
};

/// The low Bits of W, the rest zero.
Value *lowBits(IRBuilder<> &B, Value *W, unsigned Bits) {
  unsigned Width = W->getType()->getIntegerBitWidth();
  return B.CreateAnd(
      W, ConstantInt::get(W->getType(), APInt::getLowBitsSet(Width, Bits)));
}

/// W, whose low Bits hold a signed value, sign-extended over its width.
Value *signExtended(IRBuilder<> &B, Value *W, unsigned Bits) {
  unsigned Shift = W->getType()->getIntegerBitWidth() - Bits;
  return B.CreateAShr(B.CreateShl(W, Shift), Shift);
}

/// The bytes a load or store of a Bits-bit integer accesses.
unsigned storeBytes(unsigned Bits) { return (Bits + 7) / 8; }

/// The legal pieces of an access of Bytes bytes, as (byte offset, width).
SmallVector<std::pair<unsigned, unsigned>, 4> piecesOf(unsigned Bytes) {
  SmallVector<std::pair<unsigned, unsigned>, 4> Pieces;
  for (unsigned Offset = 0; Offset < Bytes;) {
    unsigned Size = 8;
    while (Size > Bytes - Offset)
      Size /= 2;
    Pieces.push_back({Offset, Size});
    Offset += Size;
  }
  return Pieces;
}

/// A pointer to the integer of Bytes bytes at Offset bytes from Pointer.
/// With typed pointers, the bitcast that gave Pointer its odd pointee type
/// is looked through, so that nothing is left pointing to an odd integer.
Value *piecePointer(IRBuilder<> &B, Value *Pointer, unsigned Offset,
                    unsigned Bytes) {
  while (auto *Cast = dyn_cast<BitCastOperator>(Pointer))
    Pointer = Cast->getOperand(0);
  unsigned AddressSpace = Pointer->getType()->getPointerAddressSpace();
  Value *BytePointer = B.CreateBitCast(Pointer, B.getInt8PtrTy(AddressSpace));
  Value *At =
      Offset ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), BytePointer, Offset)
             : BytePointer;
  return B.CreateBitCast(At,
                         B.getIntNTy(Bytes * 8)->getPointerTo(AddressSpace));
}

Value *Widener::wide(Value *V) {
  IntegerType *To = widerType(V->getType());
  if (auto *Constant = dyn_cast<ConstantInt>(V))
    return ConstantInt::get(To, Constant->getValue().zext(To->getBitWidth()));
  if (isa<UndefValue>(V))
    return UndefValue::get(To);
  return Wide.lookup(V);
}

Value *Widener::rewriteLoad(LoadInst &Load, IRBuilder<> &B) {
  unsigned Bits = Load.getType()->getIntegerBitWidth();
  if (Load.isAtomic())
    return nullptr;
  IntegerType *To = widerType(Load.getType());
  Value *Result = nullptr;
  for (auto [Offset, Bytes] : piecesOf(storeBytes(Bits))) {
    LoadInst *Piece = B.CreateAlignedLoad(
        B.getIntNTy(Bytes * 8),
        piecePointer(B, Load.getPointerOperand(), Offset, Bytes),
        commonAlignment(Load.getAlign(), Offset), Load.isVolatile());
    Piece->copyMetadata(Load,
                        {LLVMContext::MD_noalias, LLVMContext::MD_alias_scope});
    Value *Placed = B.CreateZExt(Piece, To);
    if (Offset)
      Placed = B.CreateShl(Placed, Offset * 8);
    Result = Result ? B.CreateOr(Result, Placed) : Placed;
  }
  // The bits of the last byte beyond the type's are unspecified.
  return Bits % 8 ? lowBits(B, Result, Bits) : Result;
}

Value *Widener::rewriteStore(StoreInst &Store, IRBuilder<> &B) {
  Value *W = wide(Store.getValueOperand());
  unsigned Bits = Store.getValueOperand()->getType()->getIntegerBitWidth();
  if (!W || Store.isAtomic())
    return nullptr;
  Value *Last = nullptr;
  for (auto [Offset, Bytes] : piecesOf(storeBytes(Bits))) {
    Value *Piece = B.CreateTrunc(Offset ? B.CreateLShr(W, Offset * 8) : W,
                                 B.getIntNTy(Bytes * 8));
    StoreInst *PieceStore = B.CreateAlignedStore(
        Piece, piecePointer(B, Store.getPointerOperand(), Offset, Bytes),
        commonAlignment(Store.getAlign(), Offset), Store.isVolatile());
    PieceStore->copyMetadata(
        Store, {LLVMContext::MD_noalias, LLVMContext::MD_alias_scope});
    Last = PieceStore;
  }
  return Last;
}

Value *Widener::rewriteCast(CastInst &Cast, IRBuilder<> &B) {
  Value *Source = operand(Cast.getOperand(0));
  if (!Source || !Cast.getSrcTy()->isIntegerTy() ||
      !Cast.getDestTy()->isIntegerTy())
    return nullptr;
  unsigned SourceBits = Cast.getSrcTy()->getIntegerBitWidth();
  unsigned DestBits = Cast.getDestTy()->getIntegerBitWidth();
  bool OddDest = isOddInteger(Cast.getDestTy());
  Type *To = OddDest ? widerType(Cast.getDestTy()) : Cast.getDestTy();
  switch (Cast.getOpcode()) {
  case Instruction::ZExt: // the upper bits of Source are zero
    return B.CreateZExtOrTrunc(Source, To);
  case Instruction::SExt: {
    if (isOddInteger(Cast.getSrcTy()))
      Source = signExtended(B, Source, SourceBits);
    Value *Extended = B.CreateSExtOrTrunc(Source, To);
    return OddDest ? lowBits(B, Extended, DestBits) : Extended;
  }
  case Instruction::Trunc: {
    Value *Truncated = B.CreateZExtOrTrunc(Source, To);
    return OddDest ? lowBits(B, Truncated, DestBits) : Truncated;
  }
  default:
    return nullptr;
  }
}

Value *Widener::rewriteBinary(BinaryOperator &Op, IRBuilder<> &B) {
  Value *L = wide(Op.getOperand(0)), *R = wide(Op.getOperand(1));
  if (!L || !R)
    return nullptr;
  unsigned Bits = Op.getType()->getIntegerBitWidth();
  switch (Op.getOpcode()) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::LShr:
  case Instruction::UDiv:
  case Instruction::URem: // nothing reaches the upper bits
    return B.CreateBinOp(Op.getOpcode(), L, R);
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
    return lowBits(B, B.CreateBinOp(Op.getOpcode(), L, R), Bits);
  case Instruction::AShr:
    return lowBits(B, B.CreateAShr(signExtended(B, L, Bits), R), Bits);
  case Instruction::SDiv:
  case Instruction::SRem:
    return lowBits(B,
                   B.CreateBinOp(Op.getOpcode(), signExtended(B, L, Bits),
                                 signExtended(B, R, Bits)),
                   Bits);
  default:
    return nullptr;
  }
}

Value *Widener::rewrite(Instruction &I, IRBuilder<> &B) {
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return rewriteLoad(*Load, B);
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return rewriteStore(*Store, B);
  if (auto *Cast = dyn_cast<CastInst>(&I))
    return rewriteCast(*Cast, B);
  if (auto *Op = dyn_cast<BinaryOperator>(&I))
    return rewriteBinary(*Op, B);
  if (auto *Compare = dyn_cast<ICmpInst>(&I)) {
    Value *L = wide(Compare->getOperand(0)), *R = wide(Compare->getOperand(1));
    if (!L || !R)
      return nullptr;
    if (Compare->isSigned()) {
      unsigned Bits = Compare->getOperand(0)->getType()->getIntegerBitWidth();
      L = signExtended(B, L, Bits);
      R = signExtended(B, R, Bits);
    }
    return B.CreateICmp(Compare->getPredicate(), L, R);
  }
  if (auto *Select = dyn_cast<SelectInst>(&I)) {
    Value *True = wide(Select->getTrueValue());
    Value *False = wide(Select->getFalseValue());
    if (!True || !False)
      return nullptr;
    return B.CreateSelect(Select->getCondition(), True, False);
  }
  if (auto *Phi = dyn_cast<PHINode>(&I)) {
    PHINode *WidePhi =
        B.CreatePHI(widerType(Phi->getType()), Phi->getNumIncomingValues());
    Phis.push_back({Phi, WidePhi});
    return WidePhi;
  }
  if (auto *Freeze = dyn_cast<FreezeInst>(&I))
    return wide(Freeze->getOperand(0));
  return nullptr;
}

/// An error naming I, which the pass cannot rewrite.
void reportUnwidened(const Instruction &I) {
  std::string Text;
  raw_string_ostream(Text) << I;
  const Function &F = *I.getFunction();
  F.getContext().emitError("prism: cannot widen the odd-sized integer of '" +
                           Text + "' in function '" + F.getName() +
                           "' to a width SPIR-V has (8, 16, 32 or 64 bits)");
}

bool Widener::run() {
  removeUnreachableBlocks(F);
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
    for (Instruction &I : *BB) {
      if (!involvesOddIntegers(I))
        continue;
      IRBuilder<> B(&I);
      Value *New = rewrite(I, B);
      if (!New) {
        reportUnwidened(I);
        return false;
      }
      if (isOddInteger(I.getType()))
        Wide[&I] = New;
      else if (!I.getType()->isVoidTy())
        I.replaceAllUsesWith(New);
      Replaced.push_back(&I);
    }
  for (auto [Phi, WidePhi] : Phis)
    for (unsigned In = 0; In < Phi->getNumIncomingValues(); ++In) {
      Value *Incoming = wide(Phi->getIncomingValue(In));
      if (!Incoming) {
        reportUnwidened(*Phi);
        return false;
      }
      WidePhi->addIncoming(Incoming, Phi->getIncomingBlock(In));
    }
  // The odd values are used only by each other now, and the casts of the
  // pointers they were loaded and stored through by nothing.
  SmallVector<WeakTrackingVH, 8> Pointers;
  for (Instruction *I : Replaced)
    if (Value *Pointer = getLoadStorePointerOperand(I))
      Pointers.push_back(Pointer);
  LLVM_DEBUG(dbgs() << "prism-widen-odd-integers: " << Replaced.size()
                    << " instruction(s) of '" << F.getName() << "' widened\n");
  for (Instruction *I : Replaced)
    I->dropAllReferences();
  for (Instruction *I : Replaced)
    I->eraseFromParent();
  for (WeakTrackingVH &Pointer : Pointers)
    if (Pointer)
      RecursivelyDeleteTriviallyDeadInstructions(Pointer);
  return true;
}

} // namespace

PreservedAnalyses WidenOddIntegersPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration() || none_of(instructions(F), [](const Instruction &I) {
          return involvesOddIntegers(I);
        }))
      continue;
    if (!Widener(F).run())
      break;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
