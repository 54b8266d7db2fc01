//===- info_keys_test.cpp - The info keys of the plugin ABI ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The platform, device and kernel info keys are generated from
// include/prism/platform_info.def, device_info.def and kernel_info.def; their
// numbers are the plugin ABI. Some are pinned here, every key must follow the
// one before it (rows are appended, never renumbered or reused), and the C++
// types of the answers must be the layouts plugin.h documents.
//
//===----------------------------------------------------------------------===//
#include "prism/info_types.h"

#include <gtest/gtest.h>

#include <type_traits>
#include <vector>

namespace {

static_assert(PRISM_PLATFORM_INFO_NAME == 1);
static_assert(PRISM_PLATFORM_INFO_EXTENSIONS == 5);
static_assert(PRISM_DEVICE_INFO_TYPE == 1);
static_assert(PRISM_DEVICE_INFO_NAME == 2);
static_assert(PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES == 8);
static_assert(PRISM_DEVICE_INFO_SUB_GROUP_SIZES == 13);
static_assert(PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN == 16);
static_assert(PRISM_DEVICE_INFO_VENDOR_ID == 17);
static_assert(PRISM_DEVICE_INFO_ATOMIC64 == 38);
static_assert(PRISM_DEVICE_INFO_PROFILE == 47);
static_assert(PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES == 49);
static_assert(PRISM_KERNEL_INFO_WORK_GROUP_SIZE == 1);
static_assert(PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE == 3);

static_assert(
    std::is_same_v<prism::InfoType<PRISM_DEVICE_INFO_TYPE>, uint32_t>);
static_assert(
    std::is_same_v<prism::InfoType<PRISM_DEVICE_INFO_NAME>, std::string>);
static_assert(
    std::is_same_v<prism::InfoType<PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES>,
                   std::array<uint64_t, 3>>);
static_assert(std::is_same_v<prism::InfoType<PRISM_DEVICE_INFO_SUB_GROUP_SIZES>,
                             std::vector<uint32_t>>);
static_assert(
    std::is_same_v<prism::InfoType<PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS>,
                   std::array<uint32_t, PRISM_SCALAR_TYPE_COUNT>>);
static_assert(std::is_same_v<
              prism::InfoType<PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE>, uint64_t>);

// The keys in row order.
const std::vector<int> PlatformKeys = {
#define PRISM_PLATFORM_INFO(NAME, VALUE, TYPE, DESCRIPTION) VALUE,
#include "prism/platform_info.def"
#undef PRISM_PLATFORM_INFO
};
const std::vector<int> DeviceKeys = {
#define PRISM_DEVICE_INFO(NAME, VALUE, TYPE, DESCRIPTION) VALUE,
#include "prism/device_info.def"
#undef PRISM_DEVICE_INFO
};
const std::vector<int> KernelKeys = {
#define PRISM_KERNEL_INFO(NAME, VALUE, TYPE, DESCRIPTION) VALUE,
#include "prism/kernel_info.def"
#undef PRISM_KERNEL_INFO
};

TEST(InfoKeys, RowsAreNumberedOneAfterAnother) {
  for (const std::vector<int> *Keys : {&PlatformKeys, &DeviceKeys, &KernelKeys})
    for (size_t Row = 0; Row < Keys->size(); ++Row)
      EXPECT_EQ((*Keys)[Row], static_cast<int>(Row) + 1) << "row " << Row;
}

} // namespace
