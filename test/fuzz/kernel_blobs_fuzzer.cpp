//===- kernel_blobs_fuzzer.cpp - Fuzzing kernel tables and constants ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What a launch learns about a kernel's arguments and specialization
// constants, each as a round trip that must give back what went in:
//
// - kernel tables: the symbols file that prism-post-link writes (argument
//   sizes, the dynamic-local and program-globals flags, the work-group
//   properties) is read with parseSymbols, written into a container with
//   writeContainer as prism-offload-wrapper does, and read back with
//   parseContainer as the runtime does; the kernels must come back equal;
// - specialization constants: values set on two specialization_values (as
//   a command group and a kernel bundle set them) are merged and written
//   into the specialization_table a kernel receives; every value the table
//   takes must be found there, by its key, with its bytes.
//
// The first byte picks the round trip.
//
//===----------------------------------------------------------------------===//
#include "container_writer.h"
#include "error.h"
#include "offload_container.h"
#include "symbols_file.h"

#include "sycl/detail/specialization_values.hpp"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

bool sameKernel(const prism::ContainerKernel &A,
                const prism::ContainerKernel &B) {
  return A.Name == B.Name && A.ArgSizes == B.ArgSizes &&
         A.DynamicLocalArg == B.DynamicLocalArg &&
         A.ProgramGlobalsArg == B.ProgramGlobalsArg &&
         A.ReqdSubGroupSize == B.ReqdSubGroupSize &&
         A.MaxWorkGroupSize == B.MaxWorkGroupSize;
}

void kernelTableRoundTrip(const std::string &Symbols) {
  prism::ContainerImageInput Image;
  Image.Target = "spir64";
  Image.Bytes = {0x03, 0x02, 0x23, 0x07};
  try {
    std::istringstream In(Symbols);
    Image.Kernels = prism::parseSymbols(In, "fuzz.sym");
  } catch (const prism::SymbolsFileError &) {
    return;
  }
  std::vector<unsigned char> Bytes;
  try {
    Bytes = prism::writeContainer({Image});
  } catch (const prism::ContainerWriteError &) {
    return;
  }
  // What the writer makes, the reader must take.
  prism::Container Read = prism::parseContainer(Bytes.data(), Bytes.size());
  if (Read.Images.size() != 1 ||
      Read.Images[0].Kernels.size() != Image.Kernels.size())
    std::abort();
  for (size_t K = 0; K < Image.Kernels.size(); ++K)
    if (!sameKernel(Read.Images[0].Kernels[K], Image.Kernels[K]))
      std::abort();
}

/// Sets up to 16 values with keys among 12, so that keys repeat, on Values
/// and on Expected. A value has at least one byte, as the sizeof of any
/// constant's type.
void setValues(FuzzedDataProvider &Input, std::deque<std::string> &Signatures,
               sycl::detail::specialization_values &Values,
               std::map<uint64_t, std::vector<unsigned char>> &Expected) {
  for (int Count = Input.ConsumeIntegralInRange(0, 16); Count > 0; --Count) {
    uint64_t Key = Input.ConsumeIntegralInRange<uint64_t>(0, 11);
    // Any C string, ending as specialization_signature<>() does, so that
    // the constant has a name for merge() to return.
    std::string Text = Input.ConsumeRandomLengthString(64);
    std::replace(Text.begin(), Text.end(), '\0', ' ');
    Signatures.push_back(Text + "[SpecName = k]");
    std::vector<unsigned char> Bytes =
        Input.ConsumeBytes<unsigned char>(Input.ConsumeIntegralInRange(1, 48));
    if (Bytes.empty())
      Bytes.push_back(0);
    Values.set(Key, Signatures.back().c_str(), Bytes.data(), Bytes.size(), 0);
    Expected[Key] = Bytes;
  }
}

void specializationRoundTrip(FuzzedDataProvider &Input) {
  std::deque<std::string> Signatures; // outlive the values naming them
  sycl::detail::specialization_values Ours, Theirs;
  std::map<uint64_t, std::vector<unsigned char>> Expected, TheirsExpected;
  setValues(Input, Signatures, Ours, Expected);
  setValues(Input, Signatures, Theirs, TheirsExpected);
  bool Conflict = false;
  for (const auto &[Key, Bytes] : TheirsExpected)
    Conflict |= Expected.count(Key) && Expected[Key] != Bytes;
  std::string Clash = Ours.merge(Theirs);
  if (Clash.empty() == Conflict)
    std::abort();
  if (!Conflict)
    Expected.insert(TheirsExpected.begin(), TheirsExpected.end());
  (void)Ours.describe(false);

  sycl::detail::specialization_table Table;
  if (!Ours.write(Table, false))
    return;
  if (Table.Count != Expected.size())
    std::abort();
  for (const auto &[Key, Bytes] : Expected) {
    const unsigned char *Found = Table.find(Key);
    if (!Found || Found < Table.Data ||
        Found + Bytes.size() > Table.Data + sizeof(Table.Data) ||
        std::memcmp(Found, Bytes.data(), Bytes.size()) != 0)
      std::abort();
  }
  if (Table.find(12))
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  if (Data[0] & 1) {
    FuzzedDataProvider Input(Data + 1, Size - 1);
    specializationRoundTrip(Input);
  } else {
    kernelTableRoundTrip(
        std::string(reinterpret_cast<const char *>(Data + 1), Size - 1));
  }
  return 0;
}
