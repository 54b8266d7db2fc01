//===- sycl/handler.hpp - sycl::handler, the command group recorder -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A command group function records one command (a kernel, a copy or a fill)
// and its dependencies into a handler; queue::submit then enqueues it. The
// handler keeps the kernel's wrapper as bytes in an inline buffer, so a
// submission allocates nothing for an ordinary kernel.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HANDLER_HPP
#define SYCL_HANDLER_HPP

#include "sycl/detail/forward.hpp"
#include "sycl/detail/kernel_launch.hpp"
#include "sycl/event.hpp"
#include "sycl/nd_range.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

template <typename DataT, int Dimensions> class local_accessor;

namespace detail {
enum class command_kind : unsigned char { none, kernel, memcpy, fill };
} // namespace detail

class handler {
public:
  handler(const handler &) = delete;
  handler &operator=(const handler &) = delete;

  void depends_on(event Dependency);
  void depends_on(const std::vector<event> &Dependencies);

  template <typename KernelName = detail::auto_name, typename KernelType>
  void single_task(const KernelType &Kernel) {
    static_assert(std::is_invocable_v<const KernelType &>,
                  "single_task needs a kernel callable with no arguments");
    using Wrapper = detail::single_task_wrapper<KernelType>;
    static_assert(detail::is_device_copyable_v<KernelType>,
                  "a SYCL kernel functor must be trivially copyable: it is "
                  "copied to the device as bytes");
    const Wrapper W{Kernel};
    const size_t Global[3] = {1, 1, 1};
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        1, Global, nullptr, &W, sizeof(W));
  }

  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<1> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<2> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<3> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }

  /// Work-groups of Range's local range; the kernel takes an nd_item<D>.
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  void parallel_for(nd_range<Dimensions> Range, const KernelType &Kernel) {
    static_assert(std::is_invocable_v<const KernelType &, nd_item<Dimensions>>,
                  "a parallel_for(nd_range<D>) kernel must be callable with "
                  "sycl::nd_item<D>");
    static_assert(detail::is_device_copyable_v<KernelType>,
                  "a SYCL kernel functor must be trivially copyable: it is "
                  "copied to the device as bytes");
    using Wrapper = detail::nd_range_kernel_wrapper<Dimensions, KernelType>;
    const Wrapper W{Kernel, Range.Offset};
    size_t Global[3] = {1, 1, 1}, Local[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I) {
      Global[I] = Range.Global[Dimensions - 1 - I];
      Local[I] = Range.Local[Dimensions - 1 - I];
    }
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        Dimensions, Global, Local, &W, sizeof(W));
  }

  void memcpy(void *Destination, const void *Source, size_t Bytes);
  template <typename T>
  void copy(const T *Source, T *Destination, size_t Count) {
    memcpy(Destination, Source, Count * sizeof(T));
  }
  void memset(void *Destination, int Value, size_t Bytes);
  template <typename T>
  void fill(void *Destination, const T &Pattern, size_t Count) {
    static_assert(std::is_trivially_copyable_v<T>,
                  "fill needs a trivially copyable pattern");
    set_fill(Destination, &Pattern, sizeof(T), Count * sizeof(T));
  }

private:
  friend class queue;
  friend struct detail::impl_access;
  template <typename DataT, int Dimensions> friend class local_accessor;

  explicit handler(const std::shared_ptr<detail::queue_impl> &Queue)
      : Queue(Queue) {}

  template <typename KernelName, int Dimensions, typename KernelType>
  void parallel_for_range(const range<Dimensions> &Extent,
                          const KernelType &Kernel) {
    static_assert(detail::is_range_kernel_v<Dimensions, KernelType>,
                  "a parallel_for(range<D>) kernel must be callable with "
                  "sycl::item<D> or sycl::id<D>");
    static_assert(detail::is_device_copyable_v<KernelType>,
                  "a SYCL kernel functor must be trivially copyable: it is "
                  "copied to the device as bytes");
    using Wrapper = detail::range_kernel_wrapper<Dimensions, KernelType>;
    const Wrapper W{Kernel, Extent};
    size_t Global[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I)
      Global[I] = Extent[Dimensions - 1 - I];
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        Dimensions, Global, nullptr, &W, sizeof(W));
  }

  /// Records a launch of the kernel whose host handle is KernelHandle, with
  /// Wrapper's bytes as its one argument. BackendGlobal and BackendLocal
  /// (null: the backend chooses) are in backend order; a local size that
  /// does not divide the global size throws errc::nd_range.
  void set_kernel(const void *KernelHandle, unsigned Dimensions,
                  const size_t *BackendGlobal, const size_t *BackendLocal,
                  const void *Wrapper, size_t WrapperSize);
  /// Reserves Bytes of the launch's local memory, aligned to Alignment, and
  /// returns their offset from the start of the dynamic local memory.
  size_t reserve_local_memory(size_t Bytes, size_t Alignment);
  void set_fill(void *Destination, const void *Pattern, size_t PatternSize,
                size_t Bytes);
  /// Throws errc::invalid when the group already holds a command.
  void set_command(detail::command_kind Kind);
  /// Where the payload (kernel wrapper, fill pattern) of Size bytes goes.
  unsigned char *payload(size_t Size);

  static constexpr size_t InlinePayloadSize = 256;

  const std::shared_ptr<detail::queue_impl> &Queue;
  std::vector<std::shared_ptr<prism::Event>> Dependencies;
  detail::command_kind Kind = detail::command_kind::none;
  unsigned Dimensions = 1;
  size_t Global[3] = {1, 1, 1};
  size_t Local[3] = {0, 0, 0}; // all zero: the backend chooses
  size_t LocalMemoryBytes = 0;
  const void *KernelHandle = nullptr;
  void *Destination = nullptr;
  const void *Source = nullptr;
  size_t Bytes = 0;
  size_t PayloadSize = 0;
  std::unique_ptr<unsigned char[]> HeapPayload;
  alignas(16) unsigned char InlinePayload[InlinePayloadSize];
};

} // namespace sycl

#endif // SYCL_HANDLER_HPP
