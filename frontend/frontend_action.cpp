//===- frontend_action.cpp - The Prism Clang plugin for SYCL device code --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Device compiles run in Clang's HIP mode, where only __device__ code may be
// called from a kernel. SYCL has no such annotation: a kernel may call any
// function the translation unit defines. At the end of the translation
// unit, after every template is instantiated and just before Clang emits its
// deferred diagnostics, this plugin
//   1. walks the call graph from every kernel (__global__ function),
//   2. marks each function reached __host__ __device__ and drops the HIP
//      "host function called from device" diagnostics recorded for them,
//   3. checks SYCL's device code rules on them instead, and that every
//      kernel functor is device copyable (kernel_functor_copy.h),
// and at the end of parsing hands the newly marked definitions to code
// generation, which had skipped them as host-only. Host code that no kernel
// reaches (main, iostream, exceptions) is never compiled for the device. It
// also carries the SYCL kernel attributes Clang 15 does not know to the
// kernels (kernel_attributes.h); in the host compile, that is all it does.
//
// The hook before deferred diagnostics is ExternalSemaSource::
// ReadDeclsToCheckForDeferredDiags, which Sema calls at exactly that point.
//
// In HIP and CUDA device compiles (plugin argument "hip") it outlines
// nothing: at the same point it gives Clang's deferred errors of the
// __host__ __device__ functions kernels reach the call chain from the
// kernel (deferred_diagnostic_chains.h).
//
//===----------------------------------------------------------------------===//
#include "deferred_diagnostic_chains.h"
#include "device_code_rules.h"
#include "kernel_attributes.h"
#include "kernel_functor_copy.h"
#include "kernel_reachability.h"
#include "launch_bounds.h"
#include "precompiled_header_check.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"

using namespace clang;

namespace prism {
namespace {

/// Gives device code to every function a kernel reaches.
class DeviceCodeOutliner : public ExternalSemaSource {
public:
  explicit DeviceCodeOutliner(KernelAttributes &Attributes)
      : Attributes(Attributes) {}
  void setSema(Sema *S) { this->S = S; }
  void addKernel(const FunctionDecl *FD) { Kernels.push_back(FD); }
  /// Definitions that became device code after code generation saw them.
  ArrayRef<FunctionDecl *> newlyMarked() const { return NewlyMarked; }

  void
  ReadDeclsToCheckForDeferredDiags(llvm::SmallSetVector<Decl *, 4> &) override {
    if (!S || Kernels.empty())
      return;
    KernelReachability Reach;
    Reach.compute(Kernels);
    for (const FunctionDecl *Canon : Reach.functions()) {
      auto *FD = const_cast<FunctionDecl *>(Canon);
      S->DeviceDeferredDiags.erase(FD);
      if (FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>() ||
          FD->getBuiltinID() != 0)
        continue;
      for (FunctionDecl *Redecl : FD->redecls()) {
        Redecl->addAttr(CUDADeviceAttr::CreateImplicit(S->Context));
        if (!Redecl->hasAttr<CUDAHostAttr>())
          Redecl->addAttr(CUDAHostAttr::CreateImplicit(S->Context));
      }
      const FunctionDecl *Def = definitionOf(FD);
      if (Def->doesThisDeclarationHaveABody())
        NewlyMarked.push_back(const_cast<FunctionDecl *>(Def));
    }
    checkDeviceCodeRules(Reach, S->Context, S->getDiagnostics());
    checkKernelFunctorCopies(Kernels, *S);
    Attributes.applyToKernels(Kernels, Reach, *S);
  }

private:
  KernelAttributes &Attributes;
  Sema *S = nullptr;
  std::vector<const FunctionDecl *> Kernels;
  std::vector<FunctionDecl *> NewlyMarked;
};

/// Calls Found for every kernel (a __global__ function with a body) that D
/// is or holds.
template <typename Callback> void findKernels(Decl *D, Callback Found) {
  if (auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (FD->hasAttr<CUDAGlobalAttr>() && FD->doesThisDeclarationHaveABody())
      Found(FD);
    return;
  }
  if (auto *DC = dyn_cast<DeclContext>(D))
    if (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D) || isa<ExportDecl>(D))
      for (Decl *Inner : DC->decls())
        findKernels(Inner, Found);
}

class FrontendConsumer : public SemaConsumer {
public:
  explicit FrontendConsumer(CompilerInstance &CI)
      : CI(CI), Attributes(CI), Outliner(Attributes) {}

  void InitializeSema(Sema &S) override {
    Outliner.setSema(&S);
    S.addExternalSource(&Outliner);
  }
  void ForgetSema() override { Outliner.setSema(nullptr); }

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    if (!Forwarding)
      for (Decl *D : Group)
        findKernels(D, [&](FunctionDecl *FD) { Outliner.addKernel(FD); });
    return true;
  }

  void HandleTranslationUnit(ASTContext &) override {
    // Code generation skipped these while they were host-only; hand them
    // over again now that they are device code. The consumer seen by CI is
    // the multiplexer holding this one too, hence the guard.
    Forwarding = true;
    for (FunctionDecl *FD : Outliner.newlyMarked())
      CI.getASTConsumer().HandleTopLevelDecl(DeclGroupRef(FD));
    Forwarding = false;
  }

private:
  CompilerInstance &CI;
  KernelAttributes Attributes;
  DeviceCodeOutliner Outliner;
  bool Forwarding = false;
};

/// A HIP or CUDA device compile: the kernels' call chains after Clang's
/// deferred errors, and their __launch_bounds__ for every target.
class HipDeviceConsumer : public SemaConsumer {
public:
  void InitializeSema(Sema &S) override {
    Chains.setSema(&S);
    S.addExternalSource(&Chains);
  }
  void ForgetSema() override { Chains.setSema(nullptr); }

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      findKernels(D, [&](FunctionDecl *FD) {
        Chains.addKernel(FD);
        recordLaunchBounds(*FD);
      });
    return true;
  }

private:
  DeferredDiagnosticChains Chains;
};

/// The host compile sees the same SYCL kernel attributes; it only needs
/// Clang's warnings about them silenced.
class HostConsumer : public ASTConsumer {
public:
  explicit HostConsumer(CompilerInstance &CI) : Attributes(CI) {}

private:
  KernelAttributes Attributes;
};

class PrismFrontendAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // Building the precompiled sycl.hpp: no kernels to find, and Sema must
    // stay as Clang made it (with this plugin's external source, Clang 15
    // writes a PCH whose constexpr library functions lose their implicit
    // __host__ __device__ in later C++20 device compiles).
    if (!PchMacrosOut.empty()) {
      recordPrecompiledHeaderMacros(CI, PchMacrosOut);
      return std::make_unique<ASTConsumer>();
    }
    if (!PchMacros.empty())
      checkPrecompiledHeaderUse(CI, PchMacros);
    if (Hip)
      return CI.getLangOpts().CUDAIsDevice
                 ? std::make_unique<HipDeviceConsumer>()
                 : std::make_unique<ASTConsumer>();
    if (!CI.getLangOpts().CUDAIsDevice)
      return std::make_unique<HostConsumer>(CI);
    return std::make_unique<FrontendConsumer>(CI);
  }
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    // prism++ passes "hip" for HIP and CUDA sources, and the macro list of
    // its precompiled sycl.hpp (precompiled_header_check.h): written while
    // building it, read while using it.
    for (const std::string &Arg : Args) {
      StringRef A(Arg);
      if (A == "hip")
        Hip = true;
      else if (A.consume_front("pch-macros-out="))
        PchMacrosOut = A.str();
      else if (A.consume_front("pch-macros="))
        PchMacros = A.str();
      else {
        DiagnosticsEngine &Diags = CI.getDiagnostics();
        Diags.Report(Diags.getCustomDiagID(
            DiagnosticsEngine::Error, "prism plugin: unknown argument '%0'"))
            << Arg;
        return false;
      }
    }
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  bool Hip = false; // a HIP or CUDA source, not SYCL
  std::string PchMacrosOut;
  std::string PchMacros;
};

} // namespace
} // namespace prism

static FrontendPluginRegistry::Add<prism::PrismFrontendAction>
    RegisterPrism("prism", "SYCL device-code outlining for Prism");
