//===- wrapper_options.cpp - prism-offload-wrapper's command line ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Parses the options and the comma-separated key=value list of --image.
// Values cannot contain commas; prism++ only passes paths it created.
//
//===----------------------------------------------------------------------===//
#include "wrapper_options.h"

#include <set>

namespace prism {

namespace {

prism_image_format parseFormat(const std::string &Value) {
  if (Value == "spirv")
    return PRISM_IMAGE_FORMAT_SPIRV;
  if (Value == "ptx")
    return PRISM_IMAGE_FORMAT_PTX;
  if (Value == "native_cpu")
    return PRISM_IMAGE_FORMAT_NATIVE_CPU;
  throw OptionError("unknown image format '" + Value +
                    "' in --image (expected spirv, ptx or native_cpu)");
}

ImageSpec parseImageSpec(const std::string &Text) {
  ImageSpec Spec;
  std::set<std::string> Seen;
  size_t Start = 0;
  while (Start <= Text.size()) {
    size_t Comma = Text.find(',', Start);
    if (Comma == std::string::npos)
      Comma = Text.size();
    std::string Item = Text.substr(Start, Comma - Start);
    Start = Comma + 1;
    size_t Equal = Item.find('=');
    if (Equal == std::string::npos)
      throw OptionError("'" + Item + "' in --image '" + Text +
                        "' is not key=value");
    std::string Key = Item.substr(0, Equal), Value = Item.substr(Equal + 1);
    if (!Seen.insert(Key).second)
      throw OptionError("key '" + Key + "' given twice in --image '" + Text +
                        "'");
    if (Key == "format")
      Spec.Format = parseFormat(Value);
    else if (Key == "target")
      Spec.Target = Value;
    else if (Key == "arch")
      Spec.Arch = Value;
    else if (Key == "file")
      Spec.File = Value;
    else if (Key == "symbols")
      Spec.Symbols = Value;
    else
      throw OptionError("unknown key '" + Key + "' in --image '" + Text +
                        "' (expected format, target, arch, file, symbols)");
  }
  for (const char *Required : {"format", "target", "file", "symbols"})
    if (!Seen.count(Required))
      throw OptionError(std::string("--image '") + Text + "' lacks " +
                        Required + "=");
  for (const auto &[Key, Value] :
       {std::pair<const char *, std::string>{"target", Spec.Target},
        {"file", Spec.File},
        {"symbols", Spec.Symbols}})
    if (Value.empty())
      throw OptionError(std::string("--image '") + Text + "' has an empty " +
                        Key + "=");
  return Spec;
}

} // namespace

WrapperOptions parseWrapperOptions(const std::vector<std::string> &Args) {
  WrapperOptions Options;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &Arg = Args[I];
    auto Value = [&]() -> const std::string & {
      if (I + 1 >= Args.size())
        throw OptionError("option '" + Arg + "' needs a value");
      return Args[++I];
    };
    if (Arg == "--help" || Arg == "-h")
      Options.Help = true;
    else if (Arg == "-o")
      Options.AssemblyPath = Value();
    else if (Arg == "--container")
      Options.ContainerPath = Value();
    else if (Arg == "--image")
      Options.Images.push_back(parseImageSpec(Value()));
    else if (Arg == "--dump")
      Options.DumpPath = Value();
    else
      throw OptionError("unknown option '" + Arg + "' (see --help)");
  }
  if (Options.Help || !Options.DumpPath.empty())
    return Options;
  if (Options.AssemblyPath.empty())
    throw OptionError("no output assembly file (-o <out.s>)");
  if (Options.ContainerPath.empty())
    throw OptionError("no output container file (--container <out.bin>)");
  return Options;
}

const char *wrapperUsage() {
  return "usage: prism-offload-wrapper -o <out.s> --container <out.bin>\n"
         "           [--image "
         "format=<spirv|ptx|native_cpu>,target=<triple>,arch=<arch>,"
         "file=<image>,symbols=<symbols>]...\n"
         "       prism-offload-wrapper --dump <container.bin>\n"
         "\n"
         "Packs device images into one Prism offload container (<out.bin>)\n"
         "and writes an x86-64 ELF assembly file (<out.s>) that defines\n"
         "__hip_fatbin, the symbol Clang's HIP host code registers, as that\n"
         "container. arch may be empty. The symbols file lists one kernel per\n"
         "line: <name> <argument count> <size of each argument>...\n"
         "\n"
         "  -o <file>          assembly file to write\n"
         "  --container <file> container file to write (the assembly file\n"
         "                     includes it by absolute path)\n"
         "  --image <spec>     add an image; repeat for several\n"
         "  --dump <file>      validate a container and list its contents\n"
         "  --help             show this text\n";
}

} // namespace prism
