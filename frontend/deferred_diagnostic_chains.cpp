//===- deferred_diagnostic_chains.cpp - Kernels behind HIP deferred errors ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "deferred_diagnostic_chains.h"

#include "call_chain_notes.h"
#include "kernel_reachability.h"

#include "clang/Sema/Sema.h"

using namespace clang;

namespace prism {

void DeferredDiagnosticChains::ReadDeclsToCheckForDeferredDiags(
    llvm::SmallSetVector<Decl *, 4> &) {
  if (!S || Kernels.empty())
    return;
  KernelReachability Reach;
  Reach.compute(Kernels);
  DiagnosticsEngine &Diags = S->getDiagnostics();
  CallChainNotes Chains(Reach, Diags, KernelNaming::Function);
  for (const FunctionDecl *FD : Reach.functions()) {
    auto Deferred = S->DeviceDeferredDiags.find(const_cast<FunctionDecl *>(FD));
    if (Deferred == S->DeviceDeferredDiags.end())
      continue;
    // The chain follows the first warning or error and its own notes.
    bool ChainDue = false, ChainGiven = false;
    for (const PartialDiagnosticAt &At : Deferred->second) {
      unsigned ID = At.second.getDiagID();
      bool IsNote =
          Diags.getDiagnosticLevel(ID, At.first) == DiagnosticsEngine::Note;
      if (ChainDue && !IsNote) {
        Chains.report(FD);
        ChainDue = false;
        ChainGiven = true;
      }
      {
        DiagnosticBuilder Builder = Diags.Report(At.first, ID);
        At.second.Emit(Builder);
      }
      if (!ChainGiven &&
          Diags.getDiagnosticLevel(ID, At.first) >= DiagnosticsEngine::Warning)
        ChainDue = true;
    }
    if (ChainDue)
      Chains.report(FD);
    S->DeviceDeferredDiags.erase(Deferred);
  }
}

} // namespace prism
