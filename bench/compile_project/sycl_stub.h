// The baseline build's stand-in for <sycl/sycl.hpp>: just the host types the
// compile-time benchmark's project uses, with every kernel launch run at
// once as a plain host loop over the same kernel function object. With
// PROJECT_STUB_KERNELS defined, project.h includes this instead of the SYCL
// headers, so that `clang++-15 -std=c++17 -O2 -c` compiles the very same
// project files as ordinary C++ (kernels stubbed out: no device code). It is
// the baseline bench/compile_time.sh sets against prism++ -fsycl.
//
// Work-items of an nd_range launch run as fibers (ucontext), one work-group
// at a time, and a group barrier switches to the next work-item: that keeps
// the kernels that share local memory correct, so the stub build's program
// checks its results like the SYCL one.
#ifndef PROJECT_SYCL_STUB_H
#define PROJECT_SYCL_STUB_H

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>
#include <ucontext.h>
#include <vector>

namespace sycl {

namespace stub {
class no_conversion {
  no_conversion() = delete;
};

/// The storage and element-wise operations id<D> and range<D> share.
template <int D> struct index {
  size_t Values[D] = {};
  size_t operator[](int I) const { return Values[I]; }
  size_t &operator[](int I) { return Values[I]; }
  size_t size() const {
    size_t Product = 1;
    for (int I = 0; I < D; ++I)
      Product *= Values[I];
    return Product;
  }
};

template <int D> size_t linearize(const index<D> &Index, const index<D> &Of) {
  size_t Linear = 0;
  for (int I = 0; I < D; ++I)
    Linear = Linear * Of[I] + Index[I];
  return Linear;
}

template <typename Index, int D>
Index delinearize(size_t Linear, const index<D> &Of) {
  Index Result;
  for (int I = D - 1; I >= 0; --I) {
    Result[I] = Linear % Of[I];
    Linear /= Of[I];
  }
  return Result;
}
} // namespace stub

template <int D = 1> struct range : stub::index<D> {
  range() = default;
  range(size_t V0) { this->Values[0] = V0; }
  range(size_t V0, size_t V1) {
    this->Values[0] = V0;
    this->Values[1] = V1;
  }
};

template <int D = 1> struct id : stub::index<D> {
  id() = default;
  id(size_t V0) { this->Values[0] = V0; }
  id(size_t V0, size_t V1) {
    this->Values[0] = V0;
    this->Values[1] = V1;
  }
  operator std::conditional_t<D == 1, size_t, stub::no_conversion>() const {
    return this->Values[0];
  }
};

template <int D = 1> class item {
public:
  item(const id<D> &Index, const range<D> &Extent)
      : Index(Index), Extent(Extent) {}
  id<D> get_id() const { return Index; }
  size_t get_id(int Dim) const { return Index[Dim]; }
  size_t operator[](int Dim) const { return Index[Dim]; }
  range<D> get_range() const { return Extent; }
  size_t get_range(int Dim) const { return Extent[Dim]; }
  size_t get_linear_id() const { return stub::linearize(Index, Extent); }
  operator id<D>() const { return Index; }
  operator std::conditional_t<D == 1, size_t, stub::no_conversion>() const {
    return Index[0];
  }

private:
  id<D> Index;
  range<D> Extent;
};

template <int D = 1> struct nd_range {
  nd_range(range<D> Global, range<D> Local) : Global(Global), Local(Local) {}
  range<D> get_global_range() const { return Global; }
  range<D> get_local_range() const { return Local; }
  range<D> Global, Local;
};

namespace stub {
/// Runs the work-items of one work-group as fibers; barrier() suspends the
/// running one and resumes the next, so every work-item reaches a barrier
/// before any passes it.
class group_runner {
public:
  using item_function = void (*)(const void *Context, size_t LocalLinear);

  group_runner(size_t Items, item_function Item, const void *Context)
      : Item(Item), Context(Context), Fibers(Items), Done(Items),
        Stacks(new char[Items * StackBytes]) {}

  void run() {
    for (size_t I = 0; I < Fibers.size(); ++I) {
      getcontext(&Fibers[I]);
      Fibers[I].uc_stack.ss_sp = Stacks.get() + I * StackBytes;
      Fibers[I].uc_stack.ss_size = StackBytes;
      Fibers[I].uc_link = &Main;
      makecontext(&Fibers[I], &entry, 0);
      Done[I] = false;
    }
    group_runner *Outer = active();
    active() = this;
    for (size_t Finished = 0; Finished < Fibers.size();)
      for (Current = 0; Current < Fibers.size(); ++Current)
        if (!Done[Current]) {
          swapcontext(&Main, &Fibers[Current]);
          Finished += Done[Current];
        }
    active() = Outer;
  }

  static void barrier() {
    if (group_runner *Runner = active())
      swapcontext(&Runner->Fibers[Runner->Current], &Runner->Main);
  }

private:
  static constexpr size_t StackBytes = 64 * 1024;

  static group_runner *&active() {
    static thread_local group_runner *Runner = nullptr;
    return Runner;
  }
  static void entry() {
    group_runner *Runner = active();
    Runner->Item(Runner->Context, Runner->Current);
    Runner->Done[Runner->Current] = true;
  }

  item_function Item;
  const void *Context;
  ucontext_t Main;
  std::vector<ucontext_t> Fibers;
  std::vector<char> Done;
  std::unique_ptr<char[]> Stacks;
  size_t Current = 0;
};
} // namespace stub

template <int D = 1> class group {
public:
  group(const id<D> &Group, const id<D> &Local, const range<D> &Groups,
        const range<D> &LocalRange)
      : Group(Group), Local(Local), Groups(Groups), LocalRange(LocalRange) {}
  id<D> get_group_id() const { return Group; }
  size_t get_group_id(int Dim) const { return Group[Dim]; }
  id<D> get_local_id() const { return Local; }
  range<D> get_local_range() const { return LocalRange; }
  range<D> get_group_range() const { return Groups; }
  size_t get_group_linear_id() const { return stub::linearize(Group, Groups); }
  size_t get_local_linear_id() const {
    return stub::linearize(Local, LocalRange);
  }
  bool leader() const { return get_local_linear_id() == 0; }

private:
  id<D> Group, Local;
  range<D> Groups, LocalRange;
};

template <int D> void group_barrier(const group<D> &) {
  stub::group_runner::barrier();
}

namespace access {
enum class fence_space { local_space, global_space, global_and_local };
enum class address_space { global_space, local_space, generic_space };
} // namespace access

template <int D = 1> class nd_item {
public:
  nd_item(const nd_range<D> &Range, const id<D> &Group, const id<D> &Local)
      : Range(Range), Group(Group), Local(Local) {}
  size_t get_global_id(int Dim) const {
    return Group[Dim] * Range.Local[Dim] + Local[Dim];
  }
  id<D> get_global_id() const {
    id<D> Result;
    for (int I = 0; I < D; ++I)
      Result[I] = get_global_id(I);
    return Result;
  }
  size_t get_global_linear_id() const {
    return stub::linearize(get_global_id(), Range.Global);
  }
  size_t get_local_id(int Dim) const { return Local[Dim]; }
  size_t get_local_linear_id() const {
    return stub::linearize(Local, Range.Local);
  }
  size_t get_group(int Dim) const { return Group[Dim]; }
  group<D> get_group() const {
    return group<D>(Group, Local, get_group_range(), Range.Local);
  }
  size_t get_group_linear_id() const {
    return stub::linearize(Group, get_group_range());
  }
  size_t get_local_range(int Dim) const { return Range.Local[Dim]; }
  size_t get_global_range(int Dim) const { return Range.Global[Dim]; }
  size_t get_group_range(int Dim) const {
    return Range.Global[Dim] / Range.Local[Dim];
  }
  range<D> get_group_range() const {
    range<D> Result;
    for (int I = 0; I < D; ++I)
      Result[I] = get_group_range(I);
    return Result;
  }
  void
  barrier(access::fence_space = access::fence_space::global_and_local) const {
    stub::group_runner::barrier();
  }

private:
  nd_range<D> Range;
  id<D> Group, Local;
};

enum class memory_order { relaxed, acquire, release, acq_rel, seq_cst };
enum class memory_scope { work_item, sub_group, work_group, device, system };

/// Every operation is a compare-exchange loop on the host.
template <typename T, memory_order Order, memory_scope Scope,
          access::address_space Space = access::address_space::generic_space>
class atomic_ref {
public:
  explicit atomic_ref(T &Ref) : Ptr(&Ref) {}
  T load() const {
    T Value;
    __atomic_load(Ptr, &Value, __ATOMIC_SEQ_CST);
    return Value;
  }
  void store(T Value) const { __atomic_store(Ptr, &Value, __ATOMIC_SEQ_CST); }
  T fetch_add(T Operand) const {
    return update([&](T Old) { return Old + Operand; });
  }
  T fetch_sub(T Operand) const {
    return update([&](T Old) { return Old - Operand; });
  }
  T fetch_min(T Operand) const {
    return update([&](T Old) { return Operand < Old ? Operand : Old; });
  }
  T fetch_max(T Operand) const {
    return update([&](T Old) { return Old < Operand ? Operand : Old; });
  }
  bool compare_exchange_strong(T &Expected, T Desired) const {
    return __atomic_compare_exchange(Ptr, &Expected, &Desired, false,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  }

private:
  template <typename F> T update(F Next) const {
    T Old = load();
    while (!compare_exchange_strong(Old, Next(Old)))
      ;
    return Old;
  }
  T *Ptr;
};

class event {
public:
  void wait() {}
};

class handler;

/// Its memory belongs to the command group's handler; one work-group runs
/// at a time, so the groups of a launch share it.
template <typename T, int D = 1> class local_accessor {
public:
  local_accessor(range<D> Extent, handler &H);
  T &operator[](const id<D> &Index) const {
    return Data[stub::linearize(Index, Extent)];
  }
  decltype(auto) operator[](size_t Index) const {
    if constexpr (D == 1)
      return static_cast<T &>(Data[Index]);
    else
      return Data + Index * Extent[1];
  }
  T *get_pointer() const { return Data; }
  range<D> get_range() const { return Extent; }
  size_t size() const { return Extent.size(); }

private:
  T *Data;
  range<D> Extent;
};

class handler {
public:
  void depends_on(event) {}

  template <typename Name = void, int D, typename Kernel>
  void parallel_for(range<D> Extent, const Kernel &K) {
    for (size_t I = 0, N = Extent.size(); I < N; ++I)
      K(item<D>(stub::delinearize<id<D>>(I, Extent), Extent));
  }

  template <typename Name = void, int D, typename Kernel>
  void parallel_for(nd_range<D> Range, const Kernel &K) {
    struct Context {
      const Kernel *K;
      nd_range<D> Range;
      id<D> Group;
    } C{&K, Range, id<D>()};
    auto Item = [](const void *P, size_t Local) {
      auto *C = static_cast<const Context *>(P);
      (*C->K)(nd_item<D>(C->Range, C->Group,
                         stub::delinearize<id<D>>(Local, C->Range.Local)));
    };
    range<D> Groups;
    for (int I = 0; I < D; ++I)
      Groups[I] = Range.Global[I] / Range.Local[I];
    for (size_t G = 0, N = Groups.size(); G < N; ++G) {
      C.Group = stub::delinearize<id<D>>(G, Groups);
      stub::group_runner(Range.Local.size(), Item, &C).run();
    }
  }

  template <typename Name = void, typename Kernel>
  void single_task(const Kernel &K) {
    K();
  }

  void memcpy(void *Destination, const void *Source, size_t Bytes) {
    std::memcpy(Destination, Source, Bytes);
  }

  void *allocateLocal(size_t Bytes) {
    Local.emplace_back(new char[Bytes]);
    return Local.back().get();
  }

private:
  std::vector<std::unique_ptr<char[]>> Local;
};

template <typename T, int D>
local_accessor<T, D>::local_accessor(range<D> Extent, handler &H)
    : Data(static_cast<T *>(H.allocateLocal(Extent.size() * sizeof(T)))),
      Extent(Extent) {}

namespace property {
namespace queue {
struct in_order {};
} // namespace queue
} // namespace property

/// Runs every command at once, in the order given: always in order.
class queue {
public:
  queue() = default;
  explicit queue(property::queue::in_order) {}
  template <typename Group> event submit(Group &&G) {
    handler H;
    G(H);
    return event();
  }
  template <typename Name = void, int D, typename Kernel>
  event parallel_for(range<D> Extent, const Kernel &K) {
    handler().parallel_for<Name>(Extent, K);
    return event();
  }
  template <typename Name = void, int D, typename Kernel>
  event parallel_for(nd_range<D> Range, const Kernel &K) {
    handler().parallel_for<Name>(Range, K);
    return event();
  }
  template <typename Name = void, typename Kernel>
  event single_task(const Kernel &K) {
    K();
    return event();
  }
  event memcpy(void *Destination, const void *Source, size_t Bytes) {
    std::memcpy(Destination, Source, Bytes);
    return event();
  }
  void wait() {}
};

template <typename T> T *malloc_shared(size_t Count, const queue &) {
  return static_cast<T *>(std::malloc(Count * sizeof(T)));
}
template <typename T> T *malloc_device(size_t Count, const queue &) {
  return static_cast<T *>(std::malloc(Count * sizeof(T)));
}
inline void free(void *Pointer, const queue &) { std::free(Pointer); }

} // namespace sycl

#endif // PROJECT_SYCL_STUB_H
