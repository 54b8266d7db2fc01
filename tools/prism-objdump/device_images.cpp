//===- device_images.cpp - The device images a file carries ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Containers are read by the runtime's own reader (runtime/core), so a file
// this tool lists cleanly is one the runtime accepts. The kernels of device
// bitcode are its functions with a kernel calling convention (SPIR-V) or a
// "kernel" entry in nvvm.annotations (PTX), as the device compile leaves
// them.
//
//===----------------------------------------------------------------------===//
#include "device_images.h"

#include "error.h"
#include "offload_container.h"

#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/Binary.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/MathExtras.h"

#include <set>

using namespace llvm;

namespace prism::objdump {

// prism::Error is the container reader's exception; errors here are LLVM's.
using llvm::Error;

namespace {

const char *const ContainerSection = ".hip_fatbin";
const char *const BundlePrefix = "__CLANG_OFFLOAD_BUNDLE__";

Error failure(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// The functions of the device bitcode Bytes that are kernels.
Expected<std::vector<std::string>> bitcodeKernels(StringRef Bytes,
                                                  StringRef Section) {
  LLVMContext Context;
  Expected<std::unique_ptr<Module>> M =
      parseBitcodeFile(MemoryBufferRef(Bytes, Section), Context);
  if (!M)
    return failure("section " + Section +
                   ": invalid device bitcode: " + toString(M.takeError()));
  std::set<const Function *> Annotated;
  if (const NamedMDNode *Annotations =
          (*M)->getNamedMetadata("nvvm.annotations"))
    for (const MDNode *Node : Annotations->operands()) {
      if (Node->getNumOperands() < 2)
        continue;
      const auto *Key = dyn_cast<MDString>(Node->getOperand(1));
      if (Key && Key->getString() == "kernel")
        if (const auto *F =
                mdconst::dyn_extract_or_null<Function>(Node->getOperand(0)))
          Annotated.insert(F);
    }
  std::vector<std::string> Kernels;
  for (const Function &F : **M)
    if (!F.isDeclaration() &&
        (F.getCallingConv() == CallingConv::SPIR_KERNEL ||
         F.getCallingConv() == CallingConv::PTX_Kernel || Annotated.count(&F)))
      Kernels.push_back(F.getName().str());
  return Kernels;
}

/// The images of every container in Contents: a link of several objects
/// from prism++ -fsycl-link puts their containers one after the other, each
/// 8-byte aligned.
Error addContainerImages(StringRef Contents, const std::string &Member,
                         const std::string &Section,
                         std::vector<DeviceImage> &Images) {
  uint64_t Offset = 0;
  while (Offset < Contents.size()) {
    StringRef Rest = Contents.drop_front(Offset);
    if (Offset > 0 && Rest.find_first_not_of('\0') == StringRef::npos)
      break; // the linker's padding after the last container
    Container C;
    try {
      C = parseContainer(Rest.data(), Rest.size());
    } catch (const prism::Error &E) {
      return failure((Section.empty() ? "" : "section " + Section + ": ") +
                     (Offset ? "at offset " + Twine(Offset) + ": " : "") +
                     E.what());
    }
    for (const ContainerImage &I : C.Images) {
      DeviceImage Image{
          Member,
          Section,
          I.Format == PRISM_IMAGE_FORMAT_SPIRV ? ImageFormat::Spirv
          : I.Format == PRISM_IMAGE_FORMAT_PTX ? ImageFormat::Ptx
                                               : ImageFormat::NativeCpu,
          I.Target,
          I.Arch,
          std::string(reinterpret_cast<const char *>(I.Data), I.Size),
          {}};
      for (const ContainerKernel &K : I.Kernels)
        Image.Kernels.push_back(K.Name);
      Images.push_back(std::move(Image));
    }
    Offset += alignTo(C.TotalSize, 8);
  }
  return Error::success();
}

/// The device bitcode of one clang-offload-bundler section, whose name ends
/// in the bundle id "hip-<triple>[--<arch>]".
Error addBundleImage(StringRef Contents, const std::string &Member,
                     StringRef Section, std::vector<DeviceImage> &Images) {
  StringRef Id = Section.drop_front(StringRef(BundlePrefix).size());
  StringRef Target = Id.drop_front(StringRef("hip-").size()), Arch;
  std::tie(Target, Arch) = Target.split("--");
  if (Target == "spir64-unknown-unknown")
    Target = "spir64";
  Expected<std::vector<std::string>> Kernels =
      bitcodeKernels(Contents, Section);
  if (!Kernels)
    return Kernels.takeError();
  Images.push_back({Member, Section.str(), ImageFormat::Bitcode, Target.str(),
                    Arch.str(), Contents.str(), std::move(*Kernels)});
  return Error::success();
}

Error addObjectImages(const object::ObjectFile &Object,
                      const std::string &Member,
                      std::vector<DeviceImage> &Images) {
  for (const object::SectionRef &Section : Object.sections()) {
    Expected<StringRef> Name = Section.getName();
    if (!Name)
      return Name.takeError();
    bool IsContainer = *Name == ContainerSection;
    bool IsBundle = Name->startswith(std::string(BundlePrefix) + "hip-");
    if (!IsContainer && !IsBundle)
      continue;
    Expected<StringRef> Contents = Section.getContents();
    if (!Contents)
      return failure("section " + *Name + ": " +
                     toString(Contents.takeError()));
    if (Error E =
            IsContainer
                ? addContainerImages(*Contents, Member, Name->str(), Images)
                : addBundleImage(*Contents, Member, *Name, Images))
      return E;
  }
  return Error::success();
}

Error addArchiveImages(const object::Archive &Archive,
                       std::vector<DeviceImage> &Images) {
  Error Err = Error::success();
  for (const object::Archive::Child &Child : Archive.children(Err)) {
    Expected<StringRef> Name = Child.getName();
    Expected<MemoryBufferRef> Buffer = Child.getMemoryBufferRef();
    if (!Name || !Buffer) {
      consumeError(Name.takeError());
      consumeError(Buffer.takeError());
      return failure("a member of the archive is truncated or malformed");
    }
    Expected<std::unique_ptr<object::Binary>> Member =
        object::createBinary(*Buffer);
    if (!Member) { // not an object file: no device code of Prism's
      consumeError(Member.takeError());
      continue;
    }
    if (const auto *Object = dyn_cast<object::ObjectFile>(Member->get()))
      if (Error E = addObjectImages(*Object, Name->str(), Images))
        return failure("member " + *Name + ": " + toString(std::move(E)));
  }
  return Err;
}

} // namespace

const char *formatName(ImageFormat Format) {
  switch (Format) {
  case ImageFormat::Spirv:
    return "spirv";
  case ImageFormat::Ptx:
    return "ptx";
  case ImageFormat::NativeCpu:
    return "native";
  case ImageFormat::Bitcode:
    return "llvm-bc";
  }
  return "unknown";
}

Expected<FileImages> findDeviceImages(MemoryBufferRef File) {
  FileImages Result;
  if (File.getBuffer().empty())
    return failure("empty file");
  if (File.getBuffer().startswith(PRISM_CONTAINER_MAGIC)) {
    Result.Format = "offload container";
    if (Error E = addContainerImages(File.getBuffer(), "", "", Result.Images))
      return std::move(E);
    return Result;
  }
  Expected<std::unique_ptr<object::Binary>> Binary = object::createBinary(File);
  if (!Binary) {
    bool Known = identify_magic(File.getBuffer()) != file_magic::unknown;
    return failure((Known ? "truncated or malformed file: "
                          : "not an executable, shared library, object file "
                            "or static library: ") +
                   toString(Binary.takeError()));
  }
  if (const auto *Archive = dyn_cast<object::Archive>(Binary->get())) {
    Result.Format = "archive";
    if (Error E = addArchiveImages(*Archive, Result.Images))
      return std::move(E);
  } else if (const auto *Object = dyn_cast<object::ObjectFile>(Binary->get())) {
    Result.Format = Object->getFileFormatName().str();
    if (Error E = addObjectImages(*Object, "", Result.Images))
      return std::move(E);
  } else {
    return failure("not an executable, shared library, object file or "
                   "static library");
  }
  if (Result.Images.empty())
    return failure("no Prism device images (no offload container in a " +
                   Twine(ContainerSection) +
                   " section, no device code of prism++ -c in a " +
                   BundlePrefix + "hip-* section)");
  return Result;
}

} // namespace prism::objdump
