//===- level_zero_driver_test.cpp - The Level Zero plugin on a real loader ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Drives libprism-plugin-level_zero.so through the C ABI of prism/plugin.h,
// through the real Level Zero loader and its validation layer, on Prism's
// Level Zero test driver (test/level_zero_driver, on PoCL): the environment
// of these tests names the driver (ZE_ENABLE_ALT_DRIVERS). Kernels are
// OpenCL C compiled to SPIR-V at build time; results are checked element by
// element, errors by code and message. The LevelZeroFaults tests run only
// where the driver is told to fail a call (PRISM_ZE_TEST_FAIL).
//
//===----------------------------------------------------------------------===//
#include "plugin_loader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

namespace {

std::vector<char> readImage(const char *name) {
  std::ifstream file(std::string(PRISM_TEST_KERNEL_DIR) + "/" + name + ".spv",
                     std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(file), {});
}

// The by-value parameter block of fill_scaled.cl (ulong, int, padding).
struct FillParams {
  uint64_t out;
  int32_t scale;
  int32_t padding;
};

class LevelZeroPluginTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    api = prism::test::loadLevelZeroPlugin(setupProblem);
    if (!api)
      return;
    if (api->initialize() != PRISM_SUCCESS) {
      setupProblem = std::string("initialize failed: ") + api->last_error();
      return;
    }
    uint32_t count = 0;
    api->platform_get(1, &platform, &count);
    if (count)
      api->device_get(platform, 1, &device, &count);
    if (!count) {
      device = nullptr;
      setupProblem = std::string("no Level Zero device through the test "
                                 "driver: ") +
                     api->last_error();
    }
  }

  void SetUp() override {
    ASSERT_NE(api, nullptr) << setupProblem;
    ASSERT_NE(device, nullptr) << setupProblem;
    ASSERT_EQ(api->context_create(1, &device, &context), PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(
        api->queue_create(context, device, PRISM_QUEUE_FLAG_PROFILING, &queue),
        PRISM_SUCCESS)
        << api->last_error();
  }

  void TearDown() override {
    if (queue)
      EXPECT_EQ(api->queue_release(queue), PRISM_SUCCESS) << api->last_error();
    if (context)
      EXPECT_EQ(api->context_release(context), PRISM_SUCCESS)
          << api->last_error();
  }

  prism_result createProgram(const char *name, prism_program *program) {
    std::vector<char> image = readImage(name);
    EXPECT_FALSE(image.empty()) << name;
    return api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV,
                               image.data(), image.size(), nullptr, program);
  }

  void *allocate(uint32_t kind, size_t bytes) {
    void *ptr = nullptr;
    EXPECT_EQ(api->usm_alloc(context, device, kind, bytes, 0, &ptr),
              PRISM_SUCCESS)
        << api->last_error();
    return ptr;
  }

  // Launches fill_scaled over `count` work-items into fresh USM of `kind`
  // and checks out[i] == i * 7.
  void fillScaledAndCheck(uint32_t kind, size_t count,
                          const size_t *localSize) {
    prism_program program = nullptr;
    ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
        << api->last_error();
    prism_kernel kernel = nullptr;
    ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel),
              PRISM_SUCCESS)
        << api->last_error();
    void *out = allocate(kind, count * sizeof(int32_t));
    const int32_t poison = -1;
    ASSERT_EQ(api->enqueue_fill(queue, out, &poison, sizeof poison,
                                count * sizeof(int32_t), 0, nullptr, nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    FillParams params{reinterpret_cast<uint64_t>(out), 7, 0};
    prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params};
    prism_launch_config config{1, 0, {count, 1, 1}, localSize, 0};
    ASSERT_EQ(api->enqueue_launch(queue, kernel, &config, 1, &arg, 0, nullptr,
                                  nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    std::vector<int32_t> result(count, 0);
    ASSERT_EQ(api->enqueue_memcpy(queue, result.data(), out,
                                  count * sizeof(int32_t), 0, nullptr, nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
    for (size_t i = 0; i < count; ++i)
      ASSERT_EQ(result[i], static_cast<int32_t>(i) * 7) << "element " << i;
    EXPECT_EQ(api->usm_free(context, out), PRISM_SUCCESS) << api->last_error();
    EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
    EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
  }

  static inline const prism_plugin_api *api = nullptr;
  static inline prism_platform platform = nullptr;
  static inline prism_device device = nullptr;
  static inline std::string setupProblem;
  prism_context context = nullptr;
  prism_queue queue = nullptr;
};

template <typename T>
T deviceInfo(const prism_plugin_api *api, prism_device device,
             prism_device_info what) {
  T value{};
  EXPECT_EQ(api->device_get_info(device, what, sizeof value, &value, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  return value;
}

TEST_F(LevelZeroPluginTest, DiscoversTheTestDriversGpuTakingSpirvOnly) {
  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_TYPE),
            static_cast<uint32_t>(PRISM_DEVICE_TYPE_GPU));
  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_IMAGE_FORMATS),
            PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV));
  EXPECT_GT(
      deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS),
      0u);
  EXPECT_GT(
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE),
      0u);
  EXPECT_GT(
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE), 0u);
  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_USM_SUPPORT),
            static_cast<uint32_t>(PRISM_USM_HOST | PRISM_USM_DEVICE |
                                  PRISM_USM_SHARED));
  EXPECT_GE(deviceInfo<uint64_t>(api, device,
                                 PRISM_DEVICE_INFO_PROFILING_TIMER_RESOLUTION),
            1u);
  // A cache, with its size (zeDeviceGetCacheProperties): SYCL wants one.
  EXPECT_EQ(deviceInfo<uint32_t>(api, device,
                                 PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE),
            static_cast<uint32_t>(PRISM_CACHE_READ_WRITE));
  EXPECT_GT(deviceInfo<uint64_t>(api, device,
                                 PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE),
            0u);
  char name[256] = {};
  ASSERT_EQ(api->platform_get_info(platform, PRISM_PLATFORM_INFO_NAME,
                                   sizeof name, name, nullptr),
            PRISM_SUCCESS);
  EXPECT_STREQ(name, "Level Zero");
}

// Every key of the tables is answered, with a size query first; OpenCL's
// own keys are refused as unsupported.
TEST_F(LevelZeroPluginTest, AnswersEveryInfoKey) {
  auto ask = [&](auto query, int key, bool openclOnly) {
    size_t size = 0;
    prism_result result = query(0, nullptr, &size);
    if (openclOnly) {
      EXPECT_EQ(result, PRISM_ERROR_UNSUPPORTED) << "key " << key;
      return;
    }
    ASSERT_EQ(result, PRISM_SUCCESS)
        << "key " << key << ": " << api->last_error();
    std::vector<char> value(size + 1);
    EXPECT_EQ(query(size, value.data(), nullptr), PRISM_SUCCESS)
        << "key " << key << ": " << api->last_error();
  };
  const int openclOnly[] = {PRISM_DEVICE_INFO_PROFILE,
                            PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC,
                            PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES};
#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  ask(                                                                         \
      [&](size_t size, void *value, size_t *sizeRet) {                         \
        return api->device_get_info(device, PRISM_DEVICE_INFO_##NAME, size,    \
                                    value, sizeRet);                           \
      },                                                                       \
      VALUE,                                                                   \
      std::count(std::begin(openclOnly), std::end(openclOnly), VALUE) > 0);
#include "prism/device_info.def"
#undef PRISM_DEVICE_INFO
#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION)                    \
  ask(                                                                         \
      [&](size_t size, void *value, size_t *sizeRet) {                         \
        return api->platform_get_info(platform, PRISM_PLATFORM_INFO_##NAME,    \
                                      size, value, sizeRet);                   \
      },                                                                       \
      VALUE, false);
#include "prism/platform_info.def"
#undef PRISM_PLATFORM_INFO
}

TEST_F(LevelZeroPluginTest, UsmCopiesAndFillsRoundTripForEveryKind) {
  constexpr size_t bytes = 4096;
  for (uint32_t kind : {PRISM_USM_HOST, PRISM_USM_DEVICE, PRISM_USM_SHARED}) {
    for (size_t patternSize : {1, 2, 4, 8, 16, 32, 64, 128}) {
      std::vector<unsigned char> pattern(patternSize);
      std::iota(pattern.begin(), pattern.end(),
                static_cast<unsigned char>(kind * 16 + patternSize));
      void *memory = allocate(kind, bytes);
      ASSERT_EQ(api->enqueue_fill(queue, memory, pattern.data(), patternSize,
                                  bytes, 0, nullptr, nullptr),
                PRISM_SUCCESS)
          << api->last_error();
      std::vector<unsigned char> back(bytes, 0);
      ASSERT_EQ(api->enqueue_memcpy(queue, back.data(), memory, bytes, 0,
                                    nullptr, nullptr),
                PRISM_SUCCESS)
          << api->last_error();
      ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
      for (size_t i = 0; i < bytes; ++i)
        ASSERT_EQ(back[i], pattern[i % patternSize])
            << "kind " << kind << ", pattern of " << patternSize
            << " bytes, byte " << i;
      EXPECT_EQ(api->usm_free(context, memory), PRISM_SUCCESS)
          << api->last_error();
    }
  }
}

TEST_F(LevelZeroPluginTest, FreeingUnknownMemoryIsRefused) {
  int local = 0;
  EXPECT_EQ(api->usm_free(context, &local), PRISM_ERROR_INVALID_VALUE);
}

// Ordinary host memory is registered exactly when the device says it uses
// the system allocator's memory where it lies.
TEST_F(LevelZeroPluginTest, HostRegistrationFollowsSystemAllocations) {
  std::vector<int32_t> host(64, 3);
  prism_result registered = api->usm_host_register(
      context, host.data(), host.size() * sizeof(int32_t));
  if (!deviceInfo<uint32_t>(api, device,
                            PRISM_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS)) {
    EXPECT_EQ(registered, PRISM_ERROR_UNSUPPORTED);
    EXPECT_NE(std::string(api->last_error()).find("shared system allocations"),
              std::string::npos)
        << api->last_error();
    return;
  }
  ASSERT_EQ(registered, PRISM_SUCCESS) << api->last_error();
  const int32_t seven = 7;
  ASSERT_EQ(api->enqueue_fill(queue, host.data(), &seven, sizeof seven,
                              host.size() * sizeof(int32_t), 0, nullptr,
                              nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(host.back(), 7);
  EXPECT_EQ(api->usm_host_unregister(context, host.data()), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, LaunchesWithGivenLocalSize) {
  const size_t local[1] = {16};
  fillScaledAndCheck(PRISM_USM_DEVICE, 256, local);
}

// Without a local size the launch covers exactly the global size, even a
// prime one.
TEST_F(LevelZeroPluginTest, LaunchesWithoutLocalSize) {
  fillScaledAndCheck(PRISM_USM_SHARED, 997, nullptr);
  fillScaledAndCheck(PRISM_USM_HOST, 1024, nullptr);
}

TEST_F(LevelZeroPluginTest, LocalMemoryArgument) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("tile_sums", &program), PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "tile_sums", &kernel), PRISM_SUCCESS)
      << api->last_error();
  constexpr int32_t n = 64, width = 16;
  constexpr size_t items = 32;
  std::vector<int32_t> input(n);
  std::iota(input.begin(), input.end(), 1);
  void *in = allocate(PRISM_USM_DEVICE, n * sizeof(int32_t));
  void *out = allocate(PRISM_USM_DEVICE, items * sizeof(int32_t));
  ASSERT_EQ(api->enqueue_memcpy(queue, in, input.data(), n * sizeof(int32_t), 0,
                                nullptr, nullptr),
            PRISM_SUCCESS);
  const prism_kernel_arg args[] = {
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof out, &out},
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof in, &in},
      {PRISM_KERNEL_ARG_LOCAL, 0, width * sizeof(int32_t), nullptr},
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof n, &n},
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof width, &width}};
  const size_t local[1] = {width};
  prism_launch_config config{1, 0, {items, 1, 1}, local, 0};
  ASSERT_EQ(
      api->enqueue_launch(queue, kernel, &config, 5, args, 0, nullptr, nullptr),
      PRISM_SUCCESS)
      << api->last_error();
  std::vector<int32_t> sums(items, 0);
  ASSERT_EQ(api->enqueue_memcpy(queue, sums.data(), out,
                                items * sizeof(int32_t), 0, nullptr, nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  for (size_t i = 0; i < items; ++i)
    EXPECT_EQ(sums[i], n * (n + 1) / 2) << "work-item " << i;
  EXPECT_EQ(api->usm_free(context, in), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, out), PRISM_SUCCESS);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, MissingKernelIsNamed) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  EXPECT_EQ(api->kernel_create(program, "no_such_kernel", &kernel),
            PRISM_ERROR_KERNEL_NOT_FOUND);
  EXPECT_NE(std::string(api->last_error()).find("'no_such_kernel'"),
            std::string::npos)
      << api->last_error();
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, KernelInfo) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel), PRISM_SUCCESS)
      << api->last_error();
  uint64_t limit = 0, multiple = 0, privateBytes = 0;
  EXPECT_EQ(api->kernel_get_info(kernel, device,
                                 PRISM_KERNEL_INFO_WORK_GROUP_SIZE,
                                 sizeof limit, &limit, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_GT(limit, 0u);
  EXPECT_LE(limit, deviceInfo<uint64_t>(api, device,
                                        PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE));
  EXPECT_EQ(
      api->kernel_get_info(kernel, device,
                           PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                           sizeof multiple, &multiple, nullptr),
      PRISM_SUCCESS)
      << api->last_error();
  EXPECT_GE(multiple, 1u);
  EXPECT_EQ(api->kernel_get_info(kernel, device,
                                 PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE,
                                 sizeof privateBytes, &privateBytes, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, BuildFailureKeepsTheLog) {
  prism_program program = nullptr;
  EXPECT_EQ(createProgram("calls_undefined", &program),
            PRISM_ERROR_BUILD_FAILED);
  std::string message = api->last_error();
  EXPECT_NE(message.find("zeModuleCreate failed: "
                         "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE"),
            std::string::npos)
      << message;
  const std::string logMarker = "build log:\n";
  size_t logStart = message.find(logMarker);
  ASSERT_NE(logStart, std::string::npos) << message;
  EXPECT_NE(message.find("prism_test_undefined_helper", logStart),
            std::string::npos)
      << message;
}

TEST_F(LevelZeroPluginTest, PtxImageIsRefusedByFormat) {
  const char ptx[] = ".version 7.0\n.target sm_80\n";
  prism_program program = nullptr;
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_PTX, ptx,
                                sizeof ptx, nullptr, &program),
            PRISM_ERROR_INVALID_IMAGE);
  EXPECT_NE(std::string(api->last_error()).find("SPIR-V images only"),
            std::string::npos)
      << api->last_error();
}

TEST_F(LevelZeroPluginTest, ProfilingTimesAreOrdered) {
  void *memory = allocate(PRISM_USM_DEVICE, 1 << 20);
  const uint32_t pattern = 0x5eed;
  prism_event filled = nullptr;
  ASSERT_EQ(api->enqueue_fill(queue, memory, &pattern, sizeof pattern, 1 << 20,
                              0, nullptr, &filled),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_wait(1, &filled), PRISM_SUCCESS) << api->last_error();
  uint32_t status = 0;
  EXPECT_EQ(api->event_get_status(filled, &status), PRISM_SUCCESS);
  EXPECT_EQ(status, static_cast<uint32_t>(PRISM_EVENT_COMPLETE));
  uint64_t submit = 0, start = 0, end = 0;
  ASSERT_EQ(api->event_get_profiling(filled, PRISM_PROFILING_SUBMIT, &submit),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_get_profiling(filled, PRISM_PROFILING_START, &start),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_get_profiling(filled, PRISM_PROFILING_END, &end),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_GT(submit, 0u);
  EXPECT_LE(submit, start);
  EXPECT_LE(start, end);
  EXPECT_EQ(api->event_release(filled), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, memory), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, NoProfilingWithoutTheFlag) {
  prism_queue plain = nullptr;
  ASSERT_EQ(api->queue_create(context, device, PRISM_QUEUE_FLAG_NONE, &plain),
            PRISM_SUCCESS);
  prism_event marker = nullptr;
  ASSERT_EQ(api->enqueue_marker(plain, 0, nullptr, &marker), PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_wait(1, &marker), PRISM_SUCCESS);
  uint64_t start = 0;
  EXPECT_EQ(api->event_get_profiling(marker, PRISM_PROFILING_START, &start),
            PRISM_ERROR_UNSUPPORTED);
  EXPECT_EQ(api->event_release(marker), PRISM_SUCCESS);
  EXPECT_EQ(api->queue_release(plain), PRISM_SUCCESS);
}

// Each round, queue `other` copies what `queue` filled, after the fill's
// event; the events are released at once, so the pool reuses them (more
// rounds than one pool holds).
TEST_F(LevelZeroPluginTest, WaitListAcrossTwoQueuesWithReusedEvents) {
  prism_queue other = nullptr;
  ASSERT_EQ(api->queue_create(context, device, PRISM_QUEUE_FLAG_NONE, &other),
            PRISM_SUCCESS);
  constexpr size_t bytes = 1 << 16;
  constexpr int rounds = 150;
  void *source = allocate(PRISM_USM_DEVICE, bytes);
  void *target = allocate(PRISM_USM_HOST, bytes * rounds);
  for (int round = 0; round < rounds; ++round) {
    const uint32_t pattern = 0x1000u + round;
    prism_event filled = nullptr, copied = nullptr;
    ASSERT_EQ(api->enqueue_fill(queue, source, &pattern, sizeof pattern, bytes,
                                0, nullptr, &filled),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->enqueue_memcpy(other,
                                  static_cast<char *>(target) + round * bytes,
                                  source, bytes, 1, &filled, &copied),
              PRISM_SUCCESS)
        << api->last_error();
    EXPECT_EQ(api->event_release(filled), PRISM_SUCCESS);
    // The next fill must not overwrite the source before the copy read it.
    ASSERT_EQ(api->event_wait(1, &copied), PRISM_SUCCESS) << api->last_error();
    EXPECT_EQ(api->event_release(copied), PRISM_SUCCESS);
  }
  ASSERT_EQ(api->queue_finish(other), PRISM_SUCCESS) << api->last_error();
  const auto *words = static_cast<const uint32_t *>(target);
  for (int round = 0; round < rounds; ++round)
    for (size_t i = 0; i < bytes / sizeof(uint32_t); i += 1021)
      ASSERT_EQ(words[round * bytes / sizeof(uint32_t) + i], 0x1000u + round)
          << "round " << round << ", word " << i;
  EXPECT_EQ(api->usm_free(context, source), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, target), PRISM_SUCCESS);
  EXPECT_EQ(api->queue_release(other), PRISM_SUCCESS);
}

// Two threads append to one queue (Level Zero forbids concurrent appends to
// one command list; the plugin serialises them) and take events from one
// pool.
TEST_F(LevelZeroPluginTest, ThreadsShareOneQueue) {
  constexpr int perThread = 100;
  constexpr size_t words = 256;
  void *memory = allocate(PRISM_USM_HOST, 2 * perThread * words * 4);
  auto submit = [&](int thread, prism_result &failed) {
    for (int i = 0; i < perThread && failed == PRISM_SUCCESS; ++i) {
      const uint32_t pattern = thread * perThread + i;
      char *slice =
          static_cast<char *>(memory) + (thread * perThread + i) * words * 4;
      prism_event filled = nullptr;
      failed = api->enqueue_fill(queue, slice, &pattern, sizeof pattern,
                                 words * 4, 0, nullptr, &filled);
      if (failed == PRISM_SUCCESS)
        failed = api->event_release(filled);
    }
  };
  prism_result first = PRISM_SUCCESS, second = PRISM_SUCCESS;
  std::thread other(submit, 1, std::ref(second));
  submit(0, first);
  other.join();
  ASSERT_EQ(first, PRISM_SUCCESS);
  ASSERT_EQ(second, PRISM_SUCCESS);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  const auto *values = static_cast<const uint32_t *>(memory);
  for (uint32_t slice = 0; slice < 2 * perThread; ++slice)
    ASSERT_EQ(values[slice * words + words - 1], slice) << "slice " << slice;
  EXPECT_EQ(api->usm_free(context, memory), PRISM_SUCCESS);
}

TEST_F(LevelZeroPluginTest, MarkerFollowsCommandsEnqueuedWithoutEvents) {
  constexpr size_t bytes = 1 << 20;
  void *memory = allocate(PRISM_USM_HOST, bytes);
  const uint8_t pattern = 0xab;
  ASSERT_EQ(
      api->enqueue_fill(queue, memory, &pattern, 1, bytes, 0, nullptr, nullptr),
      PRISM_SUCCESS);
  prism_event marker = nullptr;
  ASSERT_EQ(api->enqueue_marker(queue, 0, nullptr, &marker), PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_wait(1, &marker), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(static_cast<uint8_t *>(memory)[bytes - 1], pattern);
  EXPECT_EQ(api->event_release(marker), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, memory), PRISM_SUCCESS);
}

// read_constants (spec_constants.cl) run once from a program built with
// `constants`; its three results.
std::vector<int32_t>
readConstants(const prism_plugin_api *api, prism_context context,
              prism_device device, prism_queue queue,
              const std::vector<prism_specialization_constant> &constants) {
  std::vector<char> image = readImage("spec_constants");
  prism_program program = nullptr;
  EXPECT_EQ(api->program_create_specialized(
                context, device, PRISM_IMAGE_FORMAT_SPIRV, image.data(),
                image.size(), nullptr, static_cast<uint32_t>(constants.size()),
                constants.data(), &program),
            PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  EXPECT_EQ(api->kernel_create(program, "read_constants", &kernel),
            PRISM_SUCCESS)
      << api->last_error();
  void *out = nullptr;
  EXPECT_EQ(api->usm_alloc(context, device, PRISM_USM_SHARED,
                           3 * sizeof(int32_t), 0, &out),
            PRISM_SUCCESS);
  prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof out, &out};
  prism_launch_config config{1, 0, {1, 1, 1}, nullptr, 0};
  EXPECT_EQ(
      api->enqueue_launch(queue, kernel, &config, 1, &arg, 0, nullptr, nullptr),
      PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  const auto *values = static_cast<const int32_t *>(out);
  std::vector<int32_t> result(values, values + 3);
  EXPECT_EQ(api->usm_free(context, out), PRISM_SUCCESS);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
  return result;
}

TEST_F(LevelZeroPluginTest, SpecializationConstantsReachTheModule) {
  EXPECT_EQ(deviceInfo<uint32_t>(
                api, device, PRISM_DEVICE_INFO_NATIVE_SPECIALIZATION_CONSTANTS),
            1u);
  // None set: the defaults.
  EXPECT_EQ(readConstants(api, context, device, queue, {}),
            (std::vector<int32_t>{7, 6, 0}));
  const int32_t fortyTwo = 42;
  const float twoAndAHalf = 2.5f;
  const bool on = true;
  const int32_t ignored = 99;
  // All three, and an id the module does not have, which is ignored.
  EXPECT_EQ(readConstants(api, context, device, queue,
                          {{5, sizeof fortyTwo, &fortyTwo},
                           {6, sizeof twoAndAHalf, &twoAndAHalf},
                           {1, sizeof on, &on},
                           {1234, sizeof ignored, &ignored}}),
            (std::vector<int32_t>{42, 10, 1}));
  // One of them: the others keep their defaults.
  EXPECT_EQ(readConstants(api, context, device, queue,
                          {{6, sizeof twoAndAHalf, &twoAndAHalf}}),
            (std::vector<int32_t>{7, 10, 0}));
}

TEST_F(LevelZeroPluginTest, ProgramGlobalsLiveInOneBufferPerProgram) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("program_globals", &program), PRISM_SUCCESS)
      << api->last_error();
  void *counter = nullptr;
  size_t size = 0;
  ASSERT_EQ(api->program_get_global(program, "counter", &counter, &size),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(size, sizeof(int32_t));
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "count_up", &kernel), PRISM_SUCCESS)
      << api->last_error();
  void *seen = allocate(PRISM_USM_DEVICE, sizeof(int32_t));
  prism_kernel_arg args[] = {{PRISM_KERNEL_ARG_VALUE, 0, sizeof seen, &seen},
                             {PRISM_KERNEL_ARG_PROGRAM_GLOBALS, 0, 0, nullptr}};
  prism_launch_config config{1, 0, {1, 1, 1}, nullptr, 0};
  for (int launch = 0; launch < 2; ++launch)
    ASSERT_EQ(api->enqueue_launch(queue, kernel, &config, 2, args, 0, nullptr,
                                  nullptr),
              PRISM_SUCCESS)
        << api->last_error();
  int32_t last = 0, now = 0;
  ASSERT_EQ(
      api->enqueue_memcpy(queue, &last, seen, sizeof last, 0, nullptr, nullptr),
      PRISM_SUCCESS);
  ASSERT_EQ(api->enqueue_memcpy(queue, &now, counter, sizeof now, 0, nullptr,
                                nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(last, 43);
  EXPECT_EQ(now, 43);
  EXPECT_EQ(api->program_get_global(program, "missing", &counter, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_EQ(api->usm_free(context, seen), PRISM_SUCCESS);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// Run with PRISM_ZE_TEST_FAIL=zeMemAllocDevice:OUT_OF_DEVICE_MEMORY.
TEST_F(LevelZeroPluginTest, FaultOutOfDeviceMemoryNamesTheCall) {
  const char *faults = std::getenv("PRISM_ZE_TEST_FAIL");
  if (!faults ||
      std::string(faults).find("zeMemAllocDevice") == std::string::npos)
    GTEST_SKIP() << "the driver is not told to fail zeMemAllocDevice";
  void *memory = nullptr;
  EXPECT_EQ(api->usm_alloc(context, device, PRISM_USM_DEVICE, 64, 0, &memory),
            PRISM_ERROR_OUT_OF_MEMORY);
  EXPECT_NE(std::string(api->last_error())
                .find("zeMemAllocDevice failed: "
                      "ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY"),
            std::string::npos)
      << api->last_error();
  // Other allocations and queues go on.
  void *host = allocate(PRISM_USM_HOST, 64);
  const uint8_t zero = 0;
  EXPECT_EQ(api->enqueue_fill(queue, host, &zero, 1, 64, 0, nullptr, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(api->usm_free(context, host), PRISM_SUCCESS);
}

// Run with PRISM_ZE_TEST_FAIL=zeCommandListAppendLaunchKernel:DEVICE_LOST.
TEST_F(LevelZeroPluginTest, FaultDeviceLostNamesTheCall) {
  const char *faults = std::getenv("PRISM_ZE_TEST_FAIL");
  if (!faults || std::string(faults).find("zeCommandListAppendLaunchKernel") ==
                     std::string::npos)
    GTEST_SKIP() << "the driver is not told to fail launches";
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel), PRISM_SUCCESS)
      << api->last_error();
  void *out = allocate(PRISM_USM_DEVICE, 64 * sizeof(int32_t));
  FillParams params{reinterpret_cast<uint64_t>(out), 1, 0};
  prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params};
  prism_launch_config config{1, 0, {64, 1, 1}, nullptr, 0};
  prism_event launched = nullptr;
  EXPECT_EQ(api->enqueue_launch(queue, kernel, &config, 1, &arg, 0, nullptr,
                                &launched),
            PRISM_ERROR_DEVICE_LOST);
  EXPECT_NE(std::string(api->last_error())
                .find("zeCommandListAppendLaunchKernel failed: "
                      "ZE_RESULT_ERROR_DEVICE_LOST"),
            std::string::npos)
      << api->last_error();
  // Another queue still copies.
  prism_queue other = nullptr;
  ASSERT_EQ(api->queue_create(context, device, PRISM_QUEUE_FLAG_NONE, &other),
            PRISM_SUCCESS);
  int32_t value = 5, back = 0;
  EXPECT_EQ(api->enqueue_memcpy(other, out, &value, sizeof value, 0, nullptr,
                                nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(
      api->enqueue_memcpy(other, &back, out, sizeof back, 0, nullptr, nullptr),
      PRISM_SUCCESS);
  EXPECT_EQ(api->queue_finish(other), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(back, 5);
  EXPECT_EQ(api->queue_release(other), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, out), PRISM_SUCCESS);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

} // namespace
