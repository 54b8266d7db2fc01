//===- elf_strings.cpp - Reading a string symbol of an image's bytes ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The plugin reads __prism_native_cpu_isa before it loads an image: loading
// runs the image's initialisers, which may already use instructions the
// processor lacks. The symbol is a char array in a section with data, found
// through the dynamic symbol table. Every offset is checked against the
// image's size: the bytes come from an executable and may be damaged.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include <elf.h>

#include <cstring>

namespace prism::native_cpu {

namespace {

class ImageBytes {
public:
  ImageBytes(const void *data, size_t size)
      : data(static_cast<const unsigned char *>(data)), size(size) {}

  bool contains(uint64_t offset, uint64_t length) const {
    return offset <= size && length <= size - offset;
  }
  template <class T> bool read(uint64_t offset, T &value) const {
    if (!contains(offset, sizeof(T)))
      return false;
    std::memcpy(&value, data + offset, sizeof(T));
    return true;
  }
  const char *text(uint64_t offset) const {
    return reinterpret_cast<const char *>(data + offset);
  }

private:
  const unsigned char *data;
  size_t size;
};

bool readSection(const ImageBytes &image, const Elf64_Ehdr &header,
                 uint64_t index, Elf64_Shdr &section) {
  return index < header.e_shnum &&
         image.read(header.e_shoff + index * sizeof(Elf64_Shdr), section);
}

// The NUL-terminated string at symbol's address, within its section.
bool symbolString(const ImageBytes &image, const Elf64_Ehdr &header,
                  const Elf64_Sym &symbol, std::string &value) {
  Elf64_Shdr section;
  if (!readSection(image, header, symbol.st_shndx, section) ||
      section.sh_type == SHT_NOBITS || symbol.st_value < section.sh_addr ||
      symbol.st_value - section.sh_addr >= section.sh_size)
    return false;
  const uint64_t offset = section.sh_offset + symbol.st_value - section.sh_addr;
  const uint64_t room = section.sh_size - (symbol.st_value - section.sh_addr);
  if (!image.contains(offset, room))
    return false;
  const char *text = image.text(offset);
  const size_t length = strnlen(text, room);
  if (length == room)
    return false; // no NUL inside the section
  value.assign(text, length);
  return true;
}

} // namespace

bool readElfString(const void *data, size_t size, const char *name,
                   std::string &value) {
  const ImageBytes image(data, size);
  Elf64_Ehdr header;
  if (!image.read(0, header) ||
      std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 ||
      header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_ident[EI_DATA] != ELFDATA2LSB ||
      header.e_shentsize != sizeof(Elf64_Shdr))
    return false;
  for (uint64_t i = 0; i < header.e_shnum; ++i) {
    Elf64_Shdr symbols, names;
    if (!readSection(image, header, i, symbols) ||
        symbols.sh_type != SHT_DYNSYM ||
        !readSection(image, header, symbols.sh_link, names) ||
        !image.contains(names.sh_offset, names.sh_size))
      continue;
    const uint64_t count = symbols.sh_size / sizeof(Elf64_Sym);
    for (uint64_t s = 0; s < count; ++s) {
      Elf64_Sym symbol;
      if (!image.read(symbols.sh_offset + s * sizeof(Elf64_Sym), symbol) ||
          symbol.st_name >= names.sh_size)
        break;
      const char *symbolName = image.text(names.sh_offset + symbol.st_name);
      const size_t room = names.sh_size - symbol.st_name;
      if (strnlen(symbolName, room) < room &&
          std::strcmp(symbolName, name) == 0 && symbol.st_shndx != SHN_UNDEF)
        return symbolString(image, header, symbol, value);
    }
  }
  return false;
}

} // namespace prism::native_cpu
