//===- kernel_reachability.cpp - What device code a kernel reaches --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_reachability.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace prism {

const FunctionDecl *definitionOf(const FunctionDecl *FD) {
  const FunctionDecl *Def = nullptr;
  if (FD->hasBody(Def))
    return Def;
  return FD;
}

namespace {

/// Collects the functions one function body uses, with where it uses them.
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  using Use = std::pair<const FunctionDecl *, SourceLocation>;
  SmallVector<Use, 16> Uses;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitCallExpr(CallExpr *E) {
    add(E->getDirectCallee(), E->getBeginLoc());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    add(dyn_cast<FunctionDecl>(E->getDecl()), E->getLocation());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    add(dyn_cast<FunctionDecl>(E->getMemberDecl()), E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    add(E->getConstructor(), E->getBeginLoc());
    addDestructorOf(E->getType(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    add(E->getOperatorNew(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    add(E->getOperatorDelete(), E->getBeginLoc());
    addDestructorOf(E->getDestroyedType(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *E) {
    add(E->getTemporary()->getDestructor(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    TraverseStmt(E->getExpr());
    return true;
  }
  bool VisitCXXDefaultInitExpr(CXXDefaultInitExpr *E) {
    TraverseStmt(E->getExpr());
    return true;
  }
  // Operands that are never evaluated (sizeof, alignof, decltype, noexcept,
  // typeid of a non-polymorphic operand) use no function: Clang emits
  // nothing for them, nor reports their deferred errors.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc) { return true; }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }
  bool TraverseCXXTypeidExpr(CXXTypeidExpr *E) {
    return !E->isPotentiallyEvaluated() ||
           RecursiveASTVisitor::TraverseCXXTypeidExpr(E);
  }
  bool VisitLambdaExpr(LambdaExpr *E) {
    add(E->getCallOperator(), E->getBeginLoc());
    return true;
  }

  void addDestructorOf(QualType T, SourceLocation Loc) {
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      if (RD->hasDefinition())
        add(RD->getDestructor(), Loc);
  }

private:
  void add(const FunctionDecl *FD, SourceLocation Loc) {
    if (FD)
      Uses.push_back({FD, Loc});
  }
};

} // namespace

void KernelReachability::compute(ArrayRef<const FunctionDecl *> Kernels) {
  SmallVector<const FunctionDecl *, 64> Work;
  for (const FunctionDecl *K : Kernels) {
    const FunctionDecl *Canon = K->getCanonicalDecl();
    if (Reached.try_emplace(Canon, ReachedFrom{nullptr, {}, K}).second) {
      Order.push_back(Canon);
      Work.push_back(Canon);
    }
  }
  while (!Work.empty()) {
    const FunctionDecl *FD = Work.pop_back_val();
    const FunctionDecl *Def = definitionOf(FD);
    const FunctionDecl *Kernel = Reached.find(FD)->second.Kernel;
    UseCollector Collector;
    if (Def->doesThisDeclarationHaveABody())
      Collector.TraverseStmt(Def->getBody());
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        Collector.TraverseStmt(Init->getInit());
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Def))
      for (const FieldDecl *Field : Dtor->getParent()->fields())
        Collector.addDestructorOf(Field->getType(), Dtor->getLocation());
    auto &Direct = Callees[FD];
    for (const auto &[Callee, Loc] : Collector.Uses) {
      const FunctionDecl *Canon = Callee->getCanonicalDecl();
      if (!llvm::is_contained(Direct, Canon))
        Direct.push_back(Canon);
      if (Reached.try_emplace(Canon, ReachedFrom{FD, Loc, Kernel}).second) {
        Order.push_back(Canon);
        Work.push_back(Canon);
      }
    }
  }
}

const ReachedFrom *
KernelReachability::reachedFrom(const FunctionDecl *FD) const {
  auto It = Reached.find(FD->getCanonicalDecl());
  return It == Reached.end() ? nullptr : &It->second;
}

ArrayRef<const FunctionDecl *>
KernelReachability::callees(const FunctionDecl *FD) const {
  auto It = Callees.find(FD->getCanonicalDecl());
  if (It == Callees.end())
    return {};
  return It->second;
}

} // namespace prism
