//===- fat_object.h - Device code carried by objects and archives ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism++ -c makes fat objects: the host object with each target's device
// bitcode in clang-offload-bundler sections. A link finds them among its
// inputs, directly or as members of static libraries.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_FAT_OBJECT_H
#define PRISM_DRIVER_FAT_OBJECT_H

#include "options.h"

#include <set>
#include <string>
#include <vector>

namespace prism::driver {

/// An object file, by its name.
bool isObjectFile(const std::string &Path);

/// A static library: an ar archive (a thin one too), whatever its name.
bool isArchive(const std::string &Path);

/// The ELF section of a fat object that holds the device code of a bundle
/// id: this prefix, then the id.
inline constexpr const char BundleSection[] = "__CLANG_OFFLOAD_BUNDLE__";

/// The objects and libraries of a link that may carry device code, in
/// order: those given by path among LinkInputs (prism++'s link inputs and
/// options), and the static libraries its -l options name in its -L
/// directories, as the linker finds them (a shared library of the name
/// found first is left out: it registers its own device images).
std::vector<std::string>
linkedFiles(const std::vector<std::string> &LinkInputs);

/// The device bundle ids ("hip-…") in a fat object or an archive of them
/// (for a thin archive, in the files its members name): the bundler names
/// a section after each, so -### can plan without running.
std::set<std::string> deviceBundleIds(const std::string &Path);

/// The clang-offload-bundler id of a target's device bitcode in a fat
/// object. Clang 15's bundler knows no "sycl" offload kind; the device code
/// is HIP-mode bitcode, so it is filed as "hip".
std::string bundleId(const OffloadTarget &T);

/// The first of Targets (up to I) whose device code is Targets[I]'s, that
/// is, which has its bundle id: I itself, or for the native CPU target the
/// SPIR-V one, which shares its device compile.
size_t sameDeviceCode(const std::vector<OffloadTarget> &Targets, size_t I);

/// A bundle id as -fsycl-targets spells its target: "spir64",
/// "nvptx64-nvidia-cuda (sm_80)".
std::string bundleTargetName(const std::string &Id);

} // namespace prism::driver

#endif // PRISM_DRIVER_FAT_OBJECT_H
