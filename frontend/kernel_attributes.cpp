//===- kernel_attributes.cpp - SYCL kernel attributes for Clang 15 -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_attributes.h"

#include "device_code_rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace prism {

namespace {

bool isIdentifier(const Token &Tok, llvm::StringRef Name) {
  return Tok.is(tok::identifier) && Tok.getIdentifierInfo()->getName() == Name;
}

} // namespace

KernelAttributes::KernelAttributes(CompilerInstance &CI) : CI(CI) {
  CI.getPreprocessor().setTokenWatcher(
      [this](const Token &Tok) { watch(Tok); });
}

void KernelAttributes::watch(const Token &Tok) {
  switch (Progress) {
  case State::Scope:
    if (Tok.is(tok::coloncolon)) {
      Progress = State::ColonColon;
      return;
    }
    break;
  case State::ColonColon:
    if (isIdentifier(Tok, "reqd_sub_group_size")) {
      Current = Written();
      Current.Name = Tok.getLocation();
      Progress = State::Name;
      return;
    }
    break;
  case State::Name:
    if (Tok.is(tok::l_paren)) {
      Progress = State::Argument;
      Parentheses = 0;
      return;
    }
    break;
  case State::Argument: {
    Preprocessor &PP = CI.getPreprocessor();
    if (Tok.is(tok::r_paren) && Parentheses == 0) {
      Progress = State::Closing;
      ClosingBrackets = 0;
      return;
    }
    Parentheses += Tok.is(tok::l_paren);
    Parentheses -= Tok.is(tok::r_paren);
    // Only an argument of one integer literal has a value.
    Current.Size = 0;
    if (Current.Argument.empty() && Tok.is(tok::numeric_constant)) {
      llvm::SmallString<16> Buffer;
      bool Invalid = false;
      llvm::StringRef Spelling = PP.getSpelling(Tok, Buffer, &Invalid);
      NumericLiteralParser Literal(Spelling, Tok.getLocation(),
                                   PP.getSourceManager(), PP.getLangOpts(),
                                   PP.getTargetInfo(), PP.getDiagnostics());
      llvm::APInt Value(64, 0);
      if (!Invalid && !Literal.hadError && Literal.isIntegerLiteral() &&
          !Literal.GetIntegerValue(Value) && Value.ule(UINT32_MAX))
        Current.Size = static_cast<uint32_t>(Value.getZExtValue());
    }
    Current.Argument += PP.getSpelling(Tok);
    return;
  }
  case State::Closing:
    // The rest of the attribute list, up to its ]].
    if (Tok.is(tok::r_square)) {
      ++ClosingBrackets;
      return;
    }
    if (ClosingBrackets < 2) {
      ClosingBrackets = 0;
      return;
    }
    Current.After = Tok.getLocation();
    Attributes.push_back(Current);
    {
      // Clang's "unknown attribute ignored" is wrong for these tokens only.
      DiagnosticsEngine &Diags = CI.getDiagnostics();
      Diags.pushMappings(ScopeLoc);
      Diags.setSeverity(diag::warn_unknown_attribute_ignored,
                        diag::Severity::Ignored, ScopeLoc);
      Diags.popMappings(Current.After);
    }
    break;
  case State::Idle:
    break;
  }
  // This token starts nothing, or perhaps the next attribute.
  Progress = State::Idle;
  if (isIdentifier(Tok, "sycl") || isIdentifier(Tok, "intel")) {
    ScopeLoc = Tok.getLocation();
    Progress = State::Scope;
  }
}

const KernelAttributes::Written *
KernelAttributes::attributeOf(const FunctionDecl *FD) const {
  const SourceManager &SM = CI.getSourceManager();
  auto Before = [&SM](SourceLocation A, SourceLocation B) {
    return A.isValid() && B.isValid() && SM.isBeforeInTranslationUnit(A, B);
  };
  const FunctionDecl *Def = definitionOf(FD);
  const auto *Method = dyn_cast<CXXMethodDecl>(Def);
  for (const Written &W : Attributes) {
    if (Method && Method->getParent()->isLambda()) {
      // [...](params) [[attribute]] -> result { body }
      FunctionTypeLoc Type = Def->getFunctionTypeLoc();
      if (Type && Def->getBody() && Before(Type.getRParenLoc(), W.Name) &&
          Before(W.Name, Def->getBody()->getBeginLoc()))
        return &W;
      continue;
    }
    // [[attribute]] void f(...): the declaration starts right after it.
    for (const FunctionDecl *Redecl : FD->redecls())
      if (W.After == Redecl->getBeginLoc())
        return &W;
  }
  return nullptr;
}

void KernelAttributes::applyToKernels(ArrayRef<const FunctionDecl *> Kernels,
                                      const KernelReachability &Reach,
                                      Sema &S) {
  if (Attributes.empty())
    return;
  DiagnosticsEngine &Diags = S.getDiagnostics();
  const unsigned NotLiteral = Diags.getCustomDiagID(
      DiagnosticsEngine::Error,
      "the sub-group size of 'reqd_sub_group_size' must be an integer "
      "literal greater than 0 (Prism reads it before name lookup), not '%0'");
  const unsigned Conflict = Diags.getCustomDiagID(
      DiagnosticsEngine::Error,
      "kernel '%0' reaches functions that require different sub-group "
      "sizes, %1 and %2");
  const unsigned OtherSize =
      Diags.getCustomDiagID(DiagnosticsEngine::Note, "sub-group size %0 here");

  llvm::SmallPtrSet<const Written *, 4> Reported;
  for (const FunctionDecl *Kernel : Kernels) {
    const Written *Required = nullptr;
    // Every function the kernel reaches, depth first.
    llvm::SmallPtrSet<const FunctionDecl *, 32> Seen;
    llvm::SmallVector<const FunctionDecl *, 32> Pending = {
        Kernel->getCanonicalDecl()};
    while (!Pending.empty()) {
      const FunctionDecl *FD = Pending.pop_back_val();
      if (!Seen.insert(FD).second)
        continue;
      for (const FunctionDecl *Callee : Reach.callees(FD))
        Pending.push_back(Callee);
      const Written *W = attributeOf(FD);
      if (!W)
        continue;
      if (W->Size == 0) {
        if (Reported.insert(W).second)
          Diags.Report(W->Name, NotLiteral) << W->Argument;
      } else if (Required && Required->Size != W->Size) {
        Diags.Report(W->Name, Conflict) << kernelDisplayName(Kernel)
                                        << Required->Size << W->Size;
        Diags.Report(Required->Name, OtherSize) << Required->Size;
      } else {
        Required = W;
      }
    }
    if (Required)
      const_cast<FunctionDecl *>(definitionOf(Kernel))
          ->addAttr(AnnotateAttr::CreateImplicit(
              S.Context,
              "prism.reqd_sub_group_size=" + std::to_string(Required->Size),
              nullptr, 0));
  }
}

} // namespace prism
