//===- gpu_smoke.cpp - A smoke test of the CUDA plugin on a real GPU ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The unit tests run against a fake driver; this program proves the plugin
// on real NVIDIA hardware. It loads the plugin with dlopen (the path is the
// first argument, or the build's plugin), lists the devices, and on the
// first one checks USM of all three kinds, copies and fills (1 to 128-byte
// patterns), a hand-written PTX kernel whose entry name carries NVPTX's "_$_"
// for a '.', a launch with no local size over a range that is not a multiple
// of the block, profiling, the JIT log of a malformed module, and the launch
// latency. It prints one PASS or FAIL line per check and exits non-zero on
// any failure. Not a ctest test: CI machines have no GPU.
//
//===----------------------------------------------------------------------===//
#include "prism/plugin.h"

#include <dlfcn.h>

#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

int failures = 0;
const prism_plugin_api *api = nullptr;

bool check(bool passed, const std::string &what) {
  std::printf("%s %s", passed ? "PASS" : "FAIL", what.c_str());
  if (!passed) {
    ++failures;
    std::printf(" [last error: %s]", api ? api->last_error() : "");
  }
  std::printf("\n");
  return passed;
}

// out[i] = i * scale for i < n; parameter 0 is the by-value struct
// {u64 out; f32 scale}, parameter 1 is n. Prism's name is "scale.index".
const char KernelPtx[] = R"(.version 7.5
.target sm_80
.address_size 64

.visible .entry scale_$_index(
    .param .align 8 .b8 scale_$_index_param_0[16],
    .param .u32 scale_$_index_param_1
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;

    ld.param.u64 %rd1, [scale_$_index_param_0];
    ld.param.f32 %f1, [scale_$_index_param_0+8];
    ld.param.u32 %r1, [scale_$_index_param_1];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p1, %r5, %r1;
    @%p1 bra DONE;
    cvt.rn.f32.u32 %f2, %r5;
    mul.f32 %f2, %f2, %f1;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r5, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.global.f32 [%rd4], %f2;
DONE:
    ret;
}

.visible .entry empty_kernel()
{
    ret;
}
)";

struct ScaleParams {
  uint64_t out;
  float scale;
  uint32_t padding;
};

std::string deviceText(prism_device device, prism_device_info what) {
  char text[256] = {};
  api->device_get_info(device, what, sizeof text, text, nullptr);
  return text;
}

uint64_t deviceU64(prism_device device, prism_device_info what) {
  uint64_t value = 0;
  api->device_get_info(device, what, sizeof value, &value, nullptr);
  return value;
}

uint32_t deviceU32(prism_device device, prism_device_info what) {
  uint32_t value = 0;
  api->device_get_info(device, what, sizeof value, &value, nullptr);
  return value;
}

void checkFills(prism_context context, prism_device device, prism_queue queue,
                uint32_t kind, const char *kindName) {
  constexpr size_t Size = 1 << 20;
  void *memory = nullptr;
  if (!check(api->usm_alloc(context, device, kind, Size, 0, &memory) ==
                 PRISM_SUCCESS,
             std::string("usm_alloc of 1 MiB of ") + kindName + " memory"))
    return;
  unsigned char pattern[128];
  for (size_t i = 0; i < sizeof pattern; ++i)
    pattern[i] = static_cast<unsigned char>(i * 13 + 5);
  std::vector<unsigned char> back(Size);
  for (size_t patternSize = 1; patternSize <= 128; patternSize *= 2) {
    size_t size = Size - 4 * patternSize;
    bool ok = api->enqueue_fill(queue, memory, pattern, patternSize, size, 0,
                                nullptr, nullptr) == PRISM_SUCCESS &&
              api->enqueue_memcpy(queue, back.data(), memory, size, 0, nullptr,
                                  nullptr) == PRISM_SUCCESS &&
              api->queue_finish(queue) == PRISM_SUCCESS;
    for (size_t i = 0; ok && i < size; ++i)
      ok = back[i] == pattern[i % patternSize];
    check(ok, std::string("fill of ") + kindName + " memory with a " +
                  std::to_string(patternSize) + "-byte pattern");
  }
  std::vector<unsigned char> source(Size);
  for (size_t i = 0; i < Size; ++i)
    source[i] = static_cast<unsigned char>(i * 31 + i / 256);
  std::fill(back.begin(), back.end(), 0);
  bool ok = api->enqueue_memcpy(queue, memory, source.data(), Size, 0, nullptr,
                                nullptr) == PRISM_SUCCESS &&
            api->enqueue_memcpy(queue, back.data(), memory, Size, 0, nullptr,
                                nullptr) == PRISM_SUCCESS &&
            api->queue_finish(queue) == PRISM_SUCCESS && back == source;
  check(ok, std::string("memcpy round trip through ") + kindName + " memory");
  check(api->usm_free(context, memory) == PRISM_SUCCESS,
        std::string("usm_free of ") + kindName + " memory");
}

void checkKernels(prism_context context, prism_device device,
                  prism_queue queue) {
  prism_program program = nullptr;
  if (!check(api->program_create(context, device, PRISM_IMAGE_FORMAT_PTX,
                                 KernelPtx, sizeof KernelPtx - 1, "",
                                 &program) == PRISM_SUCCESS,
             "program_create of the hand-written PTX"))
    return;
  prism_kernel scale = nullptr, empty = nullptr;
  check(api->kernel_create(program, "scale.index", &scale) == PRISM_SUCCESS,
        "kernel_create of 'scale.index' finds 'scale_$_index'");
  check(api->kernel_create(program, "empty_kernel", &empty) == PRISM_SUCCESS,
        "kernel_create of 'empty_kernel'");
  prism_kernel missing = nullptr;
  check(api->kernel_create(program, "no.such", &missing) ==
            PRISM_ERROR_KERNEL_NOT_FOUND,
        "kernel_create of a missing kernel is KERNEL_NOT_FOUND");
  if (!scale || !empty)
    return;

  constexpr uint32_t Count = 100003; // not a multiple of 256
  for (uint32_t kind : {PRISM_USM_DEVICE, PRISM_USM_SHARED, PRISM_USM_HOST}) {
    void *out = nullptr;
    if (api->usm_alloc(context, device, kind, Count * sizeof(float), 0, &out) !=
        PRISM_SUCCESS) {
      check(false, "usm_alloc for the kernel's output");
      continue;
    }
    ScaleParams params{reinterpret_cast<uintptr_t>(out), 0.5f, 0};
    uint32_t count = Count;
    prism_kernel_arg args[2] = {
        {PRISM_KERNEL_ARG_VALUE, 0, sizeof params, &params},
        {PRISM_KERNEL_ARG_VALUE, 0, sizeof count, &count}};
    prism_launch_config config{1, 0, {Count, 1, 1}, nullptr, 0};
    std::vector<float> back(Count, -1.0f);
    bool ok =
        api->enqueue_launch(queue, scale, &config, 2, args, 0, nullptr,
                            nullptr) == PRISM_SUCCESS &&
        api->enqueue_memcpy(queue, back.data(), out, Count * sizeof(float), 0,
                            nullptr, nullptr) == PRISM_SUCCESS &&
        api->queue_finish(queue) == PRISM_SUCCESS;
    size_t wrong = 0;
    for (uint32_t i = 0; ok && i < Count; ++i)
      if (back[i] != static_cast<float>(i) * 0.5f)
        ++wrong;
    check(ok && !wrong, "launch of scale.index over " + std::to_string(Count) +
                            " items into USM kind " + std::to_string(kind) +
                            " (" + std::to_string(wrong) + " wrong)");
    api->usm_free(context, out);
  }

  prism_launch_config one{1, 0, {1, 1, 1}, nullptr, 0};
  constexpr int Launches = 1000;
  auto start = std::chrono::steady_clock::now();
  bool ok = true;
  for (int i = 0; i < Launches && ok; ++i)
    ok = api->enqueue_launch(queue, empty, &one, 0, nullptr, 0, nullptr,
                             nullptr) == PRISM_SUCCESS;
  ok = ok && api->queue_finish(queue) == PRISM_SUCCESS;
  double batched = std::chrono::duration<double, std::micro>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  start = std::chrono::steady_clock::now();
  for (int i = 0; i < Launches && ok; ++i)
    ok = api->enqueue_launch(queue, empty, &one, 0, nullptr, 0, nullptr,
                             nullptr) == PRISM_SUCCESS &&
         api->queue_finish(queue) == PRISM_SUCCESS;
  double synced = std::chrono::duration<double, std::micro>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  check(ok, "1000 empty launches");
  std::printf("TIME %d empty launches then one finish: %.2f us per launch\n",
              Launches, batched / Launches);
  std::printf("TIME %d empty launch+finish pairs: %.2f us per pair\n", Launches,
              synced / Launches);

  api->kernel_release(scale);
  api->kernel_release(empty);
  check(api->program_release(program) == PRISM_SUCCESS, "program_release");

  const char broken[] = ".version 7.5\n.target sm_80\n.address_size 64\n"
                        ".visible .entry broken() { this is not ptx; }\n";
  prism_program bad = nullptr;
  prism_result result =
      api->program_create(context, device, PRISM_IMAGE_FORMAT_PTX, broken,
                          sizeof broken - 1, "", &bad);
  std::string log = api->last_error();
  check(result == PRISM_ERROR_BUILD_FAILED &&
            log.find("JIT log:") != std::string::npos,
        "malformed PTX is BUILD_FAILED with a JIT log");
  std::printf("INFO the JIT's answer: %s\n", log.c_str());
  check(api->program_create(context, device, PRISM_IMAGE_FORMAT_SPIRV, broken,
                            sizeof broken, "",
                            &bad) == PRISM_ERROR_INVALID_IMAGE,
        "a SPIR-V image is INVALID_IMAGE");
}

void checkProfiling(prism_context context, prism_device device) {
  prism_queue queue = nullptr;
  if (!check(api->queue_create(context, device, PRISM_QUEUE_FLAG_PROFILING,
                               &queue) == PRISM_SUCCESS,
             "queue_create with profiling"))
    return;
  void *memory = nullptr;
  api->usm_alloc(context, device, PRISM_USM_DEVICE, 64 << 20, 0, &memory);
  uint32_t zero = 0;
  prism_event event = nullptr;
  bool ok = api->enqueue_fill(queue, memory, &zero, 4, 64 << 20, 0, nullptr,
                              &event) == PRISM_SUCCESS &&
            api->event_wait(1, &event) == PRISM_SUCCESS;
  uint32_t status = 0;
  uint64_t submit = 0, begin = 0, end = 0;
  ok = ok && api->event_get_status(event, &status) == PRISM_SUCCESS &&
       status == PRISM_EVENT_COMPLETE &&
       api->event_get_profiling(event, PRISM_PROFILING_SUBMIT, &submit) ==
           PRISM_SUCCESS &&
       api->event_get_profiling(event, PRISM_PROFILING_START, &begin) ==
           PRISM_SUCCESS &&
       api->event_get_profiling(event, PRISM_PROFILING_END, &end) ==
           PRISM_SUCCESS;
  check(ok && begin <= end, "profiling of a 64 MiB fill: start <= end");
  std::printf("INFO submit %" PRIu64 " start %" PRIu64 " end %" PRIu64
              " ns (fill took %.1f us)\n",
              submit, begin, end, (end - begin) / 1e3);
  api->event_release(event);
  api->usm_free(context, memory);
  api->queue_release(queue);
}

} // namespace

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : PRISM_CUDA_PLUGIN_PATH;
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!check(library != nullptr, std::string("dlopen of ") + path))
    return 1;
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  if (!check(entry && entry(PRISM_PLUGIN_ABI_VERSION, &api) == PRISM_SUCCESS,
             "prism_plugin_get_api"))
    return 1;
  check(api->initialize() == PRISM_SUCCESS, "initialize");
  prism_platform platform = nullptr;
  uint32_t platforms = 0;
  api->platform_get(1, &platform, &platforms);
  if (!check(platforms == 1, "one CUDA platform")) {
    std::printf("INFO %s\n", api->last_error());
    return 1;
  }
  uint32_t count = 0;
  api->device_get(platform, 0, nullptr, &count);
  std::vector<prism_device> devices(count);
  api->device_get(platform, count, devices.data(), nullptr);
  check(count > 0, "at least one device");
  for (prism_device device : devices) {
    uint64_t sizes[3] = {};
    api->device_get_info(device, PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES,
                         sizeof sizes, sizes, nullptr);
    std::printf("DEVICE %s | %s | driver %s | %s | sm_%u | %u SMs | %" PRIu64
                " threads/block | block dims %" PRIu64 "x%" PRIu64 "x%" PRIu64
                " | %" PRIu64 " MiB | %" PRIu64
                " KiB shared | %u MHz | formats %#x "
                "| USM %#x\n",
                deviceText(device, PRISM_DEVICE_INFO_NAME).c_str(),
                deviceText(device, PRISM_DEVICE_INFO_VENDOR).c_str(),
                deviceText(device, PRISM_DEVICE_INFO_DRIVER_VERSION).c_str(),
                deviceText(device, PRISM_DEVICE_INFO_VERSION).c_str(),
                deviceU32(device, PRISM_DEVICE_INFO_COMPUTE_CAPABILITY),
                deviceU32(device, PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS),
                deviceU64(device, PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE),
                sizes[0], sizes[1], sizes[2],
                deviceU64(device, PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE) >> 20,
                deviceU64(device, PRISM_DEVICE_INFO_LOCAL_MEM_SIZE) >> 10,
                deviceU32(device, PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY),
                deviceU32(device, PRISM_DEVICE_INFO_IMAGE_FORMATS),
                deviceU32(device, PRISM_DEVICE_INFO_USM_SUPPORT));
  }
  if (!count)
    return 1;

  prism_device device = devices[0];
  prism_context context = nullptr;
  prism_queue queue = nullptr;
  if (!check(api->context_create(1, &device, &context) == PRISM_SUCCESS,
             "context_create") ||
      !check(api->queue_create(context, device, PRISM_QUEUE_FLAG_NONE,
                               &queue) == PRISM_SUCCESS,
             "queue_create"))
    return 1;
  checkFills(context, device, queue, PRISM_USM_DEVICE, "device");
  checkFills(context, device, queue, PRISM_USM_SHARED, "shared");
  checkFills(context, device, queue, PRISM_USM_HOST, "host");
  checkKernels(context, device, queue);
  checkProfiling(context, device);
  check(api->queue_release(queue) == PRISM_SUCCESS, "queue_release");
  check(api->context_release(context) == PRISM_SUCCESS, "context_release");
  std::printf("%s: %d failure(s)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
