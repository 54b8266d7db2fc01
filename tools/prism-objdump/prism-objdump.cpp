//===- prism-objdump.cpp - Lists, extracts and disassembles device images -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-objdump FILE... lists the device images of executables, shared
// libraries, fat objects and static libraries: target, architecture,
// format, size, kernels. --extract=N -o OUT writes image N as it is stored;
// -d prints every image (or --image=N) as text, and a PTX image's SASS too
// when the CUDA toolkit is found. Options are spelled as llvm-objdump's and
// clang-offload-bundler's. A file that cannot be read, has no device image
// or is malformed is an error naming it; the exit status is then 1.
//
//===----------------------------------------------------------------------===//
#include "device_images.h"
#include "image_disassembler.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <algorithm>

using namespace llvm;
using namespace prism::objdump;

namespace {

cl::OptionCategory Category("prism-objdump options");

cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                             cl::desc("<executable, shared library, object "
                                      "file or static library>..."),
                             cl::cat(Category));
cl::opt<bool> Disassemble("disassemble",
                          cl::desc("Print each image as text: SPIR-V "
                                   "disassembled, PTX, LLVM IR; a PTX "
                                   "image's SASS too when the CUDA toolkit "
                                   "is found"),
                          cl::cat(Category));
cl::alias DisassembleShort("d", cl::desc("Alias for --disassemble"),
                           cl::aliasopt(Disassemble), cl::NotHidden,
                           cl::cat(Category));
cl::opt<unsigned> OnlyImage("image",
                            cl::desc("With --disassemble: image <n> only"),
                            cl::value_desc("n"), cl::cat(Category));
cl::opt<unsigned> Extract("extract",
                          cl::desc("Write image <n> as it is stored (SPIR-V "
                                   "binary, PTX text, bitcode) to -o"),
                          cl::value_desc("n"), cl::cat(Category));
cl::opt<std::string> Output("o",
                            cl::desc("The file --extract writes ('-': "
                                     "standard output)"),
                            cl::value_desc("file"), cl::cat(Category));
cl::opt<bool> Demangle("demangle", cl::desc("Demangle kernel names"),
                       cl::cat(Category));
cl::alias DemangleShort("C", cl::desc("Alias for --demangle"),
                        cl::aliasopt(Demangle), cl::NotHidden,
                        cl::cat(Category));
cl::opt<std::string> CudaPath("cuda-path",
                              cl::desc("Find ptxas, nvdisasm and cuobjdump "
                                       "in <dir>/bin instead of on PATH"),
                              cl::value_desc("dir"), cl::cat(Category));

/// Reports a problem with File; the exit status becomes 1.
bool Failed = false;
void reportError(StringRef File, const Twine &Message) {
  WithColor::error(errs(), "prism-objdump")
      << "'" << File << "': " << Message << "\n";
  Failed = true;
}

std::string kernelName(const std::string &Name) {
  return Demangle ? demangle(Name) : Name;
}

/// Where an image was found: "section", or "member(section)" in an archive.
std::string origin(const DeviceImage &Image) {
  std::string Section = Image.Section.empty() ? "-" : Image.Section;
  return Image.Member.empty() ? Section : Image.Member + "(" + Section + ")";
}

/// A table of the images, then their kernels, as llvm-objdump -h lays out
/// sections.
void list(StringRef File, const FileImages &Found) {
  outs() << "\n"
         << File << ":\tfile format " << Found.Format << "\n\nDevice images:\n";
  size_t TargetWidth = strlen("Target");
  for (const DeviceImage &Image : Found.Images)
    TargetWidth = std::max(TargetWidth, Image.Target.size());
  outs() << "Idx " << left_justify("Target", TargetWidth) << " "
         << left_justify("Arch", 6) << " " << left_justify("Format", 7) << " "
         << right_justify("Size", 9) << " " << right_justify("Kernels", 7)
         << "  Section\n";
  for (size_t I = 0; I < Found.Images.size(); ++I) {
    const DeviceImage &Image = Found.Images[I];
    outs() << format_decimal(I, 3) << " "
           << left_justify(Image.Target, TargetWidth) << " "
           << left_justify(Image.Arch.empty() ? "-" : Image.Arch, 6) << " "
           << left_justify(formatName(Image.Format), 7) << " "
           << format_decimal(Image.Bytes.size(), 9) << " "
           << format_decimal(Image.Kernels.size(), 7) << "  " << origin(Image)
           << "\n";
  }
  outs() << "\nKernels:\n";
  for (size_t I = 0; I < Found.Images.size(); ++I)
    for (const std::string &Kernel : Found.Images[I].Kernels)
      outs() << format_decimal(I, 3) << " " << kernelName(Kernel) << "\n";
}

void extract(StringRef File, const FileImages &Found) {
  if (Extract >= Found.Images.size())
    return reportError(File, "no image " + Twine(Extract) + " (it has " +
                                 Twine(Found.Images.size()) +
                                 ", numbered from 0)");
  std::error_code EC;
  ToolOutputFile Out(Output, EC, sys::fs::OF_None);
  if (EC)
    return reportError(Output, "cannot write: " + EC.message());
  Out.os() << Found.Images[Extract].Bytes;
  Out.keep();
}

void disassemble(StringRef File, const FileImages &Found,
                 const CudaTools &Tools) {
  if (OnlyImage.getNumOccurrences() && OnlyImage >= Found.Images.size())
    return reportError(File, "no image " + Twine(OnlyImage) + " (it has " +
                                 Twine(Found.Images.size()) +
                                 ", numbered from 0)");
  outs() << "\n" << File << ":\tfile format " << Found.Format << "\n";
  for (size_t I = 0; I < Found.Images.size(); ++I) {
    if (OnlyImage.getNumOccurrences() && I != OnlyImage)
      continue;
    const DeviceImage &Image = Found.Images[I];
    std::string Name = Image.Target + (Image.Arch.empty() ? "" : " ") +
                       Image.Arch + ", " + formatName(Image.Format);
    outs() << "\nDisassembly of image " << I << " (" << Name << "):\n";
    if (Error E = prism::objdump::disassemble(Image, outs()))
      reportError(File, "image " + Twine(I) + ": " + toString(std::move(E)));
    if (Image.Format != ImageFormat::Ptx)
      continue;
    std::string Missing = Tools.missing(CudaPath);
    if (!Missing.empty()) {
      WithColor::note(errs(), "prism-objdump")
          << "'" << File << "': image " << I << ": no SASS: " << Missing
          << "\n";
      continue;
    }
    outs() << "\nSASS of image " << I << " (" << Name << "):\n";
    outs().flush();
    if (Error E = printNativeCode(Image, Tools, outs()))
      reportError(File, "image " + Twine(I) + ": " + toString(std::move(E)));
  }
}

void dumpFile(StringRef File, const CudaTools &Tools) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFileOrSTDIN(File, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (std::error_code EC = Buffer.getError())
    return reportError(File, EC.message());
  Expected<FileImages> Found = findDeviceImages(**Buffer);
  if (!Found)
    return reportError(File, toString(Found.takeError()));
  if (Extract.getNumOccurrences())
    extract(File, *Found);
  else if (Disassemble)
    disassemble(File, *Found, Tools);
  else
    list(File, *Found);
}

} // namespace

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "prism-objdump, Prism version " PRISM_VERSION "\n";
  });
  cl::ParseCommandLineOptions(
      Argc, Argv,
      "Prism device image dumper\n\n"
      "  Lists the device images of executables, shared libraries, fat\n"
      "  objects (prism++ -c) and static libraries: target, architecture,\n"
      "  format, size and kernels; extracts one; disassembles them.\n");
  if (Extract.getNumOccurrences() && (Inputs.size() != 1 || Output.empty())) {
    WithColor::error(errs(), "prism-objdump")
        << "--extract takes one input file and -o <file>\n";
    return 1;
  }
  CudaTools Tools;
  if (Disassemble)
    Tools = CudaTools::find(CudaPath);
  for (const std::string &File : Inputs)
    dumpFile(File, Tools);
  return Failed ? 1 : 0;
}
