//===- argument_checks_test.cpp - One set of argument checks for all plugins -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every plugin's table runs the checks of runtime/plugins/common before its
// own code: each bad call below gets the same result and message from every
// plugin. Handles are stand-ins carrying a tag (handle_magic.h), enough to
// pass the handle checks and reach the next one; no call gets past the
// checks, so no plugin is initialized and no backend is touched.
//
//===----------------------------------------------------------------------===//
#include "handle_magic.h"
#include "prism/plugin.h"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <string>

namespace {

const prism_plugin_api *loadPlugin(const char *Path, std::string &Problem) {
  void *Library = dlopen(Path, RTLD_NOW | RTLD_LOCAL);
  if (!Library) {
    Problem = dlerror();
    return nullptr;
  }
  auto GetApi = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(Library, "prism_plugin_get_api"));
  const prism_plugin_api *Api = nullptr;
  if (!GetApi || GetApi(PRISM_PLUGIN_ABI_VERSION, &Api) != PRISM_SUCCESS)
    Problem = std::string("no plugin API in ") + Path;
  return Api;
}

/// Memory that starts with a handle kind's tag: what the checks look at.
struct StandIn {
  explicit StandIn(uint32_t Tag) : Tag(Tag) {}
  template <class Handle> Handle as() {
    return reinterpret_cast<Handle>(this);
  }
  uint32_t Tag;
};

class ArgumentChecksTest : public ::testing::TestWithParam<const char *> {
protected:
  void SetUp() override {
    std::string Problem;
    Api = loadPlugin(GetParam(), Problem);
    ASSERT_NE(Api, nullptr) << Problem;
  }

  /// Result and message of a failed call, "ok" for a successful one.
  std::string outcome(prism_result Result) const {
    if (Result == PRISM_SUCCESS)
      return "ok";
    return std::to_string(Result) + " " + Api->last_error();
  }
  static std::string handleError(const char *Message) {
    return std::to_string(PRISM_ERROR_INVALID_HANDLE) + " " + Message;
  }
  static std::string valueError(const char *Message) {
    return std::to_string(PRISM_ERROR_INVALID_VALUE) + " " + Message;
  }

  const prism_plugin_api *Api = nullptr;
  StandIn Context{ContextMagic}, Device{DeviceMagic}, Queue{QueueMagic},
      Kernel{KernelMagic}, Event{EventMagic};
  int Data[4] = {};
};

TEST_P(ArgumentChecksTest, NullAndForeignHandles) {
  EXPECT_EQ(outcome(Api->queue_finish(nullptr)),
            handleError("queue_finish: null or foreign queue handle"));
  // A queue handle where a device belongs.
  EXPECT_EQ(outcome(Api->device_get_info(Queue.as<prism_device>(),
                                         PRISM_DEVICE_INFO_NAME, 0, nullptr,
                                         nullptr)),
            handleError("device_get_info: null or foreign device handle"));
  prism_device Devices[] = {Device.as<prism_device>(), nullptr};
  prism_context Created = nullptr;
  EXPECT_EQ(outcome(Api->context_create(2, Devices, &Created)),
            handleError("context_create: device 1 is a null or foreign "
                        "handle"));
  void *Allocation = nullptr;
  EXPECT_EQ(outcome(Api->usm_alloc(Context.as<prism_context>(),
                                   Queue.as<prism_device>(), PRISM_USM_HOST,
                                   16, 0, &Allocation)),
            handleError("usm_alloc: foreign device handle"));
}

TEST_P(ArgumentChecksTest, NullOutputs) {
  EXPECT_EQ(outcome(Api->usm_alloc(Context.as<prism_context>(), nullptr,
                                   PRISM_USM_HOST, 16, 0, nullptr)),
            valueError("usm_alloc: the output pointer is null"));
  EXPECT_EQ(outcome(Api->enqueue_marker(Queue.as<prism_queue>(), 0, nullptr,
                                        nullptr)),
            valueError("enqueue_marker: null out_event"));
  EXPECT_EQ(outcome(Api->event_get_status(Event.as<prism_event>(), nullptr)),
            valueError("event_get_status: the output status pointer is null"));
}

TEST_P(ArgumentChecksTest, WaitLists) {
  EXPECT_EQ(outcome(Api->enqueue_memcpy(Queue.as<prism_queue>(), Data, Data,
                                        sizeof Data, 2, nullptr, nullptr)),
            valueError("enqueue_memcpy: the wait list count is 2 but the "
                       "list is null"));
  prism_event Waits[] = {Event.as<prism_event>(), nullptr};
  EXPECT_EQ(outcome(Api->enqueue_memcpy(Queue.as<prism_queue>(), Data, Data,
                                        sizeof Data, 2, Waits, nullptr)),
            handleError("enqueue_memcpy: wait list event 1 is a null or "
                        "foreign handle"));
  EXPECT_EQ(outcome(Api->event_wait(2, Waits)),
            handleError("event_wait: wait list event 1 is a null or foreign "
                        "handle"));
}

TEST_P(ArgumentChecksTest, ValuesTheAbiForbids) {
  const unsigned char Pattern[3] = {};
  EXPECT_EQ(outcome(Api->enqueue_fill(Queue.as<prism_queue>(), Data, Pattern,
                                      sizeof Pattern, 9, 0, nullptr, nullptr)),
            valueError("enqueue_fill: pattern size 3 must be a power of two "
                       "up to 128 that divides the size 9"));
  prism_launch_config Config = {};
  Config.work_dim = 4;
  EXPECT_EQ(outcome(Api->enqueue_launch(Queue.as<prism_queue>(),
                                        Kernel.as<prism_kernel>(), &Config, 0,
                                        nullptr, 0, nullptr, nullptr)),
            valueError("enqueue_launch: the launch configuration is null or "
                       "its work_dim is not 1, 2 or 3"));
  // No query, but a value of the type (whose queries are 1 to 3): one beyond
  // its range would be undefined behaviour before the plugin sees it.
  uint64_t Nanoseconds = 0;
  EXPECT_EQ(outcome(Api->event_get_profiling(
                Event.as<prism_event>(), static_cast<prism_profiling_info>(0),
                &Nanoseconds)),
            valueError("event_get_profiling: unknown query 0"));
  EXPECT_EQ(outcome(Api->usm_advise(Context.as<prism_context>(), Data,
                                    sizeof Data, 999, nullptr)),
            valueError("usm_advise: unknown advice 999"));
  void *Allocation = nullptr;
  EXPECT_EQ(outcome(Api->usm_alloc(Context.as<prism_context>(),
                                   Device.as<prism_device>(), PRISM_USM_DEVICE,
                                   16, 3, &Allocation)),
            valueError("usm_alloc: alignment 3 is not a power of two"));
}

TEST_P(ArgumentChecksTest, SpecializationConstants) {
  prism_program Program = nullptr;
  EXPECT_EQ(outcome(Api->program_create_specialized(
                Context.as<prism_context>(), Device.as<prism_device>(),
                PRISM_IMAGE_FORMAT_SPIRV, Data, sizeof Data, "", 2, nullptr,
                &Program)),
            valueError("program_create_specialized: constant_count is not 0 "
                       "but constants is null"));
  const prism_specialization_constant Constants[] = {{1, 1, Data},
                                                     {7, 4, nullptr}};
  EXPECT_EQ(outcome(Api->program_create_specialized(
                Context.as<prism_context>(), Device.as<prism_device>(),
                PRISM_IMAGE_FORMAT_SPIRV, Data, sizeof Data, "", 2, Constants,
                &Program)),
            valueError("program_create_specialized: constant 1 (SpecId 7) has "
                       "no value"));
}

// The plugins, and the test names in the same order. The Level Zero plugin
// is built only where the Level Zero headers are.
const char *const PluginPaths[] = {
    PRISM_OPENCL_PLUGIN_PATH,
    PRISM_CUDA_PLUGIN_PATH,
    PRISM_NATIVE_CPU_PLUGIN_PATH,
#ifdef PRISM_LEVEL_ZERO_PLUGIN_PATH
    PRISM_LEVEL_ZERO_PLUGIN_PATH,
#endif
};
const char *const PluginNames[] = {"opencl", "cuda", "native_cpu",
                                   "level_zero"};

INSTANTIATE_TEST_SUITE_P(Plugins, ArgumentChecksTest,
                         ::testing::ValuesIn(PluginPaths),
                         [](const ::testing::TestParamInfo<const char *> &I) {
                           return std::string(PluginNames[I.index]);
                         });

} // namespace
