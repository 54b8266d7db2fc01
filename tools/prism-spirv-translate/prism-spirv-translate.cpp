//===- prism-spirv-translate.cpp - Several modules to SPIR-V at once ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//   prism-spirv-translate --spirv-ext=-all <input.bc> -o <output.spv> ...
//
// Translates each LLVM bitcode module to a SPIR-V binary as
// `llvm-spirv --spirv-ext=-all <input> -o <output>` does (the same
// translator library, the same options: no extensions, the highest SPIR-V
// version it knows), in one process. The driver passes llvm-spirv's
// extension option to both; any other value than -all is refused, so that
// the two cannot drift apart. prism++ runs it for the parts of a
// split device image, a few batches instead of one llvm-spirv per part.
// Stops at the first module that fails, naming it; exits non-zero then.
//
//===----------------------------------------------------------------------===//
#include "LLVMSPIRVLib.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

bool translate(const std::string &Input, const std::string &Output) {
  auto Buffer = llvm::MemoryBuffer::getFile(Input);
  if (!Buffer) {
    llvm::errs() << "prism-spirv-translate: cannot read '" << Input
                 << "': " << Buffer.getError().message() << "\n";
    return false;
  }
  llvm::LLVMContext Context;
  auto Module = llvm::parseBitcodeFile(**Buffer, Context);
  if (!Module) {
    llvm::errs() << "prism-spirv-translate: '" << Input
                 << "' is not LLVM bitcode: "
                 << llvm::toString(Module.takeError()) << "\n";
    return false;
  }
  std::ostringstream Spirv;
  std::string Problem;
  if (!llvm::writeSpirv(Module->get(), SPIRV::TranslatorOpts(), Spirv,
                        Problem)) {
    llvm::errs() << "prism-spirv-translate: cannot translate '" << Input
                 << "' to SPIR-V: " << Problem << "\n";
    return false;
  }
  std::ofstream Out(Output, std::ios::binary | std::ios::trunc);
  Out << Spirv.str();
  if (!Out.flush()) {
    llvm::errs() << "prism-spirv-translate: cannot write '" << Output << "'\n";
    return false;
  }
  return true;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2 || std::string(Argv[1]) != "--spirv-ext=-all") {
    llvm::errs() << "prism-spirv-translate: the first argument must be "
                    "--spirv-ext=-all (no other extension set is known)\n";
    return 2;
  }
  std::vector<std::pair<std::string, std::string>> Jobs;
  for (int I = 2; I < Argc; I += 3) {
    if (I + 2 >= Argc || std::string(Argv[I + 1]) != "-o") {
      llvm::errs() << "usage: prism-spirv-translate --spirv-ext=-all "
                      "<input.bc> -o <output.spv> [<input.bc> -o ...]\n";
      return 2;
    }
    Jobs.emplace_back(Argv[I], Argv[I + 2]);
  }
  if (Jobs.empty()) {
    llvm::errs() << "prism-spirv-translate: no input\n";
    return 2;
  }
  for (const auto &[Input, Output] : Jobs)
    if (!translate(Input, Output))
      return 1;
  return 0;
}
