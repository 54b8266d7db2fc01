//===- offload_container.cpp - Reading the fat-binary image container -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Validates a container before using any of it. Every multi-byte field is
// read byte by byte at its offsetof() position in the C structs of
// prism/offload_container.h, so the code neither depends on the alignment of
// the input nor on the host's byte order, and every read is preceded by a
// bounds check against the bytes the caller said are available.
//
//===----------------------------------------------------------------------===//
#include "offload_container.h"

#include "error.h"

#include <cstddef>
#include <cstring>
#include <sstream>
#include <unordered_set>

namespace prism {

// The layout is a published format: a compiler that laid these out
// differently would break every existing binary.
static_assert(sizeof(prism_container_header) == 32, "header layout changed");
static_assert(sizeof(prism_container_string) == 16, "string layout changed");
static_assert(sizeof(prism_image_record) == 80, "image record changed");
static_assert(sizeof(prism_kernel_record) == 32, "kernel record changed");

namespace {

constexpr uint64_t HeaderSize = sizeof(prism_container_header);
constexpr uint64_t RecordAlignment = 8;
constexpr uint64_t ArgSizeAlignment = alignof(uint32_t);

[[noreturn]] void fail(const std::string &Reason) {
  throw Error(ErrorKind::InvalidImage, "invalid offload container: " + Reason);
}

uint32_t load32(const unsigned char *P) {
  return uint32_t(P[0]) | uint32_t(P[1]) << 8 | uint32_t(P[2]) << 16 |
         uint32_t(P[3]) << 24;
}

uint64_t load64(const unsigned char *P) {
  return uint64_t(load32(P)) | uint64_t(load32(P + 4)) << 32;
}

std::string hex(uint64_t Value) {
  std::ostringstream OS;
  OS << "0x" << std::hex << Value;
  return OS.str();
}

/// Reads the container after the header has been checked to lie within
/// TotalSize readable bytes. Every region is checked before it is read.
class ContainerParser {
public:
  ContainerParser(const unsigned char *Bytes, uint64_t TotalSize)
      : Bytes(Bytes), TotalSize(TotalSize) {}

  /// Refuses a region [Offset, Offset + Size) that is not inside the part of
  /// the container after the header, or whose offset is misaligned.
  void checkRegion(const std::string &What, uint64_t Offset, uint64_t Size,
                   uint64_t Alignment) const {
    if (Offset < HeaderSize)
      fail(What + " at offset " + std::to_string(Offset) +
           " overlaps the container header");
    if (Offset > TotalSize || Size > TotalSize - Offset)
      fail(What + " at offset " + std::to_string(Offset) + " (" +
           std::to_string(Size) +
           " bytes) runs past the end of the container (" +
           std::to_string(TotalSize) + " bytes)");
    if (Offset % Alignment != 0)
      fail(What + " at offset " + std::to_string(Offset) +
           " is not aligned to " + std::to_string(Alignment) + " bytes");
  }

  /// Reads a prism_container_string stored at Field (already bounds checked)
  /// and returns the text it designates.
  std::string readString(const std::string &What, uint64_t Field) const {
    uint64_t Offset = load64(Bytes + Field);
    uint64_t Size = load64(Bytes + Field + 8);
    checkRegion(What, Offset, Size, 1);
    return std::string(reinterpret_cast<const char *>(Bytes + Offset), Size);
  }

  ContainerKernel readKernel(const std::string &What, uint64_t Record) const {
    ContainerKernel Kernel;
    Kernel.Name = readString(What + " name",
                             Record + offsetof(prism_kernel_record, name));
    if (Kernel.Name.empty())
      fail(What + " has an empty name");
    uint64_t ArgCount =
        load32(Bytes + Record + offsetof(prism_kernel_record, arg_count));
    uint64_t ArgsOffset = load64(
        Bytes + Record + offsetof(prism_kernel_record, arg_sizes_offset));
    checkRegion(What + " ('" + Kernel.Name + "') argument sizes", ArgsOffset,
                ArgCount * sizeof(uint32_t), ArgSizeAlignment);
    uint32_t Flags =
        load32(Bytes + Record + offsetof(prism_kernel_record, flags));
    if (Flags & ~uint32_t(PRISM_KERNEL_FLAG_DYNAMIC_LOCAL |
                          PRISM_KERNEL_FLAG_PROGRAM_GLOBALS))
      fail(What + " ('" + Kernel.Name + "') has unknown flags " +
           std::to_string(Flags));
    Kernel.DynamicLocalArg = Flags & PRISM_KERNEL_FLAG_DYNAMIC_LOCAL;
    Kernel.ProgramGlobalsArg = Flags & PRISM_KERNEL_FLAG_PROGRAM_GLOBALS;
    Kernel.ArgSizes.reserve(ArgCount);
    for (uint64_t I = 0; I < ArgCount; ++I)
      Kernel.ArgSizes.push_back(load32(Bytes + ArgsOffset + I * 4));
    return Kernel;
  }

  ContainerImage readImage(uint32_t Index, uint64_t Record) const {
    std::string What = "image " + std::to_string(Index);
    ContainerImage Image;
    uint32_t Format =
        load32(Bytes + Record + offsetof(prism_image_record, format));
    if (Format != PRISM_IMAGE_FORMAT_SPIRV &&
        Format != PRISM_IMAGE_FORMAT_PTX &&
        Format != PRISM_IMAGE_FORMAT_NATIVE_CPU)
      fail(What + ": unknown image format " + std::to_string(Format));
    Image.Format = static_cast<prism_image_format>(Format);
    Image.Target = readString(What + ": target",
                              Record + offsetof(prism_image_record, target));
    if (Image.Target.empty())
      fail(What + ": empty target");
    Image.Arch = readString(What + ": arch",
                            Record + offsetof(prism_image_record, arch));
    Image.Properties =
        readString(What + ": properties",
                   Record + offsetof(prism_image_record, properties));

    uint64_t ImageOffset =
        load64(Bytes + Record + offsetof(prism_image_record, image_offset));
    uint64_t ImageSize =
        load64(Bytes + Record + offsetof(prism_image_record, image_size));
    checkRegion(What + ": image bytes", ImageOffset, ImageSize,
                RecordAlignment);
    Image.Data = Bytes + ImageOffset;
    Image.Size = ImageSize;

    uint64_t KernelCount =
        load32(Bytes + Record + offsetof(prism_image_record, kernel_count));
    uint64_t KernelsOffset =
        load64(Bytes + Record + offsetof(prism_image_record, kernels_offset));
    // A count of up to 2^32-1 records of 32 bytes cannot overflow 64 bits;
    // checkRegion then refuses a table that does not fit before anything is
    // allocated for it.
    checkRegion(What + ": kernel table", KernelsOffset,
                KernelCount * sizeof(prism_kernel_record), RecordAlignment);
    Image.Kernels.reserve(KernelCount);
    std::unordered_set<std::string> Names;
    for (uint64_t K = 0; K < KernelCount; ++K) {
      std::string KernelWhat = What + ": kernel " + std::to_string(K);
      Image.Kernels.push_back(readKernel(
          KernelWhat, KernelsOffset + K * sizeof(prism_kernel_record)));
      if (!Names.insert(Image.Kernels.back().Name).second)
        fail(KernelWhat + " ('" + Image.Kernels.back().Name +
             "') appears twice in the image");
    }
    readKernelProperties(What, Image);
    return Image;
  }

private:
  /// Applies the property lines about kernels to Image's kernels; other
  /// lines are not the reader's business.
  static void readKernelProperties(const std::string &What,
                                   ContainerImage &Image) {
    std::istringstream Lines(Image.Properties);
    for (std::string Line; std::getline(Lines, Line);) {
      const std::string Key = Line.substr(0, Line.find(':') + 1);
      uint32_t ContainerKernel::*Field =
          Key == PRISM_PROPERTY_REQD_SUB_GROUP_SIZE
              ? &ContainerKernel::ReqdSubGroupSize
          : Key == PRISM_PROPERTY_MAX_WORK_GROUP_SIZE
              ? &ContainerKernel::MaxWorkGroupSize
              : nullptr;
      if (!Field)
        continue;
      size_t Equals = Line.rfind('=');
      std::string Name =
          Line.substr(Key.size(), Equals == std::string::npos
                                      ? Equals
                                      : Equals - Key.size());
      ContainerKernel *Kernel = nullptr;
      for (ContainerKernel &Candidate : Image.Kernels)
        if (Candidate.Name == Name)
          Kernel = &Candidate;
      uint32_t Value = 0;
      if (!Kernel || Equals == std::string::npos ||
          !parseSize(Line.substr(Equals + 1), Value) || Kernel->*Field)
        fail(What + ": property '" + Line +
             "' does not give one positive number to a kernel of the image");
      Kernel->*Field = Value;
    }
  }

  /// A positive decimal number that fits in 32 bits.
  static bool parseSize(const std::string &Text, uint32_t &Size) {
    if (Text.empty() || Text.size() > 10 ||
        Text.find_first_not_of("0123456789") != std::string::npos)
      return false;
    uint64_t Value = std::stoull(Text);
    if (Value == 0 || Value > UINT32_MAX)
      return false;
    Size = static_cast<uint32_t>(Value);
    return true;
  }

  const unsigned char *Bytes;
  uint64_t TotalSize;
};

void checkMagicAndVersion(const unsigned char *Bytes) {
  const size_t MagicSize = sizeof(prism_container_header::magic);
  if (std::memcmp(Bytes, PRISM_CONTAINER_MAGIC, MagicSize) != 0) {
    std::ostringstream Found;
    for (size_t I = 0; I < MagicSize; ++I) {
      unsigned char C = Bytes[I];
      if (C >= 0x20 && C < 0x7f && C != '\\')
        Found << C;
      else
        Found << "\\x" << std::hex << (C >> 4) << (C & 0xf) << std::dec;
    }
    fail("bad magic '" + Found.str() +
         "', expected '" PRISM_CONTAINER_MAGIC "'");
  }
  uint32_t Version = load32(Bytes + offsetof(prism_container_header, version));
  if (Version != PRISM_CONTAINER_VERSION)
    fail("unsupported version " + std::to_string(Version) +
         " (this runtime reads version " +
         std::to_string(PRISM_CONTAINER_VERSION) + ")");
}

} // namespace

uint64_t containerChecksum(const unsigned char *Container, uint64_t TotalSize) {
  uint64_t Hash = 0xcbf29ce484222325ULL;
  auto Add = [&Hash](const unsigned char *Begin, const unsigned char *End) {
    for (const unsigned char *P = Begin; P != End; ++P) {
      Hash ^= *P;
      Hash *= 0x100000001b3ULL;
    }
  };
  Add(Container, Container + offsetof(prism_container_header, checksum));
  Add(Container + HeaderSize, Container + TotalSize);
  return Hash;
}

size_t containerClaimedSize(const void *Data) {
  const auto *Bytes = static_cast<const unsigned char *>(Data);
  checkMagicAndVersion(Bytes);
  uint64_t TotalSize =
      load64(Bytes + offsetof(prism_container_header, total_size));
  if (TotalSize < HeaderSize)
    fail("total_size " + std::to_string(TotalSize) + " is smaller than the " +
         std::to_string(HeaderSize) + "-byte header");
  if (TotalSize > SIZE_MAX)
    fail("total_size " + std::to_string(TotalSize) +
         " does not fit in this process's address space");
  return static_cast<size_t>(TotalSize);
}

Container parseContainer(const void *Data, size_t Available) {
  if (Available < HeaderSize)
    fail("only " + std::to_string(Available) +
         " bytes available, fewer than "
         "the " +
         std::to_string(HeaderSize) + "-byte header");
  if (!Data)
    fail("null pointer");
  const auto *Bytes = static_cast<const unsigned char *>(Data);
  uint64_t TotalSize = containerClaimedSize(Data);
  if (TotalSize > Available)
    fail("header claims " + std::to_string(TotalSize) + " bytes but only " +
         std::to_string(Available) + " are available (truncated container)");

  Container Result;
  Result.Version = PRISM_CONTAINER_VERSION;
  Result.TotalSize = TotalSize;
  Result.Checksum = load64(Bytes + offsetof(prism_container_header, checksum));
  uint64_t Actual = containerChecksum(Bytes, TotalSize);
  if (Actual != Result.Checksum)
    fail("checksum mismatch: header says " + hex(Result.Checksum) +
         ", contents hash to " + hex(Actual));

  ContainerParser Parser(Bytes, TotalSize);
  uint64_t ImageCount =
      load32(Bytes + offsetof(prism_container_header, image_count));
  Parser.checkRegion("image table", HeaderSize,
                     ImageCount * sizeof(prism_image_record), RecordAlignment);
  Result.Images.reserve(ImageCount);
  for (uint64_t I = 0; I < ImageCount; ++I)
    Result.Images.push_back(Parser.readImage(
        static_cast<uint32_t>(I), HeaderSize + I * sizeof(prism_image_record)));
  return Result;
}

std::string kernelProperties(const std::vector<ContainerKernel> &Kernels) {
  std::string Lines;
  for (const ContainerKernel &Kernel : Kernels) {
    if (Kernel.ReqdSubGroupSize)
      Lines += PRISM_PROPERTY_REQD_SUB_GROUP_SIZE + Kernel.Name + "=" +
               std::to_string(Kernel.ReqdSubGroupSize) + "\n";
    if (Kernel.MaxWorkGroupSize)
      Lines += PRISM_PROPERTY_MAX_WORK_GROUP_SIZE + Kernel.Name + "=" +
               std::to_string(Kernel.MaxWorkGroupSize) + "\n";
  }
  return Lines;
}

const char *imageFormatName(prism_image_format Format) {
  switch (Format) {
  case PRISM_IMAGE_FORMAT_SPIRV:
    return "spirv";
  case PRISM_IMAGE_FORMAT_PTX:
    return "ptx";
  case PRISM_IMAGE_FORMAT_NATIVE_CPU:
    return "native_cpu";
  }
  return "unknown";
}

} // namespace prism
