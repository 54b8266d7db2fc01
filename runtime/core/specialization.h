//===- specialization.h - Specialization constants set in a build --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SPIR-V specialization constants a program is built with on a device
// that sets them natively (PRISM_DEVICE_INFO_NATIVE_SPECIALIZATION_CONSTANTS):
// values by SpecId. Programs built from one image with equal values are the
// same program, so the values are part of the key of built programs.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_SPECIALIZATION_H
#define PRISM_CORE_SPECIALIZATION_H

#include "prism/plugin.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace prism {

class Specialization {
public:
  /// Sets SpecId Id to the Size bytes at Bytes.
  void set(uint32_t Id, const void *Bytes, size_t Size);
  bool empty() const noexcept { return Values.empty(); }
  /// The ids and bytes as one string: equal for equal values.
  const std::string &key() const noexcept { return Key; }
  /// The values as program_create_specialized takes them, by id; they
  /// point into this object.
  std::vector<prism_specialization_constant> pluginConstants() const;

private:
  std::map<uint32_t, std::vector<unsigned char>> Values;
  std::string Key;
};

using SpecializationRef = std::shared_ptr<const Specialization>;

} // namespace prism

#endif // PRISM_CORE_SPECIALIZATION_H
