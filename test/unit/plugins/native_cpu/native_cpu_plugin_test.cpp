//===- native_cpu_plugin_test.cpp - Tests of the native CPU plugin --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Loads libprism-plugin-native_cpu.so with dlopen, as the runtime core does,
// and drives it through the C ABI of prism/plugin.h with hand-written
// images (images/). main() sets two environment variables before the plugin
// starts: PRISM_NATIVE_CPU_THREADS=3, which the device's compute units must
// show, and the test hook PRISM_NATIVE_CPU_TEST_ISA=x86-64-v2, which makes
// any machine look like an x86-64-v2 processor so that an image claiming
// x86-64-v3 must be refused. Results are checked element by element;
// errors by code and message.
//
//===----------------------------------------------------------------------===//
#include "prism/native_cpu_abi.h"
#include "prism/plugin.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr uint32_t TestThreads = 3;

const prism_plugin_api *loadPlugin(std::string &problem) {
  void *library = dlopen(PRISM_NATIVE_CPU_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    problem = std::string("dlopen failed: ") + dlerror();
    return nullptr;
  }
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  const prism_plugin_api *api = nullptr;
  if (!entry || entry(PRISM_PLUGIN_ABI_VERSION, &api) != PRISM_SUCCESS) {
    problem = "the plugin does not hand out its API table";
    return nullptr;
  }
  return api;
}

std::vector<char> readImage(const char *name) {
  std::ifstream file(std::string(PRISM_TEST_IMAGE_DIR) + "/" + name + ".so",
                     std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(file), {});
}

std::string cpuinfoModelName() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);)
    if (line.rfind("model name", 0) == 0)
      return line.substr(line.find_first_not_of(" \t", line.find(':') + 1));
  return "unknown x86-64 processor";
}

prism_kernel_arg valueArg(const void *value, size_t size) {
  return {PRISM_KERNEL_ARG_VALUE, 0, size, value};
}
prism_kernel_arg localArg(size_t size) {
  return {PRISM_KERNEL_ARG_LOCAL, 0, size, nullptr};
}

class NativeCpuPluginTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    api = loadPlugin(setupProblem);
    if (!api)
      return;
    if (api->initialize() != PRISM_SUCCESS) {
      setupProblem = std::string("initialize failed: ") + api->last_error();
      api = nullptr;
      return;
    }
    uint32_t count = 0;
    api->platform_get(1, &platform, &count);
    if (count == 1)
      api->device_get(platform, 1, &device, &count);
    if (count != 1 || !device)
      setupProblem = "the plugin offers no device";
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
    program = createProgram("test_kernels");
    ASSERT_NE(program, nullptr) << api->last_error();
  }

  void TearDown() override {
    if (!api)
      return;
    for (prism_kernel kernel : kernels)
      api->kernel_release(kernel);
    if (program)
      api->program_release(program);
    for (prism_queue extra : extraQueues)
      api->queue_release(extra);
    if (queue)
      api->queue_release(queue);
    for (void *allocation : allocations)
      api->usm_free(context, allocation);
    if (context)
      api->context_release(context);
  }

  prism_program createProgram(const char *image) {
    std::vector<char> bytes = readImage(image);
    prism_program created = nullptr;
    lastResult =
        api->program_create(context, device, PRISM_IMAGE_FORMAT_NATIVE_CPU,
                            bytes.data(), bytes.size(), "", &created);
    return created;
  }

  prism_kernel kernel(const char *name, prism_program from = nullptr) {
    prism_kernel created = nullptr;
    EXPECT_EQ(api->kernel_create(from ? from : program, name, &created),
              PRISM_SUCCESS)
        << api->last_error();
    if (created)
      kernels.push_back(created);
    return created;
  }

  template <class T>
  T *allocate(size_t count, uint32_t kind = PRISM_USM_SHARED) {
    void *allocation = nullptr;
    EXPECT_EQ(api->usm_alloc(context, device, kind, count * sizeof(T), 0,
                             &allocation),
              PRISM_SUCCESS)
        << api->last_error();
    allocations.push_back(allocation);
    std::memset(allocation, 0, count * sizeof(T));
    return static_cast<T *>(allocation);
  }

  prism_queue newQueue() {
    prism_queue created = nullptr;
    EXPECT_EQ(api->queue_create(context, device, PRISM_QUEUE_FLAG_PROFILING,
                                &created),
              PRISM_SUCCESS);
    extraQueues.push_back(created);
    return created;
  }

  prism_result launch(prism_queue on, prism_kernel k,
                      std::vector<size_t> global, const size_t *local,
                      std::vector<prism_kernel_arg> args,
                      std::vector<prism_event> waits = {},
                      prism_event *event = nullptr) {
    prism_launch_config config = {};
    config.work_dim = static_cast<uint32_t>(global.size());
    for (size_t d = 0; d < global.size(); ++d)
      config.global_size[d] = global[d];
    config.local_size = local;
    return api->enqueue_launch(
        on, k, &config, static_cast<uint32_t>(args.size()), args.data(),
        static_cast<uint32_t>(waits.size()), waits.data(), event);
  }

  /// Launches wait_for_flag with more work-items than a launch run on the
  /// submitting thread may have, so that it goes to a worker and keeps
  /// `on` busy until the test sets *flag.
  prism_event blockUntilFlag(prism_queue on, int32_t *flag) {
    prism_event event = nullptr;
    EXPECT_EQ(launch(on, kernel("wait_for_flag"), {4096}, nullptr,
                     {valueArg(&flag, sizeof flag)}, {}, &event),
              PRISM_SUCCESS)
        << api->last_error();
    return event;
  }

  uint32_t status(prism_event event) {
    uint32_t value = 0;
    EXPECT_EQ(api->event_get_status(event, &value), PRISM_SUCCESS);
    return value;
  }

  uint64_t timestamp(prism_event event, prism_profiling_info what) {
    uint64_t value = 0;
    EXPECT_EQ(api->event_get_profiling(event, what, &value), PRISM_SUCCESS)
        << api->last_error();
    return value;
  }

  static const prism_plugin_api *api;
  static std::string setupProblem;
  static prism_platform platform;
  static prism_device device;
  prism_context context = nullptr;
  prism_queue queue = nullptr;
  prism_program program = nullptr;
  prism_result lastResult = PRISM_SUCCESS;
  std::vector<prism_kernel> kernels;
  std::vector<prism_queue> extraQueues;
  std::vector<void *> allocations;
};

const prism_plugin_api *NativeCpuPluginTest::api = nullptr;
std::string NativeCpuPluginTest::setupProblem;
prism_platform NativeCpuPluginTest::platform = nullptr;
prism_device NativeCpuPluginTest::device = nullptr;

template <class T>
T deviceInfo(const prism_plugin_api *api, prism_device device,
             prism_device_info what) {
  T value{};
  EXPECT_EQ(api->device_get_info(device, what, sizeof value, &value, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  return value;
}

std::string deviceText(const prism_plugin_api *api, prism_device device,
                       prism_device_info what) {
  char text[512] = {};
  EXPECT_EQ(api->device_get_info(device, what, sizeof text, text, nullptr),
            PRISM_SUCCESS);
  return text;
}

TEST_F(NativeCpuPluginTest, OnePlatformOneCpuDevice) {
  uint32_t count = 0;
  ASSERT_EQ(api->platform_get(0, nullptr, &count), PRISM_SUCCESS);
  EXPECT_EQ(count, 1u);
  char name[64] = {};
  ASSERT_EQ(api->platform_get_info(platform, PRISM_PLATFORM_INFO_NAME,
                                   sizeof name, name, nullptr),
            PRISM_SUCCESS);
  EXPECT_STREQ(name, "Prism native CPU");
  EXPECT_STREQ(api->backend, "native_cpu");

  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_TYPE),
            uint32_t(PRISM_DEVICE_TYPE_CPU));
  EXPECT_EQ(deviceText(api, device, PRISM_DEVICE_INFO_NAME),
            cpuinfoModelName());
  EXPECT_EQ(deviceText(api, device, PRISM_DEVICE_INFO_VERSION),
            "native_cpu x86-64-v2");
  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_IMAGE_FORMATS),
            PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_NATIVE_CPU));
  EXPECT_EQ(
      deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS),
      TestThreads);
  EXPECT_EQ(deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_USM_SUPPORT),
            uint32_t(PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED));
  EXPECT_EQ(
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE),
      uint64_t(sysconf(_SC_PHYS_PAGES)) * uint64_t(sysconf(_SC_PAGESIZE)));
  EXPECT_EQ(
      deviceInfo<uint32_t>(api, device, PRISM_DEVICE_INFO_QUEUE_PROFILING), 1u);
  uint32_t subGroupSizes[4] = {};
  size_t bytes = 0;
  ASSERT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_SUB_GROUP_SIZES,
                                 sizeof subGroupSizes, subGroupSizes, &bytes),
            PRISM_SUCCESS);
  EXPECT_EQ(bytes, sizeof(uint32_t));
  EXPECT_EQ(subGroupSizes[0], uint32_t(PRISM_NATIVE_SUB_GROUP_SIZE));
  // The test hook makes the processor an x86-64-v2 one: 16-byte vectors.
  uint32_t widths[PRISM_SCALAR_TYPE_COUNT] = {};
  ASSERT_EQ(api->device_get_info(device,
                                 PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS,
                                 sizeof widths, widths, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(widths[PRISM_SCALAR_FLOAT], 4u);
  EXPECT_EQ(widths[PRISM_SCALAR_CHAR], 16u);
}

TEST_F(NativeCpuPluginTest, EveryInfoKeyIsAnswered) {
  const prism_device_info openclOnly[] = {
      PRISM_DEVICE_INFO_PROFILE, PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC,
      PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES};
  const prism_device_info keys[] = {
#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION)                      \
  PRISM_DEVICE_INFO_##NAME,
#include "prism/device_info.def"
#undef PRISM_DEVICE_INFO
  };
  for (prism_device_info key : keys) {
    size_t size = 0;
    prism_result result = api->device_get_info(device, key, 0, nullptr, &size);
    if (std::find(std::begin(openclOnly), std::end(openclOnly), key) !=
        std::end(openclOnly)) {
      EXPECT_EQ(result, PRISM_ERROR_UNSUPPORTED) << "key " << key;
      continue;
    }
    EXPECT_EQ(result, PRISM_SUCCESS)
        << "key " << key << ": " << api->last_error();
    std::vector<char> value(size);
    EXPECT_EQ(api->device_get_info(device, key, size, value.data(), nullptr),
              PRISM_SUCCESS)
        << "key " << key;
  }
  const prism_platform_info platformKeys[] = {
#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION)                    \
  PRISM_PLATFORM_INFO_##NAME,
#include "prism/platform_info.def"
#undef PRISM_PLATFORM_INFO
  };
  for (prism_platform_info key : platformKeys) {
    size_t size = 0;
    EXPECT_EQ(api->platform_get_info(platform, key, 0, nullptr, &size),
              PRISM_SUCCESS)
        << "platform key " << key;
  }
  prism_kernel k = kernel("vadd");
  uint64_t workGroupSize = 0, multiple = 0, privateBytes = 1;
  ASSERT_EQ(api->kernel_get_info(k, device, PRISM_KERNEL_INFO_WORK_GROUP_SIZE,
                                 sizeof workGroupSize, &workGroupSize, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(
      workGroupSize,
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE));
  ASSERT_EQ(api->kernel_get_info(
                k, device, PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                sizeof multiple, &multiple, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(multiple, 4u); // x86-64-v2: four 32-bit lanes
  ASSERT_EQ(api->kernel_get_info(k, device, PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE,
                                 sizeof privateBytes, &privateBytes, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(privateBytes, 0u);
}

TEST_F(NativeCpuPluginTest, UsmCopiesAndFillsRoundTripForEveryKind) {
  for (uint32_t kind : {PRISM_USM_HOST, PRISM_USM_DEVICE, PRISM_USM_SHARED}) {
    SCOPED_TRACE(kind);
    constexpr size_t count = 1024;
    auto *memory = allocate<uint32_t>(count, kind);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(memory) % 128, 0u);
    const uint32_t pattern = 0xA1B2C3D4;
    ASSERT_EQ(api->enqueue_fill(queue, memory, &pattern, sizeof pattern,
                                count * sizeof pattern, 0, nullptr, nullptr),
              PRISM_SUCCESS);
    const unsigned char wide[16] = {1, 2,  3,  4,  5,  6,  7,  8,
                                    9, 10, 11, 12, 13, 14, 15, 16};
    ASSERT_EQ(api->enqueue_fill(queue, memory + 512, wide, sizeof wide, 64, 0,
                                nullptr, nullptr),
              PRISM_SUCCESS);
    std::vector<uint32_t> back(count);
    ASSERT_EQ(api->enqueue_memcpy(queue, back.data(), memory, count * 4, 0,
                                  nullptr, nullptr),
              PRISM_SUCCESS);
    ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
    for (size_t i = 0; i < count; ++i)
      if (i >= 512 && i < 528)
        ASSERT_EQ(std::memcmp(&back[i], wide + (i - 512) % 4 * 4, 4), 0) << i;
      else
        ASSERT_EQ(back[i], pattern) << i;
  }
  // Copies and fills too big to run on the caller's thread are shared by
  // the pool's threads, a slice each (3.5 slices here).
  constexpr size_t big = (7 << 20) / 2;
  std::vector<unsigned char> source(big), destination(big);
  for (size_t i = 0; i < big; ++i)
    source[i] = static_cast<unsigned char>(i * 7);
  prism_event event = nullptr;
  ASSERT_EQ(api->enqueue_memcpy(queue, destination.data(), source.data(), big,
                                0, nullptr, &event),
            PRISM_SUCCESS);
  ASSERT_EQ(api->event_wait(1, &event), PRISM_SUCCESS);
  EXPECT_EQ(status(event), uint32_t(PRISM_EVENT_COMPLETE));
  EXPECT_EQ(source, destination);
  api->event_release(event);
  const unsigned char pattern16[16] = {0, 1, 2,  3,  4,  5,  6,  7,
                                       8, 9, 10, 11, 12, 13, 14, 15};
  ASSERT_EQ(api->enqueue_fill(queue, destination.data(), pattern16,
                              sizeof pattern16, big, 0, nullptr, nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t i = 0; i < big; ++i)
    ASSERT_EQ(destination[i], i % 16) << i;
  // Overlapping ranges keep memmove's result.
  std::copy(source.begin(), source.end(), destination.begin());
  ASSERT_EQ(api->enqueue_memcpy(queue, destination.data() + 4096,
                                destination.data(), big - 4096, 0, nullptr,
                                nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t i = 4096; i < big; ++i)
    ASSERT_EQ(destination[i], source[i - 4096]) << i;

  int local = 0;
  EXPECT_EQ(api->usm_free(context, &local), PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("not a live USM allocation"),
            std::string::npos);
}

TEST_F(NativeCpuPluginTest, LaunchesWithGivenLocalSize) {
  constexpr size_t n = 4096;
  float *a = allocate<float>(n), *b = allocate<float>(n),
        *c = allocate<float>(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = 0.5f * float(i);
  }
  const size_t local = 64;
  ASSERT_EQ(launch(queue, kernel("vadd"), {n}, &local,
                   {valueArg(&a, sizeof a), valueArg(&b, sizeof b),
                    valueArg(&c, sizeof c)}),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(c[i], 1.5f * float(i)) << i;

  // Two dimensions: each work-item once, in the group its position names.
  const std::vector<size_t> global = {8, 15};
  const size_t local2[] = {4, 5};
  auto *visits = allocate<uint32_t>(8 * 15);
  auto *groupOf = allocate<uint64_t>(8 * 15);
  ASSERT_EQ(launch(queue, kernel("visit"), global, local2,
                   {valueArg(&visits, sizeof visits),
                    valueArg(&groupOf, sizeof groupOf)}),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t y = 0; y < 15; ++y)
    for (size_t x = 0; x < 8; ++x) {
      ASSERT_EQ(visits[y * 8 + x], 1u) << x << "," << y;
      ASSERT_EQ(groupOf[y * 8 + x], (y / 5) * 2 + x / 4) << x << "," << y;
    }
}

TEST_F(NativeCpuPluginTest, ChosenLocalSizeCoversExactlyTheGlobalSize) {
  // A prime size (its only divisors are 1 and itself), mixed dimensions,
  // and one large enough to be shared by the pool's threads.
  const std::vector<std::vector<size_t>> shapes = {
      {1009}, {12, 1009}, {7, 6, 5}, {1 << 20}, {3, 1 << 16}};
  for (const auto &shape : shapes) {
    size_t items = 1;
    for (size_t size : shape)
      items *= size;
    SCOPED_TRACE(items);
    auto *visits = allocate<uint32_t>(items);
    auto *groupOf = allocate<uint64_t>(items);
    ASSERT_EQ(launch(queue, kernel("visit"), shape, nullptr,
                     {valueArg(&visits, sizeof visits),
                      valueArg(&groupOf, sizeof groupOf)}),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
    for (size_t i = 0; i < items; ++i)
      ASSERT_EQ(visits[i], 1u) << "work-item " << i;
  }
}

TEST_F(NativeCpuPluginTest, LocalMemoryIsPerWorkGroupAndAligned) {
  constexpr size_t n = 1 << 14, groupSize = 256, groups = n / groupSize;
  auto *in = allocate<int32_t>(n), *out = allocate<int32_t>(n);
  auto *where = allocate<uint64_t>(groups);
  for (size_t i = 0; i < n; ++i)
    in[i] = int32_t(i * 3);
  ASSERT_EQ(launch(queue, kernel("reverse_in_group"), {n}, &groupSize,
                   {valueArg(&in, sizeof in), valueArg(&out, sizeof out),
                    localArg(groupSize * sizeof(int32_t)),
                    valueArg(&where, sizeof where)}),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t g = 0; g < groups; ++g) {
    EXPECT_EQ(where[g] % 64, 0u) << "group " << g;
    for (size_t l = 0; l < groupSize; ++l)
      ASSERT_EQ(out[g * groupSize + l], in[g * groupSize + groupSize - 1 - l])
          << g << "," << l;
  }
  // More local memory than the device has is refused.
  uint64_t available =
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_LOCAL_MEM_SIZE);
  EXPECT_EQ(launch(queue, kernel("reverse_in_group"), {n}, &groupSize,
                   {valueArg(&in, sizeof in), valueArg(&out, sizeof out),
                    localArg(available + 1), valueArg(&where, sizeof where)}),
            PRISM_ERROR_OUT_OF_MEMORY);
}

TEST_F(NativeCpuPluginTest, CommandsOfAQueueRunInOrder) {
  auto *flag = allocate<int32_t>(1);
  constexpr size_t n = 512;
  float *a = allocate<float>(n), *b = allocate<float>(n),
        *c = allocate<float>(n);
  std::vector<float> host(n, -1.0f);
  prism_event blocker = blockUntilFlag(queue, flag);
  // Each waits for the one before: fill a and b, add them, copy c out.
  const float one = 1.0f, two = 2.0f;
  ASSERT_EQ(api->enqueue_fill(queue, a, &one, 4, n * 4, 0, nullptr, nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(api->enqueue_fill(queue, b, &two, 4, n * 4, 0, nullptr, nullptr),
            PRISM_SUCCESS);
  ASSERT_EQ(launch(queue, kernel("vadd"), {n}, nullptr,
                   {valueArg(&a, sizeof a), valueArg(&b, sizeof b),
                    valueArg(&c, sizeof c)}),
            PRISM_SUCCESS);
  prism_event copied = nullptr;
  ASSERT_EQ(
      api->enqueue_memcpy(queue, host.data(), c, n * 4, 0, nullptr, &copied),
      PRISM_SUCCESS);
  // The enqueues returned while the first command still runs.
  usleep(20000);
  EXPECT_NE(status(copied), uint32_t(PRISM_EVENT_COMPLETE));
  EXPECT_EQ(host[0], -1.0f);
  EXPECT_EQ(a[0], 0.0f);

  __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  EXPECT_EQ(status(blocker), uint32_t(PRISM_EVENT_COMPLETE));
  EXPECT_EQ(status(copied), uint32_t(PRISM_EVENT_COMPLETE));
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 3.0f) << i;
  api->event_release(blocker);
  api->event_release(copied);
}

TEST_F(NativeCpuPluginTest, WaitListHoldsAnEventOfAnotherQueue) {
  auto *flag = allocate<int32_t>(1);
  prism_queue other = newQueue();
  prism_event blocker = blockUntilFlag(other, flag);
  // This queue is idle, but its command waits for the other queue's.
  int32_t source = 7, destination = 0;
  prism_event copied = nullptr;
  ASSERT_EQ(api->enqueue_memcpy(queue, &destination, &source, sizeof source, 1,
                                &blocker, &copied),
            PRISM_SUCCESS);
  usleep(20000);
  EXPECT_EQ(destination, 0);
  EXPECT_NE(status(copied), uint32_t(PRISM_EVENT_COMPLETE));

  __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  ASSERT_EQ(api->event_wait(1, &copied), PRISM_SUCCESS);
  EXPECT_EQ(destination, 7);
  EXPECT_EQ(status(blocker), uint32_t(PRISM_EVENT_COMPLETE));
  api->event_release(blocker);
  api->event_release(copied);
}

TEST_F(NativeCpuPluginTest, ByValueArgumentsAreCopiedAtEnqueue) {
  auto *flag = allocate<int32_t>(1);
  constexpr size_t n = 256;
  float *data = allocate<float>(n);
  for (size_t i = 0; i < n; ++i)
    data[i] = 1.0f;
  prism_event blocker = blockUntilFlag(queue, flag);
  struct {
    float *data;
    float factor;
  } functor = {data, 3.0f};
  ASSERT_EQ(launch(queue, kernel("scale"), {n}, nullptr,
                   {valueArg(&functor, sizeof functor)}),
            PRISM_SUCCESS);
  // The caller's copy changes before the launch runs.
  functor = {nullptr, 0.0f};
  __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(data[i], 3.0f + float(i)) << i;
  api->event_release(blocker);
}

TEST_F(NativeCpuPluginTest, ReleasingAProgramWaitsForItsQueuedLaunches) {
  auto *flag = allocate<int32_t>(1);
  constexpr size_t n = 2048;
  float *a = allocate<float>(n), *b = allocate<float>(n),
        *c = allocate<float>(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = b[i] = float(i);
  prism_event blocker = blockUntilFlag(queue, flag);
  prism_program second = createProgram("test_kernels");
  ASSERT_NE(second, nullptr) << api->last_error();
  prism_kernel vadd = nullptr;
  ASSERT_EQ(api->kernel_create(second, "vadd", &vadd), PRISM_SUCCESS);
  ASSERT_EQ(launch(queue, vadd, {n}, nullptr,
                   {valueArg(&a, sizeof a), valueArg(&b, sizeof b),
                    valueArg(&c, sizeof c)}),
            PRISM_SUCCESS);
  ASSERT_EQ(api->kernel_release(vadd), PRISM_SUCCESS);
  // The launch runs once the flag is set, after the release began.
  std::thread release([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  });
  ASSERT_EQ(api->program_release(second), PRISM_SUCCESS);
  release.join();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(c[i], 2.0f * float(i)) << i;
  api->event_release(blocker);
}

TEST_F(NativeCpuPluginTest, ProfilingTimestampsAreOrdered) {
  struct {
    float *data;
    float factor;
  } functor = {allocate<float>(1 << 16), 2.0f};
  prism_kernel empty = kernel("empty");
  prism_event first = nullptr, second = nullptr;
  ASSERT_EQ(launch(queue, empty, {1}, nullptr, {}, {}, &first), PRISM_SUCCESS);
  ASSERT_EQ(launch(queue, kernel("scale"), {1 << 16}, nullptr,
                   {valueArg(&functor, sizeof functor)}, {}, &second),
            PRISM_SUCCESS);
  ASSERT_EQ(api->event_wait(1, &second), PRISM_SUCCESS);
  for (prism_event event : {first, second}) {
    EXPECT_EQ(status(event), uint32_t(PRISM_EVENT_COMPLETE));
    EXPECT_LE(timestamp(event, PRISM_PROFILING_SUBMIT),
              timestamp(event, PRISM_PROFILING_START));
    EXPECT_LE(timestamp(event, PRISM_PROFILING_START),
              timestamp(event, PRISM_PROFILING_END));
  }
  EXPECT_LE(timestamp(first, PRISM_PROFILING_END),
            timestamp(second, PRISM_PROFILING_START));
  api->event_release(first);
  api->event_release(second);

  // A queue made without profiling has no timestamps.
  prism_queue plain = nullptr;
  ASSERT_EQ(api->queue_create(context, device, 0, &plain), PRISM_SUCCESS);
  extraQueues.push_back(plain);
  prism_event event = nullptr;
  ASSERT_EQ(launch(plain, empty, {1}, nullptr, {}, {}, &event), PRISM_SUCCESS);
  uint64_t ignored = 0;
  EXPECT_EQ(api->event_get_profiling(event, PRISM_PROFILING_END, &ignored),
            PRISM_ERROR_UNSUPPORTED);
  api->event_release(event);
}

TEST_F(NativeCpuPluginTest, MarkerFollowsCommandsEnqueuedWithoutEvents) {
  auto *flag = allocate<int32_t>(1);
  prism_event blocker = blockUntilFlag(queue, flag);
  api->event_release(blocker); // the command goes on without its handle
  int32_t value = 5, copy = 0;
  ASSERT_EQ(api->enqueue_memcpy(queue, &copy, &value, sizeof value, 0, nullptr,
                                nullptr),
            PRISM_SUCCESS);
  prism_event marker = nullptr;
  ASSERT_EQ(api->enqueue_marker(queue, 0, nullptr, &marker), PRISM_SUCCESS);
  usleep(20000);
  EXPECT_NE(status(marker), uint32_t(PRISM_EVENT_COMPLETE));
  __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  ASSERT_EQ(api->event_wait(1, &marker), PRISM_SUCCESS);
  EXPECT_EQ(copy, 5);
  api->event_release(marker);
}

TEST_F(NativeCpuPluginTest, ProgramGlobalsLiveInOneBufferPerProgram) {
  prism_program globals = createProgram("globals_kernels");
  ASSERT_NE(globals, nullptr) << api->last_error();
  void *address = nullptr;
  size_t size = 0;
  ASSERT_EQ(api->program_get_global(globals, "counter", &address, &size),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(size, sizeof(int));
  EXPECT_EQ(*static_cast<int *>(address), 42);
  const int amount = 5;
  const prism_kernel_arg args[] = {
      valueArg(&amount, sizeof amount),
      {PRISM_KERNEL_ARG_PROGRAM_GLOBALS, 0, 0, nullptr}};
  prism_kernel bump = kernel("bump_counter", globals);
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(launch(queue, bump, {1}, nullptr, {args[0], args[1]}),
              PRISM_SUCCESS)
        << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  EXPECT_EQ(*static_cast<int *>(address), 52);
  EXPECT_EQ(api->program_get_global(globals, "missing", &address, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  // A program without device variables has no buffer to pass.
  EXPECT_EQ(launch(queue, kernel("empty"), {1}, nullptr, {args[1]}),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("no device variables"),
            std::string::npos);
  api->kernel_release(bump);
  kernels.erase(std::find(kernels.begin(), kernels.end(), bump));
  api->program_release(globals);
}

TEST_F(NativeCpuPluginTest, GarbageImageIsInvalid) {
  const char garbage[] = "this is not an ELF shared object";
  prism_program created = nullptr;
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_NATIVE_CPU,
                                garbage, sizeof garbage, "", &created),
            PRISM_ERROR_INVALID_IMAGE);
  const std::string message = api->last_error();
  EXPECT_NE(message.find("the native_cpu image cannot be loaded: "),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("/proc/self/fd/"), std::string::npos) << message;
  // A valid image of another format is not one for this device.
  std::vector<char> image = readImage("test_kernels");
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV,
                                image.data(), image.size(), "", &created),
            PRISM_ERROR_INVALID_IMAGE);
}

TEST_F(NativeCpuPluginTest, ImageForANewerProcessorIsRefused) {
  EXPECT_EQ(createProgram("test_kernels_v3"), nullptr);
  EXPECT_EQ(lastResult, PRISM_ERROR_INVALID_IMAGE);
  EXPECT_EQ(std::string(api->last_error()),
            "program_create: native_cpu image built for x86-64-v3 (haswell) "
            "cannot run on this processor (x86-64-v2, '" +
                cpuinfoModelName() +
                "'): rebuild with -fsycl-targets=native_cpu on this machine "
                "or for an older -march");
}

TEST_F(NativeCpuPluginTest, ImageWithoutItsProcessorLevelIsRefused) {
  EXPECT_EQ(createProgram("test_kernels_no_isa"), nullptr);
  EXPECT_EQ(lastResult, PRISM_ERROR_INVALID_IMAGE);
  EXPECT_NE(std::string(api->last_error())
                .find("defines no "
                      "__prism_native_cpu_isa"),
            std::string::npos)
      << api->last_error();
}

TEST_F(NativeCpuPluginTest, MissingKernelIsNamed) {
  prism_kernel missing = nullptr;
  EXPECT_EQ(api->kernel_create(program, "no_such_kernel", &missing),
            PRISM_ERROR_KERNEL_NOT_FOUND);
  const std::string message = api->last_error();
  EXPECT_NE(message.find("no kernel named 'no_such_kernel'"), std::string::npos)
      << message;
  EXPECT_NE(message.find("__prism_wg_no_such_kernel"), std::string::npos)
      << message;
}

TEST_F(NativeCpuPluginTest, BadLaunchesAreRefusedWithReasons) {
  prism_kernel empty = kernel("empty");
  const size_t notADivisor = 7;
  EXPECT_EQ(launch(queue, empty, {100}, &notADivisor, {}),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error())
                .find("not a multiple of the local "
                      "size 7"),
            std::string::npos);
  const size_t tooLarge[] = {128, 128};
  EXPECT_EQ(launch(queue, empty, {128, 128}, tooLarge, {}),
            PRISM_ERROR_INVALID_VALUE);
  // Arguments beyond the device's MAX_PARAMETER_SIZE.
  const uint64_t parameterBytes =
      deviceInfo<uint64_t>(api, device, PRISM_DEVICE_INFO_MAX_PARAMETER_SIZE);
  std::vector<char> huge(parameterBytes + 1);
  EXPECT_EQ(
      launch(queue, empty, {1}, nullptr, {valueArg(huge.data(), huge.size())}),
      PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("the device takes at most"),
            std::string::npos);
  // A kernel of one context on a queue of another.
  prism_context otherContext = nullptr;
  ASSERT_EQ(api->context_create(1, &device, &otherContext), PRISM_SUCCESS);
  prism_queue otherQueue = nullptr;
  ASSERT_EQ(api->queue_create(otherContext, device, 0, &otherQueue),
            PRISM_SUCCESS);
  EXPECT_EQ(launch(otherQueue, empty, {1}, nullptr, {}),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("made for another context"),
            std::string::npos);
  api->queue_release(otherQueue);
  api->context_release(otherContext);
}

TEST_F(NativeCpuPluginTest, SmallLaunchOnAnIdleQueueCompletesBeforeReturning) {
  auto *visits = allocate<uint32_t>(16);
  auto *groupOf = allocate<uint64_t>(16);
  prism_event event = nullptr;
  ASSERT_EQ(launch(queue, kernel("visit"), {16}, nullptr,
                   {valueArg(&visits, sizeof visits),
                    valueArg(&groupOf, sizeof groupOf)},
                   {}, &event),
            PRISM_SUCCESS);
  // Run on this thread, as one work-group: done when the enqueue returns.
  EXPECT_EQ(status(event), uint32_t(PRISM_EVENT_COMPLETE));
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(visits[i], 1u);
    EXPECT_EQ(groupOf[i], 0u);
  }
  api->event_release(event);
}

/// The "THPeligible" flag of the mapping of smaps that holds Address, or -1
/// where the kernel does not say.
int hugePageEligible(const void *Address) {
  std::ifstream Maps("/proc/self/smaps");
  const auto At = reinterpret_cast<uintptr_t>(Address);
  bool Inside = false;
  for (std::string Line; std::getline(Maps, Line);) {
    uintptr_t Start = 0, End = 0;
    if (std::sscanf(Line.c_str(), "%lx-%lx ", &Start, &End) == 2 &&
        Line.find(':') > Line.find(' '))
      Inside = At >= Start && At < End;
    else if (Inside && Line.rfind("THPeligible:", 0) == 0)
      return std::atoi(Line.c_str() + 12);
  }
  return -1;
}

TEST_F(NativeCpuPluginTest, LargeAllocationsAskForHugePages) {
  constexpr size_t TwoMiB = size_t(2) << 20;
  auto *large = allocate<unsigned char>(5 * TwoMiB + 12345);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(large) % TwoMiB, 0u);
  std::ifstream Mode("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string Modes;
  std::getline(Mode, Modes);
  if (Modes.find("[never]") != std::string::npos || Modes.empty())
    GTEST_SKIP() << "transparent huge pages are off on this machine";
  EXPECT_EQ(hugePageEligible(large), 1)
      << "a USM allocation of 10 MiB is not eligible for huge pages";
}

TEST_F(NativeCpuPluginTest, WorkGroupsOfASmallLaunchRunTogether) {
  // Four work-items in four work-groups: few work-items, which may each
  // have much to do (a range reduction's 512 read 2^25 floats), so the
  // pool's threads share the groups.
  auto *running = allocate<uint32_t>(1);
  auto *met = allocate<uint32_t>(1);
  *running = 0;
  *met = 0;
  const size_t local = 1;
  ASSERT_EQ(
      launch(queue, kernel("meet"), {4}, &local,
             {valueArg(&running, sizeof running), valueArg(&met, sizeof met)}),
      PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS);
  EXPECT_EQ(*met, 1u) << "the work-groups ran one after another";
}

} // namespace

int main(int argc, char **argv) {
  // Before the plugin reads them: see the file comment.
  setenv("PRISM_NATIVE_CPU_THREADS", std::to_string(TestThreads).c_str(), 1);
  setenv("PRISM_NATIVE_CPU_TEST_ISA", "x86-64-v2", 1);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
