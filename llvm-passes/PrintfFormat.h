//===- PrintfFormat.h - Where a device printf's format comes from ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Both printf passes (prism-lower-printf for SPIR-V, which must move the
// format to constant memory, and prism-ptx-printf-formats, which rewrites
// it for CUDA) need the constant string a call's format pointer points
// into. Optimised code passes it directly; -O0 code passes it through a
// local variable or two that are stored once.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_PRINTFFORMAT_H
#define PRISM_LLVM_PASSES_PRINTFFORMAT_H

#include "llvm/ADT/SmallVector.h"
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

} // namespace prism

#endif // PRISM_LLVM_PASSES_PRINTFFORMAT_H
