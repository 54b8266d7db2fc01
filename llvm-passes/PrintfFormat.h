//===- PrintfFormat.h - Where a device printf's format comes from ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Both printf passes (prism-lower-printf for SPIR-V, which must move the
// format to constant memory, and prism-ptx-printf-formats, which rewrites
// it for CUDA) need the constant string a call's format pointer points
// into. Optimised code passes it directly; -O0 code passes it through a
// local variable or two that are stored once. Both also rewrite the length
// modifiers their printf does not know.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_PRINTFFORMAT_H
#define PRISM_LLVM_PASSES_PRINTFFORMAT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"

namespace prism {

// The constant i8 array Format points into, through casts, constant offsets
// and locals stored once, with the offset into it and the local variables
// crossed on the way (nearest first); null if Format is not such a pointer.
llvm::GlobalVariable *
findConstantFormat(llvm::Value *Format, const llvm::DataLayout &DL,
                   uint64_t &Offset,
                   llvm::SmallVectorImpl<llvm::AllocaInst *> &Locals);

// The text of the NUL-terminated string at Offset in Array's initializer;
// None if the initializer is not a character array or Offset is past it.
llvm::Optional<llvm::StringRef> constantText(const llvm::GlobalVariable &Array,
                                             uint64_t Offset);

// Format with the length modifier of each conversion (hh, h, hl, l, ll, j,
// z, t, L, or the empty one) replaced by what Map gives for it.
std::string
mapLengthModifiers(llvm::StringRef Format,
                   llvm::function_ref<llvm::StringRef(llvm::StringRef)> Map);

} // namespace prism

#endif // PRISM_LLVM_PASSES_PRINTFFORMAT_H
