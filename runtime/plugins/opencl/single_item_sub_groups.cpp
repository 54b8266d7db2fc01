//===- single_item_sub_groups.cpp - Sub-groups for devices without them --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism's spir64 device library asks SPIR-V for sub-groups (sub-group
// builtin variables, OpGroupNonUniformShuffle, OpGroupAny/All), which the
// translator turns into OpenCL's sub-group functions. A device without
// sub-groups of its own (PoCL's CPU device: no cl_khr_subgroups, and no such
// function in its kernel library) would fail to link them. There, every
// work-item is a sub-group by itself, which SYCL allows and which is
// correct for every sub-group and group algorithm: this file defines the
// functions in the translated module accordingly, and the plugin reports a
// sub-group size of 1 for such a device.
//
//===----------------------------------------------------------------------===//
#include "single_item_sub_groups.h"

#include <llvm/ADT/STLFunctionalExtras.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>

#include <vector>

namespace prism::opencl {

namespace {

using BodyBuilder =
    llvm::function_ref<llvm::Value *(llvm::IRBuilder<> &, llvm::Function &)>;

/// Gives the declaration F the body that returns Body's value; internal and
/// always inlined, so that the device compiler folds it away.
void define(llvm::Function &F, BodyBuilder Body) {
  llvm::IRBuilder<> Builder(
      llvm::BasicBlock::Create(F.getContext(), "entry", &F));
  Builder.CreateRet(Body(Builder, F));
  F.setLinkage(llvm::GlobalValue::InternalLinkage);
  F.addFnAttr(llvm::Attribute::AlwaysInline);
}

/// A call of the OpenCL work-item function Name (get_local_id,
/// get_local_size) for dimension Dim, as a 32-bit value.
llvm::Value *workItemQuery(llvm::IRBuilder<> &Builder, llvm::StringRef Name,
                           unsigned Dim) {
  llvm::Module &M = *Builder.GetInsertBlock()->getModule();
  llvm::LLVMContext &Context = M.getContext();
  llvm::Type *SizeT = llvm::IntegerType::get(
      Context, M.getDataLayout().getPointerSizeInBits());
  llvm::FunctionCallee Query = M.getOrInsertFunction(
      Name, llvm::FunctionType::get(SizeT, {Builder.getInt32Ty()}, false));
  if (auto *Declared = llvm::dyn_cast<llvm::Function>(Query.getCallee()))
    Declared->setCallingConv(llvm::CallingConv::SPIR_FUNC);
  llvm::CallInst *Call = Builder.CreateCall(Query, {Builder.getInt32(Dim)});
  Call->setCallingConv(llvm::CallingConv::SPIR_FUNC);
  return Builder.CreateTrunc(Call, Builder.getInt32Ty());
}

constexpr llvm::StringLiteral LocalId = "_Z12get_local_idj";
constexpr llvm::StringLiteral LocalSize = "_Z14get_local_sizej";

/// OpenCL's local linear id: id(0) + size(0) * (id(1) + size(1) * id(2)).
llvm::Value *localLinearId(llvm::IRBuilder<> &Builder) {
  llvm::Value *Linear = workItemQuery(Builder, LocalId, 2);
  for (int Dim = 1; Dim >= 0; --Dim)
    Linear = Builder.CreateAdd(
        workItemQuery(Builder, LocalId, Dim),
        Builder.CreateMul(workItemQuery(Builder, LocalSize, Dim), Linear));
  return Linear;
}

/// The number of work-items in the work-group.
llvm::Value *localLinearSize(llvm::IRBuilder<> &Builder) {
  llvm::Value *Count = workItemQuery(Builder, LocalSize, 0);
  for (unsigned Dim = 1; Dim < 3; ++Dim)
    Count = Builder.CreateMul(Count, workItemQuery(Builder, LocalSize, Dim));
  return Count;
}

} // namespace

void defineSingleItemSubGroups(llvm::Module &M) {
  std::vector<llvm::Function *> Declarations;
  for (llvm::Function &F : M)
    if (F.isDeclaration())
      Declarations.push_back(&F);

  auto Constant = [](uint32_t Value) {
    return [Value](llvm::IRBuilder<> &Builder,
                   llvm::Function &) -> llvm::Value * {
      return Builder.getInt32(Value);
    };
  };
  for (llvm::Function *F : Declarations) {
    llvm::StringRef Name = F->getName();
    if (Name == "_Z22get_sub_group_local_idv") {
      define(*F, Constant(0));
    } else if (Name == "_Z18get_sub_group_sizev" ||
               Name == "_Z22get_max_sub_group_sizev") {
      define(*F, Constant(1));
    } else if (Name == "_Z16get_sub_group_idv") {
      define(*F, [](llvm::IRBuilder<> &Builder, llvm::Function &) {
        return localLinearId(Builder);
      });
    } else if (Name == "_Z18get_num_sub_groupsv") {
      define(*F, [](llvm::IRBuilder<> &Builder, llvm::Function &) {
        return localLinearSize(Builder);
      });
    } else if (Name.startswith("_Z17sub_group_shuffle") &&
               F->arg_size() == 2 &&
               F->getReturnType() == F->getArg(0)->getType()) {
      // The only lane a valid program may name is the work-item itself.
      define(*F, [](llvm::IRBuilder<> &, llvm::Function &Shuffle) {
        return static_cast<llvm::Value *>(Shuffle.getArg(0));
      });
    } else if (Name == "_Z13sub_group_anyi" || Name == "_Z13sub_group_alli") {
      // A vote of one: the work-item's own predicate, as OpenCL's int.
      define(*F, [](llvm::IRBuilder<> &Builder, llvm::Function &Vote) {
        return Builder.CreateZExt(
            Builder.CreateICmpNE(Vote.getArg(0), Builder.getInt32(0)),
            Builder.getInt32Ty());
      });
    }
  }
}

} // namespace prism::opencl
