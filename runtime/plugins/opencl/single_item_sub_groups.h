//===- single_item_sub_groups.h - Sub-groups for devices without them -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// See single_item_sub_groups.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_OPENCL_SINGLE_ITEM_SUB_GROUPS_H
#define PRISM_PLUGINS_OPENCL_SINGLE_ITEM_SUB_GROUPS_H

namespace llvm {
class Module;
} // namespace llvm

namespace prism::opencl {

/// Defines, in a module translated to SPIR 1.2, the OpenCL sub-group
/// functions it declares (those Prism's device library uses) for sub-groups
/// of one work-item each.
void defineSingleItemSubGroups(llvm::Module &M);

} // namespace prism::opencl

#endif // PRISM_PLUGINS_OPENCL_SINGLE_ITEM_SUB_GROUPS_H
