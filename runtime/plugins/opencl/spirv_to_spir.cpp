//===- spirv_to_spir.cpp - SPIR-V to SPIR 1.2 bitcode for SPIR-only devices
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Devices without SPIR-V IL support (PoCL here) still build SPIR 1.2 LLVM
// bitcode. This file does in process what `llvm-spirv -r
// --spirv-target-env=CL1.2` does: read the SPIR-V module with the translator
// library, lower SPIR-V builtins to OpenCL 1.2 builtin names, define the
// builtins PoCL lacks (mem_fence, and the sub-group functions on a device
// without sub-groups), reach generic atomics as global ones, have every
// function that calls printf or a work-item query inlined (PoCL only serves
// them in the kernel itself), mark the loops around barriers not to be
// unrolled, keep the loops over local memory inside each work-item
// (LocalMemoryLoops.h), and write bitcode whose triple and datalayout are the
// ones SPIR prescribes.
//
// The translator library asserts (aborts the process) on many malformed
// modules instead of reporting them, so every image is first checked with
// the SPIRV-Tools validator, in the same environment as the project's
// spirv-val checks of its own images; only a valid module reaches the
// translator.
//
//===----------------------------------------------------------------------===//
#include "spirv_to_spir.h"
#include "BarrierLoops.h"
#include "LocalMemoryLoops.h"
#include "single_item_sub_groups.h"

#include <LLVMSPIRVLib.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <spirv-tools/libspirv.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace prism::opencl {

namespace {

constexpr uint32_t SpirvMagic = 0x07230203;
constexpr size_t SpirvHeaderBytes = 5 * sizeof(uint32_t);

// The datalayouts of the SPIR 1.2 specification, section 2.1.
constexpr const char *Spir64DataLayout =
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:"
    "64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:"
    "128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024";
constexpr const char *Spir32DataLayout =
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:"
    "64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:"
    "128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024";

bool checkHeader(const void *image, size_t size, std::string &error) {
  if (size < SpirvHeaderBytes || size % sizeof(uint32_t)) {
    error = "the image is not SPIR-V: " + std::to_string(size) +
            " bytes is not a whole number of 32-bit words of at least a "
            "SPIR-V header";
    return false;
  }
  uint32_t magic;
  std::memcpy(&magic, image, sizeof magic);
  if (magic != SpirvMagic) {
    char text[64];
    std::snprintf(text, sizeof text, "%#010x", magic);
    error = std::string("the image is not SPIR-V: its first word is ") + text +
            ", not the SPIR-V magic number 0x07230203";
    return false;
  }
  return true;
}

bool validate(const std::vector<uint32_t> &words, std::string &error) {
  spv_context context = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  spv_const_binary_t binary{words.data(), words.size()};
  spv_diagnostic diagnostic = nullptr;
  spv_result_t result = spvValidate(context, &binary, &diagnostic);
  if (result != SPV_SUCCESS)
    error = std::string("the image is not valid SPIR-V: ") +
            (diagnostic && diagnostic->error ? diagnostic->error
                                             : "the validator gave no reason");
  spvDiagnosticDestroy(diagnostic);
  spvContextDestroy(context);
  return result == SPV_SUCCESS;
}

// The translator turns SPIR-V's OpMemoryBarrier (sycl::atomic_fence) into
// OpenCL 1.2's mem_fence(flags), which PoCL's kernel library does not define
// (its OpenCL C header maps mem_fence to a no-op under another name), so the
// build would fail on an unresolved symbol. The module gets its own
// definition: a sequentially consistent fence, as strong as any flags ask.
void defineMemFence(llvm::Module &module) {
  llvm::Function *memFence = module.getFunction("_Z9mem_fencej");
  if (!memFence || !memFence->isDeclaration())
    return;
  llvm::IRBuilder<> builder(
      llvm::BasicBlock::Create(module.getContext(), "entry", memFence));
  builder.CreateFence(llvm::AtomicOrdering::SequentiallyConsistent);
  builder.CreateRetVoid();
  memFence->setLinkage(llvm::GlobalValue::InternalLinkage);
}

// The translator lowers an atomic instruction on a Generic pointer (a HIP
// atomic, a generic-space atomic_ref) to the OpenCL 1.2 builtin on an
// addrspace(4) pointer, such as _Z10atomic_addPU3AS4Vii (atom_add for 64
// bits), which OpenCL 1.2 never had and PoCL's kernel library does not
// define. PoCL's CPU device has one flat memory, where every generic address
// is also a global one, so each such call becomes a call of the global
// (addrspace(1)) builtin.
void reachGenericAtomicsAsGlobal(llvm::Module &module) {
  constexpr unsigned Generic = 4, Global = 1;
  std::vector<llvm::Function *> genericAtomics;
  for (llvm::Function &function : module) {
    llvm::StringRef name = function.getName();
    if (function.isDeclaration() && function.arg_size() > 0 &&
        name.contains("atom") && name.contains("PU3AS4") &&
        function.getArg(0)->getType()->isPointerTy() &&
        function.getArg(0)->getType()->getPointerAddressSpace() == Generic)
      genericAtomics.push_back(&function);
  }
  for (llvm::Function *genericAtomic : genericAtomics) {
    llvm::FunctionType *type = genericAtomic->getFunctionType();
    std::vector<llvm::Type *> parameters(type->param_begin(),
                                         type->param_end());
    auto *pointer = llvm::cast<llvm::PointerType>(parameters[0]);
    parameters[0] = llvm::PointerType::getWithSamePointeeType(pointer, Global);
    std::string name = genericAtomic->getName().str();
    name.replace(name.find("PU3AS4"), 6, "PU3AS1");
    llvm::FunctionCallee globalAtomic = module.getOrInsertFunction(
        name,
        llvm::FunctionType::get(type->getReturnType(), parameters,
                                type->isVarArg()),
        genericAtomic->getAttributes());
    for (llvm::User *user :
         llvm::make_early_inc_range(genericAtomic->users())) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(user);
      if (!call || call->getCalledFunction() != genericAtomic)
        continue;
      llvm::IRBuilder<> builder(call);
      std::vector<llvm::Value *> arguments(call->arg_begin(), call->arg_end());
      arguments[0] = builder.CreateAddrSpaceCast(arguments[0], parameters[0]);
      llvm::CallInst *replacement = builder.CreateCall(globalAtomic, arguments);
      replacement->setCallingConv(call->getCallingConv());
      replacement->setAttributes(call->getAttributes());
      call->replaceAllUsesWith(replacement);
      call->eraseFromParent();
    }
    if (genericAtomic->use_empty())
      genericAtomic->eraseFromParent();
  }
}

/// Gives the kernels whose names are too long for PoCL their short names.
void shortenKernelNames(llvm::Module &module) {
  for (llvm::Function &function : module)
    if (function.getCallingConv() == llvm::CallingConv::SPIR_KERNEL) {
      std::string shortName = spirKernelName(function.getName().str());
      if (shortName != function.getName())
        function.setName(shortName);
    }
}

// Whether f is one of the functions that PoCL serves from the work-group's
// context: printf and the OpenCL work-item queries, as the translator names
// them.
bool usesWorkGroupContext(const llvm::Function &f) {
  static const std::set<std::string> names = {"printf",
                                              "_Z13get_global_idj",
                                              "_Z12get_local_idj",
                                              "_Z12get_group_idj",
                                              "_Z15get_global_sizej",
                                              "_Z14get_local_sizej",
                                              "_Z14get_num_groupsj",
                                              "_Z17get_global_offsetj",
                                              "_Z23get_enqueued_local_sizej",
                                              "_Z12get_work_dimv"};
  return f.isDeclaration() && names.count(f.getName().str());
}

// PoCL 3.1 answers work-item queries and hands printf its output buffer only
// in the work-group function it builds around the kernel, and in what it
// inlines there. Such a call left in a function that is not inlined finds
// no context: the kernel fails to load on an undefined symbol (_group_id_x),
// or PoCL's optimiser drops the printf path as undefined behaviour and the
// kernel prints nothing or never ends. PoCL marks the functions that reach
// a work-item query always-inline itself, but not those that reach printf
// (a function with several callers, such as the flush of a sycl::stream,
// then stays out of line), and it keeps the noinline that the translator
// puts on the calls of a function the source marks noinline. So every
// function from which such a call is reachable is marked always-inline
// here, and its calls lose their noinline.
void inlineWorkGroupContextUsers(llvm::Module &module) {
  std::vector<llvm::Function *> callees;
  for (llvm::Function &function : module)
    if (usesWorkGroupContext(function))
      callees.push_back(&function);
  std::set<llvm::Function *> marked;
  while (!callees.empty()) {
    llvm::Function *callee = callees.back();
    callees.pop_back();
    for (llvm::User *user : callee->users()) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(user);
      if (!call)
        continue;
      call->removeFnAttr(llvm::Attribute::NoInline);
      llvm::Function *caller = call->getFunction();
      if (caller->getCallingConv() == llvm::CallingConv::SPIR_KERNEL ||
          !marked.insert(caller).second)
        continue;
      caller->removeFnAttr(llvm::Attribute::NoInline);
      caller->addFnAttr(llvm::Attribute::AlwaysInline);
      callees.push_back(caller);
    }
  }
}

// Shapes the loops of kernels with barriers for PoCL's work-item loops. The
// loops around barriers stay rolled until PoCL has formed them
// (BarrierLoops.h); the SPIR-V image carries no loop hints, since
// llvm-spirv 15 cannot place them validly (LowerUnsupported.cpp). The loops
// that walk local memory stay inside each work-item (LocalMemoryLoops.h).
void shapeLoopsForWorkItemLoops(llvm::Module &module) {
  prism::FunctionSet withBarrier =
      prism::functionsWithBarriers(module, prism::SpirBarrierNames);
  for (llvm::Function &function : module)
    prism::markBarrierLoopsNotToUnroll(function, withBarrier);
  prism::keepLocalMemoryLoopsInWorkItems(module, withBarrier);
}

} // namespace

std::string spirKernelName(const std::string &name) {
  constexpr size_t MaxLength = 128;
  if (name.size() <= MaxLength)
    return name;
  uint64_t hash = 0xcbf29ce484222325; // FNV-1a 64
  for (unsigned char c : name) {
    hash ^= c;
    hash *= 0x100000001b3;
  }
  char shortName[32];
  std::snprintf(shortName, sizeof shortName, "prism_kernel_%016llx",
                static_cast<unsigned long long>(hash));
  return shortName;
}

bool translateSpirvToSpir(const void *image, size_t size,
                          bool singleItemSubGroups, std::string &bitcode,
                          std::string &error,
                          const std::map<uint32_t, uint64_t> &specConstants) {
  if (!checkHeader(image, size, error))
    return false;
  // Copied: the caller's image need not be 4-byte aligned.
  std::vector<uint32_t> words(size / sizeof(uint32_t));
  std::memcpy(words.data(), image, size);
  if (!validate(words, error))
    return false;

  // The translator keeps some state in globals; one translation at a time.
  static std::mutex translatorMutex;
  std::lock_guard<std::mutex> lock(translatorMutex);

  SPIRV::TranslatorOpts options;
  // As llvm-spirv -r does: when consuming SPIR-V, every known extension may
  // appear; the producer decided which ones to use.
  options.enableAllExtensions();
  options.setDesiredBIsRepresentation(SPIRV::BIsRepresentation::OpenCL12);
  for (const auto &[id, value] : specConstants)
    options.setSpecConst(id, value);

  std::istringstream input(std::string(static_cast<const char *>(image), size));
  llvm::LLVMContext llvmContext;
  // Typed pointers, as llvm-spirv -r uses: the translator's OpenCL 1.2
  // lowering of atomics asks for pointer element types and asserts on an
  // opaque pointer.
  llvmContext.setOpaquePointers(false);
  llvm::Module *translated = nullptr;
  std::string translatorMessage;
  bool ok = llvm::readSpirv(llvmContext, options, input, translated,
                            translatorMessage);
  std::unique_ptr<llvm::Module> module(translated);
  if (!ok || !module) {
    error = "the SPIR-V translator cannot read the image: " +
            (translatorMessage.empty() ? std::string("no reason given")
                                       : translatorMessage);
    return false;
  }

  // The translator derives the triple from the addressing model; without
  // one, the pointer size of the datalayout decides.
  llvm::StringRef triple = module->getTargetTriple();
  bool is64Bit = triple.startswith("spir64") ||
                 (!triple.startswith("spir") &&
                  module->getDataLayout().getPointerSizeInBits() == 64);
  module->setTargetTriple(is64Bit ? "spir64-unknown-unknown"
                                  : "spir-unknown-unknown");
  module->setDataLayout(is64Bit ? Spir64DataLayout : Spir32DataLayout);
  defineMemFence(*module);
  reachGenericAtomicsAsGlobal(*module);
  shortenKernelNames(*module);
  inlineWorkGroupContextUsers(*module);
  shapeLoopsForWorkItemLoops(*module);
  if (singleItemSubGroups)
    defineSingleItemSubGroups(*module);

  std::string verifierMessage;
  llvm::raw_string_ostream verifierStream(verifierMessage);
  if (llvm::verifyModule(*module, &verifierStream)) {
    error = "the SPIR-V translator produced invalid LLVM IR from the image: " +
            verifierStream.str();
    return false;
  }

  bitcode.clear();
  llvm::raw_string_ostream output(bitcode);
  llvm::WriteBitcodeToFile(*module, output);
  output.flush();
  return true;
}

} // namespace prism::opencl
