//===- kernel_attributes.h - SYCL kernel attributes for Clang 15 ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// [[sycl::reqd_sub_group_size(N)]] (also spelled intel::) must reach the
// runtime, which refuses a kernel whose sub-group size the device lacks.
// Clang 15 knows no attribute in the sycl:: or intel:: namespace: it warns
// "unknown attribute ignored", drops the arguments unparsed, and keeps
// nothing in the AST. A plugin cannot register it either: Clang 15 does not
// parse the arguments of a plugin's [[...]] attribute, and rejects a
// plugin's declaration attribute after a lambda's parameters (the usual
// place for a kernel attribute) as "cannot be applied to types".
//
// So the plugin reads the attribute from the token stream the parser
// consumes (Preprocessor::setTokenWatcher, after macro expansion), silences
// Clang's warning for exactly those tokens, and, once the kernels and what
// they reach are known, gives each attribute to the function it belongs to:
// a lambda whose parameter list it follows, or a function whose declaration
// it starts. A kernel takes the size of every function it reaches that
// carries one (they must agree); the plugin records it on the kernel as
// __attribute__((annotate("prism.reqd_sub_group_size=N"))), which
// prism-kernel-attributes turns into kernel metadata. The argument must be
// an integer literal: the tokens are seen before any name lookup, so a
// template parameter or a constant's name is an error.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_KERNEL_ATTRIBUTES_H
#define PRISM_FRONTEND_KERNEL_ATTRIBUTES_H

#include "kernel_reachability.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace clang {
class CompilerInstance;
class Sema;
class Token;
} // namespace clang

namespace prism {

class KernelAttributes {
public:
  /// Starts watching CI's token stream; from then on Clang no longer warns
  /// about the attributes found.
  explicit KernelAttributes(clang::CompilerInstance &CI);

  /// Records each kernel's required sub-group size on the kernel, and
  /// reports attributes that cannot be honoured.
  void applyToKernels(llvm::ArrayRef<const clang::FunctionDecl *> Kernels,
                      const KernelReachability &Reach, clang::Sema &S);

private:
  /// One [[sycl::reqd_sub_group_size(...)]] as written.
  struct Written {
    clang::SourceLocation Name;  // the attribute's name token
    clang::SourceLocation After; // the first token after the closing ]]
    std::string Argument;        // the argument's spelling
    uint32_t Size = 0;           // its value; 0 when not an integer literal
  };

  void watch(const clang::Token &Tok);
  /// The attribute written for FD, if any.
  const Written *attributeOf(const clang::FunctionDecl *FD) const;

  clang::CompilerInstance &CI;
  llvm::SmallVector<Written, 4> Attributes;
  // The token watcher's progress through `scope :: name ( tokens ) ... ]]`.
  enum class State { Idle, Scope, ColonColon, Name, Argument, Closing };
  State Progress = State::Idle;
  Written Current;
  clang::SourceLocation ScopeLoc;
  unsigned Parentheses = 0;     // open inside the argument
  unsigned ClosingBrackets = 0; // of the attribute list's closing ]]
};

} // namespace prism

#endif // PRISM_FRONTEND_KERNEL_ATTRIBUTES_H
