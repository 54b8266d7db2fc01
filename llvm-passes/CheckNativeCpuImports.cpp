//===- CheckNativeCpuImports.cpp - What native CPU kernels may call -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-check-native-cpu-imports: the native CPU target's form of
// prism-check-imports. A native image is a shared object of the host, linked
// with its C library, so a kernel may call an LLVM intrinsic or a function
// that the host's C library defines (what TargetLibraryInfo knows for the
// host's triple: sinf, printf, memcpy, ...), the device printf, which
// prism-native-cpu-retarget makes the C library's, and the work-item
// builtins, which prism-native-cpu-work-groups replaces. Anything else would be
// an unresolved symbol when the image is linked, or loaded, with no hint of
// the kernel at fault, so each (kernel, import) pair is an error naming
// both, in the words of prism-check-imports; a SPIR-V builtin that user code
// calls directly is named as a feature the target lacks.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace prism {

/// C99 math functions (and their float forms) that LLVM 15's
/// TargetLibraryInfo does not know, but libm, which the image links, has.
static bool isOtherMathFunction(StringRef Name) {
  static const StringSet<> Functions = {
      "erf",   "erfc",   "fdim",      "fma",    "hypot",
      "ilogb", "lgamma", "nextafter", "scalbn", "tgamma"};
  return Functions.contains(Name) ||
         (Name.endswith("f") && Functions.contains(Name.drop_back()));
}

PreservedAnalyses CheckNativeCpuImportsPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  TargetLibraryInfoImpl HostLibrary{Triple(sys::getProcessTriple())};
  TargetLibraryInfo Library(HostLibrary);
  auto Provided = [&](const Function &F) {
    LibFunc Func;
    return F.isIntrinsic() || F.getName() == "__prism_printf" ||
           isNativeCpuWorkItemBuiltin(F.getName()) ||
           Library.getLibFunc(F, Func) || isOtherMathFunction(F.getName());
  };
  unsigned Errors = 0;
  for (const Function *Kernel : collectKernels(M))
    for (const Function *Import : missingImports(*Kernel, Provided)) {
      errs() << "prism: error: kernel '" << displayName(Kernel->getName());
      if (Import->getName().contains("__spirv_"))
        errs() << "' uses the SPIR-V builtin '"
               << displayName(Import->getName())
               << "', which the native CPU target does not provide\n";
      else
        errs() << "' calls '" << displayName(Import->getName())
               << "', which has no device definition and is not a C library "
                  "function (host-only, or in another translation unit "
                  "without -fgpu-rdc?)\n";
      ++Errors;
    }
  if (Errors)
    M.getContext().emitError("prism: " + Twine(Errors) +
                             " call(s) from kernels that the native CPU "
                             "target cannot resolve");
  return PreservedAnalyses::all();
}

} // namespace prism
