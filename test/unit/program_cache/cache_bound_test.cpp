//===- cache_bound_test.cpp - The program cache's size bound --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "cache_bound.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

namespace fs = std::filesystem;
using namespace prism::cache;

namespace {

/// A fresh cache folder, removed at the end.
struct CacheFolder {
  fs::path Path;
  CacheFolder() {
    std::string Template =
        (fs::temp_directory_path() / "prism-cache-bound-XXXXXX").string();
    Path = mkdtemp(Template.data());
  }
  ~CacheFolder() {
    std::error_code EC;
    fs::remove_all(Path, EC);
  }

  /// Writes Bytes bytes to Name, last used Age seconds ago.
  fs::path write(const std::string &Name, size_t Bytes, int Age) {
    fs::path File = Path / Name;
    fs::create_directories(File.parent_path());
    std::ofstream(File, std::ios::binary) << std::string(Bytes, 'x');
    fs::last_write_time(File, fs::file_time_type::clock::now() -
                                  std::chrono::seconds(Age));
    return File;
  }
  bool has(const std::string &Name) const { return fs::exists(Path / Name); }
  uint64_t recordedTotal() const {
    std::ifstream In(Path / "usage");
    uint64_t Total = 0;
    In >> Total;
    return Total;
  }
};

/// Sets or unsets PRISM_CACHE_MAX_SIZE for a test.
struct MaxSizeVariable {
  explicit MaxSizeVariable(const char *Value) {
    if (Value)
      setenv("PRISM_CACHE_MAX_SIZE", Value, 1);
    else
      unsetenv("PRISM_CACHE_MAX_SIZE");
  }
  ~MaxSizeVariable() { unsetenv("PRISM_CACHE_MAX_SIZE"); }
};

} // namespace

TEST(CacheBound, ParsesSizes) {
  EXPECT_EQ(parseSize("0"), 0u);
  EXPECT_EQ(parseSize("12345"), 12345u);
  EXPECT_EQ(parseSize("4K"), 4096u);
  EXPECT_EQ(parseSize("4k"), 4096u);
  EXPECT_EQ(parseSize("3M"), 3u << 20);
  EXPECT_EQ(parseSize("2G"), uint64_t(2) << 30);
  EXPECT_EQ(parseSize("10KB"), 10240u);
  EXPECT_EQ(parseSize("5MiB"), 5u << 20);
  EXPECT_EQ(parseSize("100B"), 100u);
}

TEST(CacheBound, RefusesWhatIsNotASize) {
  for (const char *Bad : {"", "G", "abc", "-1", "1.5G", "1T", "12 M", "1KX",
                          "99999999999999999999", "17179869184G"})
    EXPECT_FALSE(parseSize(Bad).has_value()) << Bad;
}

TEST(CacheBound, DefaultIsOneGibibyte) {
  MaxSizeVariable Unset(nullptr);
  std::string Warning;
  EXPECT_EQ(maxSize(Warning), uint64_t(1) << 30);
  EXPECT_TRUE(Warning.empty());
}

TEST(CacheBound, ReadsTheVariable) {
  MaxSizeVariable Set("256M");
  std::string Warning;
  EXPECT_EQ(maxSize(Warning), 256u << 20);
  EXPECT_TRUE(Warning.empty());
  MaxSizeVariable Unbounded("0");
  EXPECT_EQ(maxSize(Warning), 0u);
}

TEST(CacheBound, BadValueWarnsNamingTheVariableAndKeepsTheDefault) {
  MaxSizeVariable Bad("lots");
  std::string Warning;
  EXPECT_EQ(maxSize(Warning), DefaultMaxSize);
  EXPECT_NE(Warning.find("PRISM_CACHE_MAX_SIZE='lots'"), std::string::npos)
      << Warning;
}

TEST(CacheBound, EvictsLeastRecentlyUsedFirst) {
  CacheFolder Cache;
  Cache.write("opencl-a.bin", 1000, 500);
  Cache.write("pch/k1.pch", 900, 400);
  Cache.write("pch/k1.macros", 100, 400);
  Cache.write("device-images/key/0.image", 600, 300);
  Cache.write("device-images/key/manifest", 400, 300);
  Cache.write("opencl-b.spir.bc", 1000, 200);
  Cache.write("opencl-c.bin", 1000, 100);
  uint64_t Left = 0;
  // Five entries of 1000 bytes: keeping 2500 removes the three oldest.
  EXPECT_EQ(evictDownTo(Cache.Path, 2500, Left), 3u);
  EXPECT_EQ(Left, 2000u);
  EXPECT_FALSE(Cache.has("opencl-a.bin"));
  EXPECT_FALSE(Cache.has("pch/k1.pch"));
  EXPECT_FALSE(Cache.has("pch/k1.macros"));
  EXPECT_FALSE(Cache.has("device-images/key"));
  EXPECT_TRUE(Cache.has("opencl-b.spir.bc"));
  EXPECT_TRUE(Cache.has("opencl-c.bin"));
}

TEST(CacheBound, AFolderEntryIsAsRecentAsItsNewestFile) {
  CacheFolder Cache;
  Cache.write("device-images/key/0.image", 1000, 900);
  Cache.write("device-images/key/manifest", 10, 10); // refreshed by a hit
  Cache.write("opencl-a.bin", 1000, 100);
  uint64_t Left = 0;
  EXPECT_EQ(evictDownTo(Cache.Path, 1500, Left), 1u);
  EXPECT_TRUE(Cache.has("device-images/key/0.image"));
  EXPECT_FALSE(Cache.has("opencl-a.bin"));
}

TEST(CacheBound, AHitKeepsAnEntry) {
  CacheFolder Cache;
  fs::path Old = Cache.write("opencl-old.bin", 1000, 500);
  Cache.write("opencl-new.bin", 1000, 100);
  touchEntry(Old);
  uint64_t Left = 0;
  EXPECT_EQ(evictDownTo(Cache.Path, 1000, Left), 1u);
  EXPECT_TRUE(Cache.has("opencl-old.bin"));
  EXPECT_FALSE(Cache.has("opencl-new.bin"));
}

TEST(CacheBound, StoresStayUnderTheBound) {
  CacheFolder Cache;
  constexpr uint64_t Bound = 10000;
  for (int I = 0; I < 40; ++I) {
    // Each a second newer than the last, as stores one after the other are.
    Cache.write("opencl-" + std::to_string(I) + ".bin", 1000, 100 - I);
    noteStored(Cache.Path, 1000, Bound);
    uint64_t OnDisk = 0;
    for (const auto &F : fs::directory_iterator(Cache.Path))
      if (F.path().filename() != "usage")
        OnDisk += F.file_size();
    EXPECT_LE(OnDisk, Bound) << "after store " << I;
    EXPECT_EQ(Cache.recordedTotal(), OnDisk) << "after store " << I;
    // The newest entry is never the one evicted.
    EXPECT_TRUE(Cache.has("opencl-" + std::to_string(I) + ".bin"));
  }
  EXPECT_FALSE(Cache.has("opencl-0.bin"));
}

TEST(CacheBound, StoresBelowTheBoundOnlyCount) {
  CacheFolder Cache;
  Cache.write("opencl-a.bin", 1000, 100);
  EXPECT_EQ(noteStored(Cache.Path, 1000, 1 << 20), 0u);
  EXPECT_EQ(Cache.recordedTotal(), 1000u); // counted by a first scan
  Cache.write("opencl-b.bin", 500, 50);
  EXPECT_EQ(noteStored(Cache.Path, 500, 1 << 20), 0u);
  EXPECT_EQ(Cache.recordedTotal(), 1500u);
  EXPECT_TRUE(Cache.has("opencl-a.bin") && Cache.has("opencl-b.bin"));
}

TEST(CacheBound, UnboundedEvictsNothing) {
  CacheFolder Cache;
  Cache.write("opencl-a.bin", 5000, 100);
  EXPECT_EQ(noteStored(Cache.Path, 5000, 0), 0u);
  EXPECT_TRUE(Cache.has("opencl-a.bin"));
}

TEST(CacheBound, WritesInProgressAreNeitherCountedNorRemoved) {
  CacheFolder Cache;
  Cache.write("opencl-a.bin.tmp.123.0", 5000, 1000);
  Cache.write("pch/k.pch.tmp456", 5000, 1000);
  Cache.write("opencl-b.bin", 1000, 10);
  uint64_t Left = 0;
  EXPECT_EQ(evictDownTo(Cache.Path, 0, Left), 1u);
  EXPECT_EQ(Left, 0u);
  EXPECT_TRUE(Cache.has("opencl-a.bin.tmp.123.0"));
  EXPECT_TRUE(Cache.has("pch/k.pch.tmp456"));
}

TEST(CacheBound, ADeadWritersTemporaryGoesAfterADay) {
  CacheFolder Cache;
  Cache.write("opencl-a.bin.tmp.123.0", 5000, 2 * 24 * 3600);
  uint64_t Left = 0;
  evictDownTo(Cache.Path, 1 << 20, Left);
  EXPECT_FALSE(Cache.has("opencl-a.bin.tmp.123.0"));
}

TEST(CacheBound, AReaderOfAnEvictedEntryReadsItWhole) {
  CacheFolder Cache;
  std::string Contents(100000, 'p');
  fs::path Entry = Cache.Path / "opencl-a.bin";
  std::ofstream(Entry, std::ios::binary) << Contents;
  std::ifstream Reader(Entry, std::ios::binary);
  char First = 0;
  Reader.get(First);
  uint64_t Left = 0;
  EXPECT_EQ(evictDownTo(Cache.Path, 0, Left), 1u);
  EXPECT_FALSE(Cache.has("opencl-a.bin"));
  std::string Rest((std::istreambuf_iterator<char>(Reader)),
                   std::istreambuf_iterator<char>());
  EXPECT_EQ(First + Rest, Contents);
}
