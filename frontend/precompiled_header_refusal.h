//===- precompiled_header_refusal.h - The plugin's word to prism++ --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The frontend plugin stops a compile that must not use the precompiled
// sycl.hpp with a fatal error holding this text; prism++, which reads the
// compile's messages, then compiles the source without it. Plain C++, so
// that prism++, which links no LLVM, shares it.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_FRONTEND_PRECOMPILED_HEADER_REFUSAL_H
#define PRISM_FRONTEND_PRECOMPILED_HEADER_REFUSAL_H

namespace prism {

constexpr const char *PrecompiledHeaderRefusal =
    "the precompiled SYCL header does not apply";

} // namespace prism

#endif // PRISM_FRONTEND_PRECOMPILED_HEADER_REFUSAL_H
