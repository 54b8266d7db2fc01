//===- toolchain_test.cpp - Where prism++ finds its parts -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "toolchain.h"

#include <gtest/gtest.h>

#include <fstream>

using prism::driver::Toolchain;

namespace {

Toolchain withLibDir(const std::string &LibDir) {
  Toolchain T;
  T.LibDir = LibDir;
  return T;
}

} // namespace

// Programs built by an install under /usr find the runtime in /usr/lib as
// they find every system library; an rpath to a system directory is what
// Debian's package checks (lintian) flag.
TEST(Toolchain, NoRpathToTheLoadersOwnDirectories) {
  EXPECT_FALSE(withLibDir("/usr/lib").libDirNeedsRpath());
  EXPECT_FALSE(withLibDir("/lib").libDirNeedsRpath());
}

TEST(Toolchain, RpathToAnyOtherPrefix) {
  EXPECT_TRUE(withLibDir("/usr/local/lib").libDirNeedsRpath());
  EXPECT_TRUE(withLibDir("/opt/prism/lib").libDirNeedsRpath());
  EXPECT_TRUE(withLibDir("/home/user/prism/lib").libDirNeedsRpath());
  EXPECT_TRUE(withLibDir("/usr/lib/prism/lib").libDirNeedsRpath());
}

// The build tree mirrors an install (this test runs from build/bin): the
// headers are in lib/prism/include, not in <prefix>/include, which under
// /usr would be a default include directory.
TEST(Toolchain, HeadersLiveInTheResourceDirectory) {
  Toolchain T = Toolchain::locate();
  EXPECT_EQ(T.IncludeDir, T.ResourceDir + "/include");
  EXPECT_EQ(T.ResourceDir, T.LibDir + "/prism");
  EXPECT_TRUE(std::ifstream(T.IncludeDir + "/sycl/sycl.hpp").good())
      << T.IncludeDir;
}
