//===- disk_cache.cpp - On-disk cache of translated and built programs ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Translating SPIR-V and building a program cost far more than a launch, and
// a program is built again on every run. Entries are kept on disk so that a
// second run neither translates nor builds: the SPIR bitcode and, after a
// successful build from SPIR-V IL, the device binary (CL_PROGRAM_BINARIES;
// not for PoCL's SPIR route, where making it compiles every kernel: see
// programCreate).
//
// Directory: $PRISM_CACHE_DIR, else $XDG_CACHE_HOME/prism, else
// $HOME/.cache/prism; PRISM_CACHE_DISABLE=1 turns the cache off. Entries are
// named opencl-<key>.<kind>, where the key is a 128-bit FNV-1a hash of the
// image, the device name, the driver version, the build options, the cache
// format version and this plugin's GNU build ID (another build of the
// plugin may translate SPIR-V differently, and its entries must not be
// taken). Each entry carries a header with its payload size and hash
// (cache_entry.h), so a truncated or damaged file is detected before any
// driver sees it; such an entry is logged at debug level and rebuilt, never
// fatal.
// Files are written to a temporary name and renamed, so a reader never sees
// half an entry. A hit refreshes the entry's time and a store counts toward
// the folder's size bound (PRISM_CACHE_MAX_SIZE), which evicts the least
// recently used entries of all its users (runtime/program_cache).
//
//===----------------------------------------------------------------------===//
#include "cache_bound.h"
#include "cache_entry.h"
#include "cache_folder.h"
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <dlfcn.h>
#include <elf.h>
#include <link.h>

#include <atomic>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace prism::opencl {

namespace {

// Bump when the layout of an entry or what goes into a key changes (2: long
// kernel names shortened; 3: SPIR bitcode of a device without sub-groups
// defines them; 4: its loops were marked not to be unrolled; 5: only the
// loops around barriers are; since then the plugin's build ID covers what
// the translation produces).
constexpr uint32_t CacheFormatVersion = 5;

// The GNU build ID note of the loaded object that contains Address, as hex;
// empty where it has none.
std::string buildIdOfObjectContaining(const void *Address) {
  struct Search {
    uintptr_t address;
    std::string id;
  } search{reinterpret_cast<uintptr_t>(Address), {}};
  dl_iterate_phdr(
      [](dl_phdr_info *object, size_t, void *data) {
        auto *search = static_cast<Search *>(data);
        bool contains = false;
        for (ElfW(Half) i = 0; i < object->dlpi_phnum; ++i) {
          const ElfW(Phdr) &segment = object->dlpi_phdr[i];
          uintptr_t start = object->dlpi_addr + segment.p_vaddr;
          contains |= segment.p_type == PT_LOAD && search->address >= start &&
                      search->address < start + segment.p_memsz;
        }
        if (!contains)
          return 0;
        for (ElfW(Half) i = 0; i < object->dlpi_phnum; ++i) {
          const ElfW(Phdr) &segment = object->dlpi_phdr[i];
          if (segment.p_type != PT_NOTE)
            continue;
          auto *note = reinterpret_cast<const unsigned char *>(
              object->dlpi_addr + segment.p_vaddr);
          const unsigned char *end = note + segment.p_memsz;
          auto align4 = [](size_t n) { return (n + 3) & ~size_t(3); };
          while (note + sizeof(ElfW(Nhdr)) <= end) {
            auto *header = reinterpret_cast<const ElfW(Nhdr) *>(note);
            const unsigned char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *desc = name + align4(header->n_namesz);
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 &&
                std::memcmp(name, "GNU", 4) == 0) {
              for (ElfW(Word) b = 0; b < header->n_descsz; ++b)
                search->id += fmt::format("{:02x}", desc[b]);
              return 1;
            }
            note = desc + align4(header->n_descsz);
          }
        }
        return 1;
      },
      &search);
  return search.id;
}

// This plugin's build ID, found once.
const std::string &pluginBuildId() {
  static const std::string id = buildIdOfObjectContaining(
      reinterpret_cast<const void *>(&buildIdOfObjectContaining));
  return id;
}

std::optional<fs::path> cacheDirectory() {
  std::string folder = cache::folder();
  if (folder.empty()) {
    logger().debug("disk cache: off (PRISM_CACHE_DISABLE=1, or none of "
                   "PRISM_CACHE_DIR, XDG_CACHE_HOME and HOME is set)");
    return std::nullopt;
  }
  return fs::path(folder);
}

const char *entrySuffix(CacheEntry entry) {
  return entry == CacheEntry::SpirBitcode ? "spir.bc" : "bin";
}

// The size bound, read at each store (a test changes it); a bad
// PRISM_CACHE_MAX_SIZE is warned about once.
uint64_t cacheMaxSize() {
  std::string warning;
  uint64_t size = cache::maxSize(warning);
  static std::once_flag warned;
  if (!warning.empty())
    std::call_once(warned, [&] { logger().warn("{}", warning); });
  return size;
}

std::optional<fs::path> entryPath(const CacheKey &key, CacheEntry entry) {
  std::optional<fs::path> dir = cacheDirectory();
  if (!dir)
    return std::nullopt;
  return *dir / fmt::format("opencl-{}.{}", key.hex(), entrySuffix(entry));
}

} // namespace

std::string CacheKey::hex() const {
  return fmt::format("{:016x}{:016x}", high, low);
}

CacheKey makeCacheKey(const void *image, size_t size,
                      const prism_device_t &device, const std::string &options,
                      const char *route) {
  Fnv1a128 hash;
  hash.addField(&CacheFormatVersion, sizeof CacheFormatVersion);
  hash.addField(pluginBuildId());
  hash.addField(image, size);
  hash.addField(device.name);
  hash.addField(device.driverVersion);
  hash.addField(options);
  hash.addField(route, std::strlen(route));
  return CacheKey{hash.high(), hash.low()};
}

bool cacheLoad(const CacheKey &key, CacheEntry entry, std::string &bytes) {
  std::optional<fs::path> path = entryPath(key, entry);
  if (!path)
    return false;
  std::ifstream file(*path, std::ios::binary);
  if (!file) {
    logger().debug("disk cache: miss for {} (plugin build {})",
                   path->string(),
                   pluginBuildId().empty() ? "without ID" : pluginBuildId());
    return false;
  }
  std::string entryBytes((std::istreambuf_iterator<char>(file)),
                         std::istreambuf_iterator<char>());
  const char *problem =
      file.bad() ? "it cannot be read" : decodeCacheEntry(entryBytes, bytes);
  if (problem) {
    logger().debug("disk cache: ignoring corrupt entry {}: {}; it will be "
                   "rebuilt",
                   path->string(), problem);
    bytes.clear();
    std::error_code ignored;
    fs::remove(*path, ignored);
    return false;
  }
  cache::touchEntry(*path);
  logger().debug("disk cache: hit for {}", path->string());
  return true;
}

void cacheStore(const CacheKey &key, CacheEntry entry,
                const std::string &bytes) {
  std::optional<fs::path> path = entryPath(key, entry);
  if (!path)
    return;
  std::error_code error;
  fs::create_directories(path->parent_path(), error);
  if (error) {
    logger().debug("disk cache: cannot create {}: {}",
                   path->parent_path().string(), error.message());
    return;
  }
  static std::atomic<uint64_t> temporaryCounter{0};
  fs::path temporary =
      path->string() + fmt::format(".tmp.{}.{}", static_cast<long>(getpid()),
                                   temporaryCounter.fetch_add(1));
  std::string entryBytes = encodeCacheEntry(bytes);
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file.write(entryBytes.data(),
               static_cast<std::streamsize>(entryBytes.size()));
    file.close();
    if (!file) {
      logger().debug("disk cache: cannot write {}", temporary.string());
      fs::remove(temporary, error);
      return;
    }
  }
  fs::rename(temporary, *path, error);
  if (error) {
    logger().debug("disk cache: cannot rename {} to {}: {}",
                   temporary.string(), path->string(), error.message());
    fs::remove(temporary, error);
    return;
  }
  logger().debug("disk cache: stored {} ({} bytes)", path->string(),
                 bytes.size());
  uint64_t bound = cacheMaxSize();
  if (unsigned evicted =
          cache::noteStored(path->parent_path(), entryBytes.size(), bound))
    logger().debug("disk cache: evicted {} least recently used entries to "
                   "stay under {} bytes",
                   evicted, bound);
}

void cacheDiscard(const CacheKey &key, CacheEntry entry) {
  std::optional<fs::path> path = entryPath(key, entry);
  if (!path)
    return;
  std::error_code ignored;
  fs::remove(*path, ignored);
}

} // namespace prism::opencl
