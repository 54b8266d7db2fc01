//===- elf_section.cpp - One section of an ELF file -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "elf_section.h"

#include <cstdint>
#include <cstring>
#include <elf.h>
#include <fstream>
#include <iterator>

namespace prism::driver {

namespace {

/// Bytes [Offset, Offset + Size) of File, or none when out of bounds.
std::optional<std::string> slice(const std::string &File, uint64_t Offset,
                                 uint64_t Size) {
  if (Offset > File.size() || Size > File.size() - Offset)
    return std::nullopt;
  return File.substr(Offset, Size);
}

} // namespace

std::optional<std::string> readElfSection(const std::string &Path,
                                          const std::string &Name) {
  std::ifstream In(Path, std::ios::binary);
  std::string File((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  Elf64_Ehdr Header;
  if (File.size() < sizeof Header)
    return std::nullopt;
  std::memcpy(&Header, File.data(), sizeof Header);
  if (std::memcmp(Header.e_ident, ELFMAG, SELFMAG) != 0 ||
      Header.e_ident[EI_CLASS] != ELFCLASS64 ||
      Header.e_ident[EI_DATA] != ELFDATA2LSB ||
      Header.e_shentsize != sizeof(Elf64_Shdr) ||
      Header.e_shstrndx >= Header.e_shnum)
    return std::nullopt;
  auto sectionHeader = [&](unsigned Index) -> std::optional<Elf64_Shdr> {
    auto Bytes = slice(File, Header.e_shoff + uint64_t(Index) * sizeof(Elf64_Shdr),
                       sizeof(Elf64_Shdr));
    if (!Bytes)
      return std::nullopt;
    Elf64_Shdr Section;
    std::memcpy(&Section, Bytes->data(), sizeof Section);
    return Section;
  };
  auto Names = sectionHeader(Header.e_shstrndx);
  if (!Names)
    return std::nullopt;
  auto NameTable = slice(File, Names->sh_offset, Names->sh_size);
  if (!NameTable)
    return std::nullopt;
  for (unsigned I = 0; I < Header.e_shnum; ++I) {
    auto Section = sectionHeader(I);
    if (!Section || Section->sh_name >= NameTable->size() ||
        std::strcmp(NameTable->c_str() + Section->sh_name, Name.c_str()) != 0)
      continue;
    if (Section->sh_type == SHT_NOBITS)
      return std::string();
    return slice(File, Section->sh_offset, Section->sh_size);
  }
  return std::nullopt;
}

} // namespace prism::driver
