//===- level_zero_driver_test.cpp - The test driver through the loader ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Calls the real Level Zero loader, which ctest points at the Prism test
// driver with ZE_ENABLE_ALT_DRIVERS and runs with the validation layer on.
// Every entry of the API subset the Level Zero plugin uses is exercised and
// its results checked against the host's own computation. The
// FaultInjection tests run only as separate ctest entries that set
// PRISM_ZE_TEST_FAIL (the driver reads it once per process).
//
//===----------------------------------------------------------------------===//
#include <level_zero/ze_api.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <numeric>
#include <string>
#include <vector>

namespace {

std::vector<char> readImage(const char *name) {
  std::ifstream file(std::string(PRISM_TEST_KERNEL_DIR) + "/" + name,
                     std::ios::binary);
  return {std::istreambuf_iterator<char>(file),
          std::istreambuf_iterator<char>()};
}

// The driver and device the loader reports, after zeInit.
struct Discovery {
  ze_driver_handle_t driver = nullptr;
  ze_device_handle_t device = nullptr;
};

::testing::AssertionResult discover(Discovery &found) {
  if (ze_result_t result = zeInit(0))
    return ::testing::AssertionFailure() << "zeInit: " << std::hex << result;
  uint32_t count = 1;
  if (zeDriverGet(&count, &found.driver) || count != 1)
    return ::testing::AssertionFailure() << "no driver";
  count = 1;
  if (zeDeviceGet(found.driver, &count, &found.device) || count != 1)
    return ::testing::AssertionFailure() << "no device";
  return ::testing::AssertionSuccess();
}

class LevelZeroDriver : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(discover(found));
    ze_context_desc_t contextDesc{ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
    ASSERT_EQ(zeContextCreate(found.driver, &contextDesc, &context),
              ZE_RESULT_SUCCESS);
    ze_command_queue_desc_t queueDesc{ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                      nullptr,
                                      0,
                                      0,
                                      0,
                                      ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS,
                                      ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    ASSERT_EQ(
        zeCommandListCreateImmediate(context, found.device, &queueDesc, &list),
        ZE_RESULT_SUCCESS);
    ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                                  ZE_EVENT_POOL_FLAG_HOST_VISIBLE |
                                      ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP,
                                  EventCount};
    ASSERT_EQ(zeEventPoolCreate(context, &poolDesc, 1, &found.device, &pool),
              ZE_RESULT_SUCCESS);
    for (uint32_t i = 0; i < EventCount; ++i) {
      ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, i,
                                ZE_EVENT_SCOPE_FLAG_HOST,
                                ZE_EVENT_SCOPE_FLAG_HOST};
      ASSERT_EQ(zeEventCreate(pool, &eventDesc, &events[i]), ZE_RESULT_SUCCESS);
    }
  }

  void TearDown() override {
    for (void *allocation : allocations)
      EXPECT_EQ(zeMemFree(context, allocation), ZE_RESULT_SUCCESS);
    for (ze_event_handle_t event : events)
      if (event)
        EXPECT_EQ(zeEventDestroy(event), ZE_RESULT_SUCCESS);
    if (pool)
      EXPECT_EQ(zeEventPoolDestroy(pool), ZE_RESULT_SUCCESS);
    if (list)
      EXPECT_EQ(zeCommandListDestroy(list), ZE_RESULT_SUCCESS);
    if (context)
      EXPECT_EQ(zeContextDestroy(context), ZE_RESULT_SUCCESS);
  }

  template <typename T> T *allocate(ze_memory_type_t type, size_t count) {
    ze_device_mem_alloc_desc_t deviceDesc{
        ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, nullptr, 0, 0};
    ze_host_mem_alloc_desc_t hostDesc{ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC,
                                      nullptr, 0};
    void *ptr = nullptr;
    const size_t size = count * sizeof(T);
    ze_result_t result =
        type == ZE_MEMORY_TYPE_DEVICE
            ? zeMemAllocDevice(context, &deviceDesc, size, 64, found.device,
                               &ptr)
        : type == ZE_MEMORY_TYPE_HOST
            ? zeMemAllocHost(context, &hostDesc, size, 64, &ptr)
            : zeMemAllocShared(context, &deviceDesc, &hostDesc, size, 64,
                               found.device, &ptr);
    EXPECT_EQ(result, ZE_RESULT_SUCCESS);
    if (ptr)
      allocations.push_back(ptr);
    return static_cast<T *>(ptr);
  }

  // The module built from `image`, or null with the result and log.
  ze_module_handle_t buildModule(const std::vector<char> &image,
                                 ze_result_t &result, std::string &log) {
    ze_module_desc_t desc{ZE_STRUCTURE_TYPE_MODULE_DESC,
                          nullptr,
                          ZE_MODULE_FORMAT_IL_SPIRV,
                          image.size(),
                          reinterpret_cast<const uint8_t *>(image.data()),
                          nullptr,
                          nullptr};
    ze_module_handle_t module = nullptr;
    ze_module_build_log_handle_t buildLog = nullptr;
    result = zeModuleCreate(context, found.device, &desc, &module, &buildLog);
    if (buildLog) {
      size_t size = 0;
      EXPECT_EQ(zeModuleBuildLogGetString(buildLog, &size, nullptr),
                ZE_RESULT_SUCCESS);
      log.assign(size, '\0');
      EXPECT_EQ(zeModuleBuildLogGetString(buildLog, &size, log.data()),
                ZE_RESULT_SUCCESS);
      log.resize(std::strlen(log.c_str()));
      EXPECT_EQ(zeModuleBuildLogDestroy(buildLog), ZE_RESULT_SUCCESS);
    }
    return module;
  }

  ze_kernel_handle_t createKernel(ze_module_handle_t module, const char *name) {
    ze_kernel_desc_t desc{ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, name};
    ze_kernel_handle_t kernel = nullptr;
    EXPECT_EQ(zeKernelCreate(module, &desc, &kernel), ZE_RESULT_SUCCESS);
    return kernel;
  }

  static constexpr uint32_t EventCount = 4;
  Discovery found;
  ze_context_handle_t context = nullptr;
  ze_command_list_handle_t list = nullptr;
  ze_event_pool_handle_t pool = nullptr;
  ze_event_handle_t events[EventCount] = {};
  std::vector<void *> allocations;
};

TEST_F(LevelZeroDriver, ReportsOneGpuDeviceWithOpenCLProperties) {
  uint32_t count = 0;
  ASSERT_EQ(zeDriverGet(&count, nullptr), ZE_RESULT_SUCCESS);
  EXPECT_EQ(count, 1u);
  ze_api_version_t version{};
  ASSERT_EQ(zeDriverGetApiVersion(found.driver, &version), ZE_RESULT_SUCCESS);
  EXPECT_EQ(version, ZE_API_VERSION_1_4);
  ze_driver_properties_t driverProperties{ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES};
  ASSERT_EQ(zeDriverGetProperties(found.driver, &driverProperties),
            ZE_RESULT_SUCCESS);
  EXPECT_GT(driverProperties.driverVersion, 0u);

  ze_device_properties_t properties{ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2};
  ASSERT_EQ(zeDeviceGetProperties(found.device, &properties),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(properties.type, ZE_DEVICE_TYPE_GPU);
  EXPECT_NE(std::string(properties.name).find("Prism Level Zero test device"),
            std::string::npos);
  EXPECT_GT(properties.numEUsPerSubslice * properties.numSubslicesPerSlice *
                properties.numSlices,
            0u);
  EXPECT_GT(properties.maxMemAllocSize, 0u);
  EXPECT_EQ(properties.timerResolution, 1000000000u); // ticks per second
  EXPECT_EQ(properties.kernelTimestampValidBits, 64u);
  EXPECT_NE(std::vector<uint8_t>(properties.uuid.id,
                                 properties.uuid.id + ZE_MAX_DEVICE_UUID_SIZE),
            std::vector<uint8_t>(ZE_MAX_DEVICE_UUID_SIZE, 0));
  ze_device_properties_t oldProperties{ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES};
  ASSERT_EQ(zeDeviceGetProperties(found.device, &oldProperties),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(oldProperties.timerResolution, 1u); // nanoseconds per tick

  ze_device_compute_properties_t compute{
      ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES};
  ASSERT_EQ(zeDeviceGetComputeProperties(found.device, &compute),
            ZE_RESULT_SUCCESS);
  EXPECT_GE(compute.maxTotalGroupSize, 16u);
  EXPECT_GE(compute.maxGroupSizeX, 16u);
  EXPECT_GT(compute.maxSharedLocalMemory, 0u);
  ASSERT_GE(compute.numSubGroupSizes, 1u);
  EXPECT_GE(compute.subGroupSizes[0], 1u);

  ze_device_module_properties_t module{
      ZE_STRUCTURE_TYPE_DEVICE_MODULE_PROPERTIES};
  ASSERT_EQ(zeDeviceGetModuleProperties(found.device, &module),
            ZE_RESULT_SUCCESS);
  EXPECT_GE(module.spirvVersionSupported, ZE_MAKE_VERSION(1, 0));
  EXPECT_NE(module.fp32flags & ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST, 0u);
  EXPECT_GT(module.maxArgumentsSize, 0u);

  uint32_t memoryCount = 0;
  ASSERT_EQ(zeDeviceGetMemoryProperties(found.device, &memoryCount, nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(memoryCount, 1u);
  ze_device_memory_properties_t memory{
      ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES};
  ASSERT_EQ(zeDeviceGetMemoryProperties(found.device, &memoryCount, &memory),
            ZE_RESULT_SUCCESS);
  EXPECT_GE(memory.totalSize, properties.maxMemAllocSize);

  uint32_t cacheCount = 0;
  ASSERT_EQ(zeDeviceGetCacheProperties(found.device, &cacheCount, nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(cacheCount, 1u);
  ze_device_cache_properties_t cache{ZE_STRUCTURE_TYPE_DEVICE_CACHE_PROPERTIES};
  ASSERT_EQ(zeDeviceGetCacheProperties(found.device, &cacheCount, &cache),
            ZE_RESULT_SUCCESS);
  EXPECT_GT(cache.cacheSize, 0u);

  uint32_t groupCount = 0;
  ASSERT_EQ(zeDeviceGetCommandQueueGroupProperties(found.device, &groupCount,
                                                   nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(groupCount, 1u);
  ze_command_queue_group_properties_t group{
      ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES};
  ASSERT_EQ(
      zeDeviceGetCommandQueueGroupProperties(found.device, &groupCount, &group),
      ZE_RESULT_SUCCESS);
  EXPECT_EQ(group.flags, ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE |
                             ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY);
  EXPECT_GE(group.numQueues, 1u);

  uint64_t host = 0, device = 0;
  ASSERT_EQ(zeDeviceGetGlobalTimestamps(found.device, &host, &device),
            ZE_RESULT_SUCCESS);
  EXPECT_GT(device, 0u);
}

TEST_F(LevelZeroDriver, AllocationsAnswerTheKindAskedFor) {
  const ze_memory_type_t kinds[] = {ZE_MEMORY_TYPE_DEVICE, ZE_MEMORY_TYPE_HOST,
                                    ZE_MEMORY_TYPE_SHARED};
  for (ze_memory_type_t kind : kinds) {
    char *ptr = allocate<char>(kind, 256);
    ASSERT_NE(ptr, nullptr);
    ze_memory_allocation_properties_t properties{
        ZE_STRUCTURE_TYPE_MEMORY_ALLOCATION_PROPERTIES};
    ze_device_handle_t device = nullptr;
    // An address inside the allocation finds it too.
    ASSERT_EQ(zeMemGetAllocProperties(context, ptr + 100, &properties, &device),
              ZE_RESULT_SUCCESS);
    EXPECT_EQ(properties.type, kind);
    EXPECT_NE(properties.id, 0u);
    EXPECT_EQ(device, kind == ZE_MEMORY_TYPE_HOST ? nullptr : found.device);
  }
  int onStack = 0;
  ze_memory_allocation_properties_t properties{
      ZE_STRUCTURE_TYPE_MEMORY_ALLOCATION_PROPERTIES};
  ASSERT_EQ(zeMemGetAllocProperties(context, &onStack, &properties, nullptr),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(properties.type, ZE_MEMORY_TYPE_UNKNOWN);
  // A freed allocation is unknown, and freeing it again fails.
  void *freed = allocations.back();
  allocations.pop_back();
  ASSERT_EQ(zeMemFree(context, freed), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeMemGetAllocProperties(context, freed, &properties, nullptr),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(properties.type, ZE_MEMORY_TYPE_UNKNOWN);
  EXPECT_NE(zeMemFree(context, freed), ZE_RESULT_SUCCESS);
}

TEST_F(LevelZeroDriver, FillsAndCopiesInOrder) {
  constexpr size_t Count = 1024;
  auto *device = allocate<uint32_t>(ZE_MEMORY_TYPE_DEVICE, Count);
  auto *host = allocate<uint32_t>(ZE_MEMORY_TYPE_HOST, Count);
  auto *wide = allocate<uint8_t>(ZE_MEMORY_TYPE_SHARED, 4 * 128);
  ASSERT_TRUE(device && host && wide);
  const uint32_t pattern = 0xa5b6c7d8;
  ASSERT_EQ(zeCommandListAppendMemoryFill(list, device, &pattern,
                                          sizeof pattern, Count * 4, nullptr, 0,
                                          nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendMemoryCopy(list, host, device, Count * 4,
                                          events[0], 0, nullptr),
            ZE_RESULT_SUCCESS);
  std::vector<uint8_t> widePattern(128);
  std::iota(widePattern.begin(), widePattern.end(), 0);
  ASSERT_EQ(zeCommandListAppendMemoryFill(list, wide, widePattern.data(), 128,
                                          4 * 128, events[1], 1, &events[0]),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[1], UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventQueryStatus(events[0]), ZE_RESULT_SUCCESS);
  for (size_t i = 0; i < Count; ++i)
    ASSERT_EQ(host[i], pattern) << "at " << i;
  for (size_t i = 0; i < 4 * 128; ++i)
    ASSERT_EQ(wide[i], i % 128) << "at " << i;

  // Ordinary host memory on either side of a copy.
  std::vector<uint32_t> source(Count), back(Count);
  std::iota(source.begin(), source.end(), 7);
  ASSERT_EQ(zeEventHostReset(events[0]), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendMemoryCopy(list, device, source.data(),
                                          Count * 4, nullptr, 0, nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendMemoryCopy(list, back.data(), device, Count * 4,
                                          events[0], 0, nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[0], UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(back, source);
}

TEST_F(LevelZeroDriver, LaunchesKernelsWithLocalMemoryAndTimestamps) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("scale_and_sum.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  uint32_t nameCount = 0;
  ASSERT_EQ(zeModuleGetKernelNames(module, &nameCount, nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(nameCount, 2u);
  std::vector<const char *> names(nameCount);
  ASSERT_EQ(zeModuleGetKernelNames(module, &nameCount, names.data()),
            ZE_RESULT_SUCCESS);
  EXPECT_STREQ(names[0], "add_one");
  EXPECT_STREQ(names[1], "scale_and_sum");

  ze_kernel_handle_t kernel = createKernel(module, "scale_and_sum");
  ASSERT_NE(kernel, nullptr);
  ze_kernel_properties_t properties{ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES};
  ASSERT_EQ(zeKernelGetProperties(kernel, &properties), ZE_RESULT_SUCCESS);
  EXPECT_EQ(properties.numKernelArgs, 5u);
  EXPECT_GE(properties.maxSubgroupSize, 1u);
  EXPECT_GE(properties.maxNumSubgroups, 1u);
  uint32_t x = 0, y = 0, z = 0;
  ASSERT_EQ(zeKernelSuggestGroupSize(kernel, 64, 1, 1, &x, &y, &z),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(64 % x, 0u);
  EXPECT_EQ(y, 1u);
  EXPECT_EQ(z, 1u);

  constexpr uint32_t GroupSize = 16, Groups = 4, Count = GroupSize * Groups;
  auto *in = allocate<int>(ZE_MEMORY_TYPE_SHARED, Count);
  auto *out = allocate<int>(ZE_MEMORY_TYPE_DEVICE, Count);
  auto *sums = allocate<int>(ZE_MEMORY_TYPE_HOST, Groups);
  ASSERT_TRUE(in && out && sums);
  std::iota(in, in + Count, 1);
  const int factor = 3;
  ASSERT_EQ(zeKernelSetGroupSize(kernel, GroupSize, 1, 1), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 0, sizeof in, &in),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 1, sizeof out, &out),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 2, sizeof factor, &factor),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(
      zeKernelSetArgumentValue(kernel, 3, GroupSize * sizeof(int), nullptr),
      ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 4, sizeof sums, &sums),
            ZE_RESULT_SUCCESS);
  ze_group_count_t groups{Groups, 1, 1};
  ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &groups, events[0], 0,
                                            nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[0], UINT64_MAX), ZE_RESULT_SUCCESS);
  for (uint32_t i = 0; i < Count; ++i)
    ASSERT_EQ(out[i], in[i] * factor) << "at " << i;
  for (uint32_t g = 0; g < Groups; ++g) {
    int expected = 0;
    for (uint32_t i = g * GroupSize; i < (g + 1) * GroupSize; ++i)
      expected += in[i] * factor;
    EXPECT_EQ(sums[g], expected) << "group " << g;
  }
  ze_kernel_timestamp_result_t times{};
  ASSERT_EQ(zeEventQueryKernelTimestamp(events[0], &times), ZE_RESULT_SUCCESS);
  EXPECT_GT(times.global.kernelStart, 0u);
  EXPECT_GE(times.global.kernelEnd, times.global.kernelStart);
  EXPECT_GE(times.context.kernelEnd, times.context.kernelStart);

  ASSERT_EQ(zeKernelDestroy(kernel), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

TEST_F(LevelZeroDriver, CommandsWaitForEventsTheHostSignalsLater) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("scale_and_sum.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  ze_kernel_handle_t kernel = createKernel(module, "add_one");
  constexpr uint32_t Count = 32;
  auto *data = allocate<int>(ZE_MEMORY_TYPE_SHARED, Count);
  ASSERT_TRUE(kernel && data);
  std::fill(data, data + Count, 41);
  ASSERT_EQ(zeKernelSetGroupSize(kernel, 8, 1, 1), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 0, sizeof data, &data),
            ZE_RESULT_SUCCESS);
  ze_group_count_t groups{Count / 8, 1, 1};
  // events[0] gates the launch; nothing has signalled it yet.
  ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &groups, events[1], 1,
                                            &events[0]),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendBarrier(list, events[2], 0, nullptr),
            ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventQueryStatus(events[0]), ZE_RESULT_NOT_READY);
  EXPECT_EQ(zeEventQueryStatus(events[1]), ZE_RESULT_NOT_READY);
  EXPECT_EQ(zeEventHostSynchronize(events[2], 0), ZE_RESULT_NOT_READY);
  ASSERT_EQ(zeEventHostSignal(events[0]), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[2], UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventQueryStatus(events[1]), ZE_RESULT_SUCCESS);
  for (uint32_t i = 0; i < Count; ++i)
    ASSERT_EQ(data[i], 42) << "at " << i;

  // A signal appended to the list, waited for by a later command.
  ASSERT_EQ(zeEventHostReset(events[0]), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventQueryStatus(events[0]), ZE_RESULT_NOT_READY);
  ASSERT_EQ(zeCommandListAppendSignalEvent(list, events[0]), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendWaitOnEvents(list, 1, &events[0]),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendMemoryPrefetch(list, data, Count * sizeof(int)),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendMemAdvise(list, found.device, data,
                                         Count * sizeof(int),
                                         ZE_MEMORY_ADVICE_SET_READ_MOSTLY),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostReset(events[1]), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &groups, events[1], 0,
                                            nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[1], UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventQueryStatus(events[0]), ZE_RESULT_SUCCESS);
  for (uint32_t i = 0; i < Count; ++i)
    ASSERT_EQ(data[i], 43) << "at " << i;
  // A host signal carries no kernel times.
  ze_kernel_timestamp_result_t times{};
  ASSERT_EQ(zeEventHostReset(events[3]), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSignal(events[3]), ZE_RESULT_SUCCESS);
  EXPECT_NE(zeEventQueryKernelTimestamp(events[3], &times), ZE_RESULT_SUCCESS);

  ASSERT_EQ(zeKernelDestroy(kernel), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

// The device clock zeDeviceGetGlobalTimestamps reads is the one kernel
// timestamps count: a command starts after a time read before it was
// appended and ends before one read once it has finished.
TEST_F(LevelZeroDriver, GlobalTimestampsAreOnTheKernelTimestampsClock) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("scale_and_sum.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  ze_kernel_handle_t kernel = createKernel(module, "add_one");
  constexpr uint32_t Count = 8;
  auto *data = allocate<int>(ZE_MEMORY_TYPE_SHARED, Count);
  ASSERT_TRUE(kernel && data);
  std::fill(data, data + Count, 0);
  ASSERT_EQ(zeKernelSetGroupSize(kernel, Count, 1, 1), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 0, sizeof data, &data),
            ZE_RESULT_SUCCESS);
  uint64_t host = 0, before = 0, after = 0;
  ASSERT_EQ(zeDeviceGetGlobalTimestamps(found.device, &host, &before),
            ZE_RESULT_SUCCESS);
  ze_group_count_t groups{1, 1, 1};
  ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &groups, events[0], 0,
                                            nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[0], UINT64_MAX), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeDeviceGetGlobalTimestamps(found.device, &host, &after),
            ZE_RESULT_SUCCESS);
  ze_kernel_timestamp_result_t times{};
  ASSERT_EQ(zeEventQueryKernelTimestamp(events[0], &times), ZE_RESULT_SUCCESS);
  EXPECT_LE(before, times.global.kernelStart);
  EXPECT_LE(times.global.kernelStart, times.global.kernelEnd);
  EXPECT_LE(times.global.kernelEnd, after);
  ASSERT_EQ(zeKernelDestroy(kernel), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

// Every USM kind and ordinary host memory are usable from the device, at the
// same time as from the host; a kernel allowed indirect access reaches them.
TEST_F(LevelZeroDriver, KernelsReachEveryKindOfMemory) {
  ze_device_memory_access_properties_t access{
      ZE_STRUCTURE_TYPE_DEVICE_MEMORY_ACCESS_PROPERTIES};
  ASSERT_EQ(zeDeviceGetMemoryAccessProperties(found.device, &access),
            ZE_RESULT_SUCCESS);
  const ze_memory_access_cap_flags_t usable =
      ZE_MEMORY_ACCESS_CAP_FLAG_RW | ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT;
  EXPECT_EQ(access.hostAllocCapabilities & usable, usable);
  EXPECT_EQ(access.deviceAllocCapabilities & usable, usable);
  EXPECT_EQ(access.sharedSingleDeviceAllocCapabilities & usable, usable);
  EXPECT_EQ(access.sharedSystemAllocCapabilities & usable, usable);

  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("scale_and_sum.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  ze_kernel_handle_t kernel = createKernel(module, "add_one");
  ASSERT_NE(kernel, nullptr);
  ASSERT_EQ(zeKernelSetIndirectAccess(
                kernel, ZE_KERNEL_INDIRECT_ACCESS_FLAG_HOST |
                            ZE_KERNEL_INDIRECT_ACCESS_FLAG_DEVICE |
                            ZE_KERNEL_INDIRECT_ACCESS_FLAG_SHARED),
            ZE_RESULT_SUCCESS);
  constexpr uint32_t Count = 16;
  std::vector<int> system(Count, 6);
  int *data = system.data();
  ASSERT_EQ(zeKernelSetGroupSize(kernel, Count, 1, 1), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(kernel, 0, sizeof data, &data),
            ZE_RESULT_SUCCESS);
  ze_group_count_t groups{1, 1, 1};
  ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &groups, events[0], 0,
                                            nullptr),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSynchronize(events[0], UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(system, std::vector<int>(Count, 7));
  ASSERT_EQ(zeKernelDestroy(kernel), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

TEST_F(LevelZeroDriver, BuildFailuresLeaveALog) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("calls_undefined.spv"), result, log);
  EXPECT_EQ(module, nullptr);
  EXPECT_EQ(result, ZE_RESULT_ERROR_MODULE_BUILD_FAILURE);
  EXPECT_NE(log.find("prism_test_undefined_helper"), std::string::npos) << log;

  std::vector<char> notSpirv(64, 'x');
  module = buildModule(notSpirv, result, log);
  EXPECT_EQ(module, nullptr);
  EXPECT_EQ(result, ZE_RESULT_ERROR_MODULE_BUILD_FAILURE);
  EXPECT_NE(log.find("not SPIR-V"), std::string::npos) << log;
}

TEST_F(LevelZeroDriver, ModulesNameNoGlobalsAndKnowTheirKernels) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("scale_and_sum.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  size_t size = 0;
  void *ptr = nullptr;
  EXPECT_EQ(zeModuleGetGlobalPointer(module, "anything", &size, &ptr),
            ZE_RESULT_ERROR_INVALID_GLOBAL_NAME);
  ze_kernel_desc_t desc{ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, "absent"};
  ze_kernel_handle_t kernel = nullptr;
  EXPECT_EQ(zeKernelCreate(module, &desc, &kernel),
            ZE_RESULT_ERROR_INVALID_KERNEL_NAME);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

// The program-globals buffer of Prism's images (prism/program_globals.h)
// is laid out and initialised by kernels of the image itself, so the Level
// Zero plugin can set it up through ordinary launches.
TEST_F(LevelZeroDriver, ProgramGlobalsWorkThroughOrdinaryKernels) {
  ze_result_t result;
  std::string log;
  ze_module_handle_t module =
      buildModule(readImage("program_globals.spv"), result, log);
  ASSERT_EQ(result, ZE_RESULT_SUCCESS) << log;
  ze_group_count_t one{1, 1, 1};
  auto run = [&](ze_kernel_handle_t kernel) {
    ASSERT_EQ(zeEventHostReset(events[0]), ZE_RESULT_SUCCESS);
    ASSERT_EQ(zeCommandListAppendLaunchKernel(list, kernel, &one, events[0], 0,
                                              nullptr),
              ZE_RESULT_SUCCESS);
    ASSERT_EQ(zeEventHostSynchronize(events[0], UINT64_MAX), ZE_RESULT_SUCCESS);
  };

  ze_kernel_handle_t layout = createKernel(module, "__prism_globals_layout");
  auto *words = allocate<uint64_t>(ZE_MEMORY_TYPE_SHARED, 6);
  const uint64_t capacity = 1;
  ASSERT_EQ(zeKernelSetArgumentValue(layout, 0, sizeof words, &words),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(layout, 1, sizeof capacity, &capacity),
            ZE_RESULT_SUCCESS);
  run(layout);
  EXPECT_EQ(words[0], 1u);  // one variable
  EXPECT_EQ(words[1], 32u); // buffer bytes
  EXPECT_EQ(words[4], 8u);  // its offset

  auto *globals = allocate<uint8_t>(ZE_MEMORY_TYPE_DEVICE, words[1]);
  ze_kernel_handle_t initialize =
      createKernel(module, "__prism_globals_initialize");
  ASSERT_EQ(zeKernelSetArgumentValue(initialize, 0, sizeof globals, &globals),
            ZE_RESULT_SUCCESS);
  run(initialize);
  ze_kernel_handle_t countUp = createKernel(module, "count_up");
  auto *seen = allocate<int>(ZE_MEMORY_TYPE_HOST, 1);
  ASSERT_EQ(zeKernelSetArgumentValue(countUp, 0, sizeof seen, &seen),
            ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeKernelSetArgumentValue(countUp, 1, sizeof globals, &globals),
            ZE_RESULT_SUCCESS);
  run(countUp);
  EXPECT_EQ(*seen, 42);
  run(countUp);
  EXPECT_EQ(*seen, 43);

  for (ze_kernel_handle_t kernel : {layout, initialize, countUp})
    ASSERT_EQ(zeKernelDestroy(kernel), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeModuleDestroy(module), ZE_RESULT_SUCCESS);
}

// The driver ignores a null descriptor; only the validation layer refuses it,
// so this shows that the layer sits between the test and the driver.
TEST_F(LevelZeroDriver, RunsBehindTheValidationLayer) {
  const char *enabled = std::getenv("ZE_ENABLE_VALIDATION_LAYER");
  ASSERT_TRUE(enabled && std::string(enabled) == "1")
      << "run with ZE_ENABLE_VALIDATION_LAYER=1";
  void *ptr = nullptr;
  ze_result_t result =
      zeMemAllocDevice(context, nullptr, 64, 0, found.device, &ptr);
  if (ptr)
    allocations.push_back(ptr);
  EXPECT_EQ(result, ZE_RESULT_ERROR_INVALID_NULL_POINTER);
}

// --- Fault injection: each test runs as its own ctest entry that sets
// PRISM_ZE_TEST_FAIL as the test's comment says.

void requireFaultSpec(const char *expected) {
  const char *spec = std::getenv("PRISM_ZE_TEST_FAIL");
  ASSERT_TRUE(spec && std::string(spec) == expected)
      << "run with PRISM_ZE_TEST_FAIL=" << expected;
}

// PRISM_ZE_TEST_FAIL=zeInit:UNINITIALIZED. Nothing else is called: loader
// 1.8.12 unloads a driver whose zeInit failed but still calls into it from
// zeDriverGet, which crashes.
TEST(FaultInjection, InitFails) {
  requireFaultSpec("zeInit:UNINITIALIZED");
  EXPECT_NE(zeInit(0), ZE_RESULT_SUCCESS);
  EXPECT_NE(zeInit(ZE_INIT_FLAG_GPU_ONLY), ZE_RESULT_SUCCESS);
}

// PRISM_ZE_TEST_FAIL=zeMemAllocDevice:OUT_OF_DEVICE_MEMORY:3
TEST(FaultInjection, ThirdDeviceAllocationRunsOutOfMemory) {
  requireFaultSpec("zeMemAllocDevice:OUT_OF_DEVICE_MEMORY:3");
  Discovery found;
  ASSERT_TRUE(discover(found));
  ze_context_desc_t contextDesc{ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
  ze_context_handle_t context = nullptr;
  ASSERT_EQ(zeContextCreate(found.driver, &contextDesc, &context),
            ZE_RESULT_SUCCESS);
  ze_device_mem_alloc_desc_t desc{ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC,
                                  nullptr, 0, 0};
  const ze_result_t expected[] = {ZE_RESULT_SUCCESS, ZE_RESULT_SUCCESS,
                                  ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY,
                                  ZE_RESULT_SUCCESS};
  for (ze_result_t want : expected) {
    void *ptr = nullptr;
    EXPECT_EQ(zeMemAllocDevice(context, &desc, 64, 0, found.device, &ptr),
              want);
    if (ptr)
      EXPECT_EQ(zeMemFree(context, ptr), ZE_RESULT_SUCCESS);
  }
  EXPECT_EQ(zeContextDestroy(context), ZE_RESULT_SUCCESS);
}

// PRISM_ZE_TEST_FAIL=zeCommandListAppendMemoryCopy:DEVICE_LOST,
// zeEventHostSynchronize:DEVICE_LOST:2
TEST(FaultInjection, DeviceLost) {
  requireFaultSpec("zeCommandListAppendMemoryCopy:DEVICE_LOST,"
                   "zeEventHostSynchronize:DEVICE_LOST:2");
  Discovery found;
  ASSERT_TRUE(discover(found));
  ze_context_desc_t contextDesc{ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
  ze_context_handle_t context = nullptr;
  ASSERT_EQ(zeContextCreate(found.driver, &contextDesc, &context),
            ZE_RESULT_SUCCESS);
  ze_command_queue_desc_t queueDesc{ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC};
  ze_command_list_handle_t list = nullptr;
  ASSERT_EQ(
      zeCommandListCreateImmediate(context, found.device, &queueDesc, &list),
      ZE_RESULT_SUCCESS);
  int from = 1, to = 0;
  EXPECT_EQ(zeCommandListAppendMemoryCopy(list, &to, &from, sizeof to, nullptr,
                                          0, nullptr),
            ZE_RESULT_ERROR_DEVICE_LOST);
  ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                                ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
  ze_event_pool_handle_t pool = nullptr;
  ASSERT_EQ(zeEventPoolCreate(context, &poolDesc, 1, &found.device, &pool),
            ZE_RESULT_SUCCESS);
  ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, 0, 0, 0};
  ze_event_handle_t event = nullptr;
  ASSERT_EQ(zeEventCreate(pool, &eventDesc, &event), ZE_RESULT_SUCCESS);
  ASSERT_EQ(zeEventHostSignal(event), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventHostSynchronize(event, UINT64_MAX), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventHostSynchronize(event, UINT64_MAX),
            ZE_RESULT_ERROR_DEVICE_LOST);
  EXPECT_EQ(zeEventDestroy(event), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeEventPoolDestroy(pool), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeCommandListDestroy(list), ZE_RESULT_SUCCESS);
  EXPECT_EQ(zeContextDestroy(context), ZE_RESULT_SUCCESS);
}

} // namespace
