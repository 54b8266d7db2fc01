//===- cuda_plugin_test.cpp - Tests of the CUDA plugin without a GPU ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Loads libprism-plugin-cuda.so with dlopen, as the runtime core does. The
// plugin discovers its driver once per process, so every test that
// initializes it runs in a child process with its own environment: the real
// one (no libcuda.so.1 on CI machines), or PRISM_CUDA_LIBRARY pointing at
// the fake drivers of fake_libcuda.cpp. The child reports what it observed as
// key/value pairs, and the assertions run in the parent.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"
#include "prism/plugin.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace {

using Observations = std::map<std::string, std::string>;

const prism_plugin_api *loadPlugin(std::string &problem) {
  void *library = dlopen(PRISM_CUDA_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
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
  const prism_plugin_api *api = nullptr;
  if (entry(PRISM_PLUGIN_ABI_VERSION, &api) != PRISM_SUCCESS || !api) {
    problem = "prism_plugin_get_api refused ABI version 1";
    return nullptr;
  }
  return api;
}

std::string escape(const std::string &text) {
  std::string escaped;
  for (char c : text)
    escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
  return escaped;
}

// Runs `body` in a child process whose environment has `variables` set
// (a null value unsets one) and returns what it observed.
Observations inChild(
    const std::vector<std::pair<const char *, const char *>> &variables,
    const std::function<void(const prism_plugin_api &, Observations &)> &body) {
  int channel[2];
  if (pipe(channel) != 0)
    return {{"error", "pipe failed"}};
  pid_t child = fork();
  if (child == 0) {
    close(channel[0]);
    for (auto &[name, value] : variables) {
      if (value)
        setenv(name, value, 1);
      else
        unsetenv(name);
    }
    Observations seen;
    std::string problem;
    if (const prism_plugin_api *api = loadPlugin(problem))
      body(*api, seen);
    else
      seen["error"] = problem;
    std::string text;
    for (auto &[key, value] : seen)
      text += key + "\t" + escape(value) + "\n";
    size_t written = 0;
    while (written < text.size()) {
      ssize_t n =
          write(channel[1], text.data() + written, text.size() - written);
      if (n <= 0)
        break;
      written += static_cast<size_t>(n);
    }
    _exit(0);
  }
  close(channel[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = read(channel[0], buffer, sizeof buffer)) > 0;)
    text.append(buffer, static_cast<size_t>(n));
  close(channel[0]);
  int status = 0;
  waitpid(child, &status, 0);
  Observations seen;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    seen["error"] = "the child process crashed";
  for (size_t at = 0; at < text.size();) {
    size_t tab = text.find('\t', at);
    size_t end = text.find('\n', tab);
    seen[text.substr(at, tab - at)] = text.substr(tab + 1, end - tab - 1);
    at = end + 1;
  }
  return seen;
}

std::string str(uint64_t value) { return std::to_string(value); }

// Initializes the plugin and records the result, the platform count and the
// last error.
void observeInitialize(const prism_plugin_api &api, Observations &seen) {
  seen["initialize"] = str(api.initialize());
  seen["initialize.message"] = api.last_error();
  uint32_t count = 99;
  seen["platform_get"] = str(api.platform_get(0, nullptr, &count));
  seen["platforms"] = str(count);
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

#define EXPECT_CONTAINS(text, part)                                            \
  EXPECT_TRUE(contains(text, part))                                            \
      << "'" << (text) << "' does not contain '" << (part) << "'"

TEST(CudaPluginAbi, RefusesAnotherVersionAndFillsEveryEntry) {
  void *library = dlopen(PRISM_CUDA_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(library, nullptr) << dlerror();
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  ASSERT_NE(entry, nullptr);
  // Nothing but the entry point leaves the library.
  EXPECT_EQ(dlsym(library, "_ZN5prism4cuda10initializeEv"), nullptr);

  const prism_plugin_api *api = nullptr;
  EXPECT_EQ(entry(PRISM_PLUGIN_ABI_VERSION, nullptr),
            PRISM_ERROR_INVALID_VALUE);
  EXPECT_EQ(entry(PRISM_PLUGIN_ABI_VERSION + 1, &api),
            PRISM_ERROR_ABI_MISMATCH);
  EXPECT_EQ(api, nullptr);

  ASSERT_EQ(entry(PRISM_PLUGIN_ABI_VERSION, &api), PRISM_SUCCESS);
  ASSERT_NE(api, nullptr);
  // A successful call leaves the last failure's message in place.
  std::string message = api->last_error();
  EXPECT_CONTAINS(message, "not the requested version 2");
  EXPECT_EQ(api->abi_version, PRISM_PLUGIN_ABI_VERSION);
  EXPECT_EQ(api->struct_size, sizeof(prism_plugin_api));
  EXPECT_STREQ(api->backend, "cuda");
  auto *slots = reinterpret_cast<void *const *>(&api->initialize);
  size_t slotCount =
      (sizeof(prism_plugin_api) - offsetof(prism_plugin_api, initialize)) /
      sizeof(void *);
  for (size_t i = 0; i < slotCount; ++i)
    EXPECT_NE(slots[i], nullptr) << "entry " << i << " is null";
}

TEST(CudaPluginWithoutDriver, OffersNoPlatformAndNamesTheLibrary) {
  if (void *driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) {
    dlclose(driver);
    GTEST_SKIP() << "this machine has a CUDA driver";
  }
  Observations seen =
      inChild({{"PRISM_CUDA_LIBRARY", nullptr}},
              [](const prism_plugin_api &api, Observations &seen) {
                uint32_t count = 0;
                seen["before"] = str(api.platform_get(0, nullptr, &count));
                seen["before.message"] = api.last_error();
                observeInitialize(api, seen);
              });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["before"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["before.message"], "not initialized");
  EXPECT_EQ(seen["initialize"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["platform_get"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["platforms"], "0");
  EXPECT_CONTAINS(seen["initialize.message"], "libcuda.so.1");
  EXPECT_CONTAINS(seen["initialize.message"], "offers no devices");
}

TEST(CudaPluginWithoutDriver, ADriverLackingAnEntryPointOffersNoPlatform) {
  Observations seen =
      inChild({{"PRISM_CUDA_LIBRARY", PRISM_INCOMPLETE_LIBCUDA_PATH},
               {"PRISM_FAKE_CUDA_DEVICES", "1"}},
              observeInitialize);
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["initialize"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["platforms"], "0");
  EXPECT_CONTAINS(seen["initialize.message"], "does not export cuLaunchKernel");
}

TEST(CudaPluginWithoutDevice, CuInitFailureOffersNoPlatform) {
  Observations seen = inChild({{"PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH},
                               {"PRISM_FAKE_CUDA_DEVICES", "0"}},
                              observeInitialize);
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["initialize"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["platforms"], "0");
  EXPECT_CONTAINS(seen["initialize.message"],
                  "cuInit of " PRISM_FAKE_LIBCUDA_PATH
                  " failed with CUDA_ERROR_NO_DEVICE (100)");
}

// --- Tests against the fake driver simulating two devices --------------------

FakeCudaState &fakeState() {
  void *driver = dlopen(PRISM_FAKE_LIBCUDA_PATH, RTLD_NOW | RTLD_NOLOAD);
  auto get = reinterpret_cast<PrismFakeCudaStateFn>(
      dlsym(driver, "prismFakeCudaState"));
  return *get();
}

// The plugin initialized on the fake driver, with a context and a queue on
// its first device.
struct FakeSetup {
  const prism_plugin_api &api;
  prism_platform platform = nullptr;
  prism_device devices[2] = {};
  uint32_t deviceCount = 0;
  prism_context context = nullptr;
  prism_queue queue = nullptr;

  FakeSetup(const prism_plugin_api &api, Observations &seen,
            uint32_t queueFlags = PRISM_QUEUE_FLAG_NONE)
      : api(api) {
    if (api.initialize() || api.platform_get(1, &platform, nullptr) ||
        api.device_get(platform, 2, devices, &deviceCount) ||
        api.context_create(1, devices, &context) ||
        api.queue_create(context, devices[0], queueFlags, &queue))
      seen["error"] = std::string("setup failed: ") + api.last_error();
  }
};

Observations onFakeDevices(
    const std::function<void(const prism_plugin_api &, Observations &)> &body) {
  return inChild({{"PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH},
                  {"PRISM_FAKE_CUDA_DEVICES", "2"}},
                 body);
}

TEST(CudaPluginFakeDevice, PlatformAndDeviceInformation) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    char text[128];
    auto platformText = [&](prism_platform_info what) {
      return api.platform_get_info(setup.platform, what, sizeof text, text,
                                   nullptr)
                 ? std::string("failed")
                 : std::string(text);
    };
    seen["platform.name"] = platformText(PRISM_PLATFORM_INFO_NAME);
    seen["platform.vendor"] = platformText(PRISM_PLATFORM_INFO_VENDOR);
    seen["platform.version"] = platformText(PRISM_PLATFORM_INFO_VERSION);
    seen["devices"] = str(setup.deviceCount);
    prism_device device = setup.devices[1];
    auto deviceText = [&](prism_device_info what) {
      return api.device_get_info(device, what, sizeof text, text, nullptr)
                 ? std::string("failed")
                 : std::string(text);
    };
    auto deviceU32 = [&](prism_device_info what) {
      uint32_t value = 0;
      return api.device_get_info(device, what, sizeof value, &value, nullptr)
                 ? std::string("failed")
                 : str(value);
    };
    auto deviceU64 = [&](prism_device_info what) {
      uint64_t value = 0;
      return api.device_get_info(device, what, sizeof value, &value, nullptr)
                 ? std::string("failed")
                 : str(value);
    };
    seen["name"] = deviceText(PRISM_DEVICE_INFO_NAME);
    seen["vendor"] = deviceText(PRISM_DEVICE_INFO_VENDOR);
    seen["driver"] = deviceText(PRISM_DEVICE_INFO_DRIVER_VERSION);
    seen["type"] = deviceU32(PRISM_DEVICE_INFO_TYPE);
    seen["cc"] = deviceU32(PRISM_DEVICE_INFO_COMPUTE_CAPABILITY);
    seen["sms"] = deviceU32(PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS);
    seen["wg"] = deviceU64(PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE);
    seen["mem"] = deviceU64(PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE);
    seen["local"] = deviceU64(PRISM_DEVICE_INFO_LOCAL_MEM_SIZE);
    seen["clock"] = deviceU32(PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY);
    seen["formats"] = deviceU32(PRISM_DEVICE_INFO_IMAGE_FORMATS);
    seen["usm"] = deviceU32(PRISM_DEVICE_INFO_USM_SUPPORT);
    uint64_t sizes[3] = {};
    api.device_get_info(device, PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES,
                        sizeof sizes, sizes, nullptr);
    seen["sizes"] = str(sizes[0]) + "," + str(sizes[1]) + "," + str(sizes[2]);
    uint32_t subGroups[4] = {};
    size_t subGroupBytes = 0;
    api.device_get_info(device, PRISM_DEVICE_INFO_SUB_GROUP_SIZES,
                        sizeof subGroups, subGroups, &subGroupBytes);
    seen["subgroups"] =
        str(subGroupBytes / sizeof(uint32_t)) + ":" + str(subGroups[0]);
    uint16_t tooSmall = 0;
    seen["small"] =
        str(api.device_get_info(device, PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN,
                                sizeof tooSmall, &tooSmall, nullptr));
    seen["small.message"] = api.last_error();
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["platform.name"], "NVIDIA CUDA");
  EXPECT_EQ(seen["platform.vendor"], "NVIDIA Corporation");
  EXPECT_EQ(seen["platform.version"], "CUDA 13.0");
  EXPECT_EQ(seen["devices"], "2");
  EXPECT_EQ(seen["name"], "Prism Fake GPU 1");
  EXPECT_EQ(seen["vendor"], "NVIDIA Corporation");
  EXPECT_EQ(seen["driver"], "13.0");
  EXPECT_EQ(seen["type"], str(PRISM_DEVICE_TYPE_GPU));
  EXPECT_EQ(seen["cc"], "90");
  EXPECT_EQ(seen["sms"], "132");
  EXPECT_EQ(seen["wg"], "1024");
  EXPECT_EQ(seen["mem"], str(uint64_t{80} << 30));
  EXPECT_EQ(seen["local"], "49152");
  EXPECT_EQ(seen["clock"], "1980");
  EXPECT_EQ(seen["formats"],
            str(PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX)));
  EXPECT_EQ(seen["usm"],
            str(PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED));
  EXPECT_EQ(seen["sizes"], "1024,1024,64");
  EXPECT_EQ(seen["subgroups"], "1:32");
  EXPECT_EQ(seen["small"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["small.message"], "needs 4 bytes but the caller gave 2");
}

// Every device query SYCL's info descriptors and aspects rest on, asked of
// `device` and recorded under `prefix`.
void observeSyclKeys(const prism_plugin_api &api, prism_device device,
                     const std::string &prefix, Observations &seen) {
  auto result = [&](prism_result code) {
    return code ? "failed " + str(code) + ": " + api.last_error() : "";
  };
  auto u32 = [&](const char *name, prism_device_info what) {
    uint32_t value = 0;
    std::string failure = result(
        api.device_get_info(device, what, sizeof value, &value, nullptr));
    seen[prefix + name] = failure.empty() ? str(value) : failure;
  };
  auto u64 = [&](const char *name, prism_device_info what) {
    uint64_t value = 0;
    std::string failure = result(
        api.device_get_info(device, what, sizeof value, &value, nullptr));
    seen[prefix + name] = failure.empty() ? str(value) : failure;
  };
  auto text = [&](const char *name, prism_device_info what) {
    char value[256] = "unset";
    std::string failure =
        result(api.device_get_info(device, what, sizeof value, value, nullptr));
    seen[prefix + name] = failure.empty() ? std::string(value) : failure;
  };
  auto widths = [&](const char *name, prism_device_info what) {
    uint32_t value[PRISM_SCALAR_TYPE_COUNT] = {};
    std::string failure =
        result(api.device_get_info(device, what, sizeof value, value, nullptr));
    std::string list;
    for (uint32_t width : value)
      list += (list.empty() ? "" : ",") + str(width);
    seen[prefix + name] = failure.empty() ? list : failure;
  };
  u32("vendor_id", PRISM_DEVICE_INFO_VENDOR_ID);
  u32("dimensions", PRISM_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS);
  u32("sub_groups", PRISM_DEVICE_INFO_MAX_NUM_SUB_GROUPS);
  widths("preferred", PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS);
  widths("native", PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS);
  u32("address_bits", PRISM_DEVICE_INFO_ADDRESS_BITS);
  u64("max_alloc", PRISM_DEVICE_INFO_MAX_MEM_ALLOC_SIZE);
  u64("parameters", PRISM_DEVICE_INFO_MAX_PARAMETER_SIZE);
  u32("half", PRISM_DEVICE_INFO_HALF_FP_CONFIG);
  u32("single", PRISM_DEVICE_INFO_SINGLE_FP_CONFIG);
  u32("double", PRISM_DEVICE_INFO_DOUBLE_FP_CONFIG);
  u32("cache_type", PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE);
  u32("cache_line", PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_LINE_SIZE);
  u64("cache_size", PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE);
  u64("constant_size", PRISM_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE);
  u32("constant_args", PRISM_DEVICE_INFO_MAX_CONSTANT_ARGS);
  u32("local_type", PRISM_DEVICE_INFO_LOCAL_MEM_TYPE);
  u32("ecc", PRISM_DEVICE_INFO_ERROR_CORRECTION);
  u32("unified", PRISM_DEVICE_INFO_HOST_UNIFIED_MEMORY);
  u32("atomics", PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES);
  u32("fences", PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES);
  u32("atomic64", PRISM_DEVICE_INFO_ATOMIC64);
  u64("timer", PRISM_DEVICE_INFO_PROFILING_TIMER_RESOLUTION);
  u32("available", PRISM_DEVICE_INFO_AVAILABLE);
  u32("profiling", PRISM_DEVICE_INFO_QUEUE_PROFILING);
  u32("usm_atomic", PRISM_DEVICE_INFO_USM_ATOMIC_SUPPORT);
  u32("usm_system", PRISM_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS);
  text("backend_version", PRISM_DEVICE_INFO_BACKEND_VERSION);
  text("extensions", PRISM_DEVICE_INFO_EXTENSIONS);
  u64("printf", PRISM_DEVICE_INFO_PRINTF_BUFFER_SIZE);
  text("profile", PRISM_DEVICE_INFO_PROFILE);
  u32("interop_sync", PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC);
  u32("execution", PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES);
}

constexpr uint32_t AllOrdersAndScopes =
    PRISM_ATOMIC_ORDER_RELAXED | PRISM_ATOMIC_ORDER_ACQ_REL |
    PRISM_ATOMIC_ORDER_SEQ_CST | PRISM_ATOMIC_SCOPE_WORK_ITEM |
    PRISM_ATOMIC_SCOPE_WORK_GROUP | PRISM_ATOMIC_SCOPE_DEVICE |
    PRISM_ATOMIC_SCOPE_SYSTEM;
constexpr uint32_t IeeeFp = PRISM_FP_DENORM | PRISM_FP_INF_NAN |
                            PRISM_FP_ROUND_TO_NEAREST | PRISM_FP_ROUND_TO_ZERO |
                            PRISM_FP_ROUND_TO_INF | PRISM_FP_FMA;

TEST(CudaPluginFakeDevice, SyclInfoQueries) {
  Observations seen =
      onFakeDevices([](const prism_plugin_api &api, Observations &seen) {
        FakeSetup setup(api, seen);
        char text[64] = "unset";
        prism_result result =
            api.platform_get_info(setup.platform, PRISM_PLATFORM_INFO_PROFILE,
                                  sizeof text, text, nullptr);
        seen["platform.profile"] = str(result) + ":" + text;
        size_t extensionsSize = 0;
        result = api.platform_get_info(setup.platform,
                                       PRISM_PLATFORM_INFO_EXTENSIONS,
                                       sizeof text, text, &extensionsSize);
        seen["platform.extensions"] =
            str(result) + ":" + text + ":" + str(extensionsSize);
        observeSyclKeys(api, setup.devices[0], "0.", seen);
        observeSyclKeys(api, setup.devices[1], "1.", seen);
      });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["platform.profile"], "0:FULL_PROFILE");
  EXPECT_EQ(seen["platform.extensions"], "0::1");
  EXPECT_EQ(seen["0.vendor_id"], str(0x10DE));
  EXPECT_EQ(seen["0.dimensions"], "3");
  EXPECT_EQ(seen["0.sub_groups"], "32"); // 1024 threads in 32-wide warps
  EXPECT_EQ(seen["0.preferred"], "1,1,1,1,1,1,1");
  EXPECT_EQ(seen["0.native"], "1,1,1,1,1,1,1");
  EXPECT_EQ(seen["0.address_bits"], "64");
  EXPECT_EQ(seen["0.max_alloc"], str(uint64_t{80} << 30));
  EXPECT_EQ(seen["0.parameters"], "4096");
  EXPECT_EQ(seen["0.half"], str(PRISM_FP_DENORM | PRISM_FP_INF_NAN |
                                PRISM_FP_ROUND_TO_NEAREST | PRISM_FP_FMA));
  EXPECT_EQ(seen["0.single"], str(IeeeFp));
  EXPECT_EQ(seen["0.double"], str(IeeeFp));
  EXPECT_EQ(seen["0.cache_type"], str(PRISM_CACHE_READ_WRITE));
  EXPECT_EQ(seen["0.cache_line"], "128");
  EXPECT_EQ(seen["0.cache_size"], "52428800");
  EXPECT_EQ(seen["0.constant_size"], "65536");
  EXPECT_EQ(seen["0.constant_args"], "8");
  EXPECT_EQ(seen["0.local_type"], str(PRISM_LOCAL_MEM_LOCAL));
  EXPECT_EQ(seen["0.unified"], "0");
  EXPECT_EQ(seen["0.atomics"], str(AllOrdersAndScopes));
  EXPECT_EQ(seen["0.fences"], str(AllOrdersAndScopes));
  EXPECT_EQ(seen["0.atomic64"], "1");
  EXPECT_EQ(seen["0.timer"], "500");
  EXPECT_EQ(seen["0.profiling"], "1");
  // No native host atomics over the link; concurrent managed access.
  EXPECT_EQ(seen["0.usm_atomic"], str(PRISM_USM_SHARED));
  EXPECT_EQ(seen["0.usm_system"], "0");
  EXPECT_EQ(seen["0.backend_version"], "9.0");
  EXPECT_EQ(seen["0.extensions"], "");
  EXPECT_EQ(seen["0.printf"], str(1 << 20));
  for (const char *openclOnly :
       {"0.profile", "0.interop_sync", "0.execution"}) {
    EXPECT_CONTAINS(seen[openclOnly], "failed " + str(PRISM_ERROR_UNSUPPORTED));
    EXPECT_CONTAINS(seen[openclOnly], "is OpenCL's own");
  }
  // The second fake device is in prohibited compute mode and has ECC on.
  EXPECT_EQ(seen["0.available"], "1");
  EXPECT_EQ(seen["1.available"], "0");
  EXPECT_EQ(seen["0.ecc"], "0");
  EXPECT_EQ(seen["1.ecc"], "1");
}

TEST(CudaPluginFakeDevice, OlderArchitecturesLackHalfAndSystemAtomics) {
  Observations seen =
      inChild({{"PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH},
               {"PRISM_FAKE_CUDA_DEVICES", "1"},
               {"PRISM_FAKE_CUDA_COMPUTE_CAPABILITY", "52"}},
              [](const prism_plugin_api &api, Observations &seen) {
                FakeSetup setup(api, seen);
                observeSyclKeys(api, setup.devices[0], "", seen);
              });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["backend_version"], "5.2");
  EXPECT_EQ(seen["half"], "0");
  EXPECT_EQ(seen["preferred"], "1,1,1,1,1,1,0");
  EXPECT_EQ(seen["native"], "1,1,1,1,1,1,0");
  EXPECT_EQ(seen["double"], str(IeeeFp));
  EXPECT_EQ(seen["atomics"],
            str(AllOrdersAndScopes & ~PRISM_ATOMIC_SCOPE_SYSTEM));
  EXPECT_EQ(seen["fences"], str(AllOrdersAndScopes));
}

const char FakePtx[] = ".version 7.5\n.target sm_80\n.address_size 64\n"
                       ".visible .entry fill_$_kernel(\n)\n{\n ret;\n}\n"
                       ".visible .entry limited_kernel(\n)\n{\n ret;\n}\n";

TEST(CudaPluginFakeDevice, ProgramsAndKernelNames) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    const char spirv[] = "\x03\x02\x23\x07";
    seen["spirv"] = str(api.program_create(setup.context, setup.devices[0],
                                           PRISM_IMAGE_FORMAT_SPIRV, spirv, 4,
                                           "", &program));
    seen["spirv.message"] = api.last_error();
    const char broken[] = ".version 7.5\n syntax error here";
    seen["broken"] = str(api.program_create(setup.context, setup.devices[0],
                                            PRISM_IMAGE_FORMAT_PTX, broken,
                                            sizeof broken - 1, "", &program));
    seen["broken.message"] = api.last_error();
    seen["foreign"] = str(api.program_create(setup.context, setup.devices[1],
                                             PRISM_IMAGE_FORMAT_PTX, FakePtx,
                                             sizeof FakePtx - 1, "", &program));
    seen["foreign.message"] = api.last_error();
    // No trailing NUL: the plugin must add one.
    std::vector<char> image(FakePtx, FakePtx + sizeof FakePtx - 1);
    seen["good"] = str(api.program_create(setup.context, setup.devices[0],
                                          PRISM_IMAGE_FORMAT_PTX, image.data(),
                                          image.size(), "", &program));
    seen["modules"] = str(fakeState().liveModules);
    prism_kernel kernel = nullptr;
    seen["dotted"] = str(api.kernel_create(program, "fill.kernel", &kernel));
    if (kernel)
      api.kernel_release(kernel);
    seen["plain"] = str(api.kernel_create(program, "limited_kernel", &kernel));
    if (kernel)
      api.kernel_release(kernel);
    seen["missing"] =
        str(api.kernel_create(program, "no.such.kernel", &kernel));
    seen["missing.message"] = api.last_error();
    seen["release"] = str(api.program_release(program));
    seen["modules.after"] = str(fakeState().liveModules);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["spirv"], str(PRISM_ERROR_INVALID_IMAGE));
  EXPECT_CONTAINS(seen["spirv.message"], "PTX images only, not SPIR-V");
  EXPECT_EQ(seen["broken"], str(PRISM_ERROR_BUILD_FAILED));
  EXPECT_CONTAINS(seen["broken.message"], "CUDA_ERROR_INVALID_PTX (218)");
  EXPECT_CONTAINS(seen["broken.message"],
                  "JIT log:\\nptxas application ptx input, line 3");
  EXPECT_EQ(seen["foreign"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["foreign.message"],
                  "device 'Prism Fake GPU 1' is not in the context");
  EXPECT_EQ(seen["good"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["modules"], "1");
  EXPECT_EQ(seen["dotted"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["plain"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["missing"], str(PRISM_ERROR_KERNEL_NOT_FOUND));
  EXPECT_CONTAINS(seen["missing.message"],
                  "no kernel named 'no.such.kernel' (nor "
                  "'no_$_such_$_kernel')");
  EXPECT_EQ(seen["release"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["modules.after"], "0");
}

TEST(CudaPluginFakeDevice, AllocationsAreFreedByTheirOwnKind) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    const char *names[] = {"host", "device", "shared"};
    const uint32_t kinds[] = {PRISM_USM_HOST, PRISM_USM_DEVICE,
                              PRISM_USM_SHARED};
    void *pointers[3] = {};
    for (int i = 0; i < 3; ++i)
      seen[std::string("alloc.") + names[i]] = str(api.usm_alloc(
          setup.context, setup.devices[0], kinds[i], 1000, 64, &pointers[i]));
    seen["live"] = str(fakeState().liveAllocations);
    // The fake answers 256-byte alignment, never 512.
    void *strict = nullptr;
    seen["strict"] = str(api.usm_alloc(setup.context, setup.devices[0],
                                       PRISM_USM_DEVICE, 1000, 512, &strict));
    seen["strict.message"] = api.last_error();
    seen["live.after.strict"] = str(fakeState().liveAllocations);
    // Each free fails in the fake unless it is the matching call.
    for (int i = 0; i < 3; ++i)
      seen[std::string("free.") + names[i]] =
          str(api.usm_free(setup.context, pointers[i]));
    seen["live.after.free"] = str(fakeState().liveAllocations);
    int local = 0;
    seen["foreign"] = str(api.usm_free(setup.context, &local));
    seen["foreign.message"] = api.last_error();
    void *leaked = nullptr;
    api.usm_alloc(setup.context, setup.devices[0], PRISM_USM_SHARED, 64, 0,
                  &leaked);
    api.queue_release(setup.queue);
    seen["context_release"] = str(api.context_release(setup.context));
    seen["live.after.release"] = str(fakeState().liveAllocations);
    seen["references.after.release"] =
        str(fakeState().primaryContextReferences);
    seen["streams.after.release"] = str(fakeState().liveStreams);
  });
  EXPECT_EQ(seen["error"], "");
  for (const char *kind : {"host", "device", "shared"}) {
    EXPECT_EQ(seen[std::string("alloc.") + kind], str(PRISM_SUCCESS)) << kind;
    EXPECT_EQ(seen[std::string("free.") + kind], str(PRISM_SUCCESS)) << kind;
  }
  EXPECT_EQ(seen["live"], "3");
  EXPECT_EQ(seen["strict"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["strict.message"], "not aligned to the requested 512");
  EXPECT_EQ(seen["live.after.strict"], "3");
  EXPECT_EQ(seen["live.after.free"], "0");
  EXPECT_EQ(seen["foreign"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["foreign.message"], "is not a live USM allocation");
  EXPECT_EQ(seen["context_release"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["live.after.release"], "0");
  EXPECT_EQ(seen["references.after.release"], "0");
  EXPECT_EQ(seen["streams.after.release"], "0");
}

TEST(CudaPluginFakeDevice, HostRegistrationPinsAndUnpins) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    std::vector<char> pageable(4096);
    seen["register"] =
        str(api.usm_host_register(setup.context, pageable.data(), 4096));
    seen["pinned"] = str(fakeState().registeredHostRanges);
    seen["again"] =
        str(api.usm_host_register(setup.context, pageable.data(), 4096));
    seen["again.message"] = api.last_error();
    seen["unregister"] =
        str(api.usm_host_unregister(setup.context, pageable.data()));
    seen["pinned.after"] = str(fakeState().registeredHostRanges);
    seen["unknown"] =
        str(api.usm_host_unregister(setup.context, pageable.data()));
    seen["empty"] = str(api.usm_host_register(setup.context, nullptr, 16));
    api.queue_release(setup.queue);
    api.context_release(setup.context);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["register"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["pinned"], "1");
  EXPECT_NE(seen["again"], str(PRISM_SUCCESS));
  EXPECT_CONTAINS(seen["again.message"], "cuMemHostRegister_v2");
  EXPECT_EQ(seen["unregister"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["pinned.after"], "0");
  EXPECT_NE(seen["unknown"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["empty"], str(PRISM_ERROR_INVALID_VALUE));
}

TEST(CudaPluginFakeDevice, PeerAccessBetweenTheTwoDevices) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_context both = nullptr;
    api.context_create(2, setup.devices, &both);
    prism_device d0 = setup.devices[0], d1 = setup.devices[1];
    uint32_t can = 7;
    api.device_can_access_peer(d0, d1, &can);
    seen["unsupported.can"] = str(can);
    seen["unsupported.enable"] =
        str(api.context_set_peer_access(both, d0, d1, 1));
    seen["unsupported.message"] = api.last_error();
    fakeState().peerAccessSupported = 1;
    api.device_can_access_peer(d0, d1, &can);
    seen["can"] = str(can);
    api.device_can_access_peer(d0, d0, &can);
    seen["self"] = str(can);
    seen["enable"] = str(api.context_set_peer_access(both, d0, d1, 1));
    seen["enable.again"] = str(api.context_set_peer_access(both, d0, d1, 1));
    seen["enabled"] = str(fakeState().peerAccessEnabled);
    seen["disable"] = str(api.context_set_peer_access(both, d0, d1, 0));
    seen["disable.again"] = str(api.context_set_peer_access(both, d0, d1, 0));
    seen["enabled.after"] = str(fakeState().peerAccessEnabled);
    seen["outside"] =
        str(api.context_set_peer_access(setup.context, d0, d1, 1));
    seen["null"] = str(api.device_can_access_peer(d0, nullptr, &can));
    api.context_release(both);
    api.queue_release(setup.queue);
    api.context_release(setup.context);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["unsupported.can"], "0");
  EXPECT_EQ(seen["unsupported.enable"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["unsupported.message"], "cuCtxEnablePeerAccess");
  EXPECT_EQ(seen["can"], "1");
  EXPECT_EQ(seen["self"], "0");
  EXPECT_EQ(seen["enable"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["enable.again"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["enabled"], "1");
  EXPECT_EQ(seen["disable"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["disable.again"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["enabled.after"], "0");
  EXPECT_EQ(seen["outside"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_EQ(seen["null"], str(PRISM_ERROR_INVALID_HANDLE));
}

TEST(CudaPluginFakeDevice, ManagedMemoryPrefetchesAndAdvice) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    void *managed = nullptr, *device = nullptr;
    api.usm_alloc(setup.context, setup.devices[0], PRISM_USM_SHARED, 4096, 0,
                  &managed);
    api.usm_alloc(setup.context, setup.devices[0], PRISM_USM_DEVICE, 4096, 0,
                  &device);
    prism_event done = nullptr;
    seen["to.device"] = str(api.enqueue_usm_prefetch(
        setup.queue, managed, 4096, setup.devices[0], 0, nullptr, &done));
    seen["event"] = str(done != nullptr);
    api.event_release(done);
    seen["to.device.location"] = str(fakeState().lastLocationType) + "," +
                                 str(fakeState().lastLocationId);
    seen["to.host"] = str(api.enqueue_usm_prefetch(setup.queue, managed, 4096,
                                                   nullptr, 0, nullptr,
                                                   nullptr));
    seen["to.host.location"] = str(fakeState().lastLocationType);
    seen["not.managed"] = str(api.enqueue_usm_prefetch(
        setup.queue, device, 4096, setup.devices[0], 0, nullptr, nullptr));
    seen["not.managed.message"] = api.last_error();
    seen["prefetches"] = str(fakeState().prefetches);
    seen["advise"] =
        str(api.usm_advise(setup.context, managed, 4096,
                           PRISM_USM_ADVICE_SET_READ_MOSTLY, nullptr));
    seen["advice"] = str(fakeState().lastAdvice);
    seen["advise.unknown"] =
        str(api.usm_advise(setup.context, managed, 4096, 9, nullptr));
    seen["advices"] = str(fakeState().advices);
    api.usm_free(setup.context, managed);
    api.usm_free(setup.context, device);
    api.queue_release(setup.queue);
    api.context_release(setup.context);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["to.device"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["event"], "1");
  EXPECT_EQ(seen["to.device.location"], "1,0"); // CU_MEM_LOCATION_TYPE_DEVICE
  EXPECT_EQ(seen["to.host"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["to.host.location"], "2"); // CU_MEM_LOCATION_TYPE_HOST
  EXPECT_EQ(seen["not.managed"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["not.managed.message"], "cuMemPrefetchAsync_v2");
  EXPECT_EQ(seen["prefetches"], "3");
  EXPECT_EQ(seen["advise"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["advice"], str(PRISM_USM_ADVICE_SET_READ_MOSTLY));
  EXPECT_EQ(seen["advise.unknown"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_EQ(seen["advices"], "1");
}

TEST(CudaPluginFakeDevice, FillsEveryPatternSizeAndCopies) {
  Observations seen =
      onFakeDevices([](const prism_plugin_api &api, Observations &seen) {
        FakeSetup setup(api, seen);
        constexpr size_t Size = 128 * 37;
        void *memory = nullptr;
        api.usm_alloc(setup.context, setup.devices[0], PRISM_USM_DEVICE,
                      Size + 128, 0, &memory);
        unsigned char pattern[128];
        for (size_t i = 0; i < sizeof pattern; ++i)
          pattern[i] = static_cast<unsigned char>(i * 7 + 3);
        std::string failures;
        // Offset 1 misaligns the destination for the 16/32-bit memsets.
        for (size_t offset : {size_t{0}, size_t{1}}) {
          for (size_t patternSize = 1; patternSize <= 128; patternSize *= 2) {
            auto *dst = static_cast<unsigned char *>(memory) + offset;
            std::memset(memory, 0xEE, Size + 128);
            size_t size = Size - Size % patternSize;
            prism_result result =
                api.enqueue_fill(setup.queue, dst, pattern, patternSize, size,
                                 0, nullptr, nullptr);
            std::vector<unsigned char> back(size + 1);
            api.enqueue_memcpy(setup.queue, back.data(), dst, size + 1, 0,
                               nullptr, nullptr);
            api.queue_finish(setup.queue);
            bool correct = result == PRISM_SUCCESS && back[size] == 0xEE;
            for (size_t i = 0; i < size && correct; ++i)
              correct = back[i] == pattern[i % patternSize];
            if (!correct)
              failures += " pattern " + str(patternSize) + " at offset " +
                          str(offset) + " (" + api.last_error() + ")";
          }
        }
        seen["failures"] = failures;
        seen["bad"] = str(api.enqueue_fill(setup.queue, memory, pattern, 3, 9,
                                           0, nullptr, nullptr));
        seen["bad.message"] = api.last_error();
      });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["failures"], "");
  EXPECT_EQ(seen["bad"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["bad.message"], "pattern size 3 must be a power of two");
}

std::string geometry(const FakeLaunch &launch) {
  return str(launch.grid[0]) + "x" + str(launch.grid[1]) + "x" +
         str(launch.grid[2]) + "/" + str(launch.block[0]) + "x" +
         str(launch.block[1]) + "x" + str(launch.block[2]) + "/" +
         str(launch.sharedBytes);
}

// Device variables as Clang's PTX declares them (__constant__ in .const).
const char FakePtxWithGlobals[] =
    ".version 7.5\n.target sm_80\n.address_size 64\n"
    ".visible .const .align 4 .b8 coefficients[28];\n"
    ".visible .global .align 4 .u32 hits;\n"
    ".visible .entry fill_$_kernel(\n)\n{\n ret;\n}\n";

TEST(CudaPluginFakeDevice, GlobalVariablesByName) {
  Observations seen =
      onFakeDevices([](const prism_plugin_api &api, Observations &seen) {
        FakeSetup setup(api, seen);
        prism_program program = nullptr;
        api.program_create(setup.context, setup.devices[0],
                           PRISM_IMAGE_FORMAT_PTX, FakePtxWithGlobals,
                           sizeof FakePtxWithGlobals - 1, "", &program);
        void *coefficients = nullptr, *hits = nullptr, *missing = nullptr;
        size_t coefficientsSize = 0;
        seen["coefficients"] = str(api.program_get_global(
            program, "coefficients", &coefficients, &coefficientsSize));
        seen["coefficients.size"] = str(coefficientsSize);
        seen["hits"] =
            str(api.program_get_global(program, "hits", &hits, nullptr));
        seen["missing"] =
            str(api.program_get_global(program, "table", &missing, nullptr));
        seen["missing.message"] = api.last_error();
        seen["null"] =
            str(api.program_get_global(program, "hits", nullptr, nullptr));
        // The address is device memory the plugin's copies reach.
        const float weights[7] = {1, 2, 3, 4, 5, 6, 7};
        float back[7] = {};
        if (coefficients) {
          api.enqueue_memcpy(setup.queue, coefficients, weights, sizeof weights,
                             0, nullptr, nullptr);
          api.enqueue_memcpy(setup.queue, back, coefficients, sizeof back, 0,
                             nullptr, nullptr);
          api.queue_finish(setup.queue);
        }
        seen["copied"] = std::memcmp(back, weights, sizeof back) ? "no" : "yes";
        seen["distinct"] = coefficients != hits ? "yes" : "no";
        api.program_release(program);
      });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["coefficients"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["coefficients.size"], "28");
  EXPECT_EQ(seen["hits"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["distinct"], "yes");
  EXPECT_EQ(seen["copied"], "yes");
  EXPECT_EQ(seen["missing"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["missing.message"],
                  "the module defines no global variable 'table'");
  EXPECT_EQ(seen["null"], str(PRISM_ERROR_INVALID_VALUE));
}

TEST(CudaPluginFakeDevice, KernelWorkGroupInfo) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    prism_kernel kernel = nullptr, limited = nullptr;
    api.kernel_create(program, "fill.kernel", &kernel);
    api.kernel_create(program, "limited_kernel", &limited);
    auto query = [&](prism_kernel of, prism_device on, prism_kernel_info what) {
      uint64_t answer = 0;
      prism_result result =
          api.kernel_get_info(of, on, what, sizeof answer, &answer, nullptr);
      return result == PRISM_SUCCESS
                 ? str(answer)
                 : "error " + str(result) + ": " + api.last_error();
    };
    prism_device device = setup.devices[0];
    seen["size"] = query(kernel, device, PRISM_KERNEL_INFO_WORK_GROUP_SIZE);
    seen["limited.size"] =
        query(limited, device, PRISM_KERNEL_INFO_WORK_GROUP_SIZE);
    seen["multiple"] = query(
        kernel, device, PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE);
    seen["limited.private"] =
        query(limited, device, PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE);
    seen["other device"] =
        query(kernel, setup.devices[1], PRISM_KERNEL_INFO_WORK_GROUP_SIZE);
    // No key, but a value of the type (whose keys are 1 to 3).
    seen["unknown"] = query(kernel, device, static_cast<prism_kernel_info>(0));
    api.kernel_release(kernel);
    api.kernel_release(limited);
    api.program_release(program);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["size"], "1024");
  EXPECT_EQ(seen["limited.size"], "128");
  EXPECT_EQ(seen["multiple"], "32");
  EXPECT_EQ(seen["limited.private"], "512");
  EXPECT_CONTAINS(seen["other device"],
                  "error " + str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["other device"],
                  "was built for device 'Prism Fake GPU 0', not 'Prism Fake "
                  "GPU 1'");
  EXPECT_CONTAINS(seen["unknown"], "unknown query 0");
}

TEST(CudaPluginFakeDevice, LaunchGeometryArgumentsAndWaits) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    prism_kernel kernel = nullptr, limited = nullptr;
    api.kernel_create(program, "fill.kernel", &kernel);
    api.kernel_create(program, "limited_kernel", &limited);
    struct {
      uint64_t out;
      float scale;
      uint32_t padding;
    } params{0x1122334455667788u, 2.5f, 0};
    prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params};
    const FakeLaunch &last = fakeState().lastLaunch;
    int setCurrentBefore = fakeState().setCurrentCalls;

    prism_launch_config config{1, 0, {1000, 1, 1}, nullptr, 0};
    seen["default"] = str(api.enqueue_launch(setup.queue, kernel, &config, 1,
                                             &arg, 0, nullptr, nullptr));
    seen["default.geometry"] = geometry(last);
    seen["default.kernel"] = last.kernel;
    seen["default.argument"] =
        std::memcmp(last.firstArgument, &params, sizeof params) ? "differs"
                                                                : "same";
    config.global_size[0] = 100;
    api.enqueue_launch(setup.queue, kernel, &config, 1, &arg, 0, nullptr,
                       nullptr);
    seen["small.geometry"] = geometry(last);
    config.global_size[0] = 1000;
    api.enqueue_launch(setup.queue, limited, &config, 1, &arg, 0, nullptr,
                       nullptr);
    seen["limited.geometry"] = geometry(last);

    size_t local[3] = {16, 4, 2};
    prism_launch_config threeD{3, 0, {64, 8, 6}, local, 1024};
    api.enqueue_launch(setup.queue, kernel, &threeD, 1, &arg, 0, nullptr,
                       nullptr);
    seen["3d.geometry"] = geometry(last);
    seen["set_current_calls"] =
        str(fakeState().setCurrentCalls - setCurrentBefore);

    size_t badLocal[1] = {64};
    prism_launch_config indivisible{1, 0, {1000, 1, 1}, badLocal, 0};
    int launches = fakeState().launches;
    seen["indivisible"] = str(api.enqueue_launch(
        setup.queue, kernel, &indivisible, 1, &arg, 0, nullptr, nullptr));
    seen["indivisible.message"] = api.last_error();
    prism_kernel_arg localArg{PRISM_KERNEL_ARG_LOCAL, 0, 256, nullptr};
    seen["local"] = str(api.enqueue_launch(setup.queue, kernel, &config, 1,
                                           &localArg, 0, nullptr, nullptr));
    seen["local.message"] = api.last_error();
    seen["refused.launched"] = str(fakeState().launches - launches);

    prism_event first = nullptr, second = nullptr;
    seen["evented"] = str(api.enqueue_launch(setup.queue, kernel, &config, 1,
                                             &arg, 0, nullptr, &first));
    int waits = fakeState().streamWaits;
    api.enqueue_launch(setup.queue, kernel, &config, 1, &arg, 1, &first,
                       &second);
    seen["waits"] = str(fakeState().streamWaits - waits);
    uint32_t status = 0;
    api.event_get_status(second, &status);
    seen["status"] = str(status);
    prism_event both[] = {first, second};
    seen["wait"] = str(api.event_wait(2, both));
    uint64_t ns = 0;
    seen["profiling"] =
        str(api.event_get_profiling(second, PRISM_PROFILING_START, &ns));
    seen["profiling.message"] = api.last_error();
    api.event_release(first);
    api.event_release(second);
    // Released events' CUDA events are kept for later commands, until the
    // context goes.
    seen["events.pooled"] = str(fakeState().liveEvents);
    api.enqueue_launch(setup.queue, kernel, &config, 1, &arg, 0, nullptr,
                       &first);
    seen["events.reused"] = str(fakeState().liveEvents);
    api.event_release(first);
    api.queue_release(setup.queue);
    api.context_release(setup.context);
    seen["events.live"] = str(fakeState().liveEvents);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["default"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["default.geometry"], "4x1x1/256x1x1/0");
  EXPECT_EQ(seen["default.kernel"], "fill_$_kernel");
  EXPECT_EQ(seen["default.argument"], "same");
  EXPECT_EQ(seen["small.geometry"], "1x1x1/100x1x1/0");
  EXPECT_EQ(seen["limited.geometry"], "8x1x1/128x1x1/0");
  EXPECT_EQ(seen["3d.geometry"], "4x2x3/16x4x2/1024");
  // The queue's context was current already: no driver call per launch.
  EXPECT_EQ(seen["set_current_calls"], "0");
  EXPECT_EQ(seen["indivisible"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["indivisible.message"],
                  "global size 1000 in dimension 0 is not a multiple of the "
                  "local size 64");
  EXPECT_EQ(seen["local"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["local.message"], "argument 0 asks for 256 bytes");
  EXPECT_EQ(seen["refused.launched"], "0");
  EXPECT_EQ(seen["evented"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["waits"], "1");
  EXPECT_EQ(seen["status"], str(PRISM_EVENT_COMPLETE));
  EXPECT_EQ(seen["wait"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["profiling"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["profiling.message"], "PRISM_QUEUE_FLAG_PROFILING");
  EXPECT_EQ(seen["events.pooled"], "2");
  EXPECT_EQ(seen["events.reused"], "2");
  EXPECT_EQ(seen["events.live"], "0");
}

// Launches enqueued without events record none (a CUDA event record per
// launch costs about as much as the launch); a marker after them records
// the one event that covers them.
TEST(CudaPluginFakeDevice, MarkerIsTheOnlyEventAfterLaunchesWithoutEvents) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    prism_kernel kernel = nullptr;
    api.kernel_create(program, "fill.kernel", &kernel);
    uint64_t out = 0;
    prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof out, &out};
    prism_launch_config config{1, 0, {256, 1, 1}, nullptr, 0};
    int records = fakeState().eventRecords;
    int launches = fakeState().launches;
    for (int i = 0; i < 3; ++i)
      api.enqueue_launch(setup.queue, kernel, &config, 1, &arg, 0, nullptr,
                         nullptr);
    seen["launched"] = str(fakeState().launches - launches);
    seen["records.without.events"] = str(fakeState().eventRecords - records);
    prism_event marker = nullptr;
    seen["marker"] = str(api.enqueue_marker(setup.queue, 0, nullptr, &marker));
    seen["records.with.marker"] = str(fakeState().eventRecords - records);
    uint32_t status = 0;
    api.event_get_status(marker, &status);
    seen["marker.status"] = str(status);
    api.event_release(marker);
    seen["no.out.event"] =
        str(api.enqueue_marker(setup.queue, 0, nullptr, nullptr));
    api.kernel_release(kernel);
    api.program_release(program);
  });
  EXPECT_EQ(seen["launched"], "3");
  EXPECT_EQ(seen["records.without.events"], "0");
  EXPECT_EQ(seen["marker"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["records.with.marker"], "1");
  EXPECT_EQ(seen["marker.status"], str(PRISM_EVENT_COMPLETE));
  EXPECT_EQ(seen["no.out.event"], str(PRISM_ERROR_INVALID_VALUE));
}

TEST(CudaPluginFakeDevice, ProfilingTimesAreOrdered) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen, PRISM_QUEUE_FLAG_PROFILING);
    char source[64] = "profiled", target[64] = {};
    prism_event first = nullptr, second = nullptr;
    api.enqueue_memcpy(setup.queue, target, source, sizeof source, 0, nullptr,
                       &first);
    api.enqueue_memcpy(setup.queue, target, source, sizeof source, 0, nullptr,
                       &second);
    uint64_t times[2][3] = {};
    for (int e = 0; e < 2; ++e)
      for (int what = 0; what < 3; ++what)
        if (api.event_get_profiling(e ? second : first,
                                    static_cast<prism_profiling_info>(what + 1),
                                    &times[e][what]))
          seen["failure"] += api.last_error();
    seen["copied"] = target;
    // The fake clock moves 1 ms per record: start and end of one copy
    // are 1 ms apart, and the second copy starts 1 ms after the first
    // ended.
    seen["first.duration"] = str(times[0][2] - times[0][1]);
    seen["gap"] = str(times[1][1] - times[0][2]);
    seen["submit.order"] = times[0][0] <= times[1][0] ? "ordered" : "not";
    api.event_release(first);
    api.event_release(second);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["failure"], "");
  EXPECT_EQ(seen["copied"], "profiled");
  EXPECT_EQ(seen["first.duration"], "1000000");
  EXPECT_EQ(seen["gap"], "1000000");
  EXPECT_EQ(seen["submit.order"], "ordered");
}

// A failed device-side assert (CUDA_ERROR_ASSERT) is a result of its own,
// not a failed launch: the HIP runtime reports it as hipErrorAssert. CUDA
// reports it from every later synchronisation and launch.
TEST(CudaPluginFakeDevice, DeviceAssertIsItsOwnResult) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    prism_kernel kernel = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    api.kernel_create(program, "fill.kernel", &kernel);
    char source[16] = "asserted", target[16] = {};
    prism_event copied = nullptr;
    api.enqueue_memcpy(setup.queue, target, source, sizeof source, 0, nullptr,
                       &copied);
    fakeState().stickyError = 710; // CUDA_ERROR_ASSERT
    seen["finish"] = str(api.queue_finish(setup.queue));
    seen["finish.message"] = api.last_error();
    seen["wait"] = str(api.event_wait(1, &copied));
    seen["wait.message"] = api.last_error();
    prism_launch_config config{1, 0, {32, 1, 1}, nullptr, 0};
    seen["launch"] = str(api.enqueue_launch(setup.queue, kernel, &config, 0,
                                            nullptr, 0, nullptr, nullptr));
    seen["launch.message"] = api.last_error();
    fakeState().stickyError = 0;
    api.event_release(copied);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["finish"], str(PRISM_ERROR_DEVICE_ASSERT));
  EXPECT_CONTAINS(seen["finish.message"],
                  "cuStreamSynchronize failed with CUDA_ERROR_ASSERT (710)");
  EXPECT_EQ(seen["wait"], str(PRISM_ERROR_DEVICE_ASSERT));
  EXPECT_CONTAINS(seen["wait.message"],
                  "cuEventSynchronize failed with CUDA_ERROR_ASSERT (710)");
  EXPECT_EQ(seen["launch"], str(PRISM_ERROR_DEVICE_ASSERT));
  EXPECT_CONTAINS(seen["launch.message"],
                  "cuLaunchKernel failed with CUDA_ERROR_ASSERT (710)");
}

// A kernel that traps or fails an assert is found by a later
// synchronisation, which CUDA does not tell the kernel of: the plugin names
// the kernels launched on the queue since it was last idle, and a launch's
// event names its kernel, for each CUDA result a kernel's fault gives.
TEST(CudaPluginFakeDevice, KernelFaultsNameTheKernel) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    prism_kernel fill = nullptr, limited = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    api.kernel_create(program, "fill.kernel", &fill);
    api.kernel_create(program, "limited_kernel", &limited);
    prism_launch_config config{1, 0, {32, 1, 1}, nullptr, 0};
    for (int error : {715, 719, 710}) { // ILLEGAL_INSTRUCTION, LAUNCH_FAILED,
                                        // ASSERT
      const std::string key = std::to_string(error);
      prism_event launched = nullptr;
      api.enqueue_launch(setup.queue, fill, &config, 0, nullptr, 0, nullptr,
                         &launched);
      fakeState().stickyError = error;
      seen[key + ".finish"] = str(api.queue_finish(setup.queue));
      seen[key + ".finish.message"] = api.last_error();
      seen[key + ".wait"] = str(api.event_wait(1, &launched));
      seen[key + ".wait.message"] = api.last_error();
      fakeState().stickyError = 0;
      api.event_release(launched);
      api.queue_finish(setup.queue);
    }
    // Several kernels since the queue was idle: each is named once.
    api.enqueue_launch(setup.queue, fill, &config, 0, nullptr, 0, nullptr,
                       nullptr);
    api.enqueue_launch(setup.queue, fill, &config, 0, nullptr, 0, nullptr,
                       nullptr);
    api.enqueue_launch(setup.queue, limited, &config, 0, nullptr, 0, nullptr,
                       nullptr);
    fakeState().stickyError = 715;
    api.queue_finish(setup.queue);
    seen["several.message"] = api.last_error();
    fakeState().stickyError = 0;
    // None since it was idle: another queue's kernel, say.
    api.queue_finish(setup.queue);
    fakeState().stickyError = 715;
    api.queue_finish(setup.queue);
    seen["none.message"] = api.last_error();
    fakeState().stickyError = 0;
    api.kernel_release(fill);
    api.kernel_release(limited);
    api.program_release(program);
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["715.finish"], str(PRISM_ERROR_LAUNCH_FAILED));
  EXPECT_CONTAINS(seen["715.finish.message"],
                  "kernel 'fill.kernel' trapped (__trap() or an illegal "
                  "instruction): cuStreamSynchronize failed with "
                  "CUDA_ERROR_ILLEGAL_INSTRUCTION (715)");
  EXPECT_EQ(seen["715.wait"], str(PRISM_ERROR_LAUNCH_FAILED));
  EXPECT_CONTAINS(seen["715.wait.message"],
                  "kernel 'fill.kernel' trapped (__trap() or an illegal "
                  "instruction): cuEventSynchronize failed with "
                  "CUDA_ERROR_ILLEGAL_INSTRUCTION (715)");
  EXPECT_EQ(seen["719.finish"], str(PRISM_ERROR_LAUNCH_FAILED));
  EXPECT_CONTAINS(seen["719.finish.message"],
                  "kernel 'fill.kernel' failed on the device");
  EXPECT_CONTAINS(seen["719.wait.message"],
                  "kernel 'fill.kernel' failed on the device");
  EXPECT_EQ(seen["710.finish"], str(PRISM_ERROR_DEVICE_ASSERT));
  EXPECT_CONTAINS(seen["710.finish.message"],
                  "kernel 'fill.kernel' failed a device-side assert");
  EXPECT_EQ(seen["710.wait"], str(PRISM_ERROR_DEVICE_ASSERT));
  EXPECT_CONTAINS(seen["710.wait.message"],
                  "kernel 'fill.kernel' failed a device-side assert");
  EXPECT_CONTAINS(seen["several.message"],
                  "one of the kernels 'fill.kernel', 'limited_kernel' "
                  "trapped");
  EXPECT_CONTAINS(seen["none.message"],
                  "an earlier kernel of the device trapped");
}

// graph_create makes the nodes one CUDA graph (a memcpy, a memset and a
// kernel node, and an empty node), whose launches run them all as one
// command; the argument values are the driver's once the graph is made.
// Dependencies on later nodes are refused, and a fill CUDA's memset nodes
// cannot do is PRISM_ERROR_UNSUPPORTED, for the caller to enqueue itself.
TEST(CudaPluginFakeDevice, GraphsBecomeCudaGraphs) {
  Observations seen = onFakeDevices([](const prism_plugin_api &api,
                                       Observations &seen) {
    FakeSetup setup(api, seen);
    prism_program program = nullptr;
    prism_kernel kernel = nullptr;
    api.program_create(setup.context, setup.devices[0], PRISM_IMAGE_FORMAT_PTX,
                       FakePtx, sizeof FakePtx - 1, "", &program);
    api.kernel_create(program, "fill.kernel", &kernel);
    char source[16] = "graph copy", target[16] = {};
    uint32_t words[8] = {};
    const uint32_t pattern = 0xdeadbeef;
    uint64_t argument = 0x1122334455667788u;
    prism_kernel_arg arg{PRISM_KERNEL_ARG_VALUE, 0, sizeof argument, &argument};
    prism_launch_config config{1, 0, {1000, 1, 1}, nullptr, 0};
    const uint32_t both[] = {0, 1}, launched[] = {2};
    prism_graph_node nodes[4] = {};
    nodes[0].kind = PRISM_GRAPH_NODE_MEMCPY;
    nodes[0].dst = target;
    nodes[0].src = source;
    nodes[0].size = sizeof source;
    nodes[1].kind = PRISM_GRAPH_NODE_FILL;
    nodes[1].dst = words;
    nodes[1].src = &pattern;
    nodes[1].pattern_size = sizeof pattern;
    nodes[1].size = sizeof words;
    nodes[2].kind = PRISM_GRAPH_NODE_LAUNCH;
    nodes[2].dependency_count = 2;
    nodes[2].dependencies = both;
    nodes[2].kernel = kernel;
    nodes[2].config = &config;
    nodes[2].arg_count = 1;
    nodes[2].args = &arg;
    nodes[3].kind = PRISM_GRAPH_NODE_EMPTY;
    nodes[3].dependency_count = 1;
    nodes[3].dependencies = launched;
    prism_graph graph = nullptr;
    seen["create"] = str(
        api.graph_create(setup.context, setup.devices[0], 4, nodes, &graph));
    seen["create.message"] = api.last_error();
    argument = 0;
    const FakeCudaState before = fakeState();
    prism_event done = nullptr;
    seen["launch"] =
        str(api.enqueue_graph(setup.queue, graph, 0, nullptr, &done));
    seen["wait"] = str(api.event_wait(1, &done));
    api.event_release(done);
    api.enqueue_graph(setup.queue, graph, 0, nullptr, nullptr);
    const FakeCudaState &after = fakeState();
    seen["graph.launches"] = str(after.graphLaunches - before.graphLaunches);
    seen["nodes.run"] =
        str(after.graphKernelNodesRun - before.graphKernelNodesRun) + "/" +
        str(after.graphCopyNodesRun - before.graphCopyNodesRun) + "/" +
        str(after.graphMemsetNodesRun - before.graphMemsetNodesRun);
    seen["enqueued.copies"] = str(after.copies - before.copies);
    seen["copied"] = target;
    seen["filled"] = words[0] == pattern && words[7] == pattern ? "yes" : "no";
    seen["kernel"] = after.lastLaunch.kernel;
    seen["geometry"] = geometry(after.lastLaunch);
    uint64_t passed = 0;
    std::memcpy(&passed, after.lastLaunch.firstArgument, sizeof passed);
    seen["argument"] = passed == 0x1122334455667788u ? "as made" : "changed";
    seen["execs"] = str(after.liveGraphExecs);
    seen["release"] = str(api.graph_release(graph));
    seen["execs.after"] = str(fakeState().liveGraphExecs);

    const uint32_t later[] = {1};
    prism_graph_node forward[2] = {};
    forward[0].dependency_count = 1;
    forward[0].dependencies = later;
    prism_graph refused = nullptr;
    seen["forward"] = str(api.graph_create(setup.context, setup.devices[0], 2,
                                           forward, &refused));
    seen["forward.message"] = api.last_error();
    const uint64_t wide = 7;
    prism_graph_node fill{};
    fill.kind = PRISM_GRAPH_NODE_FILL;
    fill.dst = words;
    fill.src = &wide;
    fill.pattern_size = sizeof wide;
    fill.size = sizeof words;
    seen["wide"] = str(
        api.graph_create(setup.context, setup.devices[0], 1, &fill, &refused));
    seen["wide.message"] = api.last_error();
    fakeState().refuseGraphCopies = 1;
    seen["refused.copy"] = str(
        api.graph_create(setup.context, setup.devices[0], 1, nodes, &refused));
    seen["refused.copy.message"] = api.last_error();
    fakeState().refuseGraphMemsets = 1;
    seen["refused.fill"] = str(api.graph_create(setup.context, setup.devices[0],
                                                1, &nodes[1], &refused));
    seen["refused.fill.message"] = api.last_error();
  });
  EXPECT_EQ(seen["error"], "");
  EXPECT_EQ(seen["create"], str(PRISM_SUCCESS)) << seen["create.message"];
  EXPECT_EQ(seen["launch"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["wait"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["graph.launches"], "2");
  EXPECT_EQ(seen["nodes.run"], "2/2/2");
  EXPECT_EQ(seen["enqueued.copies"], "0");
  EXPECT_EQ(seen["copied"], "graph copy");
  EXPECT_EQ(seen["filled"], "yes");
  EXPECT_EQ(seen["kernel"], "fill_$_kernel");
  EXPECT_EQ(seen["geometry"], "4x1x1/256x1x1/0");
  EXPECT_EQ(seen["argument"], "as made");
  EXPECT_EQ(seen["execs"], "1");
  EXPECT_EQ(seen["release"], str(PRISM_SUCCESS));
  EXPECT_EQ(seen["execs.after"], "0");
  EXPECT_EQ(seen["forward"], str(PRISM_ERROR_INVALID_VALUE));
  EXPECT_CONTAINS(seen["forward.message"],
                  "node 0 depends on node 1, which is not an earlier one");
  EXPECT_EQ(seen["wide"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["wide.message"], "no memset node fills with a 8-byte");
  // The caller copies on the stream what the driver will not put in a graph.
  EXPECT_EQ(seen["refused.copy"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["refused.copy.message"],
                  "cuGraphAddMemcpyNode failed with CUDA_ERROR_INVALID_VALUE");
  EXPECT_EQ(seen["refused.fill"], str(PRISM_ERROR_UNSUPPORTED));
  EXPECT_CONTAINS(seen["refused.fill.message"],
                  "cuGraphAddMemsetNode failed with CUDA_ERROR_INVALID_VALUE");
}

} // namespace
