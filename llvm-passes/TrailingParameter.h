//===- TrailingParameter.h - Globals that become a hidden parameter -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Some globals of a SPIR-V module cannot stay globals on OpenCL: dynamic
// local memory (prism-dynamic-local-memory) has no OpenCL form but a kernel
// parameter, and the program's device variables (prism-program-globals)
// must live in one buffer the host shares with every kernel. Both passes
// give every function that uses such globals, and transitively each of its
// callers, one more trailing parameter, and rewrite each use of a global as
// an address computed from that parameter.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_TRAILINGPARAMETER_H
#define PRISM_LLVM_PASSES_TRAILINGPARAMETER_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Optional.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/Alignment.h"

namespace prism {

/// Builds, before an instruction, the address that replaces a use of a
/// global.
using GlobalAddressFn = llvm::function_ref<llvm::Value *(
    llvm::GlobalVariable &Global, llvm::Instruction *InsertBefore)>;

/// A set of globals, and the constants built on them.
class GlobalSet {
public:
  explicit GlobalSet(llvm::ArrayRef<llvm::GlobalVariable *> Globals)
      : Globals(Globals.begin(), Globals.end()) {}

  bool contains(const llvm::GlobalVariable *GV) const {
    return Globals.contains(const_cast<llvm::GlobalVariable *>(GV));
  }
  llvm::ArrayRef<llvm::GlobalVariable *> globals() const {
    return Globals.getArrayRef();
  }

  /// Whether C is one of the globals or a constant expression or aggregate
  /// built on one.
  bool refersTo(llvm::Constant *C);

  /// C as instructions inserted before InsertBefore, with AddressOf(G) in
  /// place of every global G of the set (cast to G's type if need be).
  llvm::Value *materialize(llvm::Constant *C, llvm::Instruction *InsertBefore,
                           GlobalAddressFn AddressOf);

private:
  llvm::SmallSetVector<llvm::GlobalVariable *, 8> Globals;
  llvm::DenseMap<llvm::Constant *, bool> Refers;
};

/// The parameter appended, and how messages name the globals.
struct TrailingParameter {
  llvm::Type *Type;
  llvm::StringRef Name;
  llvm::Align Alignment;
  /// One global, in "<Global> 'x' is used by ...": "dynamic local memory".
  llvm::StringRef Global;
  /// What a function uses: "dynamic local memory", "device variables".
  llvm::StringRef Uses;
};

/// Appends Param to every function that uses a global of Globals, directly
/// or through constant expressions, and transitively to every caller; each
/// call passes its caller's parameter on, and each use of a global G in a
/// function becomes AddressOf(G, Base) with Base the function's new
/// parameter. Kernels keep their names, attributes, calling convention,
/// linkage and metadata. The globals are erased.
///
/// The parameter can only be passed along direct calls: when a function
/// that needs it is recursive, has its address taken or is called
/// indirectly, or a global is used outside any function (by another
/// global's initializer), reports the problem through M's context, leaves M
/// unchanged and returns None. Otherwise returns the rewritten functions.
llvm::Optional<llvm::SmallVector<llvm::Function *, 8>> appendTrailingParameter(
    llvm::Module &M, GlobalSet &Globals, const TrailingParameter &Param,
    llvm::function_ref<llvm::Value *(llvm::GlobalVariable &Global,
                                     llvm::Argument &Base,
                                     llvm::Instruction *InsertBefore)>
        AddressOf);

} // namespace prism

#endif // PRISM_LLVM_PASSES_TRAILINGPARAMETER_H
