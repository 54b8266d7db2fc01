//===- stages.h - The stages of the offload flow --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One planner per stage of docs/design.md's flow, each in the file named
// after it. A planner adds the stage's steps to the compilation's Plan and
// leaves what the stage makes in the Compilation for the stages after it;
// Compilation::run() calls them in order.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_STAGES_STAGES_H
#define PRISM_DRIVER_STAGES_STAGES_H

#include "compilation.h"

#include <string>

namespace prism::driver {

// device_compile.cpp
/// Source's device compile for every target, to bitcode for the device
/// link (Compilation::DeviceBitcode); a HIP or CUDA source without
/// -fgpu-rdc is made a whole program. With -MD, each writes a dependency
/// file, noted in Deps.
void planDeviceCompiles(Compilation &C, const SourceFile &Source,
                        Compilation::DependencyFiles &Deps);
/// -fsyntax-only: Source's device compile for every target, checking only.
void planDeviceSyntaxChecks(Compilation &C, const SourceFile &Source);
/// -fsycl-device-only: Source's device bitcode (or text, or with
/// -emit-spirv its SPIR-V) for every target, as the output.
void planDeviceOnlyOutputs(Compilation &C, const SourceFile &Source);

// host_compile.cpp
/// Source's host compile to its object (Compilation::HostObjects), and with
/// -MD its dependency file, noted in Deps.
void planHostCompile(Compilation &C, const SourceFile &Source,
                     Compilation::DependencyFiles &Deps);
/// -fsyntax-only: Source's host compile, checking only.
void planHostSyntaxCheck(Compilation &C, const SourceFile &Source);
/// -E: Source preprocessed for the host, in chain In (the outputs of every
/// source share stdout).
void planPreprocessing(Compilation &C, const SourceFile &Source,
                       Plan::Chain In);

// bundle.cpp
/// -c: each offloading source's fat object, its host object with each
/// target's device bitcode in clang-offload-bundler sections.
void planFatObjects(Compilation &C);

// unbundle.cpp
/// The device bitcode of the link's fat objects and libraries of them, for
/// the device link. Throws OptionError for an input that lacks a target.
void planUnbundling(Compilation &C);

// device_link.cpp
/// T's device bitcode linked into one module with the device library, in
/// chain In; returns the module.
std::string planDeviceLink(Compilation &C, const OffloadTarget &T,
                           const std::vector<std::string> &Bitcode,
                           Plan::Chain In);

// post_link.cpp
/// The post-link passes on T's linked module Linked, in chain In, split as
/// -fsycl-device-code-split asks (Compilation::LinkedCode).
void planPostLink(Compilation &C, const OffloadTarget &T,
                  const std::string &Linked, Plan::Chain In);

// translate.cpp
/// Code's images: SPIR-V or PTX of the whole module or of every part the
/// split made (Compilation::Images). Planned after the split ran.
void planTranslation(Compilation &C, const DeviceCode &Code);
/// llvm-spirv of Bitcode into Image (with Text, SPIR-V text), and with
/// PRISM_VALIDATE_SPIRV=1 spirv-val of a binary image, whose kernels'
/// symbol table is Symbols (empty if none), in chain In.
void planSpirvTranslation(Compilation &C, const std::string &Bitcode,
                          const std::string &Image, const std::string &Symbols,
                          bool Text, Plan::Chain In);

// wrap.cpp
/// The offload wrapper of the images, assembled into WrapperObj, in chain
/// In.
void planWrapper(Compilation &C, const std::string &WrapperObj, Plan::Chain In);

// host_link.cpp
/// The host link of the host objects, the link inputs and WrapperObj (none
/// when empty: an input made with -fsycl-link carries the images), in chain
/// In.
void planHostLink(Compilation &C, const std::string &WrapperObj,
                  Plan::Chain In);
/// After the host link: every kernel the host code registers must be in
/// each target's device code; otherwise an error naming it, the output
/// removed, and 1.
int checkHostKernels(const Compilation &C);

} // namespace prism::driver

#endif // PRISM_DRIVER_STAGES_STAGES_H
