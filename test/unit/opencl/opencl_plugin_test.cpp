//===- opencl_plugin_test.cpp - Tests of the OpenCL plugin on PoCL --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Loads libprism-plugin-opencl.so with dlopen, as the runtime core does, and
// drives it through the C ABI of prism/plugin.h on PoCL's CPU device. Device
// information is compared with what OpenCL itself answers; memory and kernel
// results are checked element by element; errors are checked by code and by
// message.
//
//===----------------------------------------------------------------------===//
#include "prism/plugin.h"

#include <CL/cl.h>
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const prism_plugin_api *loadPlugin(prism_plugin_get_api_fn *getApi,
                                   std::string &problem) {
  void *library = dlopen(PRISM_OPENCL_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    problem = std::string("dlopen failed: ") + dlerror();
    return nullptr;
  }
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  if (!entry) {
    problem = "the plugin does not export " PRISM_PLUGIN_ENTRY_POINT;
    return nullptr;
  }
  if (getApi)
    *getApi = entry;
  const prism_plugin_api *api = nullptr;
  if (entry(PRISM_PLUGIN_ABI_VERSION, &api) != PRISM_SUCCESS || !api) {
    problem = "prism_plugin_get_api refused ABI version 1";
    return nullptr;
  }
  return api;
}

std::vector<char> readFile(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(file), {});
}

std::string kernelImagePath(const char *name) {
  return std::string(PRISM_TEST_KERNEL_DIR) + "/" + name + ".spv";
}

// The by-value parameter block of fill_scaled.cl (ulong, int, padding).
struct FillParams {
  uint64_t out;
  int32_t scale;
  int32_t padding;
};
static_assert(sizeof(FillParams) == 16, "matches the OpenCL C struct");

// A fresh directory under the system temporary directory, removed at the end.
class TemporaryDirectory {
public:
  TemporaryDirectory() {
    std::string pattern =
        (fs::temp_directory_path() / "prism-opencl-test-XXXXXX").string();
    path = mkdtemp(pattern.data());
  }
  ~TemporaryDirectory() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
  /// The cache's entries (not its "usage" record of their total size).
  std::map<std::string, ino_t> entries() const {
    std::map<std::string, ino_t> found;
    for (const auto &entry : fs::directory_iterator(path)) {
      if (entry.path().filename() == "usage")
        continue;
      struct stat info;
      stat(entry.path().c_str(), &info);
      found[entry.path().filename().string()] = info.st_ino;
    }
    return found;
  }
  std::string path;
};

class OpenclPluginTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    api = loadPlugin(&getApi, setupProblem);
    if (!api)
      return;
    if (api->initialize() != PRISM_SUCCESS) {
      setupProblem = std::string("initialize failed: ") + api->last_error();
      return;
    }
    uint32_t platformCount = 0;
    api->platform_get(0, nullptr, &platformCount);
    std::vector<prism_platform> platforms(platformCount);
    api->platform_get(platformCount, platforms.data(), &platformCount);
    for (prism_platform platform : platforms) {
      char name[256] = {};
      api->platform_get_info(platform, PRISM_PLATFORM_INFO_NAME, sizeof name,
                             name, nullptr);
      if (std::string(name).find("Portable Computing Language") ==
          std::string::npos)
        continue;
      uint32_t deviceCount = 0;
      api->device_get(platform, 1, &device, &deviceCount);
      if (deviceCount)
        return;
    }
    device = nullptr;
    setupProblem = "no PoCL device found through the plugin";
  }

  void SetUp() override {
    ASSERT_NE(api, nullptr) << setupProblem;
    ASSERT_NE(device, nullptr) << setupProblem;
    // Keep the developer's cache out of the tests.
    setenv("PRISM_CACHE_DIR", cacheDir.path.c_str(), 1);
    unsetenv("PRISM_CACHE_DISABLE");
    ASSERT_EQ(api->context_create(1, &device, &context), PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(
        api->queue_create(context, device, PRISM_QUEUE_FLAG_PROFILING, &queue),
        PRISM_SUCCESS)
        << api->last_error();
  }

  void TearDown() override {
    if (queue) {
      EXPECT_EQ(api->queue_release(queue), PRISM_SUCCESS) << api->last_error();
    }
    if (context) {
      EXPECT_EQ(api->context_release(context), PRISM_SUCCESS)
          << api->last_error();
    }
  }

  prism_result createProgram(const char *kernelFile, prism_program *program) {
    std::vector<char> image = readFile(kernelImagePath(kernelFile));
    EXPECT_FALSE(image.empty()) << kernelImagePath(kernelFile);
    return api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV,
                               image.data(), image.size(), nullptr, program);
  }

  // Runs fill_scaled from `program` into USM of `kind` and checks every
  // element against i * scale.
  void launchAndCheck(prism_program program, uint32_t kind,
                      const size_t *localSize) {
    constexpr size_t count = 1024;
    constexpr int32_t scale = 7;
    prism_kernel kernel = nullptr;
    ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel),
              PRISM_SUCCESS)
        << api->last_error();
    void *out = nullptr;
    ASSERT_EQ(
        api->usm_alloc(context, device, kind, count * sizeof(int32_t), 0, &out),
        PRISM_SUCCESS)
        << api->last_error();
    const int32_t poison = -1;
    ASSERT_EQ(api->enqueue_fill(queue, out, &poison, sizeof poison,
                                count * sizeof(int32_t), 0, nullptr, nullptr),
              PRISM_SUCCESS)
        << api->last_error();

    FillParams params{reinterpret_cast<uint64_t>(out), scale, 0};
    prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params};
    prism_launch_config config{};
    config.work_dim = 1;
    config.global_size[0] = count;
    config.local_size = localSize;
    prism_event launched = nullptr;
    ASSERT_EQ(api->enqueue_launch(queue, kernel, &config, 1, &arg, 0, nullptr,
                                  &launched),
              PRISM_SUCCESS)
        << api->last_error();

    std::vector<int32_t> result(count, 0);
    ASSERT_EQ(api->enqueue_memcpy(queue, result.data(), out,
                                  count * sizeof(int32_t), 1, &launched,
                                  nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
    for (size_t i = 0; i < count; ++i)
      ASSERT_EQ(result[i], static_cast<int32_t>(i) * scale) << "element " << i;

    uint32_t status = 0;
    EXPECT_EQ(api->event_get_status(launched, &status), PRISM_SUCCESS);
    EXPECT_EQ(status, static_cast<uint32_t>(PRISM_EVENT_COMPLETE));
    uint64_t submit = 0, start = 0, end = 0;
    EXPECT_EQ(
        api->event_get_profiling(launched, PRISM_PROFILING_SUBMIT, &submit),
        PRISM_SUCCESS)
        << api->last_error();
    EXPECT_EQ(api->event_get_profiling(launched, PRISM_PROFILING_START, &start),
              PRISM_SUCCESS);
    EXPECT_EQ(api->event_get_profiling(launched, PRISM_PROFILING_END, &end),
              PRISM_SUCCESS);
    EXPECT_LE(submit, start);
    EXPECT_LE(start, end);
    EXPECT_GT(end, 0u);
    EXPECT_EQ(api->event_release(launched), PRISM_SUCCESS);
    EXPECT_EQ(api->usm_free(context, out), PRISM_SUCCESS) << api->last_error();
    EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  }

  /// Whether the SPIR the plugin built for kernelFile, found in the cache,
  /// contains text. The SPIR-V image itself never does.
  bool spirContains(const char *kernelFile, const std::string &text) {
    auto contains = [&](const std::vector<char> &bytes) {
      return std::search(bytes.begin(), bytes.end(), text.begin(),
                         text.end()) != bytes.end();
    };
    EXPECT_FALSE(contains(readFile(kernelImagePath(kernelFile))));
    prism_program program = nullptr;
    EXPECT_EQ(createProgram(kernelFile, &program), PRISM_SUCCESS)
        << api->last_error();
    bool found = false;
    int bitcodeEntries = 0;
    for (const auto &[name, inode] : cacheDir.entries())
      if (name.size() > 8 && name.substr(name.size() - 8) == ".spir.bc") {
        ++bitcodeEntries;
        found |= contains(readFile(cacheDir.path + "/" + name));
      }
    EXPECT_EQ(bitcodeEntries, 1);
    EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
    return found;
  }

  static inline prism_plugin_get_api_fn getApi = nullptr;
  static inline const prism_plugin_api *api = nullptr;
  static inline prism_device device = nullptr;
  static inline std::string setupProblem;
  TemporaryDirectory cacheDir;
  prism_context context = nullptr;
  prism_queue queue = nullptr;
};

TEST_F(OpenclPluginTest, RefusesAnotherAbiVersion) {
  const prism_plugin_api *other = api;
  EXPECT_EQ(getApi(999, &other), PRISM_ERROR_ABI_MISMATCH);
  EXPECT_EQ(other, nullptr);
  EXPECT_NE(std::string(api->last_error()).find("999"), std::string::npos)
      << api->last_error();
  EXPECT_EQ(api->abi_version, PRISM_PLUGIN_ABI_VERSION);
  EXPECT_EQ(api->struct_size, sizeof(prism_plugin_api));
  EXPECT_STREQ(api->backend, "opencl");
}

// The same device, asked directly through OpenCL: the reference answers.
cl_device_id openclDeviceNamed(const std::string &wanted) {
  cl_uint platformCount = 0;
  clGetPlatformIDs(0, nullptr, &platformCount);
  std::vector<cl_platform_id> platforms(platformCount);
  clGetPlatformIDs(platformCount, platforms.data(), nullptr);
  for (cl_platform_id platform : platforms) {
    cl_uint count = 0;
    if (clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, nullptr, &count))
      continue;
    std::vector<cl_device_id> devices(count);
    clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, count, devices.data(),
                   nullptr);
    for (cl_device_id id : devices) {
      char name[256] = {};
      clGetDeviceInfo(id, CL_DEVICE_NAME, sizeof name, name, nullptr);
      if (wanted == name)
        return id;
    }
  }
  return nullptr;
}

TEST_F(OpenclPluginTest, DeviceInfoMatchesOpenCL) {
  size_t nameSize = 0;
  ASSERT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_NAME, 0, nullptr,
                                 &nameSize),
            PRISM_SUCCESS);
  std::string name(nameSize, '\0');
  ASSERT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_NAME, nameSize,
                                 name.data(), nullptr),
            PRISM_SUCCESS);
  name.resize(nameSize - 1);
  cl_device_id reference = openclDeviceNamed(name);
  ASSERT_NE(reference, nullptr) << "OpenCL knows no device named " << name;

  uint32_t type = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_TYPE, sizeof type,
                                 &type, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(type, static_cast<uint32_t>(PRISM_DEVICE_TYPE_CPU));

  cl_uint units = 0;
  clGetDeviceInfo(reference, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units,
                  nullptr);
  uint32_t pluginUnits = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS,
                                 sizeof pluginUnits, &pluginUnits, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(pluginUnits, units);

  size_t itemSizes[3] = {};
  clGetDeviceInfo(reference, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof itemSizes,
                  itemSizes, nullptr);
  uint64_t pluginItemSizes[3] = {};
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES,
                                 sizeof pluginItemSizes, pluginItemSizes,
                                 nullptr),
            PRISM_SUCCESS);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(pluginItemSizes[i], itemSizes[i]) << "dimension " << i;

  cl_ulong globalMem = 0;
  clGetDeviceInfo(reference, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof globalMem,
                  &globalMem, nullptr);
  uint64_t pluginGlobalMem = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE,
                                 sizeof pluginGlobalMem, &pluginGlobalMem,
                                 nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(pluginGlobalMem, globalMem);

  char driver[128] = {};
  clGetDeviceInfo(reference, CL_DRIVER_VERSION, sizeof driver, driver, nullptr);
  char pluginDriver[128] = {};
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_DRIVER_VERSION,
                                 sizeof pluginDriver, pluginDriver, nullptr),
            PRISM_SUCCESS);
  EXPECT_STREQ(pluginDriver, driver);

  // PoCL has no SPIR-V IL but takes SPIR, so SPIR-V images are offered to it.
  uint32_t formats = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_IMAGE_FORMATS,
                                 sizeof formats, &formats, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(formats, PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV));

  // PoCL has fine-grained SVM, which serves all three kinds.
  uint32_t usm = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_USM_SUPPORT,
                                 sizeof usm, &usm, nullptr),
            PRISM_SUCCESS);
  EXPECT_EQ(usm, static_cast<uint32_t>(PRISM_USM_HOST | PRISM_USM_DEVICE |
                                       PRISM_USM_SHARED));

  uint32_t tooSmall = 0;
  EXPECT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_NAME,
                                 sizeof tooSmall, &tooSmall, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("bytes"), std::string::npos)
      << api->last_error();
  EXPECT_EQ(api->device_get_info(nullptr, PRISM_DEVICE_INFO_NAME, 0, nullptr,
                                 nullptr),
            PRISM_ERROR_INVALID_HANDLE);
}

// Specialization constants stay the launch's table on OpenCL: the device
// says so, and a specialised build is refused for the core to fall back.
TEST_F(OpenclPluginTest, NoNativeSpecializationConstants) {
  uint32_t native = 1;
  EXPECT_EQ(api->device_get_info(
                device, PRISM_DEVICE_INFO_NATIVE_SPECIALIZATION_CONSTANTS,
                sizeof native, &native, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(native, 0u);
  const uint32_t image[8] = {0x07230203};
  const int32_t value = 42;
  const prism_specialization_constant constant{5, sizeof value, &value};
  prism_program program = nullptr;
  EXPECT_EQ(api->program_create_specialized(
                context, device, PRISM_IMAGE_FORMAT_SPIRV, image, sizeof image,
                "", 1, &constant, &program),
            PRISM_ERROR_UNSUPPORTED);
  EXPECT_NE(std::string(api->last_error()).find("program_create_specialized"),
            std::string::npos)
      << api->last_error();
  EXPECT_EQ(program, nullptr);
}

TEST_F(OpenclPluginTest, UsmCopiesAndFillsRoundTripForEveryKind) {
  constexpr size_t count = 4096;
  constexpr size_t bytes = count * sizeof(uint32_t);
  for (uint32_t kind : {PRISM_USM_HOST, PRISM_USM_DEVICE, PRISM_USM_SHARED}) {
    SCOPED_TRACE("USM kind " + std::to_string(kind));
    void *copied = nullptr;
    void *filled = nullptr;
    ASSERT_EQ(api->usm_alloc(context, device, kind, bytes, 64, &copied),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->usm_alloc(context, device, kind, bytes, 0, &filled),
              PRISM_SUCCESS)
        << api->last_error();
    EXPECT_EQ(reinterpret_cast<uintptr_t>(copied) % 64, 0u);

    std::vector<uint32_t> source(count);
    for (size_t i = 0; i < count; ++i)
      source[i] = static_cast<uint32_t>(i * 2654435761u);
    prism_event copiedIn = nullptr;
    ASSERT_EQ(api->enqueue_memcpy(queue, copied, source.data(), bytes, 0,
                                  nullptr, &copiedIn),
              PRISM_SUCCESS)
        << api->last_error();

    const uint32_t word = 0xa5c3f00du;
    const uint64_t wide = 0x0123456789abcdefull;
    ASSERT_EQ(api->enqueue_fill(queue, filled, &word, sizeof word, bytes, 0,
                                nullptr, nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->enqueue_fill(queue, static_cast<char *>(filled) + bytes / 2,
                                &wide, sizeof wide, bytes / 2, 0, nullptr,
                                nullptr),
              PRISM_SUCCESS)
        << api->last_error();

    std::vector<uint32_t> copiedBack(count, 0), filledBack(count, 0);
    ASSERT_EQ(api->enqueue_memcpy(queue, copiedBack.data(), copied, bytes, 1,
                                  &copiedIn, nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->enqueue_memcpy(queue, filledBack.data(), filled, bytes, 0,
                                  nullptr, nullptr),
              PRISM_SUCCESS)
        << api->last_error();
    ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();

    for (size_t i = 0; i < count; ++i)
      ASSERT_EQ(copiedBack[i], source[i]) << "copied element " << i;
    for (size_t i = 0; i < count / 2; ++i)
      ASSERT_EQ(filledBack[i], word) << "filled element " << i;
    for (size_t i = count / 2; i < count; ++i) {
      uint32_t expected = static_cast<uint32_t>(
          (i % 2 == 0) ? (wide & 0xffffffffu) : (wide >> 32));
      ASSERT_EQ(filledBack[i], expected) << "filled element " << i;
    }
    if (kind != PRISM_USM_DEVICE) { // host-reachable memory reads directly
      for (size_t i = 0; i < count; ++i)
        ASSERT_EQ(static_cast<uint32_t *>(copied)[i], source[i])
            << "direct read of element " << i;
    }

    uint32_t status = 0;
    EXPECT_EQ(api->event_get_status(copiedIn, &status), PRISM_SUCCESS);
    EXPECT_EQ(status, static_cast<uint32_t>(PRISM_EVENT_COMPLETE));
    EXPECT_EQ(api->event_release(copiedIn), PRISM_SUCCESS);
    EXPECT_EQ(api->usm_free(context, copied), PRISM_SUCCESS);
    EXPECT_EQ(api->usm_free(context, filled), PRISM_SUCCESS);
  }
  int notAllocated = 0;
  EXPECT_EQ(api->usm_free(context, &notAllocated), PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("not a live USM allocation"),
            std::string::npos)
      << api->last_error();
}

// Commands enqueued without events are covered by a marker enqueued after
// them: waiting for it sees every copy done.
TEST_F(OpenclPluginTest, MarkerFollowsCommandsEnqueuedWithoutEvents) {
  constexpr size_t count = 1 << 20;
  std::vector<uint32_t> source(count), back(count, 0);
  for (size_t i = 0; i < count; ++i)
    source[i] = static_cast<uint32_t>(i * 2654435761u);
  void *staging = nullptr;
  ASSERT_EQ(api->usm_alloc(context, device, PRISM_USM_DEVICE,
                           count * sizeof(uint32_t), 0, &staging),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->enqueue_memcpy(queue, staging, source.data(),
                                count * sizeof(uint32_t), 0, nullptr, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->enqueue_memcpy(queue, back.data(), staging,
                                count * sizeof(uint32_t), 0, nullptr, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  prism_event marker = nullptr;
  ASSERT_EQ(api->enqueue_marker(queue, 0, nullptr, &marker), PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->event_wait(1, &marker), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(back, source);
  EXPECT_EQ(api->event_release(marker), PRISM_SUCCESS);
  EXPECT_EQ(api->usm_free(context, staging), PRISM_SUCCESS);

  EXPECT_EQ(api->enqueue_marker(queue, 0, nullptr, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_EQ(api->enqueue_marker(nullptr, 0, nullptr, &marker),
            PRISM_ERROR_INVALID_HANDLE);
}

TEST_F(OpenclPluginTest, LaunchesWithStructByValueHoldingUsmPointer) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  launchAndCheck(program, PRISM_USM_DEVICE, nullptr);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(OpenclPluginTest, LaunchesWithGivenLocalSize) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  const size_t localSize[1] = {64};
  launchAndCheck(program, PRISM_USM_SHARED, localSize);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(OpenclPluginTest, MissingKernelIsNamed) {
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

TEST_F(OpenclPluginTest, KernelWorkGroupInfo) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel), PRISM_SUCCESS)
      << api->last_error();
  uint64_t deviceLimit = 0;
  ASSERT_EQ(api->device_get_info(device, PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE,
                                 sizeof deviceLimit, &deviceLimit, nullptr),
            PRISM_SUCCESS);
  uint64_t limit = 0, multiple = 0, privateBytes = 0;
  size_t sizeRet = 0;
  ASSERT_EQ(api->kernel_get_info(kernel, device,
                                 PRISM_KERNEL_INFO_WORK_GROUP_SIZE,
                                 sizeof limit, &limit, &sizeRet),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(sizeRet, sizeof limit);
  EXPECT_GE(limit, 1u);
  EXPECT_LE(limit, deviceLimit);
  ASSERT_EQ(
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
  // 0 is no key, but a value of the type (whose keys are 1 to 3): a value
  // beyond its range would be undefined behaviour before the plugin sees it.
  EXPECT_EQ(api->kernel_get_info(kernel, device,
                                 static_cast<prism_kernel_info>(0),
                                 sizeof limit, &limit, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_EQ(api->kernel_get_info(nullptr, device,
                                 PRISM_KERNEL_INFO_WORK_GROUP_SIZE,
                                 sizeof limit, &limit, nullptr),
            PRISM_ERROR_INVALID_HANDLE);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(OpenclPluginTest, GarbageImageIsInvalid) {
  std::vector<uint32_t> garbage(64);
  for (size_t i = 0; i < garbage.size(); ++i)
    garbage[i] = static_cast<uint32_t>(i * 0x9e3779b9u + 17);
  prism_program program = nullptr;
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV,
                                garbage.data(), garbage.size() * 4, nullptr,
                                &program),
            PRISM_ERROR_INVALID_IMAGE);
  EXPECT_NE(std::string(api->last_error()).find("not SPIR-V"),
            std::string::npos)
      << api->last_error();

  // A real SPIR-V header followed by nonsense is caught before the
  // translator, which would abort on it.
  std::vector<uint32_t> damaged = {0x07230203u, 0x00010000u, 0u, 100u, 0u};
  damaged.insert(damaged.end(), garbage.begin(), garbage.end());
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV,
                                damaged.data(), damaged.size() * 4, nullptr,
                                &program),
            PRISM_ERROR_INVALID_IMAGE);
  EXPECT_NE(std::string(api->last_error()).find("not valid SPIR-V"),
            std::string::npos)
      << api->last_error();
}

TEST_F(OpenclPluginTest, PtxImageIsRefusedByFormat) {
  const char ptx[] = ".version 7.5\n.target sm_80\n";
  prism_program program = nullptr;
  EXPECT_EQ(api->program_create(context, device, PRISM_IMAGE_FORMAT_PTX, ptx,
                                sizeof ptx, nullptr, &program),
            PRISM_ERROR_INVALID_IMAGE);
  EXPECT_NE(std::string(api->last_error()).find("PTX"), std::string::npos)
      << api->last_error();
}

TEST_F(OpenclPluginTest, BuildFailureKeepsTheLog) {
  prism_program program = nullptr;
  EXPECT_EQ(createProgram("calls_undefined", &program),
            PRISM_ERROR_BUILD_FAILED);
  std::string message = api->last_error();
  const std::string logMarker = "build log:\n";
  size_t logStart = message.find(logMarker);
  ASSERT_NE(logStart, std::string::npos) << message;
  std::string log = message.substr(logStart + logMarker.size());
  EXPECT_FALSE(log.empty());
  EXPECT_EQ(log.find("(the driver gave no log)"), std::string::npos) << message;
  // PoCL's linker names the symbol it could not resolve.
  EXPECT_NE(log.find("prism_test_undefined_helper"), std::string::npos)
      << message;
}

TEST_F(OpenclPluginTest, DiskCacheStoresThenReusesTheBuild) {
  setenv("PRISM_LOG_LEVEL", "debug", 1);
  ASSERT_EQ(api->initialize(), PRISM_SUCCESS);

  testing::internal::CaptureStderr();
  prism_program first = nullptr;
  prism_result firstResult = createProgram("fill_scaled", &first);
  std::string firstLog = testing::internal::GetCapturedStderr();
  ASSERT_EQ(firstResult, PRISM_SUCCESS) << api->last_error();
  EXPECT_NE(firstLog.find("disk cache: miss"), std::string::npos)
      << firstLog;
  // Keys cover the plugin's build: another build may translate differently.
  EXPECT_TRUE(
      std::regex_search(firstLog, std::regex("plugin build [0-9a-f]{40}\\)")))
      << firstLog;
  // PoCL takes SPIR: only the bitcode is kept, since PoCL's program binary
  // would have every kernel compiled (program.cpp).
  std::map<std::string, ino_t> stored = cacheDir.entries();
  ASSERT_EQ(stored.size(), 1u) << firstLog;
  int bitcodeEntries = 0, binaryEntries = 0;
  for (const auto &[name, inode] : stored) {
    bitcodeEntries +=
        name.size() > 8 && name.substr(name.size() - 8) == ".spir.bc";
    binaryEntries += name.size() > 4 && name.substr(name.size() - 4) == ".bin";
  }
  EXPECT_EQ(bitcodeEntries, 1);
  EXPECT_EQ(binaryEntries, 0);

  testing::internal::CaptureStderr();
  prism_program second = nullptr;
  prism_result secondResult = createProgram("fill_scaled", &second);
  std::string secondLog = testing::internal::GetCapturedStderr();
  ASSERT_EQ(secondResult, PRISM_SUCCESS) << api->last_error();
  // The bitcode was found and taken: no translation, no new entry.
  EXPECT_NE(secondLog.find("disk cache: hit"), std::string::npos)
      << secondLog;
  EXPECT_EQ(secondLog.find("miss"), std::string::npos) << secondLog;
  EXPECT_EQ(secondLog.find("refused"), std::string::npos) << secondLog;
  EXPECT_EQ(secondLog.find("stored"), std::string::npos) << secondLog;
  EXPECT_EQ(cacheDir.entries(), stored) << "entries were rewritten";
  launchAndCheck(second, PRISM_USM_DEVICE, nullptr);

  // Damaged entries are rebuilt, never fatal.
  for (const auto &[name, inode] : stored)
    std::ofstream(cacheDir.path + "/" + name, std::ios::trunc) << "damaged";
  testing::internal::CaptureStderr();
  prism_program third = nullptr;
  prism_result thirdResult = createProgram("fill_scaled", &third);
  std::string thirdLog = testing::internal::GetCapturedStderr();
  ASSERT_EQ(thirdResult, PRISM_SUCCESS) << api->last_error();
  EXPECT_NE(thirdLog.find("corrupt entry"), std::string::npos) << thirdLog;
  EXPECT_NE(thirdLog.find("stored"), std::string::npos) << thirdLog;
  EXPECT_EQ(cacheDir.entries().size(), 1u);
  launchAndCheck(third, PRISM_USM_SHARED, nullptr);

  unsetenv("PRISM_LOG_LEVEL");
  api->initialize();
  for (prism_program program : {first, second, third})
    EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// An entry whose header claims more bytes than the file holds, up to more
// than memory can, is rebuilt like any damaged one: the reader allocated
// what the header said (test/fuzz/corpus/cache_entry/payload-size-2e62).
TEST_F(OpenclPluginTest, DiskCacheRebuildsAnEntryClaimingAHugePayload) {
  setenv("PRISM_LOG_LEVEL", "debug", 1);
  ASSERT_EQ(api->initialize(), PRISM_SUCCESS);
  prism_program first = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &first), PRISM_SUCCESS)
      << api->last_error();
  std::map<std::string, ino_t> stored = cacheDir.entries();
  ASSERT_EQ(stored.size(), 1u);
  // The magic, then a payload size of 2^62 bytes, then a hash and one byte.
  std::string entry = "PRISMCL1";
  for (uint64_t field : {uint64_t(1) << 62, uint64_t(0), uint64_t(0)})
    entry.append(reinterpret_cast<const char *>(&field), sizeof field);
  entry += 'x';
  std::ofstream(cacheDir.path + "/" + stored.begin()->first,
                std::ios::binary | std::ios::trunc)
      << entry;

  testing::internal::CaptureStderr();
  prism_program second = nullptr;
  prism_result secondResult = createProgram("fill_scaled", &second);
  std::string secondLog = testing::internal::GetCapturedStderr();
  ASSERT_EQ(secondResult, PRISM_SUCCESS) << api->last_error();
  EXPECT_NE(secondLog.find("corrupt entry"), std::string::npos) << secondLog;
  EXPECT_NE(secondLog.find("stored"), std::string::npos) << secondLog;
  launchAndCheck(second, PRISM_USM_DEVICE, nullptr);

  unsetenv("PRISM_LOG_LEVEL");
  api->initialize();
  for (prism_program program : {first, second})
    EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// A loop that holds a barrier stays rolled until PoCL has formed its
// work-item loops (llvm-passes/BarrierLoops.h); other loops are PoCL's to
// unroll.
TEST_F(OpenclPluginTest, SpirKeepsBarrierLoopsRolled) {
  EXPECT_TRUE(spirContains("tile_sums", "llvm.loop.unroll.disable"));
}

TEST_F(OpenclPluginTest, SpirLeavesOtherLoopsToTheDevice) {
  EXPECT_FALSE(spirContains("loop_sum", "llvm.loop.unroll.disable"));
}

// tile_sums' inner loop walks the local tile between barriers, so its exit
// condition gets a term that differs between work-items and PoCL keeps the
// loop inside each work-item (llvm-passes/LocalMemoryLoops.h): the SPIR
// calls get_local_size, which the kernel itself never asks. loop_sum has
// neither barrier nor local memory.
TEST_F(OpenclPluginTest, SpirKeepsLocalMemoryLoopsInWorkItems) {
  EXPECT_TRUE(spirContains("tile_sums", "_Z14get_local_sizej"));
}

TEST_F(OpenclPluginTest, SpirLeavesLoopsOverGlobalMemoryToTheDevice) {
  EXPECT_FALSE(spirContains("loop_sum", "_Z14get_local_sizej"));
}

// A program with a device-variable buffer (program_globals.cl): the plugin
// initialises it when it builds the program, program_get_global answers the
// buffer plus the variable's offset, and every launch of a kernel given the
// buffer as a PROGRAM_GLOBALS argument sees the same memory as the host.
TEST_F(OpenclPluginTest, ProgramGlobalsLiveInOneBufferPerProgram) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("program_globals", &program), PRISM_SUCCESS)
      << api->last_error();
  void *counter = nullptr;
  size_t size = 0;
  ASSERT_EQ(api->program_get_global(program, "counter", &counter, &size),
            PRISM_SUCCESS)
      << api->last_error();
  EXPECT_EQ(size, sizeof(int32_t));
  int32_t initial = 0;
  ASSERT_EQ(api->enqueue_memcpy(queue, &initial, counter, sizeof initial, 0,
                                nullptr, nullptr),
            PRISM_SUCCESS)
      << api->last_error();
  ASSERT_EQ(api->queue_finish(queue), PRISM_SUCCESS) << api->last_error();
  EXPECT_EQ(initial, 41);

  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "count_up", &kernel), PRISM_SUCCESS)
      << api->last_error();
  void *seen = nullptr;
  ASSERT_EQ(api->usm_alloc(context, device, PRISM_USM_DEVICE, sizeof(int32_t),
                           0, &seen),
            PRISM_SUCCESS)
      << api->last_error();
  prism_kernel_arg args[] = {{PRISM_KERNEL_ARG_VALUE, 0, sizeof seen, &seen},
                             {PRISM_KERNEL_ARG_PROGRAM_GLOBALS, 0, 0, nullptr}};
  prism_launch_config config{};
  config.work_dim = 1;
  config.global_size[0] = 1;
  // Two work-group sizes: PoCL compiles a kernel once per size.
  for (size_t local : {size_t(1), size_t(0)}) {
    config.local_size = local ? &local : nullptr;
    ASSERT_EQ(api->enqueue_launch(queue, kernel, &config, 2, args, 0, nullptr,
                                  nullptr),
              PRISM_SUCCESS)
        << api->last_error();
  }
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
  EXPECT_NE(std::string(api->last_error()).find("'missing'"), std::string::npos)
      << api->last_error();
  EXPECT_EQ(api->usm_free(context, seen), PRISM_SUCCESS);
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// A program without device variables has no buffer to name or pass.
TEST_F(OpenclPluginTest, ProgramWithoutGlobalsHasNoBuffer) {
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  void *address = nullptr;
  EXPECT_EQ(api->program_get_global(program, "counter", &address, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  prism_kernel kernel = nullptr;
  ASSERT_EQ(api->kernel_create(program, "fill_scaled", &kernel), PRISM_SUCCESS)
      << api->last_error();
  FillParams params{0, 1, 0};
  prism_kernel_arg args[] = {
      {PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params},
      {PRISM_KERNEL_ARG_PROGRAM_GLOBALS, 0, 0, nullptr}};
  prism_launch_config config{};
  config.work_dim = 1;
  config.global_size[0] = 1;
  EXPECT_EQ(
      api->enqueue_launch(queue, kernel, &config, 2, args, 0, nullptr, nullptr),
      PRISM_ERROR_INVALID_VALUE);
  EXPECT_NE(std::string(api->last_error()).find("has none"), std::string::npos)
      << api->last_error();
  EXPECT_EQ(api->kernel_release(kernel), PRISM_SUCCESS);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

TEST_F(OpenclPluginTest, DiskCacheCanBeDisabled) {
  setenv("PRISM_CACHE_DISABLE", "1", 1);
  prism_program program = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &program), PRISM_SUCCESS)
      << api->last_error();
  EXPECT_TRUE(cacheDir.entries().empty());
  launchAndCheck(program, PRISM_USM_DEVICE, nullptr);
  EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// PRISM_CACHE_MAX_SIZE bounds the cache: a store past it evicts the least
// recently used entries (runtime/program_cache/cache_bound.h).
TEST_F(OpenclPluginTest, DiskCacheEvictsTheLeastRecentlyUsedBeyondItsBound) {
  // Room for one translated program (about 2.5 KB), not two.
  setenv("PRISM_CACHE_MAX_SIZE", "4K", 1);
  prism_program first = nullptr, second = nullptr;
  ASSERT_EQ(createProgram("fill_scaled", &first), PRISM_SUCCESS)
      << api->last_error();
  std::map<std::string, ino_t> firstEntries = cacheDir.entries();
  ASSERT_EQ(firstEntries.size(), 1u);
  ASSERT_EQ(createProgram("loop_sum", &second), PRISM_SUCCESS)
      << api->last_error();
  std::map<std::string, ino_t> left = cacheDir.entries();
  unsetenv("PRISM_CACHE_MAX_SIZE");
  ASSERT_EQ(left.size(), 1u);
  EXPECT_EQ(left.count(firstEntries.begin()->first), 0u)
      << "the older entry stayed";
  launchAndCheck(first, PRISM_USM_DEVICE, nullptr);
  for (prism_program program : {first, second})
    EXPECT_EQ(api->program_release(program), PRISM_SUCCESS);
}

// Without any OpenCL driver the plugin initializes with zero platforms and
// says why. Run in a fresh process (the ICD loader reads its vendor list
// once per process), pointed at an empty vendor directory.
TEST(OpenclPluginWithoutDriver, InitializesWithZeroPlatforms) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  TemporaryDirectory emptyVendors;
  setenv("OCL_ICD_VENDORS", emptyVendors.path.c_str(), 1);
  EXPECT_EXIT(
      {
        std::string problem;
        const prism_plugin_api *api = loadPlugin(nullptr, problem);
        if (!api || api->initialize() != PRISM_SUCCESS)
          std::exit(2);
        uint32_t count = 99;
        if (api->platform_get(0, nullptr, &count) != PRISM_SUCCESS ||
            count != 0)
          std::exit(3);
        std::fprintf(stderr, "last_error: %s\n", api->last_error());
        std::exit(0);
      },
      ::testing::ExitedWithCode(0), "last_error: .*no OpenCL platform");
  unsetenv("OCL_ICD_VENDORS");
}

} // namespace
