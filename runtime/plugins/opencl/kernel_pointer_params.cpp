//===- kernel_pointer_params.cpp - Which kernel parameters are pointers ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One pass over the module's instructions (SPIR-V specification, section
// 2.3 and 3): OpEntryPoint names the kernels, OpTypePointer gives each
// pointer type's storage class, and each kernel's OpFunction is followed by
// its OpFunctionParameters. A SYCL kernel's by-value object is a Function
// storage-class pointer (ByVal) and stays a plain argument.
//
//===----------------------------------------------------------------------===//
#include "kernel_pointer_params.h"

#include <cstdint>
#include <cstring>
#include <unordered_set>

namespace prism::opencl {

namespace {

constexpr uint32_t SpirvMagic = 0x07230203;
constexpr size_t HeaderWords = 5;

enum Opcode : uint32_t {
  OpEntryPoint = 15,
  OpTypePointer = 32,
  OpFunction = 54,
  OpFunctionParameter = 55,
  OpFunctionEnd = 56,
};

enum StorageClass : uint32_t {
  UniformConstant = 0, // OpenCL constant
  CrossWorkgroup = 5,  // OpenCL global
  Generic = 8,
};

constexpr uint32_t ExecutionModelKernel = 6;

/// The literal string starting at Words (nul-terminated, packed 4 chars a
/// word, little-endian as the module's words are read here).
std::string literalString(const uint32_t *Words, size_t Count) {
  std::string Text(reinterpret_cast<const char *>(Words), Count * 4);
  return Text.substr(0, Text.find('\0'));
}

} // namespace

KernelPointerParams findKernelPointerParams(const void *Module, size_t Size) {
  KernelPointerParams Result;
  if (!Module || Size % 4 || Size < HeaderWords * 4)
    return Result;
  std::vector<uint32_t> Words(Size / 4);
  std::memcpy(Words.data(), Module, Size);
  if (Words[0] != SpirvMagic)
    return Result;

  std::unordered_map<uint32_t, std::string> KernelNames; // function id
  std::unordered_set<uint32_t> GlobalPointerTypes;
  std::vector<bool> *Params = nullptr; // of the kernel being read
  for (size_t At = HeaderWords; At < Words.size();) {
    const uint32_t Count = Words[At] >> 16, Op = Words[At] & 0xffff;
    if (Count == 0 || At + Count > Words.size())
      return {};
    const uint32_t *Operands = &Words[At + 1];
    switch (Op) {
    case OpEntryPoint:
      if (Count >= 4 && Operands[0] == ExecutionModelKernel)
        KernelNames[Operands[1]] = literalString(Operands + 2, Count - 3);
      break;
    case OpTypePointer:
      if (Count >= 4 &&
          (Operands[1] == CrossWorkgroup || Operands[1] == UniformConstant ||
           Operands[1] == Generic))
        GlobalPointerTypes.insert(Operands[0]);
      break;
    case OpFunction:
      if (Count >= 5) {
        auto Name = KernelNames.find(Operands[1]);
        Params = Name == KernelNames.end() ? nullptr : &Result[Name->second];
      }
      break;
    case OpFunctionParameter:
      if (Params && Count >= 3)
        Params->push_back(GlobalPointerTypes.count(Operands[0]) != 0);
      break;
    case OpFunctionEnd:
      Params = nullptr;
      break;
    default:
      break;
    }
    At += Count;
  }
  return Result;
}

} // namespace prism::opencl
