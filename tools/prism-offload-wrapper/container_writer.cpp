//===- container_writer.cpp - Building a fat-binary image container -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Two passes: the first assigns every region its offset in the order the
// format prescribes (image records, kernel records, argument sizes, strings,
// image bytes), the second stores the fields. Fields are stored byte by byte
// in little-endian order at their offsetof() positions, so the output does
// not depend on the host's byte order or struct padding.
//
//===----------------------------------------------------------------------===//
#include "container_writer.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <unordered_set>

namespace prism {

namespace {

constexpr uint64_t HeaderSize = sizeof(prism_container_header);
constexpr uint64_t ImageAlignment = 8;

uint64_t alignTo(uint64_t Value, uint64_t Alignment) {
  return (Value + Alignment - 1) / Alignment * Alignment;
}

void store32(std::vector<unsigned char> &Out, uint64_t At, uint32_t Value) {
  for (int I = 0; I < 4; ++I)
    Out[At + I] = static_cast<unsigned char>(Value >> (8 * I));
}

void store64(std::vector<unsigned char> &Out, uint64_t At, uint64_t Value) {
  for (int I = 0; I < 8; ++I)
    Out[At + I] = static_cast<unsigned char>(Value >> (8 * I));
}

/// Appends strings to the string area and fills prism_container_string
/// fields that refer to them.
class StringArea {
public:
  explicit StringArea(uint64_t Start) : Next(Start) {}

  /// Reserves room for S and returns its offset.
  uint64_t reserve(const std::string &S) {
    uint64_t Offset = Next;
    Strings.push_back({Offset, &S});
    Next += S.size();
    return Offset;
  }
  uint64_t end() const { return Next; }

  void storeAll(std::vector<unsigned char> &Out) const {
    for (const auto &[Offset, S] : Strings)
      std::memcpy(Out.data() + Offset, S->data(), S->size());
  }

private:
  uint64_t Next;
  std::vector<std::pair<uint64_t, const std::string *>> Strings;
};

void storeString(std::vector<unsigned char> &Out, uint64_t Field,
                 uint64_t Offset, uint64_t Size) {
  store64(Out, Field + offsetof(prism_container_string, offset), Offset);
  store64(Out, Field + offsetof(prism_container_string, size), Size);
}

void checkInput(const std::vector<ContainerImageInput> &Images) {
  // Counts are 32-bit fields in the records.
  if (Images.size() > UINT32_MAX)
    throw ContainerWriteError("too many images: " +
                              std::to_string(Images.size()));
  for (size_t I = 0; I < Images.size(); ++I) {
    const ContainerImageInput &Image = Images[I];
    std::string What = "image " + std::to_string(I);
    if (Image.Format != PRISM_IMAGE_FORMAT_SPIRV &&
        Image.Format != PRISM_IMAGE_FORMAT_PTX &&
        Image.Format != PRISM_IMAGE_FORMAT_NATIVE_CPU)
      throw ContainerWriteError(What + ": unknown image format " +
                                std::to_string(Image.Format));
    if (Image.Target.empty())
      throw ContainerWriteError(What + ": empty target");
    if (Image.Kernels.size() > UINT32_MAX)
      throw ContainerWriteError(What + ": too many kernels");
    std::unordered_set<std::string> Names;
    for (const ContainerKernel &Kernel : Image.Kernels) {
      if (Kernel.ArgSizes.size() > UINT32_MAX)
        throw ContainerWriteError(What + ": kernel '" + Kernel.Name +
                                  "' has too many arguments");
      if (Kernel.Name.empty())
        throw ContainerWriteError(What + ": a kernel has an empty name");
      if (!Names.insert(Kernel.Name).second)
        throw ContainerWriteError(What + ": kernel '" + Kernel.Name +
                                  "' is listed twice");
    }
  }
}

} // namespace

std::vector<unsigned char>
writeContainer(const std::vector<ContainerImageInput> &Images) {
  checkInput(Images);

  // Pass 1: offsets.
  size_t KernelTotal = 0, ArgTotal = 0;
  for (const ContainerImageInput &Image : Images) {
    KernelTotal += Image.Kernels.size();
    for (const ContainerKernel &Kernel : Image.Kernels)
      ArgTotal += Kernel.ArgSizes.size();
  }
  const uint64_t ImageRecords = HeaderSize;
  const uint64_t KernelRecords =
      ImageRecords + Images.size() * sizeof(prism_image_record);
  const uint64_t ArgSizes =
      KernelRecords + KernelTotal * sizeof(prism_kernel_record);
  StringArea Strings(ArgSizes + ArgTotal * sizeof(uint32_t));

  struct ImagePlacement {
    uint64_t Target, Arch, Properties, Bytes, Kernels;
    std::vector<uint64_t> KernelNames, KernelArgs;
  };
  // The caller's property lines, then those about the image's kernels.
  std::vector<std::string> Properties;
  for (const ContainerImageInput &Image : Images)
    Properties.push_back(Image.Properties + kernelProperties(Image.Kernels));
  std::vector<ImagePlacement> Placements(Images.size());
  uint64_t NextKernel = KernelRecords, NextArg = ArgSizes;
  for (size_t I = 0; I < Images.size(); ++I) {
    const ContainerImageInput &Image = Images[I];
    ImagePlacement &P = Placements[I];
    P.Target = Strings.reserve(Image.Target);
    P.Arch = Strings.reserve(Image.Arch);
    P.Properties = Strings.reserve(Properties[I]);
    P.Kernels = NextKernel;
    NextKernel += Image.Kernels.size() * sizeof(prism_kernel_record);
    for (const ContainerKernel &Kernel : Image.Kernels) {
      P.KernelNames.push_back(Strings.reserve(Kernel.Name));
      P.KernelArgs.push_back(NextArg);
      NextArg += Kernel.ArgSizes.size() * sizeof(uint32_t);
    }
  }
  uint64_t NextImage = Strings.end();
  for (size_t I = 0; I < Images.size(); ++I) {
    NextImage = alignTo(NextImage, ImageAlignment);
    Placements[I].Bytes = NextImage;
    NextImage += Images[I].Bytes.size();
  }
  const uint64_t TotalSize = NextImage;

  // Pass 2: contents.
  std::vector<unsigned char> Out(TotalSize, 0);
  std::memcpy(Out.data(), PRISM_CONTAINER_MAGIC,
              sizeof(prism_container_header::magic));
  store32(Out, offsetof(prism_container_header, version),
          PRISM_CONTAINER_VERSION);
  store32(Out, offsetof(prism_container_header, image_count),
          static_cast<uint32_t>(Images.size()));
  store64(Out, offsetof(prism_container_header, total_size), TotalSize);

  for (size_t I = 0; I < Images.size(); ++I) {
    const ContainerImageInput &Image = Images[I];
    const ImagePlacement &P = Placements[I];
    uint64_t Record = ImageRecords + I * sizeof(prism_image_record);
    store32(Out, Record + offsetof(prism_image_record, format), Image.Format);
    store32(Out, Record + offsetof(prism_image_record, kernel_count),
            static_cast<uint32_t>(Image.Kernels.size()));
    storeString(Out, Record + offsetof(prism_image_record, target), P.Target,
                Image.Target.size());
    storeString(Out, Record + offsetof(prism_image_record, arch), P.Arch,
                Image.Arch.size());
    storeString(Out, Record + offsetof(prism_image_record, properties),
                P.Properties, Properties[I].size());
    store64(Out, Record + offsetof(prism_image_record, image_offset), P.Bytes);
    store64(Out, Record + offsetof(prism_image_record, image_size),
            Image.Bytes.size());
    store64(Out, Record + offsetof(prism_image_record, kernels_offset),
            P.Kernels);
    if (!Image.Bytes.empty())
      std::memcpy(Out.data() + P.Bytes, Image.Bytes.data(), Image.Bytes.size());

    for (size_t K = 0; K < Image.Kernels.size(); ++K) {
      const ContainerKernel &Kernel = Image.Kernels[K];
      uint64_t KRecord = P.Kernels + K * sizeof(prism_kernel_record);
      storeString(Out, KRecord + offsetof(prism_kernel_record, name),
                  P.KernelNames[K], Kernel.Name.size());
      store32(Out, KRecord + offsetof(prism_kernel_record, arg_count),
              static_cast<uint32_t>(Kernel.ArgSizes.size()));
      store32(Out, KRecord + offsetof(prism_kernel_record, flags),
              (Kernel.DynamicLocalArg ? PRISM_KERNEL_FLAG_DYNAMIC_LOCAL : 0) |
                  (Kernel.ProgramGlobalsArg ? PRISM_KERNEL_FLAG_PROGRAM_GLOBALS
                                            : 0));
      store64(Out, KRecord + offsetof(prism_kernel_record, arg_sizes_offset),
              P.KernelArgs[K]);
      for (size_t A = 0; A < Kernel.ArgSizes.size(); ++A)
        store32(Out, P.KernelArgs[K] + A * sizeof(uint32_t),
                Kernel.ArgSizes[A]);
    }
  }
  Strings.storeAll(Out);

  store64(Out, offsetof(prism_container_header, checksum),
          containerChecksum(Out.data(), TotalSize));
  return Out;
}

} // namespace prism
