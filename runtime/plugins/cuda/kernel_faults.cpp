//===- kernel_faults.cpp - Which kernel a fault at a synchronisation was --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel that traps (__trap(), __builtin_trap()) or fails a device-side
// assert stops its CUDA context: CUDA reports it from the next
// synchronisation of any stream or event of the context, with no word of
// which kernel it was, and from every call after (a sticky error). The
// plugin keeps, per queue, the kernels launched since the queue was last
// idle, and per launch event its kernel, so that the failure of a
// synchronisation names the kernel(s) it can have come from; the core
// reports it as the asynchronous error of the queue or event.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <cstdlib>
#include <cxxabi.h>

namespace prism::cuda {

namespace {

// How many kernels a trail names.
constexpr size_t TrailLength = 4;

// What the kernel did, for a CUDA result that is a kernel's fault; null for
// any other.
const char *faultDescription(CUresult error) {
  switch (error) {
  case CUDA_ERROR_ASSERT:
    return "failed a device-side assert";
  case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    return "trapped (__trap() or an illegal instruction)";
  case CUDA_ERROR_LAUNCH_FAILED:
    return "failed on the device (a trap or an exception)";
  case CUDA_ERROR_ILLEGAL_ADDRESS:
  case CUDA_ERROR_MISALIGNED_ADDRESS:
  case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    return "made an invalid memory access";
  case CUDA_ERROR_INVALID_PC:
  case CUDA_ERROR_LAUNCH_TIMEOUT:
    return "failed on the device";
  default:
    return nullptr;
  }
}

} // namespace

void KernelTrail::launched(const std::shared_ptr<const std::string> &kernel) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!kernels.empty() && kernels.back() == kernel)
    return;
  if (kernels.size() == TrailLength) {
    kernels.erase(kernels.begin());
    ++earlier;
  }
  kernels.push_back(kernel);
}

void KernelTrail::idle() {
  std::lock_guard<std::mutex> lock(mutex);
  kernels.clear();
  earlier = 0;
}

std::string KernelTrail::describe() const {
  std::lock_guard<std::mutex> lock(mutex);
  if (kernels.empty())
    return "";
  if (kernels.size() == 1 && !earlier)
    return "kernel '" + *kernels.front() + "'";
  std::string names;
  for (const auto &kernel : kernels)
    names += (names.empty() ? "'" : ", '") + *kernel + "'";
  return "one of the kernels " + names +
         (earlier ? fmt::format(" (and {} earlier)", earlier) : "");
}

prism_result failSynchronize(CUresult error, const char *call,
                             const std::string &context,
                             const std::string &kernels) {
  const char *fault = faultDescription(error);
  if (!fault)
    return failCuda(error, call, context);
  return fail(
      resultFromCuda(error),
      fmt::format("{}: {} {}: {} failed with {}", context,
                  kernels.empty() ? "an earlier kernel of the device" : kernels,
                  fault, call, cudaErrorText(error)));
}

std::string displayKernelName(const std::string &symbol) {
  // As the core's demangleKernelName: a kernel made internal to its image
  // carries ".intern.<hash>" after its C++ name.
  const std::string name = symbol.substr(0, symbol.find(".intern."));
  int status = 0;
  std::unique_ptr<char, decltype(&std::free)> demangled(
      abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status), &std::free);
  return status == 0 && demangled ? demangled.get() : name;
}

} // namespace prism::cuda
