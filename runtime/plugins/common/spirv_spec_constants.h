//===- spirv_spec_constants.h - The specialization constants of SPIR-V ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Which SpecIds a SPIR-V module's scalar specialization constants
// (OpSpecConstant, OpSpecConstantTrue/False decorated SpecId) have, and how
// many bytes each value takes. The core sets only the constants an image
// has, checking their sizes; the Level Zero test driver reads the values
// zeModuleCreate passes (by pointer, without sizes) as wide as this says.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_SPIRV_SPEC_CONSTANTS_H
#define PRISM_PLUGINS_COMMON_SPIRV_SPEC_CONSTANTS_H

#include <cstddef>
#include <cstdint>
#include <map>

namespace prism::plugin {

/// SpecId to the byte size of its constant's value (1 for a bool), for
/// every scalar specialization constant of the module, 0 for a SpecId
/// whose constants differ in size (two constants share it); empty when
/// Image is not SPIR-V.
std::map<uint32_t, uint32_t> spirvSpecConstantSizes(const void *Image,
                                                    size_t Size);

} // namespace prism::plugin

#endif // PRISM_PLUGINS_COMMON_SPIRV_SPEC_CONSTANTS_H
