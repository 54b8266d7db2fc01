//===- launch_bounds.cpp - __launch_bounds__ for every target -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "launch_bounds.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <string>

namespace prism {

using namespace clang;

void recordLaunchBounds(FunctionDecl &Kernel) {
  const auto *Bounds = Kernel.getAttr<CUDALaunchBoundsAttr>();
  if (!Bounds || Kernel.isDependentContext())
    return;
  ASTContext &Context = Kernel.getASTContext();
  Expr::EvalResult Result;
  if (!Bounds->getMaxThreads()->EvaluateAsInt(Result, Context))
    return;
  const llvm::APSInt &MaxThreads = Result.Val.getInt();
  if (MaxThreads.isNonPositive() || MaxThreads.getActiveBits() > 32)
    return;
  Kernel.addAttr(AnnotateAttr::CreateImplicit(
      Context,
      "prism.max_work_group_size=" + std::to_string(MaxThreads.getZExtValue()),
      nullptr, 0));
}

} // namespace prism
