//===- KernelAttributes.cpp - SYCL kernel attributes as kernel metadata ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-kernel-attributes: the frontend plugin records a kernel attribute
// on the kernel it applies to as an annotation,
// __attribute__((annotate("prism.<name>=N"))), which Clang emits as an
// entry of @llvm.global.annotations. This pass moves each such entry onto
// its kernel as the metadata the rest of the toolchain reads:
//
//   prism.reqd_sub_group_size=N  ->  !intel_reqd_sub_group_size !{i32 N}
//     (SYCL's reqd_sub_group_size: the name llvm-spirv turns into the
//     SPIR-V execution mode SubgroupSize N, so a SPIR-V device compiles the
//     kernel for that size)
//   prism.max_work_group_size=N  ->  !prism_max_work_group_size !{i32 N}
//     (HIP's and CUDA's __launch_bounds__; prism-static-local-memory may
//     lower it later)
//
// prism-kernel-symbols writes both into the kernel table for the runtime's
// checks. The pass removes the entries, and the strings only they used,
// from the module. Other annotations stay.
//
// Why a pass: Clang 15 has no IR form for a plugin's attribute but the
// annotation. The device compile loads PrismPasses.so with -fpass-plugin and
// runs this pass at the start of Clang's pipeline, before anything could
// drop the annotated kernels' metadata; on a module without the
// annotations it does nothing.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-kernel-attributes"

using namespace llvm;

namespace prism {

/// Each annotation's prefix and the kernel metadata it becomes.
static constexpr std::pair<StringLiteral, StringLiteral> KernelAnnotations[] = {
    {"prism.reqd_sub_group_size=", "intel_reqd_sub_group_size"},
    {"prism.max_work_group_size=", "prism_max_work_group_size"}};

/// The metadata name of an annotation, and its value; an empty name when
/// Text is none of KernelAnnotations.
static std::pair<StringRef, uint32_t> kernelMetadataOf(StringRef Text) {
  for (const auto &[Prefix, Name] : KernelAnnotations) {
    uint32_t Value = 0;
    if (Text.consume_front(Prefix) && !Text.getAsInteger(10, Value))
      return {Name, Value};
  }
  return {StringRef(), 0};
}

/// The text of an annotation string operand; empty when it is not one.
static StringRef annotationText(const Value *Operand) {
  const auto *Text = dyn_cast<GlobalVariable>(Operand->stripPointerCasts());
  const auto *Data =
      Text && Text->hasInitializer()
          ? dyn_cast<ConstantDataSequential>(Text->getInitializer())
          : nullptr;
  return Data && Data->isCString() ? Data->getAsCString() : StringRef();
}

PreservedAnalyses KernelAttributesPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  GlobalVariable *Annotations = M.getGlobalVariable("llvm.global.annotations");
  auto *Entries = Annotations && Annotations->hasInitializer()
                      ? dyn_cast<ConstantArray>(Annotations->getInitializer())
                      : nullptr;
  if (!Entries)
    return PreservedAnalyses::all();

  LLVMContext &Context = M.getContext();
  SmallVector<Constant *, 8> Kept;
  // The strings of the entries taken out; a file name may be shared.
  SmallSetVector<GlobalVariable *, 8> Strings;
  for (Use &Operand : Entries->operands()) {
    auto *Entry = cast<Constant>(Operand.get());
    StringRef Text = Entry->getNumOperands() >= 2
                         ? annotationText(Entry->getOperand(1))
                         : StringRef();
    auto *Kernel =
        Text.empty()
            ? nullptr
            : dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    auto [Name, Value] = kernelMetadataOf(Text);
    if (!Kernel || Name.empty()) {
      Kept.push_back(Entry);
      continue;
    }
    Kernel->setMetadata(
        Name, MDNode::get(Context, ConstantAsMetadata::get(ConstantInt::get(
                                       Type::getInt32Ty(Context), Value))));
    LLVM_DEBUG(dbgs() << "prism-kernel-attributes: '" << Kernel->getName()
                      << "' gets !" << Name << " " << Value << "\n");
    for (unsigned I = 1; I < Entry->getNumOperands(); ++I)
      if (auto *String =
              dyn_cast<GlobalVariable>(Entry->getOperand(I)->stripPointerCasts()))
        Strings.insert(String);
  }
  if (Kept.size() == Entries->getNumOperands())
    return PreservedAnalyses::all();

  if (!Kept.empty()) {
    auto *Type = ArrayType::get(Entries->getType()->getElementType(),
                                Kept.size());
    auto *Remaining = new GlobalVariable(
        M, Type, Annotations->isConstant(), Annotations->getLinkage(),
        ConstantArray::get(Type, Kept), "", Annotations);
    Remaining->setSection(Annotations->getSection());
    Remaining->takeName(Annotations);
  }
  Annotations->eraseFromParent();
  for (GlobalVariable *String : Strings) {
    String->removeDeadConstantUsers();
    if (String->use_empty())
      String->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

} // namespace prism
