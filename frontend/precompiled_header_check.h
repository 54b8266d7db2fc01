//===- precompiled_header_check.h - When the SYCL PCH stands for sycl.hpp -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism++ compiles a SYCL source with a precompiled <sycl/sycl.hpp>
// (-include-pch), which Clang reads before the first line of the source.
// That is the same as the source's own #include only when nothing before
// that #include could have changed how the headers read: a macro the
// headers test, define or expand (NDEBUG for <cassert>,
// SYCL_SIMPLE_SWIZZLES for vec) set or unset by the source before it, or a
// source that never includes sycl.hpp at all.
//
// So the plugin plays two parts. While Clang builds the precompiled header
// (plugin argument pch-macros-out=FILE), it records every macro name the
// headers' preprocessing looked at, one per line. While a source is
// compiled with it (pch-macros=FILE), it watches the source's own
// preprocessing and stops the compile with a fatal error carrying
// PrecompiledHeaderRefusal at the first such name the source sets before
// including sycl.hpp, or at the end of a source that never includes it;
// prism++ then compiles the source again without the precompiled header.
// (Clang's own check cannot do this: a PCH keeps no trace of a name that a
// header only tested.)
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_PRECOMPILED_HEADER_CHECK_H
#define PRISM_FRONTEND_PRECOMPILED_HEADER_CHECK_H

#include "precompiled_header_refusal.h"

#include "llvm/ADT/StringRef.h"

namespace clang {
class CompilerInstance;
} // namespace clang

namespace prism {

/// While the precompiled header is built: records the macro names its
/// headers look at into MacrosFile.
void recordPrecompiledHeaderMacros(clang::CompilerInstance &CI,
                                   llvm::StringRef MacrosFile);

/// While a source is compiled with the precompiled header: refuses it when
/// the source sets, before including sycl.hpp, a macro named in MacrosFile,
/// or never includes sycl.hpp.
void checkPrecompiledHeaderUse(clang::CompilerInstance &CI,
                               llvm::StringRef MacrosFile);

} // namespace prism

#endif // PRISM_FRONTEND_PRECOMPILED_HEADER_CHECK_H
