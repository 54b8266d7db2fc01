//===- symbols_file.cpp - Reading a kernel symbols file -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A strict line parser: a symbols file comes from our own tool, so anything
// unexpected in it is a bug upstream and is reported with its file and line
// rather than guessed around.
//
//===----------------------------------------------------------------------===//
#include "symbols_file.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <unordered_map>

namespace prism {

namespace {

/// Parses a decimal number that fits in uint32_t; false for anything else.
bool parseUInt32(const std::string &Text, uint32_t &Value) {
  if (Text.empty() || Text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  errno = 0;
  unsigned long long Parsed = std::strtoull(Text.c_str(), nullptr, 10);
  if (errno == ERANGE || Parsed > UINT32_MAX)
    return false;
  Value = static_cast<uint32_t>(Parsed);
  return true;
}

} // namespace

std::vector<ContainerKernel> parseSymbols(std::istream &In,
                                          const std::string &FileName) {
  std::vector<ContainerKernel> Kernels;
  std::unordered_map<std::string, unsigned> FirstLine;
  std::string Line;
  for (unsigned LineNo = 1; std::getline(In, Line); ++LineNo) {
    auto Fail = [&](const std::string &Reason) {
      throw SymbolsFileError(FileName + ":" + std::to_string(LineNo) + ": " +
                             Reason);
    };
    std::istringstream Fields(Line);
    std::vector<std::string> Tokens;
    for (std::string Token; Fields >> Token;)
      Tokens.push_back(Token);
    if (Tokens.empty() || Tokens[0][0] == '#')
      continue;

    ContainerKernel Kernel;
    Kernel.Name = Tokens[0];
    if (Tokens.size() < 2)
      Fail("kernel '" + Kernel.Name + "' has no argument count");
    uint32_t Count;
    if (!parseUInt32(Tokens[1], Count))
      Fail("'" + Tokens[1] + "' is not a valid argument count");
    // Trailing key=value fields are the kernel's attributes.
    size_t SizesEnd = Tokens.size();
    while (SizesEnd > 2 && Tokens[SizesEnd - 1].find('=') != std::string::npos)
      --SizesEnd;
    for (size_t I = SizesEnd; I < Tokens.size(); ++I) {
      const std::string &Field = Tokens[I];
      const size_t Equals = Field.find('=');
      const std::string Key = Field.substr(0, Equals);
      uint32_t *Value = Key == "reqd_sub_group_size"   ? &Kernel.ReqdSubGroupSize
                        : Key == "max_work_group_size" ? &Kernel.MaxWorkGroupSize
                                                       : nullptr;
      if (!Value)
        Fail("unknown kernel attribute '" + Field + "' of kernel '" +
             Kernel.Name + "'");
      if (!parseUInt32(Field.substr(Equals + 1), *Value) || *Value == 0)
        Fail("'" + Field + "' is not a valid " + Key + " for kernel '" +
             Kernel.Name + "'");
    }
    if (SizesEnd - 2 != Count)
      Fail("kernel '" + Kernel.Name + "' declares " + std::to_string(Count) +
           " arguments but lists " + std::to_string(SizesEnd - 2) + " sizes");
    if (SizesEnd > 2 && Tokens[SizesEnd - 1] == "globals") {
      Kernel.ProgramGlobalsArg = true;
      --SizesEnd;
    }
    for (size_t I = 2; I < SizesEnd; ++I) {
      if (Tokens[I] == "local") {
        if (I + 1 != SizesEnd)
          Fail("argument " + std::to_string(I - 2) + " of kernel '" +
               Kernel.Name +
               "' is 'local', which only the last argument (or the one "
               "before 'globals') may be");
        Kernel.DynamicLocalArg = true;
        continue;
      }
      uint32_t Size;
      if (!parseUInt32(Tokens[I], Size))
        Fail("'" + Tokens[I] + "' is not a valid size for argument " +
             std::to_string(I - 2) + " of kernel '" + Kernel.Name + "'");
      Kernel.ArgSizes.push_back(Size);
    }
    auto [It, Inserted] = FirstLine.emplace(Kernel.Name, LineNo);
    if (!Inserted)
      Fail("duplicate kernel '" + Kernel.Name + "' (first listed on line " +
           std::to_string(It->second) + ")");
    Kernels.push_back(std::move(Kernel));
  }
  if (In.bad())
    throw SymbolsFileError(FileName + ": read error");
  return Kernels;
}

} // namespace prism
