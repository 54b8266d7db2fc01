//===- ConstantReferences.cpp - Constants built from a global -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "ConstantReferences.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"

using namespace llvm;

namespace prism {

bool refersTo(const Constant *C, const GlobalVariable *Variable) {
  if (C == Variable)
    return true;
  const auto *Expression = dyn_cast<ConstantExpr>(C);
  return Expression && any_of(Expression->operands(), [&](const Use &Operand) {
           return refersTo(cast<Constant>(Operand.get()), Variable);
         });
}

} // namespace prism
