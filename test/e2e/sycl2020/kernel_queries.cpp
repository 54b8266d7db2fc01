// Kernel queries as a program uses them to size its launches: a kernel's
// info::kernel_device_specific answers for the device, then nd_range
// launches with the largest work-group the kernel allows, a plain kernel at
// 2048 work-items per group where the device allows it, and a kernel with a
// group algorithm refused, with its limit named, above what it allows.
#include <sycl/sycl.hpp>

#include "check.h"
#include "expect_exception.h"

#include <atomic>
#include <string>
#include <thread>

class ScaleKernel;
class GroupSumKernel;

namespace kds = sycl::info::kernel_device_specific;

template <typename Name>
sycl::kernel kernelOf(const sycl::context &Context,
                      const sycl::device &Device) {
  auto Bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      Context, {Device}, {sycl::get_kernel_id<Name>()});
  return Bundle.get_kernel(sycl::get_kernel_id<Name>());
}

/// Every descriptor answers something consistent with the device.
void checkAnswers(const sycl::kernel &Kernel, const sycl::device &Device) {
  const size_t DeviceLimit =
      Device.get_info<sycl::info::device::max_work_group_size>();
  const size_t Limit = Kernel.get_info<kds::work_group_size>(Device);
  CHECK(Limit >= 1 && Limit <= DeviceLimit);
  CHECK(Kernel.get_info<kds::preferred_work_group_size_multiple>(Device) >= 1);
  (void)Kernel.get_info<kds::private_mem_size>(Device);
  const uint32_t Width = Kernel.get_info<kds::max_sub_group_size>(Device);
  CHECK(Width >= 1);
  const uint32_t SubGroups = Kernel.get_info<kds::max_num_sub_groups>(Device);
  CHECK(size_t(SubGroups) * Width >= Limit);
  CHECK(size_t(SubGroups - 1) * Width < Limit);
  CHECK(Kernel.get_info<kds::compile_num_sub_groups>(Device) == 0);
  CHECK(Kernel.get_info<kds::compile_sub_group_size>(Device) == 0);
  CHECK(Kernel.get_info<kds::compile_work_group_size>(Device) ==
        sycl::range<3>(0, 0, 0));
  // Only built-in kernels and custom devices have a global work size.
  exceptionOf(sycl::errc::invalid,
              [&] { Kernel.get_info<kds::global_work_size>(Device); });
}

/// A plain kernel runs with the largest work-group it allows (at most 2048
/// work-items, so that the range stays small).
void scaleWithLargestGroup(sycl::queue &Q) {
  const sycl::kernel Kernel =
      kernelOf<ScaleKernel>(Q.get_context(), Q.get_device());
  checkAnswers(Kernel, Q.get_device());
  const size_t Group = std::min<size_t>(
      Kernel.get_info<kds::work_group_size>(Q.get_device()), 2048);
  const size_t N = 4 * Group;
  float *Data = sycl::malloc_shared<float>(N, Q);
  for (size_t I = 0; I < N; ++I)
    Data[I] = static_cast<float>(I);
  Q.parallel_for<ScaleKernel>(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1>
                                                                   It) {
     const size_t I = It.get_global_id(0);
     Data[I] = Data[I] * 3.0f + static_cast<float>(It.get_local_id(0));
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Data[I],
             static_cast<float>(I) * 3.0f + static_cast<float>(I % Group));
  sycl::free(Data, Q);
}

/// Sums of each work-group through reduce_over_group.
sycl::event groupSums(sycl::queue &Q, const int *In, int *Sums, size_t N,
                      size_t Group) {
  return Q.parallel_for<GroupSumKernel>(
      sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
        const int Sum = sycl::reduce_over_group(
            It.get_group(), In[It.get_global_id(0)], sycl::plus<int>());
        if (It.get_local_id(0) == 0)
          Sums[It.get_group(0)] = Sum;
      });
}

/// A kernel with a group algorithm: it runs with the work-group its query
/// allows, and a larger one (where the device has room for it) is refused
/// with the kernel's limit in the message, synchronously or, for a launch
/// held back behind a host task, through the context's async_handler with
/// the context named.
void groupAlgorithmLimit(const sycl::device &Device) {
  std::vector<sycl::exception> Received;
  sycl::context Context(Device, [&](sycl::exception_list Errors) {
    for (const std::exception_ptr &Error : Errors) {
      try {
        std::rethrow_exception(Error);
      } catch (const sycl::exception &E) {
        Received.push_back(E);
      }
    }
  });
  sycl::queue Q(Context, Device);
  const sycl::kernel Kernel = kernelOf<GroupSumKernel>(Context, Device);
  checkAnswers(Kernel, Device);
  const size_t Limit = Kernel.get_info<kds::work_group_size>(Device);

  const size_t Groups = 3;
  const size_t N = Groups * Limit;
  int *In = sycl::malloc_shared<int>(N, Q);
  int *Sums = sycl::malloc_shared<int>(Groups, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = static_cast<int>(I % 7) - 2;
  groupSums(Q, In, Sums, N, Limit).wait();
  for (size_t G = 0; G < Groups; ++G) {
    int Expected = 0;
    for (size_t I = G * Limit; I < (G + 1) * Limit; ++I)
      Expected += In[I];
    CHECK_EQ(Sums[G], Expected);
  }

  const size_t DeviceLimit =
      Device.get_info<sycl::info::device::max_work_group_size>();
  if (DeviceLimit >= 2 * Limit) {
    const size_t Larger = 2 * Limit;
    int *Big = sycl::malloc_shared<int>(Larger, Q);
    const std::string Named =
        "at most " + std::to_string(Limit) + " work-items";
    sycl::exception Refused = exceptionOf(
        sycl::errc::nd_range, [&] { groupSums(Q, Big, Sums, Larger, Larger); });
    CHECK(std::string(Refused.what()).find(Named) != std::string::npos);

    // Held back behind a host task, the launch fails when it is enqueued:
    // an asynchronous error, about the queue's context.
    // The host task runs until the launch is submitted.
    std::atomic<bool> Submitted{false};
    sycl::event Before = Q.submit([&](sycl::handler &CGH) {
      CGH.host_task([&] {
        while (!Submitted.load())
          std::this_thread::yield();
      });
    });
    Q.submit([&](sycl::handler &CGH) {
      CGH.depends_on(Before);
      CGH.parallel_for<GroupSumKernel>(
          sycl::nd_range<1>(Larger, Larger), [=](sycl::nd_item<1> It) {
            Big[It.get_global_id(0)] =
                sycl::reduce_over_group(It.get_group(), 1, sycl::plus<int>());
          });
    });
    Submitted = true;
    Q.wait_and_throw();
    CHECK_EQ(Received.size(), 1u);
    CHECK(Received[0].code() == sycl::errc::nd_range);
    CHECK(Received[0].has_context());
    CHECK(Received[0].get_context() == Context);
    CHECK(std::string(Received[0].what()).find(Named) != std::string::npos);
    sycl::free(Big, Q);
  }
  sycl::free(In, Q);
  sycl::free(Sums, Q);
}

int main() {
  sycl::queue Q;
  scaleWithLargestGroup(Q);
  groupAlgorithmLimit(Q.get_device());
  return 0;
}
