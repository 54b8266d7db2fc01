//===- image_disassembler.cpp - Device images as text ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "image_disassembler.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include "spirv-tools/libspirv.hpp"

#include <cstring>

using namespace llvm;

namespace prism::objdump {

namespace {

Error failure(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

Error disassembleSpirv(StringRef Bytes, raw_ostream &OS) {
  if (Bytes.size() % 4 != 0)
    return failure("SPIR-V of " + Twine(Bytes.size()) +
                   " bytes, not a whole number of words");
  std::vector<uint32_t> Words(Bytes.size() / 4);
  std::memcpy(Words.data(), Bytes.data(), Bytes.size());
  spvtools::SpirvTools Tools(SPV_ENV_UNIVERSAL_1_5);
  std::string Problem;
  Tools.SetMessageConsumer([&](spv_message_level_t, const char *,
                               const spv_position_t &,
                               const char *Message) { Problem += Message; });
  std::string Text;
  // spirv-dis's defaults: a header, indented, ids named after their names.
  if (!Tools.Disassemble(Words, &Text,
                         SPV_BINARY_TO_TEXT_OPTION_INDENT |
                             SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES))
    return failure("invalid SPIR-V: " + Problem);
  OS << Text;
  return Error::success();
}

Error disassembleBitcode(const DeviceImage &Image, raw_ostream &OS) {
  LLVMContext Context;
  Expected<std::unique_ptr<Module>> M =
      parseBitcodeFile(MemoryBufferRef(Image.Bytes, Image.Section), Context);
  if (!M)
    return failure("invalid device bitcode: " + toString(M.takeError()));
  (*M)->print(OS, nullptr);
  return Error::success();
}

/// A temporary file that is removed when it goes out of scope.
struct TemporaryFile {
  SmallString<128> Path;
  FileRemover Remover;
  static Expected<std::unique_ptr<TemporaryFile>> create(StringRef Suffix) {
    auto File = std::make_unique<TemporaryFile>();
    if (std::error_code EC =
            sys::fs::createTemporaryFile("prism-objdump", Suffix, File->Path))
      return failure("cannot create a temporary file: " + EC.message());
    File->Remover.setFile(File->Path);
    return std::move(File);
  }
};

/// Runs Argv with stdout and stderr into Output; an error with the tool's
/// messages when it fails.
Error runTool(ArrayRef<StringRef> Argv, StringRef Output) {
  Optional<StringRef> Redirects[] = {StringRef(""), Output, Output};
  std::string Message;
  int Status =
      sys::ExecuteAndWait(Argv[0], Argv, None, Redirects, 0, 0, &Message);
  if (Status == 0)
    return Error::success();
  std::string Said;
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> Text =
          MemoryBuffer::getFile(Output))
    Said = (*Text)->getBuffer().rtrim().str();
  return failure(Argv[0] + " failed" +
                 (Status < 0 ? ": " + Message
                             : " with exit code " + std::to_string(Status)) +
                 (Said.empty() ? "" : ":\n" + Said));
}

std::string findTool(StringRef Name, StringRef CudaPath) {
  SmallString<128> Dir(CudaPath);
  sys::path::append(Dir, "bin");
  ErrorOr<std::string> Path = CudaPath.empty()
                                  ? sys::findProgramByName(Name)
                                  : sys::findProgramByName(Name, {Dir.str()});
  return Path ? *Path : std::string();
}

} // namespace

Error disassemble(const DeviceImage &Image, raw_ostream &OS) {
  switch (Image.Format) {
  case ImageFormat::Spirv:
    return disassembleSpirv(Image.Bytes, OS);
  case ImageFormat::Ptx:
    OS << StringRef(Image.Bytes).rtrim('\0');
    return Error::success();
  case ImageFormat::Bitcode:
    return disassembleBitcode(Image, OS);
  case ImageFormat::NativeCpu:
    return failure("a native CPU image is a shared object: write it out with "
                   "--extract and disassemble it with objdump -d");
  }
  return failure("unknown image format");
}

CudaTools CudaTools::find(StringRef CudaPath) {
  CudaTools Tools;
  Tools.Ptxas = findTool("ptxas", CudaPath);
  Tools.Disassembler = findTool("nvdisasm", CudaPath);
  if (Tools.Disassembler.empty())
    Tools.Disassembler = findTool("cuobjdump", CudaPath);
  return Tools;
}

std::string CudaTools::missing(StringRef CudaPath) const {
  std::string Where =
      CudaPath.empty() ? "on PATH" : "in " + CudaPath.str() + "/bin";
  if (Ptxas.empty())
    return "ptxas (CUDA toolkit) is not " + Where;
  if (Disassembler.empty())
    return "neither nvdisasm nor cuobjdump (CUDA toolkit) is " + Where;
  return "";
}

Error printNativeCode(const DeviceImage &Image, const CudaTools &Tools,
                      raw_ostream &OS) {
  auto Ptx = TemporaryFile::create("ptx");
  auto Cubin = TemporaryFile::create("cubin");
  auto Output = TemporaryFile::create("txt");
  if (!Ptx || !Cubin || !Output)
    return joinErrors(joinErrors(Ptx.takeError(), Cubin.takeError()),
                      Output.takeError());
  std::error_code EC;
  raw_fd_ostream PtxFile((*Ptx)->Path, EC);
  if (EC)
    return failure("cannot write " + (*Ptx)->Path + ": " + EC.message());
  PtxFile << StringRef(Image.Bytes).rtrim('\0');
  PtxFile.close();

  std::string Arch = "-arch=" + (Image.Arch.empty() ? "sm_80" : Image.Arch);
  if (Error E = runTool({Tools.Ptxas, Arch, "-o", (*Cubin)->Path, (*Ptx)->Path},
                        (*Output)->Path))
    return E;
  // nvdisasm -c: the code sections alone; cuobjdump -sass: the same.
  bool Nvdisasm = sys::path::stem(Tools.Disassembler) == "nvdisasm";
  std::vector<StringRef> Argv = {Tools.Disassembler, Nvdisasm ? "-c" : "-sass",
                                 (*Cubin)->Path};
  if (Error E = runTool(Argv, (*Output)->Path))
    return E;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text =
      MemoryBuffer::getFile((*Output)->Path);
  if (!Text)
    return failure("cannot read the output of " + Tools.Disassembler);
  OS << (*Text)->getBuffer();
  return Error::success();
}

} // namespace prism::objdump
