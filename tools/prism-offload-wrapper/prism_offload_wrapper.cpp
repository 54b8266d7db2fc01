//===- prism_offload_wrapper.cpp - The prism-offload-wrapper tool ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The link step of prism++ runs this tool once per executable or shared
// library: it packs every device image and its kernel table into one
// container file and writes the assembly file that makes that container the
// program's __hip_fatbin. --dump lists an existing container. Every failure
// prints "prism-offload-wrapper: error: ..." and exits with status 1.
//
//===----------------------------------------------------------------------===//
#include "assembly_writer.h"
#include "container_dump.h"
#include "container_writer.h"
#include "symbols_file.h"
#include "wrapper_options.h"

#include "error.h"
#include "offload_container.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace {

/// An error already phrased for the user.
class ToolError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

std::vector<unsigned char> readFile(const std::string &Path,
                                    const std::string &What) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    throw ToolError("cannot open " + What + " '" + Path +
                    "': " + std::strerror(errno));
  std::vector<unsigned char> Bytes((std::istreambuf_iterator<char>(In)),
                                   std::istreambuf_iterator<char>());
  if (In.bad())
    throw ToolError("cannot read " + What + " '" + Path + "'");
  return Bytes;
}

void writeFile(const std::string &Path, const void *Data, size_t Size) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  if (!Out)
    throw ToolError("cannot create '" + Path + "': " + std::strerror(errno));
  Out.write(static_cast<const char *>(Data), Size);
  Out.close();
  if (!Out)
    throw ToolError("cannot write '" + Path + "'");
}

prism::ContainerImageInput loadImage(const prism::ImageSpec &Spec) {
  prism::ContainerImageInput Image;
  Image.Format = Spec.Format;
  Image.Target = Spec.Target;
  Image.Arch = Spec.Arch;
  Image.Bytes = readFile(Spec.File, "image file");
  std::ifstream Symbols(Spec.Symbols);
  if (!Symbols)
    throw ToolError("cannot open symbols file '" + Spec.Symbols +
                    "': " + std::strerror(errno));
  Image.Kernels = prism::parseSymbols(Symbols, Spec.Symbols);
  return Image;
}

int dump(const std::string &Path) {
  std::vector<unsigned char> Bytes = readFile(Path, "container");
  prism::Container C;
  try {
    C = prism::parseContainer(Bytes.data(), Bytes.size());
  } catch (const prism::Error &E) {
    throw ToolError("'" + Path + "': " + E.what());
  }
  prism::dumpContainer(C, std::cout);
  return 0;
}

int wrap(const prism::WrapperOptions &Options) {
  std::vector<prism::ContainerImageInput> Images;
  for (const prism::ImageSpec &Spec : Options.Images)
    Images.push_back(loadImage(Spec));
  std::vector<unsigned char> Container = prism::writeContainer(Images);
  writeFile(Options.ContainerPath, Container.data(), Container.size());

  std::error_code EC;
  std::filesystem::path Absolute =
      std::filesystem::absolute(Options.ContainerPath, EC);
  if (EC)
    throw ToolError("cannot make '" + Options.ContainerPath +
                    "' absolute: " + EC.message());
  std::string Assembly = prism::fatbinAssembly(
      Absolute.lexically_normal().string(), Container.size());
  try {
    writeFile(Options.AssemblyPath, Assembly.data(), Assembly.size());
  } catch (const ToolError &) {
    // A container without its assembly file is of no use and could be
    // mistaken for a result by a later step.
    std::filesystem::remove(Options.ContainerPath, EC);
    throw;
  }
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  try {
    prism::WrapperOptions Options = prism::parseWrapperOptions(
        std::vector<std::string>(Argv + 1, Argv + Argc));
    if (Options.Help) {
      std::cout << prism::wrapperUsage();
      return 0;
    }
    if (!Options.DumpPath.empty())
      return dump(Options.DumpPath);
    return wrap(Options);
  } catch (const std::exception &E) {
    // OptionError, ToolError, SymbolsFileError and ContainerWriteError all
    // carry a message that names the thing at fault.
    std::cerr << "prism-offload-wrapper: error: " << E.what() << "\n";
    return 1;
  }
}
