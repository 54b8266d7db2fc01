//===- PrintfFormat.cpp - Where a device printf's format comes from -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "PrintfFormat.h"

#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace prism {

static bool isConstantCharArray(const GlobalVariable &GV) {
  auto *ArrayTy = dyn_cast<ArrayType>(GV.getValueType());
  return GV.isConstant() && GV.hasDefinitiveInitializer() && ArrayTy &&
         ArrayTy->getElementType()->isIntegerTy(8);
}

static bool isLifetimeMarker(const User *U) {
  auto *Intrinsic = dyn_cast<IntrinsicInst>(U);
  return Intrinsic && Intrinsic->isLifetimeStartOrEnd();
}

// The one value ever stored into Local, if Local is only stored once and
// loaded (through casts).
static Value *valueStoredOnce(AllocaInst &Local) {
  Value *Stored = nullptr;
  SmallVector<Value *, 4> Addresses = {&Local};
  while (!Addresses.empty()) {
    Value *Address = Addresses.pop_back_val();
    for (User *U : Address->users()) {
      if (isa<BitCastInst>(U) || isa<AddrSpaceCastInst>(U)) {
        Addresses.push_back(U);
      } else if (auto *Store = dyn_cast<StoreInst>(U)) {
        if (Store->getPointerOperand() != Address || Stored)
          return nullptr;
        Stored = Store->getValueOperand();
      } else if (!isa<LoadInst>(U) && !isLifetimeMarker(U)) {
        return nullptr;
      }
    }
  }
  return Stored;
}

GlobalVariable *findConstantFormat(Value *Format, const DataLayout &DL,
                                   uint64_t &Offset,
                                   SmallVectorImpl<AllocaInst *> &Locals) {
  Offset = 0;
  Value *V = Format;
  // Each round crosses one local variable; -O0 code needs one or two.
  for (unsigned Round = 0; Round < 8; ++Round) {
    APInt Delta(DL.getIndexTypeSizeInBits(V->getType()), 0);
    V = V->stripAndAccumulateConstantOffsets(DL, Delta,
                                             /*AllowNonInbounds=*/true);
    Offset += Delta.getSExtValue();
    if (auto *GV = dyn_cast<GlobalVariable>(V))
      return isConstantCharArray(*GV) ? GV : nullptr;
    auto *Load = dyn_cast<LoadInst>(V);
    if (!Load)
      return nullptr;
    auto *Local =
        dyn_cast<AllocaInst>(Load->getPointerOperand()->stripPointerCasts());
    V = Local ? valueStoredOnce(*Local) : nullptr;
    if (!V)
      return nullptr;
    Locals.push_back(Local);
  }
  return nullptr;
}

Optional<StringRef> constantText(const GlobalVariable &Array, uint64_t Offset) {
  auto *Text = dyn_cast_or_null<ConstantDataArray>(
      Array.hasInitializer() ? Array.getInitializer() : nullptr);
  if (!Text || !Text->isString() || Offset >= Text->getNumElements())
    return None;
  return Text->getRawDataValues().substr(Offset).take_until(
      [](char C) { return C == 0; });
}

std::string mapLengthModifiers(StringRef Format,
                               function_ref<StringRef(StringRef)> Map) {
  std::string Result;
  size_t I = 0;
  while (I < Format.size()) {
    char C = Format[I++];
    Result += C;
    if (C != '%' || I == Format.size())
      continue;
    if (Format[I] == '%') {
      Result += Format[I++];
      continue;
    }
    while (I < Format.size() && StringRef("-+ #0").contains(Format[I]))
      Result += Format[I++];
    while (I < Format.size() &&
           (isDigit(Format[I]) || Format[I] == '*' || Format[I] == '.'))
      Result += Format[I++];
    StringRef Length;
    for (StringRef Candidate : {"hh", "hl", "ll", "h", "l", "j", "z", "t", "L"})
      if (Format.substr(I).startswith(Candidate)) {
        Length = Candidate;
        break;
      }
    I += Length.size();
    Result += Map(Length);
  }
  return Result;
}

} // namespace prism
