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
// without sub-groups), and write bitcode whose triple and datalayout are the
// ones SPIR prescribes.
//
// The translator library asserts (aborts the process) on many malformed
// modules instead of reporting them, so every image is first checked with
// the SPIRV-Tools validator, in the same environment as the project's
// spirv-val checks of its own images; only a valid module reaches the
// translator.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"
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
#include <sstream>
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

} // namespace

bool translateSpirvToSpir(const void *image, size_t size,
                          bool singleItemSubGroups, std::string &bitcode,
                          std::string &error) {
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
