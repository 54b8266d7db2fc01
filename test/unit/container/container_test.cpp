//===- container_test.cpp - The offload container writer and reader -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Writes containers with the wrapper's writer and reads them back with the
// runtime's reader, field by field; then damages them in every way the
// reader must refuse, checking each refusal by its message, and finally
// flips random bytes to check that the reader never reads out of bounds
// (this target is built with AddressSanitizer and UBSan when available).
//
//===----------------------------------------------------------------------===//
#include "container_writer.h"
#include "error.h"
#include "offload_container.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <random>

using namespace prism;

namespace {

constexpr size_t HeaderSize = sizeof(prism_container_header);

uint32_t load32(const std::vector<unsigned char> &B, size_t At) {
  uint32_t V = 0;
  for (int I = 3; I >= 0; --I)
    V = V << 8 | B[At + I];
  return V;
}

uint64_t load64(const std::vector<unsigned char> &B, size_t At) {
  return uint64_t(load32(B, At)) | uint64_t(load32(B, At + 4)) << 32;
}

void store32(std::vector<unsigned char> &B, size_t At, uint32_t V) {
  for (int I = 0; I < 4; ++I)
    B[At + I] = static_cast<unsigned char>(V >> (8 * I));
}

void store64(std::vector<unsigned char> &B, size_t At, uint64_t V) {
  for (int I = 0; I < 8; ++I)
    B[At + I] = static_cast<unsigned char>(V >> (8 * I));
}

/// Recomputes the checksum after a deliberate corruption, so that the
/// structural check behind it is the one that must refuse the container.
void fixChecksum(std::vector<unsigned char> &B) {
  store64(B, offsetof(prism_container_header, checksum),
          containerChecksum(B.data(), B.size()));
}

/// Plain FNV-1a 64, the reference the container checksum is built on.
uint64_t fnv1a64(const std::vector<unsigned char> &Bytes) {
  uint64_t Hash = 0xcbf29ce484222325ULL;
  for (unsigned char C : Bytes) {
    Hash ^= C;
    Hash *= 0x100000001b3ULL;
  }
  return Hash;
}

/// The documented checksum: the header before the checksum field, then
/// everything after the header.
uint64_t documentedChecksum(const std::vector<unsigned char> &B) {
  std::vector<unsigned char> Covered(
      B.begin(), B.begin() + offsetof(prism_container_header, checksum));
  Covered.insert(Covered.end(), B.begin() + HeaderSize, B.end());
  return fnv1a64(Covered);
}

size_t imageRecord(size_t Index) {
  return HeaderSize + Index * sizeof(prism_image_record);
}

ContainerImageInput image(prism_image_format Format, std::string Target,
                          std::string Arch, std::string Properties,
                          std::vector<unsigned char> Bytes,
                          std::vector<ContainerKernel> Kernels) {
  ContainerImageInput I;
  I.Format = Format;
  I.Target = std::move(Target);
  I.Arch = std::move(Arch);
  I.Properties = std::move(Properties);
  I.Bytes = std::move(Bytes);
  I.Kernels = std::move(Kernels);
  return I;
}

/// Two images with several kernels, one without arguments, one with a
/// dynamic local-memory parameter and the program-globals buffer, one with an
/// image size that is not a multiple of 8 (so the next image needs padding).
std::vector<ContainerImageInput> sampleImages() {
  return {image(PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "",
                {0x03, 0x02, 0x23, 0x07, 0xaa, 0xbb, 0xcc},
                {{"_Z6vecaddPfS_S_i", {8, 8, 8, 4}},
                 {"_ZTS6Kernel",
                  {24},
                  /*DynamicLocalArg=*/true,
                  /*ProgramGlobalsArg=*/true},
                 {"noargs", {}}}),
          image(PRISM_IMAGE_FORMAT_PTX, "nvptx64-nvidia-cuda", "sm_80",
                "opt-level=2\nmax-threads=1024\n",
                std::vector<unsigned char>(100, 'p'),
                {{"_Z6vecaddPfS_S_i", {8, 8, 8, 4}}})};
}

/// Parses B and returns the message of the InvalidImage error it must raise.
std::string refusal(const std::vector<unsigned char> &B, size_t Available) {
  try {
    parseContainer(B.data(), Available);
  } catch (const Error &E) {
    EXPECT_EQ(E.kind(), ErrorKind::InvalidImage);
    return E.what();
  }
  ADD_FAILURE() << "the container was accepted";
  return "";
}

std::string refusal(const std::vector<unsigned char> &B) {
  return refusal(B, B.size());
}

TEST(ContainerTest, EmptyContainerRoundTrips) {
  std::vector<unsigned char> B = writeContainer({});
  ASSERT_EQ(B.size(), HeaderSize);
  EXPECT_EQ(std::memcmp(B.data(), "PRISMFB1", 8), 0);
  EXPECT_EQ(load32(B, offsetof(prism_container_header, version)), 2u);
  EXPECT_EQ(load32(B, offsetof(prism_container_header, image_count)), 0u);
  EXPECT_EQ(load64(B, offsetof(prism_container_header, total_size)),
            HeaderSize);
  EXPECT_EQ(load64(B, offsetof(prism_container_header, checksum)),
            documentedChecksum(B));

  Container C = parseContainer(B.data(), B.size());
  EXPECT_EQ(C.Version, 2u);
  EXPECT_EQ(C.TotalSize, HeaderSize);
  EXPECT_TRUE(C.Images.empty());
  EXPECT_EQ(containerClaimedSize(B.data()), HeaderSize);
}

TEST(ContainerTest, ChecksumIsTheDocumentedFnv1a64) {
  // Published FNV-1a 64 test vectors, to trust the reference.
  EXPECT_EQ(fnv1a64({'a'}), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(fnv1a64({'f', 'o', 'o', 'b', 'a', 'r'}), 0x85944171f73967e8ULL);
  std::vector<unsigned char> B = writeContainer(sampleImages());
  EXPECT_EQ(load64(B, offsetof(prism_container_header, checksum)),
            documentedChecksum(B));
}

TEST(ContainerTest, ChecksumCoversTheImageCount) {
  // Dropping the last image from the count leaves a structurally valid
  // container; only the checksum notices.
  std::vector<unsigned char> B = writeContainer(sampleImages());
  store32(B, offsetof(prism_container_header, image_count), 1);
  EXPECT_NE(refusal(B).find("checksum mismatch"), std::string::npos);
  fixChecksum(B);
  EXPECT_EQ(parseContainer(B.data(), B.size()).Images.size(), 1u);
}

TEST(ContainerTest, ImagesAndKernelsRoundTrip) {
  std::vector<ContainerImageInput> In = sampleImages();
  std::vector<unsigned char> B = writeContainer(In);
  EXPECT_EQ(containerClaimedSize(B.data()), B.size());

  // More room than the container needs is fine: the header says where it
  // ends.
  std::vector<unsigned char> Padded = B;
  Padded.resize(B.size() + 64, 0xee);
  Container C = parseContainer(Padded.data(), Padded.size());
  EXPECT_EQ(C.TotalSize, B.size());
  EXPECT_EQ(C.Checksum, load64(B, offsetof(prism_container_header, checksum)));
  ASSERT_EQ(C.Images.size(), In.size());
  for (size_t I = 0; I < In.size(); ++I) {
    SCOPED_TRACE("image " + std::to_string(I));
    const ContainerImage &Out = C.Images[I];
    EXPECT_EQ(Out.Format, In[I].Format);
    EXPECT_EQ(Out.Target, In[I].Target);
    EXPECT_EQ(Out.Arch, In[I].Arch);
    EXPECT_EQ(Out.Properties, In[I].Properties);
    ASSERT_EQ(Out.Size, In[I].Bytes.size());
    EXPECT_EQ(std::vector<unsigned char>(Out.Data, Out.Data + Out.Size),
              In[I].Bytes);
    EXPECT_EQ((Out.Data - Padded.data()) % 8, 0) << "image not 8-aligned";
    ASSERT_EQ(Out.Kernels.size(), In[I].Kernels.size());
    for (size_t K = 0; K < In[I].Kernels.size(); ++K) {
      EXPECT_EQ(Out.Kernels[K].Name, In[I].Kernels[K].Name);
      EXPECT_EQ(Out.Kernels[K].ArgSizes, In[I].Kernels[K].ArgSizes);
      EXPECT_EQ(Out.Kernels[K].DynamicLocalArg,
                In[I].Kernels[K].DynamicLocalArg);
      EXPECT_EQ(Out.Kernels[K].ProgramGlobalsArg,
                In[I].Kernels[K].ProgramGlobalsArg);
    }
  }
}

TEST(ContainerTest, RecordsFollowTheDocumentedLayout) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  EXPECT_EQ(load32(B, offsetof(prism_container_header, image_count)), 2u);
  // Kernel records follow the two image records; image 1's run follows
  // image 0's three kernels.
  size_t Kernels = HeaderSize + 2 * sizeof(prism_image_record);
  EXPECT_EQ(
      load64(B, imageRecord(0) + offsetof(prism_image_record, kernels_offset)),
      Kernels);
  EXPECT_EQ(
      load64(B, imageRecord(1) + offsetof(prism_image_record, kernels_offset)),
      Kernels + 3 * sizeof(prism_kernel_record));
  EXPECT_EQ(load32(B, imageRecord(1) + offsetof(prism_image_record, format)),
            uint32_t(PRISM_IMAGE_FORMAT_PTX));
  // Only image 0's kernel 1 takes dynamic local memory and the buffer.
  EXPECT_EQ(load32(B, Kernels + sizeof(prism_kernel_record) +
                          offsetof(prism_kernel_record, flags)),
            uint32_t(PRISM_KERNEL_FLAG_DYNAMIC_LOCAL |
                     PRISM_KERNEL_FLAG_PROGRAM_GLOBALS));
  EXPECT_EQ(load32(B, Kernels + offsetof(prism_kernel_record, flags)), 0u);
  // The last image ends the container.
  EXPECT_EQ(
      load64(B, imageRecord(1) + offsetof(prism_image_record, image_offset)) +
          100,
      B.size());
}

TEST(ContainerTest, RefusesBadMagic) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  B[0] = 'X';
  B[7] = 0;
  EXPECT_EQ(refusal(B), "invalid offload container: bad magic "
                        "'XRISMFB\\x00', expected 'PRISMFB1'");
  EXPECT_THROW(containerClaimedSize(B.data()), Error);
}

TEST(ContainerTest, RefusesBadVersion) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  store32(B, offsetof(prism_container_header, version), 1);
  EXPECT_EQ(refusal(B), "invalid offload container: unsupported version 1 "
                        "(this runtime reads version 2)");
}

TEST(ContainerTest, RefusesChecksumMismatch) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  uint64_t Stored = load64(B, offsetof(prism_container_header, checksum));
  B.back() ^= 1; // the last byte of the last image
  std::string Message = refusal(B);
  EXPECT_NE(Message.find("checksum mismatch: header says 0x"),
            std::string::npos)
      << Message;
  std::ostringstream Hex;
  Hex << std::hex << Stored;
  EXPECT_NE(Message.find(Hex.str()), std::string::npos) << Message;
}

TEST(ContainerTest, RefusesEveryTruncation) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  for (size_t Length = 0; Length < B.size(); ++Length) {
    SCOPED_TRACE("length " + std::to_string(Length));
    // A fresh allocation of exactly Length bytes, so that ASan catches a read
    // past it.
    std::vector<unsigned char> Cut(B.begin(), B.begin() + Length);
    std::string Message = refusal(Cut);
    if (Length < HeaderSize)
      EXPECT_EQ(Message, "invalid offload container: only " +
                             std::to_string(Length) +
                             " bytes available, fewer than the 32-byte "
                             "header");
    else
      EXPECT_EQ(Message, "invalid offload container: header claims " +
                             std::to_string(B.size()) + " bytes but only " +
                             std::to_string(Length) +
                             " are available (truncated container)");
  }
}

TEST(ContainerTest, RefusesTotalSizeBeyondAvailable) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  store64(B, offsetof(prism_container_header, total_size), UINT64_MAX);
  EXPECT_NE(refusal(B).find("header claims"), std::string::npos);
  store64(B, offsetof(prism_container_header, total_size), B.size() + 1);
  EXPECT_EQ(refusal(B), "invalid offload container: header claims " +
                            std::to_string(B.size() + 1) + " bytes but only " +
                            std::to_string(B.size()) +
                            " are available (truncated container)");
}

TEST(ContainerTest, RefusesTotalSizeSmallerThanHeader) {
  std::vector<unsigned char> B = writeContainer({});
  store64(B, offsetof(prism_container_header, total_size), 31);
  EXPECT_EQ(refusal(B), "invalid offload container: total_size 31 is "
                        "smaller than the 32-byte header");
}

TEST(ContainerTest, RefusesTotalSizeThatCutsTheLastImage) {
  // A header that shrinks the container, with a checksum matching the
  // shorter extent: the last image now runs past the end.
  std::vector<unsigned char> B = writeContainer(sampleImages());
  size_t Shorter = B.size() - 8;
  B.resize(Shorter);
  store64(B, offsetof(prism_container_header, total_size), Shorter);
  fixChecksum(B);
  uint64_t Offset =
      load64(B, imageRecord(1) + offsetof(prism_image_record, image_offset));
  EXPECT_EQ(refusal(B), "invalid offload container: image 1: image bytes at "
                        "offset " +
                            std::to_string(Offset) +
                            " (100 bytes) runs past the end of the container "
                            "(" +
                            std::to_string(Shorter) + " bytes)");
}

/// Applies Corrupt to a fresh sample container, fixes the checksum and
/// returns the refusal message.
template <typename Fn> std::string refusalAfter(Fn Corrupt) {
  std::vector<unsigned char> B = writeContainer(sampleImages());
  Corrupt(B);
  fixChecksum(B);
  return refusal(B);
}

std::string pastEnd(const std::string &What, uint64_t Offset, uint64_t Size) {
  size_t Total = writeContainer(sampleImages()).size();
  return "invalid offload container: " + What + " at offset " +
         std::to_string(Offset) + " (" + std::to_string(Size) +
         " bytes) runs past the end of the container (" +
         std::to_string(Total) + " bytes)";
}

TEST(ContainerTest, RefusesOffsetsOutOfRange) {
  size_t KernelsField =
      imageRecord(1) + offsetof(prism_image_record, kernels_offset);
  EXPECT_EQ(refusalAfter([&](auto &B) { store64(B, KernelsField, 4096); }),
            pastEnd("image 1: kernel table", 4096, 32));

  // Offset + size overflows 64 bits.
  size_t ImageField =
      imageRecord(0) + offsetof(prism_image_record, image_offset);
  uint64_t Huge = UINT64_MAX - 7;
  EXPECT_EQ(refusalAfter([&](auto &B) { store64(B, ImageField, Huge); }),
            pastEnd("image 0: image bytes", Huge, 7));

  size_t ImageSizeField =
      imageRecord(0) + offsetof(prism_image_record, image_size);
  EXPECT_NE(refusalAfter([&](auto &B) {
              store64(B, ImageSizeField, UINT64_MAX);
            }).find("image 0: image bytes at offset"),
            std::string::npos);

  size_t TargetSize = imageRecord(1) + offsetof(prism_image_record, target) +
                      offsetof(prism_container_string, size);
  EXPECT_NE(refusalAfter([&](auto &B) {
              store64(B, TargetSize, 1u << 20);
            }).find("image 1: target at offset"),
            std::string::npos);

  size_t FirstKernel = HeaderSize + 2 * sizeof(prism_image_record);
  size_t NameOffset = FirstKernel + offsetof(prism_kernel_record, name);
  EXPECT_EQ(refusalAfter([&](auto &B) { store64(B, NameOffset, UINT64_MAX); }),
            pastEnd("image 0: kernel 0 name", UINT64_MAX, 16));

  size_t ArgsOffset =
      FirstKernel + offsetof(prism_kernel_record, arg_sizes_offset);
  EXPECT_EQ(refusalAfter([&](auto &B) { store64(B, ArgsOffset, 1u << 20); }),
            pastEnd("image 0: kernel 0 ('_Z6vecaddPfS_S_i') argument sizes",
                    1u << 20, 16));
}

TEST(ContainerTest, RefusesRegionsInsideTheHeader) {
  size_t KernelsField =
      imageRecord(0) + offsetof(prism_image_record, kernels_offset);
  EXPECT_EQ(refusalAfter([&](auto &B) { store64(B, KernelsField, 8); }),
            "invalid offload container: image 0: kernel table at offset 8 "
            "overlaps the container header");
}

TEST(ContainerTest, RefusesMisalignedRecords) {
  size_t KernelsField =
      imageRecord(0) + offsetof(prism_image_record, kernels_offset);
  std::string Message = refusalAfter(
      [&](auto &B) { store64(B, KernelsField, load64(B, KernelsField) + 4); });
  EXPECT_NE(Message.find("image 0: kernel table at offset"), std::string::npos)
      << Message;
  EXPECT_NE(Message.find("is not aligned to 8 bytes"), std::string::npos)
      << Message;

  size_t ArgsOffset = HeaderSize + 2 * sizeof(prism_image_record) +
                      offsetof(prism_kernel_record, arg_sizes_offset);
  Message = refusalAfter(
      [&](auto &B) { store64(B, ArgsOffset, load64(B, ArgsOffset) + 1); });
  EXPECT_NE(Message.find("is not aligned to 4 bytes"), std::string::npos)
      << Message;
}

TEST(ContainerTest, RefusesCountOverflows) {
  size_t CountField =
      imageRecord(0) + offsetof(prism_image_record, kernel_count);
  std::string Message =
      refusalAfter([&](auto &B) { store32(B, CountField, UINT32_MAX); });
  EXPECT_NE(Message.find("image 0: kernel table at offset 192 (" +
                         std::to_string(uint64_t(UINT32_MAX) * 32) +
                         " bytes) runs past the end"),
            std::string::npos)
      << Message;

  Message = refusalAfter([&](auto &B) {
    store32(B, offsetof(prism_container_header, image_count), UINT32_MAX);
  });
  EXPECT_NE(Message.find("image table at offset 32 (" +
                         std::to_string(uint64_t(UINT32_MAX) * 80) +
                         " bytes) runs past the end"),
            std::string::npos)
      << Message;

  size_t ArgCount = HeaderSize + 2 * sizeof(prism_image_record) +
                    offsetof(prism_kernel_record, arg_count);
  Message = refusalAfter([&](auto &B) { store32(B, ArgCount, UINT32_MAX); });
  EXPECT_NE(Message.find("argument sizes at offset"), std::string::npos)
      << Message;
}

TEST(ContainerTest, RefusesUnknownFormat) {
  size_t FormatField = imageRecord(1) + offsetof(prism_image_record, format);
  EXPECT_EQ(refusalAfter([&](auto &B) { store32(B, FormatField, 7); }),
            "invalid offload container: image 1: unknown image format 7");
}

TEST(ContainerTest, RefusesDuplicateAndEmptyKernelNames) {
  size_t First = HeaderSize + 2 * sizeof(prism_image_record);
  size_t Second = First + sizeof(prism_kernel_record);
  EXPECT_EQ(refusalAfter([&](auto &B) {
              // Kernel 1 of image 0 now names kernel 0's string.
              for (size_t I = 0; I < sizeof(prism_container_string); ++I)
                B[Second + I] = B[First + I];
            }),
            "invalid offload container: image 0: kernel 1 "
            "('_Z6vecaddPfS_S_i') appears twice in the image");
  EXPECT_EQ(refusalAfter([&](auto &B) {
              store64(B, Second + offsetof(prism_container_string, size), 0);
            }),
            "invalid offload container: image 0: kernel 1 has an empty name");
}

TEST(ContainerTest, RefusesUnknownKernelFlags) {
  size_t Second =
      HeaderSize + 2 * sizeof(prism_image_record) + sizeof(prism_kernel_record);
  EXPECT_EQ(refusalAfter([&](auto &B) {
              store32(B, Second + offsetof(prism_kernel_record, flags), 5);
            }),
            "invalid offload container: image 0: kernel 1 ('_ZTS6Kernel') "
            "has unknown flags 5");
}

TEST(ContainerTest, KernelRequirementsRoundTrip) {
  ContainerKernel Sixteen{"_ZTS7Sixteen", {24}};
  Sixteen.ReqdSubGroupSize = 16;
  Sixteen.MaxWorkGroupSize = 1024;
  ContainerKernel Collective{"_ZTS10Collective", {}};
  Collective.MaxWorkGroupSize = 256;
  std::vector<unsigned char> B = writeContainer(
      {image(PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "opt-level=2\n", {1, 2},
             {Sixteen, {"_ZTS5Plain", {8}}, Collective})});
  Container C = parseContainer(B.data(), B.size());
  ASSERT_EQ(C.Images.size(), 1u);
  // The caller's properties come first, then one line per requirement.
  EXPECT_EQ(C.Images[0].Properties,
            "opt-level=2\n"
            "reqd_sub_group_size:_ZTS7Sixteen=16\n"
            "max_work_group_size:_ZTS7Sixteen=1024\n"
            "max_work_group_size:_ZTS10Collective=256\n");
  const std::vector<ContainerKernel> &K = C.Images[0].Kernels;
  EXPECT_EQ(K[0].ReqdSubGroupSize, 16u);
  EXPECT_EQ(K[0].MaxWorkGroupSize, 1024u);
  EXPECT_EQ(K[1].ReqdSubGroupSize, 0u);
  EXPECT_EQ(K[1].MaxWorkGroupSize, 0u);
  EXPECT_EQ(K[2].ReqdSubGroupSize, 0u);
  EXPECT_EQ(K[2].MaxWorkGroupSize, 256u);
}

TEST(ContainerTest, RefusesBadKernelProperties) {
  for (const char *Line : {"reqd_sub_group_size:_ZTS7Missing=16\n",
                           "reqd_sub_group_size:_ZTS5Plain=0\n",
                           "max_work_group_size:_ZTS5Plain=x\n",
                           "max_work_group_size:_ZTS5Plain=99999999999\n",
                           "reqd_sub_group_size:_ZTS5Plain\n",
                           "reqd_sub_group_size:_ZTS5Plain=8\n"
                           "reqd_sub_group_size:_ZTS5Plain=8\n"}) {
    SCOPED_TRACE(Line);
    std::vector<unsigned char> B = writeContainer(
        {image(PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", Line, {1, 2},
               {{"_ZTS5Plain", {8}}})});
    std::string Reason = refusal(B);
    EXPECT_EQ(Reason.find("invalid offload container: image 0: property '"),
              0u)
        << Reason;
    EXPECT_NE(Reason.find("' does not give one positive number to a kernel "
                          "of the image"),
              std::string::npos)
        << Reason;
  }
}

TEST(ContainerTest, WriterRefusesBadInput) {
  auto WriteError = [](std::vector<ContainerImageInput> Images) {
    try {
      writeContainer(Images);
    } catch (const ContainerWriteError &E) {
      return std::string(E.what());
    }
    return std::string("no error");
  };
  std::vector<ContainerImageInput> Images = sampleImages();
  Images[1].Kernels.push_back({"_Z6vecaddPfS_S_i", {}});
  EXPECT_EQ(WriteError(Images),
            "image 1: kernel '_Z6vecaddPfS_S_i' is listed twice");

  Images = sampleImages();
  Images[0].Target.clear();
  EXPECT_EQ(WriteError(Images), "image 0: empty target");

  Images = sampleImages();
  // 0 is within the enum's range of values (UBSan checks that) but is no
  // known format.
  Images[0].Format = static_cast<prism_image_format>(0);
  EXPECT_EQ(WriteError(Images), "image 0: unknown image format 0");
}

/// Flips random bytes and parses; the reader may accept or refuse, but must
/// only ever throw prism::Error(InvalidImage), and anything it accepts must
/// point inside the buffer. Half of the rounds fix the checksum up so that
/// the structural checks, not only the checksum, see the damage.
TEST(ContainerTest, SurvivesRandomCorruption) {
  const std::vector<unsigned char> Original = writeContainer(sampleImages());
  std::mt19937_64 Random(20240611);
  unsigned Refused = 0, Accepted = 0;
  for (unsigned Round = 0; Round < 20000; ++Round) {
    std::vector<unsigned char> B = Original;
    unsigned Flips = 1 + Random() % 4;
    for (unsigned F = 0; F < Flips; ++F) {
      size_t At = Random() % B.size();
      B[At] ^= static_cast<unsigned char>(1 + Random() % 255);
    }
    if (Round % 2)
      fixChecksum(B);
    size_t Available = Round % 7 == 0 ? Random() % (B.size() + 1) : B.size();
    std::vector<unsigned char> Exact(B.begin(), B.begin() + Available);
    try {
      Container C = parseContainer(Exact.data(), Exact.size());
      ++Accepted;
      for (const ContainerImage &I : C.Images) {
        ASSERT_GE(I.Data, Exact.data());
        ASSERT_LE(I.Data + I.Size, Exact.data() + Exact.size());
      }
    } catch (const Error &E) {
      ASSERT_EQ(E.kind(), ErrorKind::InvalidImage) << E.what();
      ++Refused;
    }
  }
  // Most damage is refused; a flip in string bytes or padding, with the
  // checksum fixed, is legitimately accepted.
  EXPECT_GT(Refused, 15000u);
  EXPECT_GT(Accepted, 0u);
}

} // namespace
