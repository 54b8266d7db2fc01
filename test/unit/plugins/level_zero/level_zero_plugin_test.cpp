//===- level_zero_plugin_test.cpp - The Level Zero plugin without a driver ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Without a loader, and with the real loader but no driver, the plugin
// initializes, offers zero platforms and says why in last_error(). The
// plugin discovers once per process, so each case runs in a child process
// of its own (a death test), which reports on stderr.
//
//===----------------------------------------------------------------------===//
#include "plugin_loader.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

namespace {

// Loads and initializes the plugin, prints the platform count and
// last_error() to stderr, and exits 0 only when it offered no platform.
[[noreturn]] void initializeAndReport() {
  std::string problem;
  const prism_plugin_api *api = prism::test::loadLevelZeroPlugin(problem);
  if (!api) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    _exit(2);
  }
  if (api->initialize() != PRISM_SUCCESS) {
    std::fprintf(stderr, "initialize failed: %s\n", api->last_error());
    _exit(3);
  }
  uint32_t count = 1;
  if (api->platform_get(0, nullptr, &count) != PRISM_SUCCESS) {
    std::fprintf(stderr, "platform_get failed: %s\n", api->last_error());
    _exit(4);
  }
  std::fprintf(stderr, "%u platform(s); last error: %s\n", count,
               api->last_error());
  _exit(count == 0 ? 0 : 5);
}

void withoutLevelZeroVariables() {
  for (const char *variable :
       {"PRISM_LEVEL_ZERO_LOADER", "ZE_ENABLE_ALT_DRIVERS",
        "ZE_ENABLE_NULL_DRIVER", "ZE_ENABLE_VALIDATION_LAYER"})
    unsetenv(variable);
}

bool loaderInstalled() {
  void *loader = dlopen("libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
  if (loader)
    dlclose(loader);
  return loader != nullptr;
}

TEST(LevelZeroPluginWithoutLoader, OffersNoPlatformAndSaysWhy) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  withoutLevelZeroVariables();
  setenv("PRISM_LEVEL_ZERO_LOADER", "/nonexistent/libze_loader.so.1", 1);
  EXPECT_EXIT(initializeAndReport(), ::testing::ExitedWithCode(0),
              "0 platform\\(s\\); last error: Level Zero plugin: cannot load "
              "the Level Zero loader /nonexistent/libze_loader.so.1");
}

// The machines Prism is tested on have the loader (libze1) and no driver.
TEST(LevelZeroPluginWithoutDriver, OffersNoPlatformAndSaysWhy) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  if (!loaderInstalled())
    GTEST_SKIP() << "libze_loader.so.1 is not installed";
  withoutLevelZeroVariables();
  EXPECT_EXIT(initializeAndReport(), ::testing::ExitedWithCode(0),
              "0 platform\\(s\\); last error: Level Zero plugin: zeInit "
              "failed: ZE_RESULT_ERROR_[A-Z_]+ \\(the loader "
              "libze_loader.so.1 found no usable driver\\)");
}

// A driver the loader is told to use but cannot load is no driver either.
TEST(LevelZeroPluginWithoutDriver, MissingAlternativeDriverIsNoDriver) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  if (!loaderInstalled())
    GTEST_SKIP() << "libze_loader.so.1 is not installed";
  withoutLevelZeroVariables();
  setenv("ZE_ENABLE_ALT_DRIVERS", "/nonexistent/libze_no_driver.so", 1);
  EXPECT_EXIT(initializeAndReport(), ::testing::ExitedWithCode(0),
              "0 platform\\(s\\); last error: Level Zero plugin: zeInit "
              "failed");
}

// Run with the test driver and PRISM_ZE_TEST_FAIL=zeInit:<result>: a driver
// that fails zeInit offers no device.
TEST(LevelZeroPluginWithFailingDriver, OffersNoPlatformAndSaysWhy) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const char *faults = std::getenv("PRISM_ZE_TEST_FAIL");
  if (!faults || std::string(faults).find("zeInit") == std::string::npos)
    GTEST_SKIP() << "no driver is told to fail zeInit";
  EXPECT_EXIT(initializeAndReport(), ::testing::ExitedWithCode(0),
              "0 platform\\(s\\); last error: Level Zero plugin: zeInit "
              "failed");
}

TEST(LevelZeroPluginTable, NamesItsBackendAndRefusesAnotherAbi) {
  std::string problem;
  const prism_plugin_api *api = prism::test::loadLevelZeroPlugin(problem);
  ASSERT_NE(api, nullptr) << problem;
  EXPECT_STREQ(api->backend, "level_zero");
  EXPECT_EQ(api->struct_size, sizeof(prism_plugin_api));
  void *library = dlopen(PRISM_LEVEL_ZERO_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  const prism_plugin_api *other = api;
  EXPECT_EQ(entry(999, &other), PRISM_ERROR_ABI_MISMATCH);
  EXPECT_EQ(other, nullptr);
}

} // namespace
