//===- call_chain_notes.cpp - Notes from device code back to its kernel ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "call_chain_notes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Diagnostic.h"

using namespace clang;

namespace prism {

std::string kernelDisplayName(const FunctionDecl *Kernel) {
  if (const TemplateArgumentList *Args =
          Kernel->getTemplateSpecializationArgs())
    if (Args->size() > 0 && Args->get(0).getKind() == TemplateArgument::Type) {
      PrintingPolicy Policy(Kernel->getASTContext().getLangOpts());
      Policy.SuppressTagKeyword = true;
      return Args->get(0).getAsType().getAsString(Policy);
    }
  return Kernel->getQualifiedNameAsString();
}

/// Where the user named the kernel: the declaration of its SYCL kernel name
/// type (a `class Name` written at the launch, or the lambda itself for an
/// unnamed kernel), else the kernel function.
static SourceLocation kernelLocation(const FunctionDecl *Kernel) {
  const TemplateArgumentList *Args = Kernel->getTemplateSpecializationArgs();
  if (!Args || Args->size() == 0 ||
      Args->get(0).getKind() != TemplateArgument::Type)
    return Kernel->getLocation();
  const TagDecl *Name = Args->get(0).getAsType()->getAsTagDecl();
  // An unnamed kernel's name is a library tag templated on the lambda.
  if (const auto *Spec =
          dyn_cast_or_null<ClassTemplateSpecializationDecl>(Name)) {
    const TemplateArgumentList &Inner = Spec->getTemplateArgs();
    if (Inner.size() > 0 && Inner.get(0).getKind() == TemplateArgument::Type)
      if (const TagDecl *Lambda = Inner.get(0).getAsType()->getAsTagDecl())
        Name = Lambda;
  }
  return Name ? Name->getLocation() : Kernel->getLocation();
}

CallChainNotes::CallChainNotes(const KernelReachability &Reach,
                               DiagnosticsEngine &Diags, KernelNaming Naming)
    : Reach(Reach), Diags(Diags), Naming(Naming) {
  CalledByID = Diags.getCustomDiagID(DiagnosticsEngine::Note, "called by %0");
  KernelID = Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                   "in kernel '%0' defined here");
}

void CallChainNotes::report(const FunctionDecl *In) const {
  for (const FunctionDecl *FD = In;;) {
    const ReachedFrom *From = Reach.reachedFrom(FD);
    if (!From)
      return;
    if (!From->Caller) {
      if (Naming == KernelNaming::Sycl)
        Diags.Report(kernelLocation(From->Kernel), KernelID)
            << kernelDisplayName(From->Kernel);
      else
        Diags.Report(From->Kernel->getLocation(), KernelID)
            << From->Kernel->getQualifiedNameAsString();
      return;
    }
    Diags.Report(From->CallSite, CalledByID) << From->Caller;
    FD = From->Caller;
  }
}

} // namespace prism
