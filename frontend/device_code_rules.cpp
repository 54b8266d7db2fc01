//===- device_code_rules.cpp - SYCL's restrictions on device code ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_code_rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Diagnostic.h"

using namespace clang;

namespace prism {

namespace {

enum class Rule {
  Exceptions,
  RTTI,
  VirtualCall,
  Recursion,
  GlobalVariable,
  HostStaticLocal
};

class RuleReporter {
public:
  RuleReporter(const KernelReachability &Reach, DiagnosticsEngine &Diags)
      : Reach(Reach), Diags(Diags), Chains(Reach, Diags, KernelNaming::Sycl) {
    ErrorID = Diags.getCustomDiagID(DiagnosticsEngine::Error,
                                    "SYCL kernel cannot %0");
  }

  void report(SourceLocation Loc, Rule R, const FunctionDecl *In) {
    Diags.Report(Loc, ErrorID) << what(R);
    ++Errors;
    Chains.report(In);
  }

  unsigned errors() const { return Errors; }
  const KernelReachability &reachability() const { return Reach; }

private:
  static const char *what(Rule R) {
    switch (R) {
    case Rule::Exceptions:
      return "use exceptions";
    case Rule::RTTI:
      return "use RTTI (typeid or dynamic_cast)";
    case Rule::VirtualCall:
      return "call a virtual function";
    case Rule::Recursion:
      return "call a recursive function";
    case Rule::GlobalVariable:
      return "use a non-const global variable";
    case Rule::HostStaticLocal:
      return "use a static local variable of a function that is not device "
             "code other than as a constant (by reference, address or copy): "
             "the device has no copy of its value; make it a constexpr "
             "variable at namespace scope, or a local variable of the kernel";
    }
    return "";
  }

  const KernelReachability &Reach;
  DiagnosticsEngine &Diags;
  CallChainNotes Chains;
  unsigned ErrorID;
  unsigned Errors = 0;
};

/// Finds rule violations inside one function body.
class BodyChecker : public RecursiveASTVisitor<BodyChecker> {
public:
  BodyChecker(RuleReporter &Reporter, const FunctionDecl *In)
      : Reporter(Reporter), In(In) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  // A lambda's body is its call operator's body, checked when reached.
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  // A constexpr variable's initializer is folded into a constant: what it
  // reads never reaches the device as memory.
  bool TraverseVarDecl(VarDecl *D) {
    return D->isConstexpr() || RecursiveASTVisitor::TraverseVarDecl(D);
  }

  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    Reporter.report(E->getThrowLoc(), Rule::Exceptions, In);
    return true;
  }
  bool VisitCXXTryStmt(CXXTryStmt *S) {
    Reporter.report(S->getTryLoc(), Rule::Exceptions, In);
    return true;
  }
  bool VisitCXXTypeidExpr(CXXTypeidExpr *E) {
    if (E->isPotentiallyEvaluated())
      Reporter.report(E->getBeginLoc(), Rule::RTTI, In);
    return true;
  }
  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    Reporter.report(E->getBeginLoc(), Rule::RTTI, In);
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    if (isVirtualDispatch(E))
      Reporter.report(E->getExprLoc(), Rule::VirtualCall, In);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *Var = dyn_cast<VarDecl>(E->getDecl());
    if (Var && isHostStaticLocal(Var) && E->isNonOdrUse() == NOUR_None) {
      Reporter.report(E->getLocation(), Rule::HostStaticLocal, In);
      return true;
    }
    if (!Var || !Var->hasGlobalStorage() || Var->isConstexpr() ||
        Var->getType().isConstQualified() || Var->hasAttr<CUDADeviceAttr>() ||
        Var->hasAttr<CUDAConstantAttr>() || Var->hasAttr<CUDASharedAttr>())
      return true;
    Reporter.report(E->getLocation(), Rule::GlobalVariable, In);
    return true;
  }

private:
  /// A static local of a function the kernels do not reach: the device
  /// compile never emits that function, which is where Clang gives the
  /// variable its initial value, so the device's copy would read as zeros.
  /// (A use of its value alone is folded into the kernel and is fine.)
  bool isHostStaticLocal(const VarDecl *Var) const {
    if (!Var->isStaticLocal())
      return false;
    const auto *Owner =
        dyn_cast_or_null<FunctionDecl>(Var->getParentFunctionOrMethod());
    return Owner &&
           !Reporter.reachability().reachedFrom(Owner->getCanonicalDecl()) &&
           !Owner->hasAttr<CUDADeviceAttr>() &&
           !Owner->hasAttr<CUDAGlobalAttr>();
  }

  /// A call through the vtable: a virtual method, not qualified, not final,
  /// on an object whose dynamic type is not known (a pointer, a reference,
  /// this).
  static bool isVirtualDispatch(const CXXMemberCallExpr *E) {
    const CXXMethodDecl *M = E->getMethodDecl();
    if (!M || !M->isVirtual() || M->hasAttr<FinalAttr>() ||
        M->getParent()->hasAttr<FinalAttr>())
      return false;
    if (const auto *ME = dyn_cast<MemberExpr>(E->getCallee()->IgnoreParens()))
      if (ME->hasQualifier())
        return false;
    const Expr *Object = E->getImplicitObjectArgument()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Object))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        return Var->getType()->isReferenceType();
    return true;
  }

  RuleReporter &Reporter;
  const FunctionDecl *In;
};

/// Reports one call of each cycle in the call graph among reached
/// functions (depth-first search; a back edge closes a cycle).
class RecursionFinder {
public:
  RecursionFinder(const KernelReachability &Reach, RuleReporter &Reporter)
      : Reach(Reach), Reporter(Reporter) {}

  void run() {
    for (const FunctionDecl *FD : Reach.functions())
      visit(FD);
  }

private:
  enum class State { OnStack, Done };

  void visit(const FunctionDecl *FD) {
    if (Visited.count(FD))
      return;
    Visited[FD] = State::OnStack;
    for (const FunctionDecl *Callee : Reach.callees(FD)) {
      auto It = Visited.find(Callee);
      if (It == Visited.end())
        visit(Callee);
      else if (It->second == State::OnStack)
        Reporter.report(definitionOf(Callee)->getLocation(), Rule::Recursion,
                        Callee);
    }
    Visited[FD] = State::Done;
  }

  const KernelReachability &Reach;
  RuleReporter &Reporter;
  llvm::DenseMap<const FunctionDecl *, State> Visited;
};

} // namespace

unsigned checkDeviceCodeRules(const KernelReachability &Reach, ASTContext &,
                              DiagnosticsEngine &Diags) {
  RuleReporter Reporter(Reach, Diags);
  for (const FunctionDecl *FD : Reach.functions()) {
    const FunctionDecl *Def = definitionOf(FD);
    if (!Def->doesThisDeclarationHaveABody())
      continue;
    BodyChecker Checker(Reporter, FD);
    Checker.TraverseStmt(Def->getBody());
  }
  RecursionFinder(Reach, Reporter).run();
  return Reporter.errors();
}

} // namespace prism
