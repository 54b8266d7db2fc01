//===- test_container.h - Hand-made image containers for core tests -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Writes containers in the layout of prism/offload_container.h so that the
// registry can be tested without prism-offload-wrapper, and then corrupts
// them in controlled ways.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_CORE_TEST_CONTAINER_H
#define PRISM_TEST_CORE_TEST_CONTAINER_H

#include "offload_container.h"

#include <cstring>
#include <string>
#include <vector>

namespace prism::test {

struct TestKernel {
  std::string Name;
  std::vector<uint32_t> ArgSizes;
};

struct TestImage {
  prism_image_format Format;
  std::string Target, Arch;
  std::string Bytes;
  std::vector<TestKernel> Kernels;
};

/// Container bytes; the vector of uint64_t keeps them 8-byte aligned.
class TestContainer {
public:
  explicit TestContainer(const std::vector<TestImage> &Images) {
    size_t KernelCount = 0, ArgCount = 0;
    for (const TestImage &I : Images) {
      KernelCount += I.Kernels.size();
      for (const TestKernel &K : I.Kernels)
        ArgCount += K.ArgSizes.size();
    }
    uint64_t ImagesAt = sizeof(prism_container_header);
    uint64_t KernelsAt = ImagesAt + Images.size() * sizeof(prism_image_record);
    uint64_t ArgsAt = KernelsAt + KernelCount * sizeof(prism_kernel_record);
    uint64_t StringsAt = align(ArgsAt + ArgCount * sizeof(uint32_t));

    std::string Strings;
    auto AddString = [&](const std::string &S) {
      prism_container_string Ref{StringsAt + Strings.size(), S.size()};
      Strings += S;
      return Ref;
    };
    std::vector<prism_image_record> ImageRecords;
    std::vector<prism_kernel_record> KernelRecords;
    std::vector<uint32_t> Args;
    for (const TestImage &I : Images) {
      prism_image_record R{};
      R.format = I.Format;
      R.kernel_count = static_cast<uint32_t>(I.Kernels.size());
      R.target = AddString(I.Target);
      R.arch = AddString(I.Arch);
      R.properties = AddString("");
      R.kernels_offset =
          KernelsAt + KernelRecords.size() * sizeof(prism_kernel_record);
      for (const TestKernel &K : I.Kernels) {
        prism_kernel_record KR{};
        KR.name = AddString(K.Name);
        KR.arg_count = static_cast<uint32_t>(K.ArgSizes.size());
        KR.arg_sizes_offset = ArgsAt + Args.size() * sizeof(uint32_t);
        Args.insert(Args.end(), K.ArgSizes.begin(), K.ArgSizes.end());
        KernelRecords.push_back(KR);
      }
      ImageRecords.push_back(R);
    }
    uint64_t BytesAt = align(StringsAt + Strings.size());
    std::string ImageBytes;
    for (size_t N = 0; N < Images.size(); ++N) {
      ImageRecords[N].image_offset = BytesAt + ImageBytes.size();
      ImageRecords[N].image_size = Images[N].Bytes.size();
      ImageBytes += Images[N].Bytes;
      ImageBytes.resize(align(ImageBytes.size()), '\0');
    }
    uint64_t Total = BytesAt + ImageBytes.size();

    Words.assign(align(Total) / 8, 0);
    auto *Bytes = data();
    // An empty vector's data() may be null, which memcpy must not get.
    auto Put = [&](uint64_t At, const void *From, size_t Size) {
      if (Size)
        std::memcpy(Bytes + At, From, Size);
    };
    Put(ImagesAt, ImageRecords.data(),
        ImageRecords.size() * sizeof(prism_image_record));
    Put(KernelsAt, KernelRecords.data(),
        KernelRecords.size() * sizeof(prism_kernel_record));
    Put(ArgsAt, Args.data(), Args.size() * sizeof(uint32_t));
    Put(StringsAt, Strings.data(), Strings.size());
    Put(BytesAt, ImageBytes.data(), ImageBytes.size());
    prism_container_header H{};
    std::memcpy(H.magic, PRISM_CONTAINER_MAGIC, sizeof(H.magic));
    H.version = PRISM_CONTAINER_VERSION;
    H.image_count = static_cast<uint32_t>(Images.size());
    H.total_size = Total;
    std::memcpy(Bytes, &H, sizeof(H));
    H.checksum = containerChecksum(Bytes, Total);
    std::memcpy(Bytes, &H, sizeof(H));
  }

  unsigned char *data() {
    return reinterpret_cast<unsigned char *>(Words.data());
  }
  size_t size() const { return Words.size() * 8; }

private:
  static uint64_t align(uint64_t N) { return (N + 7) & ~uint64_t(7); }
  std::vector<uint64_t> Words;
};

/// The wrapper Clang's host compile hands to __hipRegisterFatBinary.
struct FatBinaryWrapper {
  int Magic = 0x48495046;
  int Version = 1;
  const void *Binary = nullptr;
  void *Unused = nullptr;
};

} // namespace prism::test

extern "C" {
void **__hipRegisterFatBinary(const void *Wrapper);
void __hipRegisterFunction(void **Handle, const char *HostFunction,
                           char *DeviceFunction, const char *DeviceName,
                           unsigned int ThreadLimit, void *Tid, void *Bid,
                           void *BlockDim, void *GridDim, int *WarpSize);
void __hipUnregisterFatBinary(void **Handle);
}

#endif // PRISM_TEST_CORE_TEST_CONTAINER_H
