//===- ConstantReferences.h - Constants built from a global -*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Whether a constant is a global variable or a constant expression built
// from it (a GEP, a cast): the passes that replace a global's uses with
// instructions (prism-managed-variables, prism-native-cpu-retarget) must
// find those hidden in constant expressions too.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_CONSTANT_REFERENCES_H
#define PRISM_LLVM_PASSES_CONSTANT_REFERENCES_H

namespace llvm {
class Constant;
class GlobalVariable;
} // namespace llvm

namespace prism {

/// Whether C is Variable or a constant expression over it.
bool refersTo(const llvm::Constant *C, const llvm::GlobalVariable *Variable);

} // namespace prism

#endif // PRISM_LLVM_PASSES_CONSTANT_REFERENCES_H
