//===- kernel_functor_copy.cpp - Kernel functors must copy as bytes -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_functor_copy.h"

#include "device_code_rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/LambdaCapture.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

using namespace clang;

namespace prism {
namespace {

/// The namespace D is declared in, through functions and classes (a
/// lambda's closure type belongs to the function that holds the lambda).
const NamespaceDecl *enclosingNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      return NS;
  return nullptr;
}

bool isNamed(const NamespaceDecl *NS, StringRef Name) {
  return NS && NS->getIdentifier() && NS->getName() == Name;
}

bool isSyclNamespace(const NamespaceDecl *NS) {
  return isNamed(NS, "sycl") &&
         NS->getParent()->getRedeclContext()->isTranslationUnit();
}

/// The headers' own plumbing (kernel wrappers, adapters): sycl::detail.
bool isSyclDetail(const Decl *D) {
  const NamespaceDecl *NS = enclosingNamespace(D);
  return isNamed(NS, "detail") &&
         isSyclNamespace(dyn_cast<NamespaceDecl>(NS->getParent()));
}

bool isSyclApi(const Decl *D) { return isSyclNamespace(enclosingNamespace(D)); }

/// Answers sycl::is_device_copyable<T>::value, instantiating the trait (and
/// the program's specializations) as the headers would.
class DeviceCopyability {
public:
  explicit DeviceCopyability(Sema &S) : S(S), Ctx(S.Context) {
    Trait = findTrait();
  }

  /// Whether a T may be copied to the device as its bytes.
  bool isDeviceCopyable(QualType T, SourceLocation Loc) {
    T = Ctx.getBaseElementType(T.getNonReferenceType()).getUnqualifiedType();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    // sycl::stream has a destructor of its own, which runs on the device
    // copy: a trivial copy constructor is what copying bytes needs.
    if (!RD || !RD->hasDefinition() || RD->hasTrivialCopyConstructor())
      return true;
    // A lambda cannot be marked: it is what its captures are.
    if (RD->isLambda())
      return llvm::all_of(RD->fields(), [&](const FieldDecl *Capture) {
        return isDeviceCopyable(Capture->getType(), Loc);
      });
    return traitValue(T, Loc).value_or(false);
  }

private:
  ClassTemplateDecl *findTrait() {
    DeclContext *TU = Ctx.getTranslationUnitDecl();
    for (NamedDecl *Sycl : TU->lookup(&Ctx.Idents.get("sycl")))
      if (auto *NS = dyn_cast<NamespaceDecl>(Sycl))
        for (NamedDecl *D : NS->lookup(&Ctx.Idents.get("is_device_copyable")))
          if (auto *Template = dyn_cast<ClassTemplateDecl>(D))
            return Template;
    return nullptr;
  }

  std::optional<bool> traitValue(QualType T, SourceLocation Loc) {
    if (!Trait)
      return std::nullopt;
    TemplateArgumentListInfo Args(Loc, Loc);
    Args.addArgument(TemplateArgumentLoc(TemplateArgument(T),
                                         Ctx.getTrivialTypeSourceInfo(T, Loc)));
    QualType Spec = S.CheckTemplateIdType(TemplateName(Trait), Loc, Args);
    if (Spec.isNull() || !S.isCompleteType(Loc, Spec))
      return std::nullopt;
    LookupResult Value(S, &Ctx.Idents.get("value"), Loc,
                       Sema::LookupMemberName);
    if (!S.LookupQualifiedName(Value, Spec->getAsCXXRecordDecl()))
      return std::nullopt;
    auto *VD = Value.getAsSingle<VarDecl>();
    if (!VD)
      return std::nullopt;
    // A static member of a template gets its initializer when used.
    if (!VD->getAnyInitializer() && VD->getInstantiatedFromStaticDataMember())
      S.InstantiateVariableDefinition(Loc, VD);
    const VarDecl *Def = nullptr;
    if (!VD->getAnyInitializer(Def))
      return std::nullopt;
    const APValue *Result = Def->evaluateValue();
    if (!Result || !Result->isInt())
      return std::nullopt;
    return Result->getInt().getBoolValue();
  }

  Sema &S;
  ASTContext &Ctx;
  ClassTemplateDecl *Trait = nullptr;
};

class FunctorChecker {
public:
  explicit FunctorChecker(Sema &S) : S(S), Copyable(S) {
    DiagnosticsEngine &Diags = S.getDiagnostics();
    CaptureID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "SYCL kernel lambda captures '%0' of type %1, which is not device "
        "copyable: a kernel's captures are copied to the device as their "
        "bytes");
    ByReferenceID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "SYCL kernel lambda captures '%0' by reference: the kernel runs "
        "where the host's variable cannot be reached; capture it by value");
    MemberID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "SYCL kernel functor %0 has member '%1' of type %2, which is not "
        "device copyable: a kernel functor is copied to the device as its "
        "bytes");
    BaseID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "SYCL kernel functor %0 has base class %1, which is not device "
        "copyable: a kernel functor is copied to the device as its bytes");
    CopyConstructorID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "SYCL kernel functor %0 has a user-provided copy constructor, so it "
        "is not device copyable: a kernel functor is copied to the device as "
        "its bytes");
    MarkID = Diags.getCustomDiagID(
        DiagnosticsEngine::Note,
        "if copying its bytes copies it correctly, declare it device "
        "copyable: template <> struct sycl::is_device_copyable<%0> : "
        "std::true_type {};");
    KernelID = Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                     "functor of kernel '%0' defined here");
    UnnamedKernelID = Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                            "kernel functor defined here");
  }

  /// Finds the program's functor in a kernel's argument (inside the
  /// headers' wrappers) and checks it.
  void checkKernel(const FunctionDecl *Kernel) {
    for (const ParmVarDecl *Param : Kernel->parameters())
      checkHeld(Param->getType(), Kernel);
  }

  unsigned errors() const { return Errors; }

private:
  void checkHeld(QualType T, const FunctionDecl *Kernel) {
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition())
      return;
    if (isSyclDetail(RD)) {
      for (const FieldDecl *Field : RD->fields())
        checkHeld(Field->getType(), Kernel);
      return;
    }
    if (!isSyclApi(RD) && Checked.insert(RD).second)
      checkFunctor(RD, Kernel);
  }

  void checkFunctor(const CXXRecordDecl *Functor, const FunctionDecl *Kernel) {
    const unsigned Before = Errors;
    if (Functor->isLambda())
      checkCaptures(Functor);
    else if (!Copyable.isDeviceCopyable(Ctx().getRecordType(Functor),
                                        Functor->getLocation()))
      checkMembers(Functor);
    if (Errors == Before)
      return;
    if (isUnnamed(Kernel))
      S.getDiagnostics().Report(Functor->getLocation(), UnnamedKernelID);
    else
      S.getDiagnostics().Report(Functor->getLocation(), KernelID)
          << kernelDisplayName(Kernel);
  }

  /// Whether the kernel has no SYCL name of the program's: its name is the
  /// headers' unnamed_kernel<Functor>.
  static bool isUnnamed(const FunctionDecl *Kernel) {
    const TemplateArgumentList *Args = Kernel->getTemplateSpecializationArgs();
    if (!Args || Args->size() == 0 ||
        Args->get(0).getKind() != TemplateArgument::Type)
      return false;
    const auto *Name = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        Args->get(0).getAsType()->getAsCXXRecordDecl());
    return Name && Name->getName() == "unnamed_kernel" && isSyclDetail(Name);
  }

  void checkCaptures(const CXXRecordDecl *Lambda) {
    llvm::DenseMap<const VarDecl *, FieldDecl *> Fields;
    FieldDecl *This = nullptr;
    Lambda->getCaptureFields(Fields, This);
    for (const LambdaCapture &Capture : Lambda->captures()) {
      if (!Capture.capturesVariable())
        continue;
      const VarDecl *Var = Capture.getCapturedVar();
      if (Capture.getCaptureKind() == LCK_ByRef) {
        S.getDiagnostics().Report(Capture.getLocation(), ByReferenceID)
            << Var->getName();
        ++Errors;
        continue;
      }
      const FieldDecl *Field = Fields.lookup(Var);
      if (!Field ||
          Copyable.isDeviceCopyable(Field->getType(), Capture.getLocation()))
        continue;
      // A captured lambda: the capture at fault is one of its own.
      const QualType Captured =
          Ctx().getBaseElementType(Field->getType().getNonReferenceType());
      if (const CXXRecordDecl *Inner = Captured->getAsCXXRecordDecl();
          Inner && Inner->isLambda()) {
        checkCaptures(Inner);
        continue;
      }
      S.getDiagnostics().Report(Capture.getLocation(), CaptureID)
          << Var->getName() << Field->getType();
      reportMark(Field->getType(), Capture.getLocation());
    }
  }

  /// A functor class is device copyable when marked, or when its copy is
  /// the implicit one and each base and member is device copyable.
  void checkMembers(const CXXRecordDecl *Functor) {
    for (const CXXConstructorDecl *Ctor : Functor->ctors())
      if (Ctor->isCopyConstructor() && Ctor->isUserProvided()) {
        S.getDiagnostics().Report(Ctor->getLocation(), CopyConstructorID)
            << Ctx().getRecordType(Functor);
        reportMark(Ctx().getRecordType(Functor), Ctor->getLocation());
        return;
      }
    for (const CXXBaseSpecifier &Base : Functor->bases()) {
      if (Copyable.isDeviceCopyable(Base.getType(), Base.getBeginLoc()))
        continue;
      S.getDiagnostics().Report(Base.getBeginLoc(), BaseID)
          << Ctx().getRecordType(Functor) << Base.getType();
      reportMark(Base.getType(), Base.getBeginLoc());
    }
    for (const FieldDecl *Field : Functor->fields()) {
      if (Copyable.isDeviceCopyable(Field->getType(), Field->getLocation()))
        continue;
      S.getDiagnostics().Report(Field->getLocation(), MemberID)
          << Ctx().getRecordType(Functor) << Field->getName()
          << Field->getType();
      reportMark(Field->getType(), Field->getLocation());
    }
  }

  /// The specialization that marks T, with T spelled in full.
  void reportMark(QualType T, SourceLocation Loc) {
    ++Errors;
    QualType Marked =
        Ctx().getBaseElementType(T.getNonReferenceType()).getUnqualifiedType();
    PrintingPolicy Policy(Ctx().getLangOpts());
    Policy.SuppressTagKeyword = true;
    S.getDiagnostics().Report(Loc, MarkID)
        << Marked.getCanonicalType().getAsString(Policy);
  }

  ASTContext &Ctx() const { return S.Context; }

  Sema &S;
  DeviceCopyability Copyable;
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Checked;
  unsigned Errors = 0;
  unsigned CaptureID, ByReferenceID, MemberID, BaseID, CopyConstructorID,
      MarkID, KernelID, UnnamedKernelID;
};

} // namespace

unsigned checkKernelFunctorCopies(ArrayRef<const FunctionDecl *> Kernels,
                                  Sema &S) {
  FunctorChecker Checker(S);
  for (const FunctionDecl *Kernel : Kernels)
    Checker.checkKernel(Kernel);
  return Checker.errors();
}

} // namespace prism
