//===- CheckImports.cpp - Reject kernels that call host-only code ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-check-imports: the last check before translation. Every function a
// kernel reaches that is declared but not defined must be something the
// device provides:
//
//  - an LLVM intrinsic (the translator lowers those it knows and names the
//    others in its own error),
//  - a SPIR-V builtin function (a name containing "__spirv_"), which the
//    translator turns into a SPIR-V instruction or builtin variable,
//  - an OpenCL C work-item or synchronisation builtin the translator maps
//    (get_global_id, barrier, ...),
//  - __nvvm_reflect, which the NVPTX backend folds (libclc's code asks it
//    about the target),
//  - vprintf, CUDA's device printf, which the CUDA driver links in at JIT
//    time (Clang's CUDA mode compiles printf calls into it), and
//    __assertfail, CUDA's device assert, linked in the same way (the HIP
//    headers' assert calls it on NVPTX).
//
// Anything else (__cxa_throw, operator new, __prism_printf left unlowered, a
// host-only function) would become an import no device runtime resolves, and
// fail much later, in a driver JIT, with no hint of which kernel is at fault.
// So each (kernel, import) pair is reported as
//   prism: error: kernel 'K' calls 'F', which has no device definition
//   (host-only, or in another translation unit without -fgpu-rdc?)
// and the pass fails the opt run through LLVMContext::emitError.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "prism-check-imports"

using namespace llvm;

namespace prism {

// OpenCL C builtins (by unmangled base name) that llvm-spirv 15 maps to
// SPIR-V builtins or instructions.
static bool isTranslatedOpenCLBuiltin(StringRef Name) {
  static const StringSet<> Builtins = {
      "get_global_id",   "get_local_id",       "get_group_id",
      "get_global_size", "get_local_size",     "get_num_groups",
      "get_work_dim",    "get_global_offset",  "get_enqueued_local_size",
      "barrier",         "work_group_barrier", "mem_fence",
      "read_mem_fence",  "write_mem_fence"};
  if (!Name.startswith("_Z"))
    return false;
  // The demangler's nodes point into the mangled string: keep it alive.
  std::string Mangled = Name.str();
  ItaniumPartialDemangler Demangler;
  if (Demangler.partialDemangle(Mangled.c_str()))
    return false;
  char *Base = Demangler.getFunctionBaseName(nullptr, nullptr);
  bool Known = Base && Builtins.contains(Base);
  std::free(Base);
  return Known;
}

static bool isDeviceProvided(const Function &F) {
  return F.isIntrinsic() || F.getName().contains("__spirv_") ||
         F.getName() == "__nvvm_reflect" || F.getName() == "vprintf" ||
         F.getName() == "__assertfail" ||
         isTranslatedOpenCLBuiltin(F.getName());
}

PreservedAnalyses CheckImportsPass::run(Module &M, ModuleAnalysisManager &) {
  auto Kernels = collectKernels(M);
  unsigned Errors = 0;
  for (const Function &F : M) {
    if (!Kernels.contains(&F))
      continue;
    for (const Function *Import : missingImports(F, isDeviceProvided)) {
      errs() << "prism: error: kernel '" << displayName(F.getName())
             << "' calls '" << displayName(Import->getName())
             << "', which has no device definition (host-only, or in another "
                "translation unit without -fgpu-rdc?)\n";
      ++Errors;
    }
  }
  LLVM_DEBUG(dbgs() << "prism-check-imports: " << Kernels.size()
                    << " kernel(s) checked, " << Errors
                    << " call(s) without a device definition\n");
  if (Errors)
    M.getContext().emitError(
        "prism: " + Twine(Errors) +
        " call(s) from kernels to functions without a device definition");
  return PreservedAnalyses::all();
}

} // namespace prism
