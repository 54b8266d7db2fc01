//===- prism-device-link.cpp - A target's device link in one process ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//   prism-device-link <module.bc | archive.a>... --only-needed <library.bc>
//                     -o <output.bc>
//
// Links the device modules whole (an archive's members too, as llvm-link
// takes them), then only the functions of the library they need: what
// `llvm-link <modules> -o linked.bc` and `llvm-link linked.bc --only-needed
// <library> -o <output>` do, in one process. Each failure names its file.
//
//===----------------------------------------------------------------------===//
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Object/Archive.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <vector>

using namespace llvm;

namespace {

bool fail(const Twine &Message) {
  errs() << "prism-device-link: " << Message << "\n";
  return false;
}

/// The module M reads, or null after saying why (Name is its file).
std::unique_ptr<Module> parsed(Expected<std::unique_ptr<Module>> M,
                               const Twine &Name) {
  if (!M) {
    fail("'" + Name + "' is not LLVM bitcode: " + toString(M.takeError()));
    return nullptr;
  }
  return std::move(*M);
}

/// Links the module in Path, or every member of the archive in Path, into
/// L with Flags.
bool linkFile(Linker &L, const std::string &Path, unsigned Flags,
              LLVMContext &Context) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer)
    return fail("cannot read '" + Path + "': " + Buffer.getError().message());
  // Loaded lazily, as llvm-link loads them: the linker then materializes
  // what it takes in the order llvm-link would, so the modules' order (and
  // the device code split's parts) stay the same.
  if (identify_magic((*Buffer)->getBuffer()) != file_magic::archive) {
    std::unique_ptr<Module> M =
        parsed(getOwningLazyBitcodeModule(std::move(*Buffer), Context,
                                          /*ShouldLazyLoadMetadata=*/true),
               Path);
    if (!M)
      return false;
    if (L.linkInModule(std::move(M), Flags))
      return fail("cannot link '" + Path + "'");
    return true;
  }
  Error Problem = Error::success();
  object::Archive Archive((*Buffer)->getMemBufferRef(), Problem);
  if (Problem)
    return fail("'" + Path +
                "' is not an archive: " + toString(std::move(Problem)));
  for (const object::Archive::Child &Member : Archive.children(Problem)) {
    Expected<MemoryBufferRef> Bytes = Member.getMemoryBufferRef();
    if (!Bytes)
      return fail("cannot read a member of '" + Path +
                  "': " + toString(Bytes.takeError()));
    std::unique_ptr<Module> M =
        parsed(getLazyBitcodeModule(*Bytes, Context,
                                    /*ShouldLazyLoadMetadata=*/true),
               Path + "(" + Bytes->getBufferIdentifier() + ")");
    if (!M)
      return false;
    if (L.linkInModule(std::move(M), Flags))
      return fail("cannot link a member of '" + Path + "'");
  }
  if (Problem)
    return fail("cannot read '" + Path + "': " + toString(std::move(Problem)));
  return true;
}

bool write(const Module &M, const std::string &Path) {
  std::error_code Error;
  raw_fd_ostream Out(Path, Error, sys::fs::OF_None);
  if (Error)
    return fail("cannot write '" + Path + "': " + Error.message());
  WriteBitcodeToFile(M, Out);
  return true;
}

} // namespace

int main(int Argc, char **Argv) {
  std::vector<std::string> Modules;
  std::string Library, Output;
  for (int I = 1; I < Argc; ++I) {
    StringRef Arg = Argv[I];
    if ((Arg == "--only-needed" || Arg == "-o") && I + 1 < Argc)
      (Arg == "-o" ? Output : Library) = Argv[++I];
    else
      Modules.push_back(Arg.str());
  }
  if (Modules.empty() || Library.empty() || Output.empty()) {
    errs() << "usage: prism-device-link <module.bc | archive.a>... "
              "--only-needed <library.bc> -o <output.bc>\n";
    return 2;
  }
  LLVMContext Context;
  auto Linked = std::make_unique<Module>("prism-device-link", Context);
  Linker L(*Linked);
  for (const std::string &Path : Modules)
    if (!linkFile(L, Path, Linker::Flags::None, Context))
      return 1;
  if (!linkFile(L, Library, Linker::Flags::LinkOnlyNeeded, Context))
    return 1;
  if (verifyModule(*Linked, &errs())) {
    fail("the linked device code is not valid IR");
    return 1;
  }
  return write(*Linked, Output) ? 0 : 1;
}
