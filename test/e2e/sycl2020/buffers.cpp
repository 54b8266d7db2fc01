// SYCL 2020 buffers as programs write them (4.7.2), each result checked
// against a host reference: buffers from const containers and const
// pointers (copied in, nothing written back, deduced element types);
// host data shared through std::shared_ptr (kept alive, written back); every
// form of set_final_data (a pointer, nullptr, std::shared_ptr, a live and
// an expired std::weak_ptr, output iterators); property::buffer::use_mutex
// (the program's memory is written back only while the runtime holds the
// mutex); property::buffer::context_bound (queues of another context are
// refused with errc::invalid); has_property and get_property.
#include "check.h"
#include <sycl/sycl.hpp>

#include <array>
#include <chrono>
#include <iterator>
#include <memory>
#include <mutex>
#include <numeric>
#include <thread>
#include <type_traits>
#include <vector>

namespace {

constexpr size_t N = 64;

int expected(size_t I) { return int(I * I % 31) * 3 + 1; }

/// Fills Buf with expected(i), overwriting it.
template <typename Buffer> void produce(sycl::queue &Q, Buffer &Buf) {
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Out(Buf, H, sycl::write_only, sycl::no_init);
    H.parallel_for(Buf.get_range(), [=](sycl::id<1> I) {
      Out[I] = int(I[0] * I[0] % 31) * 3 + 1;
    });
  });
}

void constSources(sycl::queue &Q) {
  const std::vector<int> Weights(N, 2);
  const std::array<int, N> Offsets = [] {
    std::array<int, N> A{};
    std::iota(A.begin(), A.end(), 100);
    return A;
  }();
  const int *Raw = Weights.data();
  sycl::buffer WeightsBuf(Weights); // copied in: Weights is const
  sycl::buffer OffsetsBuf(Offsets);
  sycl::buffer RawBuf(Raw, sycl::range<1>(N));
  static_assert(std::is_same_v<decltype(WeightsBuf), sycl::buffer<int, 1>>);
  static_assert(std::is_same_v<decltype(OffsetsBuf), sycl::buffer<int, 1>>);
  static_assert(std::is_same_v<decltype(RawBuf), sycl::buffer<int, 1>>);
  CHECK(WeightsBuf.size() == N && OffsetsBuf.size() == N);
  Q.submit([&](sycl::handler &H) {
    sycl::accessor W(WeightsBuf, H);
    sycl::accessor O(OffsetsBuf, H);
    sycl::accessor R(RawBuf, H);
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
      W[I] = W[I] * int(I[0]) + O[I];
      O[I] = -1;
      R[I] += 5;
    });
  });
  sycl::host_accessor W(WeightsBuf, sycl::read_only);
  sycl::host_accessor O(OffsetsBuf, sycl::read_only);
  sycl::host_accessor R(RawBuf, sycl::read_only);
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(W[I], 2 * int(I) + 100 + int(I));
    CHECK_EQ(O[I], -1);
    CHECK_EQ(R[I], 7);
    CHECK_EQ(Weights[I], 2); // the program's data is untouched
    CHECK_EQ(Offsets[I], 100 + int(I));
  }
}

void finalData(sycl::queue &Q) {
  std::vector<int> Host(N, 0), Elsewhere(N, 0), ViaIterator(N, 0);
  std::vector<int> Appended;
  auto Shared =
      std::shared_ptr<int>(new int[N](), std::default_delete<int[]>());
  auto Kept = std::shared_ptr<int>(new int[N](), std::default_delete<int[]>());
  std::weak_ptr<int> Alive = Kept;
  std::weak_ptr<int> Expired;
  {
    auto Gone = std::make_shared<int>(0);
    Expired = Gone;
  }
  {
    sycl::buffer<int> ToPointer(Host.data(), sycl::range<1>(N));
    ToPointer.set_final_data(Elsewhere.data());
    sycl::buffer<int> ToNothing(Host.data(), sycl::range<1>(N));
    ToNothing.set_final_data(nullptr);
    sycl::buffer<int> ToShared{sycl::range<1>(N)};
    ToShared.set_final_data(Shared);
    sycl::buffer<int> ToWeak{sycl::range<1>(N)};
    ToWeak.set_final_data(Alive);
    sycl::buffer<int> ToExpired{sycl::range<1>(1)};
    ToExpired.set_final_data(Expired);
    sycl::buffer<int> ToIterator{sycl::range<1>(N)};
    ToIterator.set_final_data(ViaIterator.begin());
    sycl::buffer<int> ToInserter{sycl::range<1>(N)};
    ToInserter.set_final_data(std::back_inserter(Appended));
    sycl::buffer<int> Default(Host.data(), sycl::range<1>(N));
    Default.set_final_data(); // nullptr: nothing written back
    for (sycl::buffer<int> *Buf :
         {&ToPointer, &ToNothing, &ToShared, &ToWeak, &ToExpired, &ToIterator,
          &ToInserter, &Default})
      produce(Q, *Buf);
  }
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Host[I], 0);
    CHECK_EQ(Elsewhere[I], expected(I));
    CHECK_EQ(Shared.get()[I], expected(I));
    CHECK_EQ(Kept.get()[I], expected(I));
    CHECK_EQ(ViaIterator[I], expected(I));
  }
  CHECK_EQ(Appended.size(), N);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Appended[I], expected(I));
}

// Host data shared with the buffer through std::shared_ptr: the buffer
// keeps it alive and writes back to it; const data is only read.
void sharedHostData(sycl::queue &Q) {
  std::weak_ptr<int[]> Watch;
  std::vector<int> Seen(N);
  const auto Weights = std::make_shared<const int>(3);
  {
    auto Data = std::shared_ptr<int[]>(new int[N]());
    Watch = Data;
    sycl::buffer Shared(Data, sycl::range<1>(N));
    sycl::buffer ConstShared(Weights, sycl::range<1>(1));
    static_assert(std::is_same_v<decltype(Shared), sycl::buffer<int, 1>>);
    static_assert(std::is_same_v<decltype(ConstShared), sycl::buffer<int, 1>>);
    Data.reset(); // the buffer still holds the memory
    CHECK(!Watch.expired());
    Q.submit([&](sycl::handler &H) {
      sycl::accessor Out(Shared, H, sycl::write_only);
      sycl::accessor Weight(ConstShared, H);
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
        Out[I] = int(I[0] * I[0] % 31) * Weight[0] + 1;
      });
    });
    Q.submit([&](sycl::handler &H) {
      sycl::accessor Weight(ConstShared, H);
      H.single_task([=] { Weight[0] = -1; }); // not written back
    });
    const std::shared_ptr<int[]> Alive = Watch.lock();
    Shared = sycl::buffer<int>{sycl::range<1>(1)}; // its last copy goes
    std::copy(Alive.get(), Alive.get() + N, Seen.begin());
  }
  CHECK(Watch.expired()); // the buffer let go of it
  CHECK_EQ(*Weights, 3);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Seen[I], expected(I));
}

void useMutex(sycl::queue &Q) {
  std::vector<int> Host(N, 0);
  std::mutex Guard;
  auto Buf = std::make_unique<sycl::buffer<int>>(
      Host.data(), sycl::range<1>(N),
      sycl::property_list{sycl::property::buffer::use_mutex(Guard)});
  CHECK(Buf->has_property<sycl::property::buffer::use_mutex>());
  CHECK(
      Buf->get_property<sycl::property::buffer::use_mutex>().get_mutex_ptr() ==
      &Guard);
  produce(Q, *Buf);
  Q.wait();
  {
    // Between commands the runtime does not hold the mutex.
    std::lock_guard<std::mutex> Lock(Guard);
    CHECK_EQ(Host[1], 0);
  }
  // The write-back when the buffer goes waits for the program to release
  // the mutex.
  std::unique_lock<std::mutex> Lock(Guard);
  std::thread Destroyer([&] { Buf.reset(); });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], 0);
  Lock.unlock();
  Destroyer.join();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], expected(I));
}

void contextBound(sycl::queue &Q) {
  const sycl::context Bound = Q.get_context();
  sycl::buffer<int> Buf{sycl::range<1>(N),
                        {sycl::property::buffer::context_bound(Bound)}};
  CHECK(Buf.has_property<sycl::property::buffer::context_bound>());
  CHECK(!Buf.has_property<sycl::property::buffer::use_host_ptr>());
  CHECK(
      Buf.get_property<sycl::property::buffer::context_bound>().get_context() ==
      Bound);
  bool Threw = false;
  try {
    Buf.get_property<sycl::property::buffer::use_mutex>();
  } catch (const sycl::exception &E) {
    Threw = E.code() == sycl::errc::invalid;
  }
  CHECK(Threw);

  produce(Q, Buf); // a queue of the bound context may use it
  sycl::queue Other(sycl::context(Q.get_device()), Q.get_device());
  CHECK(Other.get_context() != Bound);
  sycl::buffer<int> Part(Buf, sycl::id<1>(8), sycl::range<1>(8));
  for (sycl::buffer<int> *Refused : {&Buf, &Part}) {
    Threw = false;
    try {
      produce(Other, *Refused);
    } catch (const sycl::exception &E) {
      Threw = E.code() == sycl::errc::invalid;
    }
    CHECK(Threw);
  }
  Other.wait();
  sycl::host_accessor Result(Buf, sycl::read_only);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Result[I], expected(I));
}

} // namespace

int main() {
  sycl::queue Q;
  constSources(Q);
  finalData(Q);
  sharedHostData(Q);
  useMutex(Q);
  contextBound(Q);
  return 0;
}
