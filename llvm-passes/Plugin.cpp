//===- Plugin.cpp - Registers the Prism passes with opt -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The entry point opt looks for in PrismPasses.so. It registers every pass
// and pipeline alias of PassRegistry.def by name; the pipelines the driver
// runs on a linked device module are:
//
//   prism-post-link-spirv =
//     prism-spirv-target-limits, prism-strip-optnone, prism-kernels-only,
//     prism-lower-work-group-scope, prism-static-local-memory, always-inline,
//     prism-dynamic-local-memory, prism-program-globals,
//     [prism-no-unroll-in-barrier-loops, default<On> without vectorizers,
//      infer-address-spaces(4), prism-unroll-two-trip-barrier-loops and
//      loop-full-unroll of the loops it marks, prism-work-group-guards,
//      when -prism-opt-level=n > 0],
//     prism-lower-printf, prism-lower-unsupported, prism-widen-odd-integers,
//     prism-check-imports, prism-check-recursion, prism-kernel-symbols
//   prism-post-link-ptx =
//     prism-strip-optnone, prism-kernels-only, prism-lower-work-group-scope,
//     prism-static-local-memory, always-inline, [default<On>],
//     prism-ptx-printf-formats, prism-ptx-rotates, prism-host-kernel-names,
//     prism-check-imports, prism-kernel-symbols, prism-ptx-names
//   prism-post-link-native-cpu =
//     prism-strip-optnone, prism-kernels-only, prism-lower-work-group-scope,
//     prism-static-local-memory, always-inline, prism-dynamic-local-memory,
//     prism-program-globals, [default<On> without vectorizers,
//     prism-work-group-guards], prism-check-native-cpu-imports,
//     prism-kernel-symbols, prism-native-cpu-work-groups,
//     prism-native-cpu-retarget, globaldce (the functions inlined into the
//     work-group functions go, with their calls of work-item builtins)
//   whose output Clang then optimises and compiles for the host (the
//   vectorizers run there, with the host's cost model, on the work-item
//   loops); it is never split: code generation ahead of time gains nothing
//   from smaller images.
//
// With -prism-split=per_kernel|per_source, prism-device-code-split takes the
// place of the last steps (kernel symbols, PTX names), once per part.
//
// It also adds the table's PIPELINE_START_PASS rows at the start of every
// default pipeline, which is how Clang's device and host compiles
// (-fpass-plugin) run them.
//
// Optimisation lives inside the alias, so that its order against our passes
// is fixed: it runs on kernels only (cheap, and nothing host-only is
// optimised into the kernels), and lower-unsupported runs after it because
// the optimiser creates freeze. lower-printf runs after it too, where an
// inlined printf format is a constant (LowerPrintf.cpp). Dynamic local
// memory and the program's device variables (prism-program-globals) become
// kernel parameters before optimisation, so that the optimiser sees plain
// arguments.
// The driver passes the user's -O level as -prism-opt-level; at 0, the -O0
// module (allocas, no inlining) is translated as it is, which llvm-spirv
// accepts, and PoCL optimises it when it builds.
//
// InferAddressSpaces runs after the default pipeline, with the generic
// address space (4 in Clang's spirv64 HIP mode) given explicitly: targets add
// it to the default pipeline through their TargetMachine, and opt has none for
// spirv64. Once inlining has shown where a generic pointer comes from (the
// dynamic local parameter, a global buffer), its loads and stores become
// addrspace(3)/(1) accesses, which the device need not resolve at run time.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"

using namespace llvm;

static cl::opt<unsigned> PostLinkOptLevel(
    "prism-opt-level",
    cl::desc("Optimisation level (0-3) that prism-post-link-spirv/-ptx run the "
             "standard module pipeline at; 0 runs none"),
    cl::init(0));

namespace prism {

static OptimizationLevel optimizationLevel(unsigned Level) {
  switch (Level) {
  case 1:
    return OptimizationLevel::O1;
  case 2:
    return OptimizationLevel::O2;
  default:
    return OptimizationLevel::O3;
  }
}

// The generic address space of Clang's spirv64 HIP mode.
static constexpr unsigned SpirvGenericAddressSpace = 4;

// The default pipeline without the loop and SLP vectorizers. With no
// TargetMachine for spirv64 they cost vectors blindly: a strided store loop
// becomes a GEP over a vector of indices whose pointers are extracted one by
// one, and SPIR-V has no vectors of pointers (llvm-spirv 15 aborts on them).
// OpenCL implementations vectorize across work-items themselves.
static ModulePassManager buildSpirvDefaultPipeline(PassBuilder &PB,
                                                   OptimizationLevel Level) {
  PipelineTuningOptions Tuning;
  Tuning.LoopVectorization = false;
  Tuning.SLPVectorization = false;
  PassBuilder SpirvPB(/*TM=*/nullptr, Tuning, /*PGOOpt=*/None,
                      PB.getPassInstrumentationCallbacks());
  return SpirvPB.buildPerModuleDefaultPipeline(Level);
}

// The steps that give a spirv64 module's kernels their final form, for
// SPIR-V and the native CPU target alike: the kernels alone, work-group
// scopes and local memory resolved, dynamic local memory and the device
// variables as kernel parameters.
static void addKernelFormSteps(ModulePassManager &MPM) {
  MPM.addPass(StripOptNonePass());
  MPM.addPass(KernelsOnlyPass());
  MPM.addPass(LowerWorkGroupScopePass());
  MPM.addPass(StaticLocalMemoryPass());
  MPM.addPass(AlwaysInlinerPass());
  MPM.addPass(DynamicLocalMemoryPass());
  MPM.addPass(ProgramGlobalsPass());
}

static void addPostLinkSpirv(PassBuilder &PB, ModulePassManager &MPM) {
  MPM.addPass(SpirvTargetLimitsPass());
  addKernelFormSteps(MPM);
  if (PostLinkOptLevel > 0) {
    MPM.addPass(NoUnrollInBarrierLoopsPass());
    MPM.addPass(
        buildSpirvDefaultPipeline(PB, optimizationLevel(PostLinkOptLevel)));
    MPM.addPass(createModuleToFunctionPassAdaptor(
        InferAddressSpacesPass(SpirvGenericAddressSpace)));
    MPM.addPass(UnrollTwoTripBarrierLoopsPass());
    MPM.addPass(createModuleToFunctionPassAdaptor(
        createFunctionToLoopPassAdaptor(LoopFullUnrollPass(
            PostLinkOptLevel, /*OnlyWhenForced=*/true, /*ForgetSCEV=*/false))));
    MPM.addPass(WorkGroupGuardsPass());
  }
  MPM.addPass(LowerPrintfPass());
  MPM.addPass(LowerUnsupportedPass());
  MPM.addPass(WidenOddIntegersPass());
  MPM.addPass(CheckImportsPass());
  MPM.addPass(CheckRecursionPass());
  if (DeviceCodeSplitPass::enabled())
    MPM.addPass(DeviceCodeSplitPass(/*ForPtx=*/false));
  else
    MPM.addPass(KernelSymbolsPass());
}

static void addPostLinkNativeCpu(PassBuilder &PB, ModulePassManager &MPM) {
  addKernelFormSteps(MPM);
  if (PostLinkOptLevel > 0) {
    MPM.addPass(
        buildSpirvDefaultPipeline(PB, optimizationLevel(PostLinkOptLevel)));
    MPM.addPass(WorkGroupGuardsPass());
  }
  MPM.addPass(CheckNativeCpuImportsPass());
  MPM.addPass(KernelSymbolsPass());
  MPM.addPass(NativeCpuWorkGroupsPass());
  MPM.addPass(NativeCpuRetargetPass());
  MPM.addPass(GlobalDCEPass());
}

static void addPostLinkPtx(PassBuilder &PB, ModulePassManager &MPM) {
  MPM.addPass(StripOptNonePass());
  MPM.addPass(KernelsOnlyPass());
  MPM.addPass(LowerWorkGroupScopePass());
  MPM.addPass(StaticLocalMemoryPass());
  MPM.addPass(AlwaysInlinerPass());
  if (PostLinkOptLevel > 0)
    MPM.addPass(
        PB.buildPerModuleDefaultPipeline(optimizationLevel(PostLinkOptLevel)));
  MPM.addPass(PtxPrintfFormatsPass());
  MPM.addPass(PtxRotatesPass());
  MPM.addPass(HostKernelNamesPass());
  MPM.addPass(CheckImportsPass());
  if (DeviceCodeSplitPass::enabled()) {
    MPM.addPass(DeviceCodeSplitPass(/*ForPtx=*/true));
  } else {
    MPM.addPass(KernelSymbolsPass());
    MPM.addPass(PtxNamesPass());
  }
}

static bool parseModulePipelineElement(PassBuilder &PB, StringRef Name,
                                       ModulePassManager &MPM) {
#define MODULE_PASS(NAME, CLASS)                                               \
  if (Name == NAME) {                                                          \
    MPM.addPass(CLASS());                                                      \
    return true;                                                               \
  }
#define MODULE_PIPELINE(NAME, BUILDER)                                         \
  if (Name == NAME) {                                                          \
    BUILDER(PB, MPM);                                                          \
    return true;                                                               \
  }
#include "PassRegistry.def"
  return false;
}

static void addPipelineStartPasses(ModulePassManager &MPM) {
#define PIPELINE_START_PASS(NAME, CLASS) MPM.addPass(CLASS());
#include "PassRegistry.def"
}

} // namespace prism

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "PrismPasses", "0.1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [&PB](StringRef Name, ModulePassManager &MPM,
                      ArrayRef<PassBuilder::PipelineElement>) {
                  return prism::parseModulePipelineElement(PB, Name, MPM);
                });
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) {
                  prism::addPipelineStartPasses(MPM);
                });
          }};
}
