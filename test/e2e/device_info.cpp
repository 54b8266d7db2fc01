// Device and platform info (issue 5): every info::platform, info::device,
// info::context and info::queue descriptor of SYCL 2020 is asked of every
// device. Each answer is checked against the rules the specification sets
// (minimums, aspects that must agree with info, orders and scopes that come
// together), against what the device does (USM allocations, 64-bit atomics,
// profiling), and on OpenCL devices against the same device's answers
// through OpenCL itself, as clinfo shows them. With --no-kernels it only
// asks (the fake CUDA driver of the unit tests runs no kernels).
#include "check.h"
#include <sycl/sycl.hpp>

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include <algorithm>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

// The deprecated descriptors are asked too.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#define CHECK_STR_EQ(A, B)                                                     \
  do {                                                                         \
    std::string ValA = (A), ValB = (B);                                        \
    if (ValA != ValB) {                                                        \
      std::fprintf(stderr, "%s:%d: check failed: %s == %s ('%s' vs '%s')\n",   \
                   __FILE__, __LINE__, #A, #B, ValA.c_str(), ValB.c_str());    \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

bool RunKernels = true;

namespace info = sycl::info;
namespace dev = sycl::info::device;
using sycl::aspect;
using sycl::memory_order;
using sycl::memory_scope;

template <typename T, typename Value>
bool contains(const std::vector<T> &Values, Value Wanted) {
  return std::find(Values.begin(), Values.end(), Wanted) != Values.end();
}

std::vector<std::string> words(const std::string &Text) {
  std::istringstream Stream(Text);
  std::vector<std::string> Words;
  for (std::string Word; Stream >> Word;)
    Words.push_back(Word);
  return Words;
}

template <typename Thrower> bool throwsInvalid(Thrower &&Body) {
  try {
    Body();
  } catch (const sycl::exception &E) {
    return E.code() == sycl::errc::invalid;
  }
  return false;
}

// --- OpenCL's own answers ----------------------------------------------------

template <typename T> T clInfo(cl_device_id Id, cl_device_info What) {
  T Value{};
  CHECK(clGetDeviceInfo(Id, What, sizeof Value, &Value, nullptr) == CL_SUCCESS);
  return Value;
}

std::string clString(cl_device_id Id, cl_device_info What) {
  size_t Size = 0;
  CHECK(clGetDeviceInfo(Id, What, 0, nullptr, &Size) == CL_SUCCESS);
  std::string Text(Size, '\0');
  CHECK(clGetDeviceInfo(Id, What, Size, Text.data(), nullptr) == CL_SUCCESS);
  return Text.c_str();
}

std::string clPlatformString(cl_platform_id Id, cl_platform_info What) {
  size_t Size = 0;
  CHECK(clGetPlatformInfo(Id, What, 0, nullptr, &Size) == CL_SUCCESS);
  std::string Text(Size, '\0');
  CHECK(clGetPlatformInfo(Id, What, Size, Text.data(), nullptr) == CL_SUCCESS);
  return Text.c_str();
}

// The OpenCL device of the same platform and name as D.
cl_device_id findOpenCLDevice(const sycl::device &D, cl_platform_id &Found) {
  cl_uint PlatformCount = 0;
  CHECK(clGetPlatformIDs(0, nullptr, &PlatformCount) == CL_SUCCESS);
  std::vector<cl_platform_id> Platforms(PlatformCount);
  clGetPlatformIDs(PlatformCount, Platforms.data(), nullptr);
  for (cl_platform_id P : Platforms) {
    if (clPlatformString(P, CL_PLATFORM_NAME) !=
        D.get_platform().get_info<info::platform::name>())
      continue;
    cl_uint Count = 0;
    clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, 0, nullptr, &Count);
    std::vector<cl_device_id> Devices(Count);
    clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, Count, Devices.data(), nullptr);
    for (cl_device_id Id : Devices)
      if (clString(Id, CL_DEVICE_NAME) == D.get_info<dev::name>()) {
        Found = P;
        return Id;
      }
  }
  CHECK(!"no OpenCL device of that name");
  return nullptr;
}

std::vector<info::fp_config> fpConfig(cl_device_fp_config Bits) {
  const std::pair<cl_device_fp_config, info::fp_config> Known[] = {
      {CL_FP_DENORM, info::fp_config::denorm},
      {CL_FP_INF_NAN, info::fp_config::inf_nan},
      {CL_FP_ROUND_TO_NEAREST, info::fp_config::round_to_nearest},
      {CL_FP_ROUND_TO_ZERO, info::fp_config::round_to_zero},
      {CL_FP_ROUND_TO_INF, info::fp_config::round_to_inf},
      {CL_FP_FMA, info::fp_config::fma},
      {CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT,
       info::fp_config::correctly_rounded_divide_sqrt},
      {CL_FP_SOFT_FLOAT, info::fp_config::soft_float}};
  std::vector<info::fp_config> Config;
  for (const auto &[Bit, Value] : Known)
    if (Bits & Bit)
      Config.push_back(Value);
  return Config;
}

void compareWithOpenCL(const sycl::device &D) {
  cl_platform_id P = nullptr;
  cl_device_id Id = findOpenCLDevice(D, P);
  const sycl::platform Platform = D.get_platform();
  CHECK_STR_EQ(Platform.get_info<info::platform::version>(),
               clPlatformString(P, CL_PLATFORM_VERSION));
  CHECK_STR_EQ(Platform.get_info<info::platform::vendor>(),
               clPlatformString(P, CL_PLATFORM_VENDOR));
  CHECK_STR_EQ(Platform.get_info<info::platform::profile>(),
               clPlatformString(P, CL_PLATFORM_PROFILE));
  CHECK(Platform.get_info<info::platform::extensions>() ==
        words(clPlatformString(P, CL_PLATFORM_EXTENSIONS)));

  CHECK_STR_EQ(D.get_info<dev::vendor>(), clString(Id, CL_DEVICE_VENDOR));
  CHECK_STR_EQ(D.get_info<dev::driver_version>(),
               clString(Id, CL_DRIVER_VERSION));
  CHECK_STR_EQ(D.get_info<dev::version>(), clString(Id, CL_DEVICE_VERSION));
  CHECK_STR_EQ(D.get_info<dev::profile>(), clString(Id, CL_DEVICE_PROFILE));
  // "OpenCL 3.0 <vendor text>": the backend version is "3.0".
  CHECK_STR_EQ("OpenCL " + D.get_info<dev::backend_version>() + " ",
               clString(Id, CL_DEVICE_VERSION)
                   .substr(0, 8 + D.get_info<dev::backend_version>().size()));
  CHECK(D.get_info<dev::extensions>() ==
        words(clString(Id, CL_DEVICE_EXTENSIONS)));

  CHECK_EQ(D.get_info<dev::vendor_id>(),
           clInfo<cl_uint>(Id, CL_DEVICE_VENDOR_ID));
  CHECK_EQ(D.get_info<dev::max_compute_units>(),
           clInfo<cl_uint>(Id, CL_DEVICE_MAX_COMPUTE_UNITS));
  CHECK_EQ(
      D.get_info<dev::max_work_item_dimensions>(),
      std::min(clInfo<cl_uint>(Id, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS), 3u));
  size_t Sizes[3] = {};
  clGetDeviceInfo(Id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof Sizes, Sizes,
                  nullptr);
  const sycl::range<3> Sizes3 = D.get_info<dev::max_work_item_sizes<3>>();
  CHECK_EQ(Sizes3[0], Sizes[2]);
  CHECK_EQ(Sizes3[1], Sizes[1]);
  CHECK_EQ(Sizes3[2], Sizes[0]);
  CHECK_EQ(D.get_info<dev::max_work_group_size>(),
           clInfo<size_t>(Id, CL_DEVICE_MAX_WORK_GROUP_SIZE));
  CHECK_EQ(D.get_info<dev::max_num_sub_groups>(),
           std::max(clInfo<cl_uint>(Id, CL_DEVICE_MAX_NUM_SUB_GROUPS), 1u));

  CHECK_EQ(D.get_info<dev::preferred_vector_width_char>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_short>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_int>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_long>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_float>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_double>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_half>(),
           clInfo<cl_uint>(Id, CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF));
  CHECK_EQ(D.get_info<dev::native_vector_width_char>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR));
  CHECK_EQ(D.get_info<dev::native_vector_width_short>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT));
  CHECK_EQ(D.get_info<dev::native_vector_width_int>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_INT));
  CHECK_EQ(D.get_info<dev::native_vector_width_long>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG));
  CHECK_EQ(D.get_info<dev::native_vector_width_float>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT));
  CHECK_EQ(D.get_info<dev::native_vector_width_double>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE));
  CHECK_EQ(D.get_info<dev::native_vector_width_half>(),
           clInfo<cl_uint>(Id, CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF));

  CHECK_EQ(D.get_info<dev::max_clock_frequency>(),
           clInfo<cl_uint>(Id, CL_DEVICE_MAX_CLOCK_FREQUENCY));
  CHECK_EQ(D.get_info<dev::address_bits>(),
           clInfo<cl_uint>(Id, CL_DEVICE_ADDRESS_BITS));
  CHECK_EQ(D.get_info<dev::max_mem_alloc_size>(),
           clInfo<cl_ulong>(Id, CL_DEVICE_MAX_MEM_ALLOC_SIZE));
  CHECK_EQ(D.get_info<dev::max_parameter_size>(),
           clInfo<size_t>(Id, CL_DEVICE_MAX_PARAMETER_SIZE));
  CHECK_EQ(D.get_info<dev::mem_base_addr_align>(),
           clInfo<cl_uint>(Id, CL_DEVICE_MEM_BASE_ADDR_ALIGN));
  CHECK(D.get_info<dev::single_fp_config>() ==
        fpConfig(clInfo<cl_device_fp_config>(Id, CL_DEVICE_SINGLE_FP_CONFIG)));
  CHECK(D.get_info<dev::double_fp_config>() ==
        fpConfig(clInfo<cl_device_fp_config>(Id, CL_DEVICE_DOUBLE_FP_CONFIG)));
  const std::vector<std::string> Extensions =
      words(clString(Id, CL_DEVICE_EXTENSIONS));
  CHECK(
      D.get_info<dev::half_fp_config>() ==
      (contains(Extensions, "cl_khr_fp16")
           ? fpConfig(clInfo<cl_device_fp_config>(Id, CL_DEVICE_HALF_FP_CONFIG))
           : std::vector<info::fp_config>{}));
  CHECK(D.has(aspect::fp64) == contains(Extensions, "cl_khr_fp64"));
  CHECK(D.has(aspect::fp16) == contains(Extensions, "cl_khr_fp16"));
  CHECK(D.has(aspect::atomic64) ==
        (contains(Extensions, "cl_khr_int64_base_atomics") &&
         contains(Extensions, "cl_khr_int64_extended_atomics")));

  const info::global_mem_cache_type CacheTypes[] = {
      info::global_mem_cache_type::none, info::global_mem_cache_type::read_only,
      info::global_mem_cache_type::read_write};
  CHECK(D.get_info<dev::global_mem_cache_type>() ==
        CacheTypes[clInfo<cl_device_mem_cache_type>(
            Id, CL_DEVICE_GLOBAL_MEM_CACHE_TYPE)]);
  CHECK_EQ(D.get_info<dev::global_mem_cache_line_size>(),
           clInfo<cl_uint>(Id, CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE));
  CHECK_EQ(D.get_info<dev::global_mem_cache_size>(),
           clInfo<cl_ulong>(Id, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE));
  CHECK_EQ(D.get_info<dev::global_mem_size>(),
           clInfo<cl_ulong>(Id, CL_DEVICE_GLOBAL_MEM_SIZE));
  CHECK_EQ(D.get_info<dev::max_constant_buffer_size>(),
           clInfo<cl_ulong>(Id, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE));
  CHECK_EQ(D.get_info<dev::max_constant_args>(),
           clInfo<cl_uint>(Id, CL_DEVICE_MAX_CONSTANT_ARGS));
  const info::local_mem_type LocalTypes[] = {info::local_mem_type::none,
                                             info::local_mem_type::local,
                                             info::local_mem_type::global};
  CHECK(D.get_info<dev::local_mem_type>() ==
        LocalTypes[clInfo<cl_device_local_mem_type>(Id,
                                                    CL_DEVICE_LOCAL_MEM_TYPE)]);
  CHECK_EQ(D.get_info<dev::local_mem_size>(),
           clInfo<cl_ulong>(Id, CL_DEVICE_LOCAL_MEM_SIZE));
  CHECK_EQ(D.get_info<dev::error_correction_support>(),
           clInfo<cl_bool>(Id, CL_DEVICE_ERROR_CORRECTION_SUPPORT) != 0);
  CHECK_EQ(D.get_info<dev::host_unified_memory>(),
           clInfo<cl_bool>(Id, CL_DEVICE_HOST_UNIFIED_MEMORY) != 0);
  CHECK_EQ(D.get_info<dev::profiling_timer_resolution>(),
           clInfo<size_t>(Id, CL_DEVICE_PROFILING_TIMER_RESOLUTION));
  CHECK_EQ(D.get_info<dev::is_available>(),
           clInfo<cl_bool>(Id, CL_DEVICE_AVAILABLE) != 0);
  CHECK_EQ(D.get_info<dev::printf_buffer_size>(),
           clInfo<size_t>(Id, CL_DEVICE_PRINTF_BUFFER_SIZE));
  CHECK_EQ(D.get_info<dev::preferred_interop_user_sync>(),
           clInfo<cl_bool>(Id, CL_DEVICE_PREFERRED_INTEROP_USER_SYNC) != 0);
  CHECK_EQ(D.has(aspect::queue_profiling),
           (clInfo<cl_command_queue_properties>(
                Id, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES) &
            CL_QUEUE_PROFILING_ENABLE) != 0);

  const cl_device_exec_capabilities Execution =
      clInfo<cl_device_exec_capabilities>(Id, CL_DEVICE_EXECUTION_CAPABILITIES);
  const std::vector<info::execution_capability> Capabilities =
      D.get_info<dev::execution_capabilities>();
  CHECK_EQ(contains(Capabilities, info::execution_capability::exec_kernel),
           (Execution & CL_EXEC_KERNEL) != 0);
  CHECK_EQ(
      contains(Capabilities, info::execution_capability::exec_native_kernel),
      (Execution & CL_EXEC_NATIVE_KERNEL) != 0);

  // OpenCL 3.0 atomic capabilities: orders and the scopes beyond the work
  // group; the narrower scopes are always there (Prism widens them).
  cl_device_atomic_capabilities Atomics = 0, Fences = 0;
  if (clGetDeviceInfo(Id, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof Atomics,
                      &Atomics, nullptr) == CL_SUCCESS &&
      clGetDeviceInfo(Id, CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, sizeof Fences,
                      &Fences, nullptr) == CL_SUCCESS) {
    const auto Orders = D.get_info<dev::atomic_memory_order_capabilities>();
    CHECK_EQ(contains(Orders, memory_order::acq_rel),
             (Atomics & (CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                         CL_DEVICE_ATOMIC_ORDER_SEQ_CST)) != 0);
    CHECK_EQ(contains(Orders, memory_order::seq_cst),
             (Atomics & CL_DEVICE_ATOMIC_ORDER_SEQ_CST) != 0);
    const auto FenceOrders = D.get_info<dev::atomic_fence_order_capabilities>();
    CHECK_EQ(contains(FenceOrders, memory_order::seq_cst),
             (Fences & CL_DEVICE_ATOMIC_ORDER_SEQ_CST) != 0);
    const auto Scopes = D.get_info<dev::atomic_memory_scope_capabilities>();
    CHECK_EQ(contains(Scopes, memory_scope::system),
             (Atomics & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) != 0);
    CHECK_EQ(contains(Scopes, memory_scope::device),
             (Atomics & (CL_DEVICE_ATOMIC_SCOPE_DEVICE |
                         CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES)) != 0);
    const auto FenceScopes = D.get_info<dev::atomic_fence_scope_capabilities>();
    CHECK_EQ(contains(FenceScopes, memory_scope::system),
             (Fences & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) != 0);
  }
  std::cout << "  matches OpenCL's answers for '" << D.get_info<dev::name>()
            << "'\n";
}

// --- The specification's rules -----------------------------------------------

void checkAspects(const sycl::device &D) {
  const std::vector<aspect> Aspects = D.get_info<dev::aspects>();
  for (int A = int(aspect::cpu); A <= int(aspect::usm_system_allocations); ++A)
    CHECK_EQ(D.has(aspect(A)), contains(Aspects, aspect(A)));
  CHECK_EQ(D.has(aspect::cpu), D.is_cpu());
  CHECK_EQ(D.has(aspect::gpu), D.is_gpu());
  CHECK_EQ(D.has(aspect::accelerator), D.is_accelerator());
  CHECK_EQ(D.has(aspect::custom),
           D.get_info<dev::device_type>() == info::device_type::custom);
  CHECK(!D.has(aspect::emulated));
  CHECK(!D.has(aspect::host_debuggable));
  CHECK_EQ(D.has(aspect::fp64), !D.get_info<dev::double_fp_config>().empty());
  CHECK_EQ(D.has(aspect::fp16), !D.get_info<dev::half_fp_config>().empty());
  CHECK_EQ(D.has(aspect::image), D.get_info<dev::image_support>());
  CHECK(!D.has(aspect::image)); // Prism has no images
  CHECK_EQ(D.has(aspect::online_compiler),
           D.get_info<dev::is_compiler_available>());
  CHECK_EQ(D.has(aspect::online_linker),
           D.get_info<dev::is_linker_available>());
  CHECK(!D.has(aspect::online_compiler) && !D.has(aspect::online_linker));
  CHECK_EQ(D.has(aspect::queue_profiling), D.get_info<dev::queue_profiling>());
  CHECK(!D.has(aspect::usm_atomic_host_allocations) ||
        D.has(aspect::usm_host_allocations));
  CHECK(!D.has(aspect::usm_atomic_shared_allocations) ||
        D.has(aspect::usm_shared_allocations));

  // Aspects that promise something are tried.
  sycl::queue Q{D, sycl::property::queue::enable_profiling{}};
  const std::pair<aspect, sycl::usm::alloc> Kinds[] = {
      {aspect::usm_device_allocations, sycl::usm::alloc::device},
      {aspect::usm_host_allocations, sycl::usm::alloc::host},
      {aspect::usm_shared_allocations, sycl::usm::alloc::shared}};
  for (const auto &[Aspect, Kind] : Kinds) {
    if (!D.has(Aspect))
      continue;
    void *Memory = sycl::malloc(64, Q, Kind);
    CHECK(Memory);
    CHECK(sycl::get_pointer_type(Memory, Q.get_context()) == Kind);
    sycl::free(Memory, Q);
  }
  if (RunKernels && D.has(aspect::atomic64) &&
      D.has(aspect::usm_shared_allocations)) {
    unsigned long long *Sum = sycl::malloc_shared<unsigned long long>(1, Q);
    *Sum = 0;
    Q.parallel_for(sycl::range<1>(64), [=](sycl::id<1>) {
       sycl::atomic_ref<unsigned long long, memory_order::relaxed,
                        memory_scope::device>(*Sum)
           .fetch_add(1ull << 33);
     }).wait();
    CHECK_EQ(*Sum, 64ull << 33);
    sycl::free(Sum, Q);
  }
  if (RunKernels && D.has(aspect::queue_profiling)) {
    sycl::event E = Q.single_task([] {});
    E.wait();
    CHECK(E.get_profiling_info<info::event_profiling::command_end>() >=
          E.get_profiling_info<info::event_profiling::command_start>());
  }
}

void checkOrdersAndScopes(const sycl::device &D) {
  const auto Orders = D.get_info<dev::atomic_memory_order_capabilities>();
  CHECK(contains(Orders, memory_order::relaxed));
  const bool AcquireRelease = contains(Orders, memory_order::acq_rel);
  CHECK_EQ(contains(Orders, memory_order::acquire), AcquireRelease);
  CHECK_EQ(contains(Orders, memory_order::release), AcquireRelease);
  CHECK(!contains(Orders, memory_order::seq_cst) || AcquireRelease);
  const auto FenceOrders = D.get_info<dev::atomic_fence_order_capabilities>();
  for (memory_order O : {memory_order::relaxed, memory_order::acquire,
                         memory_order::release, memory_order::acq_rel})
    CHECK(contains(FenceOrders, O));
  for (const auto &Scopes :
       {D.get_info<dev::atomic_memory_scope_capabilities>(),
        D.get_info<dev::atomic_fence_scope_capabilities>()}) {
    for (memory_scope S : {memory_scope::work_item, memory_scope::sub_group,
                           memory_scope::work_group})
      CHECK(contains(Scopes, S));
    CHECK(!contains(Scopes, memory_scope::system) ||
          contains(Scopes, memory_scope::device));
  }
}

void checkRules(const sycl::device &D) {
  const info::device_type Type = D.get_info<dev::device_type>();
  CHECK(Type != info::device_type::all && Type != info::device_type::host &&
        Type != info::device_type::automatic);
  const uint32_t Vendor = D.get_info<dev::vendor_id>();
  CHECK(Vendor != 0 && (Vendor >= 0x10000 || Vendor <= 0xFFFF));
  CHECK(D.get_info<dev::max_compute_units>() >= 1);
  CHECK_EQ(D.get_info<dev::max_work_item_dimensions>(), 3u);
  const sycl::range<1> Sizes1 = D.get_info<dev::max_work_item_sizes<1>>();
  const sycl::range<2> Sizes2 = D.get_info<dev::max_work_item_sizes<2>>();
  const sycl::range<3> Sizes3 = D.get_info<dev::max_work_item_sizes<3>>();
  CHECK(Sizes3[0] >= 1 && Sizes3[1] >= 1 && Sizes3[2] >= 1);
  CHECK_EQ(Sizes1[0], Sizes3[2]);
  CHECK_EQ(Sizes2[0], Sizes3[1]);
  CHECK_EQ(Sizes2[1], Sizes3[2]);
  CHECK(D.get_info<dev::max_work_group_size>() >= 1);
  CHECK(D.get_info<dev::max_num_sub_groups>() >= 1);

  for (uint32_t Width : {D.get_info<dev::preferred_vector_width_char>(),
                         D.get_info<dev::preferred_vector_width_short>(),
                         D.get_info<dev::preferred_vector_width_int>(),
                         D.get_info<dev::preferred_vector_width_long>(),
                         D.get_info<dev::preferred_vector_width_float>(),
                         D.get_info<dev::native_vector_width_char>(),
                         D.get_info<dev::native_vector_width_short>(),
                         D.get_info<dev::native_vector_width_int>(),
                         D.get_info<dev::native_vector_width_long>(),
                         D.get_info<dev::native_vector_width_float>()})
    CHECK(Width >= 1);
  CHECK_EQ(D.get_info<dev::preferred_vector_width_double>() != 0,
           D.has(aspect::fp64));
  CHECK_EQ(D.get_info<dev::native_vector_width_double>() != 0,
           D.has(aspect::fp64));
  CHECK_EQ(D.get_info<dev::preferred_vector_width_half>() != 0,
           D.has(aspect::fp16));
  CHECK_EQ(D.get_info<dev::native_vector_width_half>() != 0,
           D.has(aspect::fp16));

  CHECK(D.get_info<dev::max_clock_frequency>() > 0);
  CHECK_EQ(D.get_info<dev::address_bits>(), 8 * sizeof(void *));
  const uint64_t Global = D.get_info<dev::global_mem_size>();
  CHECK(Global > 0);
  CHECK(D.get_info<dev::max_mem_alloc_size>() > 0 &&
        D.get_info<dev::max_mem_alloc_size>() <= Global);
  CHECK(D.get_info<dev::max_parameter_size>() >= 1024);
  const uint32_t Align = D.get_info<dev::mem_base_addr_align>();
  CHECK(Align >= 8 * sizeof(long long) && Align % 8 == 0);

  // Images: none (and so no limits).
  CHECK(!D.get_info<dev::image_support>());
  CHECK_EQ(D.get_info<dev::max_read_image_args>(), 0u);
  CHECK_EQ(D.get_info<dev::max_write_image_args>(), 0u);
  CHECK_EQ(D.get_info<dev::image2d_max_width>(), 0u);
  CHECK_EQ(D.get_info<dev::image2d_max_height>(), 0u);
  CHECK_EQ(D.get_info<dev::image3d_max_width>(), 0u);
  CHECK_EQ(D.get_info<dev::image3d_max_height>(), 0u);
  CHECK_EQ(D.get_info<dev::image3d_max_depth>(), 0u);
  CHECK_EQ(D.get_info<dev::image_max_buffer_size>(), 0u);
  CHECK_EQ(D.get_info<dev::max_samplers>(), 0u);

  const auto Single = D.get_info<dev::single_fp_config>();
  CHECK(contains(Single, info::fp_config::round_to_nearest) &&
        contains(Single, info::fp_config::inf_nan));
  if (D.has(aspect::fp64)) {
    const auto Double = D.get_info<dev::double_fp_config>();
    for (info::fp_config C :
         {info::fp_config::fma, info::fp_config::round_to_nearest,
          info::fp_config::round_to_zero, info::fp_config::round_to_inf,
          info::fp_config::inf_nan, info::fp_config::denorm})
      CHECK(contains(Double, C));
  }

  if (D.get_info<dev::global_mem_cache_type>() !=
      info::global_mem_cache_type::none)
    CHECK(D.get_info<dev::global_mem_cache_line_size>() > 0 &&
          D.get_info<dev::global_mem_cache_size>() > 0);
  CHECK(D.get_info<dev::max_constant_buffer_size>() >= 64 * 1024);
  CHECK(D.get_info<dev::max_constant_args>() >= 8);
  CHECK(D.get_info<dev::local_mem_type>() != info::local_mem_type::none);
  CHECK(D.get_info<dev::local_mem_size>() >= 32 * 1024);
  (void)D.get_info<dev::error_correction_support>();
  (void)D.get_info<dev::host_unified_memory>();
  checkOrdersAndScopes(D);
  CHECK(D.get_info<dev::profiling_timer_resolution>() > 0);
  CHECK(D.get_info<dev::is_endian_little>());
  CHECK(D.get_info<dev::is_available>());
  CHECK(D.get_info<dev::built_in_kernels>().empty());
  CHECK(D.get_info<dev::built_in_kernel_ids>().empty());

  CHECK(D.get_info<dev::platform>() == D.get_platform());
  CHECK(!D.get_info<dev::name>().empty());
  CHECK(!D.get_info<dev::vendor>().empty());
  CHECK(!D.get_info<dev::driver_version>().empty());
  CHECK(!D.get_info<dev::version>().empty());
  const std::string BackendVersion = D.get_info<dev::backend_version>();
  unsigned Major = 0, Minor = 0;
  char Dot = 0;
  std::istringstream(BackendVersion) >> Major >> Dot >> Minor;
  CHECK(Major > 0 && Dot == '.');
  for (const std::string &Extension : D.get_info<dev::extensions>())
    CHECK(!Extension.empty() && Extension.find(' ') == std::string::npos);

  // What SYCL answers only for OpenCL devices.
  if (D.get_backend() == sycl::backend::opencl) {
    const std::string Profile = D.get_info<dev::profile>();
    CHECK(Profile == "FULL_PROFILE" || Profile == "EMBEDDED_PROFILE");
    if (Profile == "FULL_PROFILE")
      CHECK(D.get_info<dev::printf_buffer_size>() >= 1024 * 1024);
    CHECK(contains(D.get_info<dev::execution_capabilities>(),
                   info::execution_capability::exec_kernel));
    (void)D.get_info<dev::preferred_interop_user_sync>();
  } else {
    CHECK(throwsInvalid([&] { D.get_info<dev::profile>(); }));
    CHECK(throwsInvalid([&] { D.get_info<dev::execution_capabilities>(); }));
    CHECK(
        throwsInvalid([&] { D.get_info<dev::preferred_interop_user_sync>(); }));
  }

  // Root devices that cannot be partitioned.
  CHECK(throwsInvalid([&] { D.get_info<dev::parent_device>(); }));
  CHECK_EQ(D.get_info<dev::partition_max_sub_devices>(), 0u);
  CHECK(D.get_info<dev::partition_properties>().empty());
  CHECK(D.get_info<dev::partition_affinity_domains>().empty());
  CHECK(D.get_info<dev::partition_type_property>() ==
        info::partition_property::no_partition);
  CHECK(D.get_info<dev::partition_type_affinity_domain>() ==
        info::partition_affinity_domain::not_applicable);

  checkAspects(D);
}

// --- Platforms, device lists, contexts and queues ----------------------------

void checkDeviceLists() {
  const std::vector<sycl::device> All = sycl::device::get_devices();
  CHECK(!All.empty());
  CHECK(sycl::device::get_devices(info::device_type::all) == All);
  size_t Typed = 0;
  for (info::device_type Type : {info::device_type::cpu, info::device_type::gpu,
                                 info::device_type::accelerator}) {
    for (const sycl::device &D : sycl::device::get_devices(Type)) {
      CHECK(D.get_info<dev::device_type>() == Type);
      CHECK(contains(All, D));
      ++Typed;
    }
  }
  CHECK_EQ(Typed, All.size());
  CHECK(sycl::device::get_devices(info::device_type::custom).empty());
  CHECK(sycl::device::get_devices(info::device_type::host).empty());
  const std::vector<sycl::device> Default =
      sycl::device::get_devices(info::device_type::automatic);
  CHECK_EQ(Default.size(), 1u);
  CHECK(Default.front() == sycl::device{sycl::default_selector_v});

  const std::vector<sycl::platform> Platforms = sycl::platform::get_platforms();
  CHECK(!Platforms.empty());
  size_t Listed = 0;
  for (const sycl::platform &P : Platforms) {
    CHECK(!P.get_info<info::platform::name>().empty());
    CHECK(!P.get_info<info::platform::vendor>().empty());
    CHECK(!P.get_info<info::platform::version>().empty());
    const std::string Profile = P.get_info<info::platform::profile>();
    CHECK(Profile == "FULL_PROFILE" || Profile == "EMBEDDED_PROFILE");
    for (const std::string &Extension :
         P.get_info<info::platform::extensions>())
      CHECK(!Extension.empty());
    const std::vector<sycl::device> Devices = P.get_devices();
    CHECK(!Devices.empty());
    for (const sycl::device &D : Devices) {
      CHECK(D.get_platform() == P);
      CHECK(contains(All, D));
    }
    Listed += Devices.size();
    CHECK_EQ(P.get_devices(info::device_type::automatic).size(), 1u);
    for (const sycl::device &D : P.get_devices(info::device_type::cpu))
      CHECK(D.is_cpu() && contains(Devices, D));
    for (int A = int(aspect::cpu); A <= int(aspect::usm_system_allocations);
         ++A)
      CHECK_EQ(P.has(aspect(A)), std::all_of(Devices.begin(), Devices.end(),
                                             [&](const sycl::device &D) {
                                               return D.has(aspect(A));
                                             }));

    // A context of the whole platform: its capabilities are those every
    // device has.
    sycl::context Context{P};
    CHECK(Context.get_info<info::context::platform>() == P);
    CHECK(Context.get_info<info::context::devices>() == Devices);
    for (const sycl::device &D : Devices) {
      for (memory_order O :
           Context.get_info<info::context::atomic_memory_order_capabilities>())
        CHECK(contains(D.get_info<dev::atomic_memory_order_capabilities>(), O));
      for (memory_scope S :
           Context.get_info<info::context::atomic_memory_scope_capabilities>())
        CHECK(contains(D.get_info<dev::atomic_memory_scope_capabilities>(), S));
    }
  }
  CHECK_EQ(Listed, All.size());
}

void checkContextAndQueue(const sycl::device &D) {
  sycl::context Context{D};
  CHECK(Context.get_info<info::context::platform>() == D.get_platform());
  CHECK(Context.get_info<info::context::devices>() ==
        std::vector<sycl::device>{D});
  CHECK(Context.get_info<info::context::atomic_memory_order_capabilities>() ==
        D.get_info<dev::atomic_memory_order_capabilities>());
  CHECK(Context.get_info<info::context::atomic_fence_order_capabilities>() ==
        D.get_info<dev::atomic_fence_order_capabilities>());
  CHECK(Context.get_info<info::context::atomic_memory_scope_capabilities>() ==
        D.get_info<dev::atomic_memory_scope_capabilities>());
  CHECK(Context.get_info<info::context::atomic_fence_scope_capabilities>() ==
        D.get_info<dev::atomic_fence_scope_capabilities>());

  sycl::queue Q{Context, D};
  CHECK(Q.get_info<info::queue::context>() == Context);
  CHECK(Q.get_info<info::queue::context>() == Q.get_context());
  CHECK(Q.get_info<info::queue::device>() == D);
  CHECK(Q.get_info<info::queue::device>() == Q.get_device());
}

int main(int Argc, char **Argv) {
  RunKernels = !(Argc > 1 && std::strcmp(Argv[1], "--no-kernels") == 0);
  checkDeviceLists();
  for (const sycl::device &D : sycl::device::get_devices()) {
    std::cout << D.get_info<dev::name>() << " ("
              << D.get_platform().get_info<info::platform::name>() << ")\n";
    checkRules(D);
    checkContextAndQueue(D);
    if (D.get_backend() == sycl::backend::opencl)
      compareWithOpenCL(D);
  }
  std::puts("device_info: passed");
}
