//===- spirv_spec_constants.cpp - The specialization constants of SPIR-V -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "spirv_spec_constants.h"

#include <cstring>
#include <vector>

namespace prism::plugin {

namespace {

// The SPIR-V opcodes and decoration read here (SPIR-V 1.x, section 3).
constexpr uint32_t Magic = 0x07230203;
constexpr uint32_t OpDecorate = 71;
constexpr uint32_t OpTypeBool = 20;
constexpr uint32_t OpTypeInt = 21;
constexpr uint32_t OpTypeFloat = 22;
constexpr uint32_t OpSpecConstantTrue = 48;
constexpr uint32_t OpSpecConstantFalse = 49;
constexpr uint32_t OpSpecConstant = 50;
constexpr uint32_t DecorationSpecId = 1;
constexpr size_t HeaderWords = 5;

} // namespace

std::map<uint32_t, uint32_t> spirvSpecConstantSizes(const void *Image,
                                                    size_t Size) {
  std::map<uint32_t, uint32_t> Sizes;
  if (!Image || Size % 4 || Size < HeaderWords * 4)
    return Sizes;
  std::vector<uint32_t> Words(Size / 4);
  std::memcpy(Words.data(), Image, Size);
  if (Words[0] != Magic)
    return Sizes;
  std::map<uint32_t, uint32_t> SpecIdOf;  // result id to SpecId
  std::map<uint32_t, uint32_t> TypeBytes; // type id to value bytes
  std::map<uint32_t, uint32_t> TypeOf;    // constant to its type id
  for (size_t At = HeaderWords; At < Words.size();) {
    uint32_t Count = Words[At] >> 16, Opcode = Words[At] & 0xffff;
    if (Count == 0 || At + Count > Words.size())
      break;
    const uint32_t *Operands = &Words[At + 1];
    if (Opcode == OpDecorate && Count >= 4 && Operands[1] == DecorationSpecId)
      SpecIdOf[Operands[0]] = Operands[2];
    else if (Opcode == OpTypeBool && Count >= 2)
      TypeBytes[Operands[0]] = 1;
    else if ((Opcode == OpTypeInt || Opcode == OpTypeFloat) && Count >= 3)
      TypeBytes[Operands[0]] = Operands[1] / 8;
    else if ((Opcode == OpSpecConstant || Opcode == OpSpecConstantTrue ||
              Opcode == OpSpecConstantFalse) &&
             Count >= 3)
      TypeOf[Operands[1]] = Operands[0];
    At += Count;
  }
  for (const auto &[Constant, Type] : TypeOf) {
    auto Id = SpecIdOf.find(Constant);
    auto Bytes = TypeBytes.find(Type);
    if (Id == SpecIdOf.end() || Bytes == TypeBytes.end())
      continue;
    auto [Slot, New] = Sizes.emplace(Id->second, Bytes->second);
    if (!New && Slot->second != Bytes->second)
      Slot->second = 0;
  }
  return Sizes;
}

} // namespace prism::plugin
