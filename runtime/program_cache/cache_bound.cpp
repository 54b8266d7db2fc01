//===- cache_bound.cpp - The program cache's size bound -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "cache_bound.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <map>
#include <system_error>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace prism::cache {

namespace {

/// The file holding the recorded total, and the lock of its updates.
constexpr const char *UsageFile = "usage";

/// How old a temporary file is before a scan takes it for a dead writer's.
constexpr auto StaleTemporary = std::chrono::hours(24);

struct Entry {
  fs::file_time_type LastUse = fs::file_time_type::min();
  uint64_t Bytes = 0;
  std::vector<fs::path> Paths; // files, or one folder
};

bool isTemporary(const fs::path &P) {
  return P.filename().string().find(".tmp") != std::string::npos;
}

/// Adds File (a regular file) to E.
void addFile(Entry &E, const fs::directory_entry &File) {
  std::error_code EC;
  fs::file_time_type Time = File.last_write_time(EC);
  if (!EC)
    E.LastUse = std::max(E.LastUse, Time);
  uint64_t Size = File.file_size(EC);
  E.Bytes += EC ? 0 : Size;
}

/// A temporary older than StaleTemporary is removed; others are skipped.
bool skipTemporary(const fs::directory_entry &D) {
  if (!isTemporary(D.path()))
    return false;
  std::error_code EC;
  fs::file_time_type Time = D.last_write_time(EC);
  if (!EC && fs::file_time_type::clock::now() - Time > StaleTemporary)
    fs::remove_all(D.path(), EC);
  return true;
}

/// Folder's entries, as cache_bound.h lays them out.
std::vector<Entry> entriesOf(const fs::path &Folder) {
  std::vector<Entry> Entries;
  std::error_code EC;
  for (fs::directory_iterator Top(Folder, EC), End; !EC && Top != End;
       Top.increment(EC)) {
    if (skipTemporary(*Top) || Top->path().filename() == UsageFile)
      continue;
    if (Top->is_regular_file(EC)) {
      Entries.emplace_back();
      addFile(Entries.back(), *Top);
      Entries.back().Paths.push_back(Top->path());
      continue;
    }
    if (!Top->is_directory(EC))
      continue;
    std::map<fs::path, Entry> ByStem;
    std::error_code SubEC;
    for (fs::directory_iterator Sub(Top->path(), SubEC); !SubEC && Sub != End;
         Sub.increment(SubEC)) {
      if (skipTemporary(*Sub))
        continue;
      if (Sub->is_regular_file(SubEC)) {
        Entry &E = ByStem[Sub->path().parent_path() / Sub->path().stem()];
        addFile(E, *Sub);
        E.Paths.push_back(Sub->path());
      } else if (Sub->is_directory(SubEC)) {
        Entry E;
        for (fs::recursive_directory_iterator In(Sub->path(), SubEC), InEnd;
             !SubEC && In != InEnd; In.increment(SubEC))
          if (In->is_regular_file(SubEC))
            addFile(E, *In);
        E.Paths.push_back(Sub->path());
        Entries.push_back(std::move(E));
      }
    }
    for (auto &[Stem, E] : ByStem)
      Entries.push_back(std::move(E));
  }
  return Entries;
}

bool readTotal(int Fd, uint64_t &Total) {
  char Text[32] = {};
  ssize_t Read = pread(Fd, Text, sizeof Text - 1, 0);
  if (Read <= 0)
    return false;
  char *End = nullptr;
  Total = std::strtoull(Text, &End, 10);
  return End != Text;
}

void writeTotal(int Fd, uint64_t Total) {
  std::string Text = std::to_string(Total) + "\n";
  if (pwrite(Fd, Text.data(), Text.size(), 0) ==
      static_cast<ssize_t>(Text.size()))
    (void)ftruncate(Fd, static_cast<off_t>(Text.size()));
}

} // namespace

std::optional<uint64_t> parseSize(const std::string &Text) {
  size_t I = 0;
  uint64_t Value = 0;
  for (; I < Text.size() && std::isdigit(static_cast<unsigned char>(Text[I]));
       ++I) {
    uint64_t Digit = Text[I] - '0';
    if (Value > (UINT64_MAX - Digit) / 10)
      return std::nullopt;
    Value = Value * 10 + Digit;
  }
  if (I == 0)
    return std::nullopt;
  std::string Suffix;
  for (; I < Text.size(); ++I)
    Suffix +=
        static_cast<char>(std::toupper(static_cast<unsigned char>(Text[I])));
  unsigned Shift = 0;
  if (!Suffix.empty() && Suffix != "B") {
    const std::string Units = "KMG";
    size_t Unit = Units.find(Suffix[0]);
    std::string Rest = Suffix.substr(1);
    if (Unit == std::string::npos ||
        !(Rest.empty() || Rest == "B" || Rest == "IB"))
      return std::nullopt;
    Shift = 10 * static_cast<unsigned>(Unit + 1);
  }
  if (Shift && Value > (UINT64_MAX >> Shift))
    return std::nullopt;
  return Value << Shift;
}

uint64_t maxSize(std::string &Warning) {
  Warning.clear();
  const char *Text = std::getenv("PRISM_CACHE_MAX_SIZE");
  if (!Text || !*Text)
    return DefaultMaxSize;
  if (std::optional<uint64_t> Size = parseSize(Text))
    return *Size;
  Warning = "PRISM_CACHE_MAX_SIZE='" + std::string(Text) +
            "' is not a size (bytes, or a number with K, M or G; 0 for no "
            "bound): the program cache keeps the default bound of 1G";
  return DefaultMaxSize;
}

void touchEntry(const fs::path &Path) {
  std::error_code EC;
  fs::last_write_time(Path, fs::file_time_type::clock::now(), EC);
}

unsigned evictDownTo(const fs::path &Folder, uint64_t Target,
                     uint64_t &Remaining) {
  std::vector<Entry> Entries = entriesOf(Folder);
  std::sort(Entries.begin(), Entries.end(), [](const Entry &A, const Entry &B) {
    return A.LastUse < B.LastUse;
  });
  Remaining = 0;
  for (const Entry &E : Entries)
    Remaining += E.Bytes;
  unsigned Removed = 0;
  for (const Entry &E : Entries) {
    if (Remaining <= Target)
      break;
    std::error_code EC;
    for (const fs::path &P : E.Paths)
      fs::remove_all(P, EC);
    Remaining -= E.Bytes;
    ++Removed;
  }
  return Removed;
}

unsigned noteStored(const fs::path &Folder, uint64_t Bytes, uint64_t MaxSize) {
  if (MaxSize == 0)
    return 0;
  int Fd =
      open((Folder / UsageFile).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (Fd < 0)
    return 0;
  unsigned Removed = 0;
  if (flock(Fd, LOCK_EX) == 0) {
    uint64_t Total = 0;
    if (readTotal(Fd, Total))
      Total += Bytes;
    else // No record yet (a new folder, or an older Prism's): count it.
      evictDownTo(Folder, UINT64_MAX, Total);
    if (Total > MaxSize)
      Removed = evictDownTo(Folder, MaxSize / 4 * 3, Total);
    writeTotal(Fd, Total);
    flock(Fd, LOCK_UN);
  }
  close(Fd);
  return Removed;
}

} // namespace prism::cache
