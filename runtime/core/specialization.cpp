//===- specialization.cpp - Specialization constants set in a build ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "specialization.h"

namespace prism {

void Specialization::set(uint32_t Id, const void *Bytes, size_t Size) {
  const auto *First = static_cast<const unsigned char *>(Bytes);
  Values[Id].assign(First, First + Size);
  Key.clear();
  for (const auto &[ValueId, Value] : Values) {
    uint32_t Header[2] = {ValueId, static_cast<uint32_t>(Value.size())};
    Key.append(reinterpret_cast<const char *>(Header), sizeof Header);
    Key.append(Value.begin(), Value.end());
  }
}

std::vector<prism_specialization_constant>
Specialization::pluginConstants() const {
  std::vector<prism_specialization_constant> Constants;
  Constants.reserve(Values.size());
  for (const auto &[Id, Value] : Values)
    Constants.push_back(
        {Id, static_cast<uint32_t>(Value.size()), Value.data()});
  return Constants;
}

} // namespace prism
