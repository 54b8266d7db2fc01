// The dependency graph: commands on one buffer run in the order of their
// accessors (read after write, write after read, write after write), across
// queues and across contexts, host tasks included; events report their
// status; asynchronous errors reach the async_handler.
#include "check.h"

#include <sycl/sycl.hpp>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr size_t N = 1024;

/// A chain over two queues of one context: each kernel reads what the
/// previous one wrote, so any reordering changes the result.
void chainAcrossQueues() {
  sycl::queue A, B(A.get_context(), A.get_device());
  std::vector<long> Host(N, 1);
  {
    sycl::buffer<long> Data(Host.data(), sycl::range<1>(N));
    for (int Step = 0; Step < 20; ++Step) {
      sycl::queue &Q = Step % 2 ? B : A;
      Q.submit([&](sycl::handler &H) {
        sycl::accessor D{Data, H};
        long Add = Step;
        H.parallel_for(sycl::range<1>(N),
                       [=](sycl::id<1> I) { D[I] = D[I] * 2 + Add; });
      });
    }
  }
  long Want = 1;
  for (int Step = 0; Step < 20; ++Step)
    Want = Want * 2 + Step;
  for (size_t I = 0; I < N; I += 97)
    CHECK_EQ(Host[I], Want);
}

/// Write after read: a slow reader must finish before the writer changes
/// what it reads. The reader is held back behind a host task, so a writer
/// that ignored the reader would run first.
void writeAfterRead() {
  sycl::queue Q;
  std::vector<int> Source(N, 7), Copy(N, 0);
  sycl::buffer<int> S(Source.data(), sycl::range<1>(N));
  sycl::buffer<int> C(Copy.data(), sycl::range<1>(N));
  std::atomic<bool> Release{false};
  sycl::event Gate = Q.submit([&](sycl::handler &H) {
    H.host_task([&] {
      while (!Release)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    });
  });
  Q.submit([&](sycl::handler &H) {
    H.depends_on(Gate);
    sycl::accessor From{S, H, sycl::read_only};
    sycl::accessor To{C, H, sycl::write_only};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { To[I] = From[I]; });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Over{S, H, sycl::write_only, sycl::no_init};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { Over[I] = -1; });
  });
  Release = true;
  sycl::host_accessor Result{C, sycl::read_only};
  CHECK_EQ(Result[0], 7);
  CHECK_EQ(Result[N - 1], 7);
  sycl::host_accessor Overwritten{S, sycl::read_only};
  CHECK_EQ(Overwritten[5], -1);
}

/// Two contexts: the data moves from one context's memory to the other's
/// through the host, in order.
void acrossContexts() {
  sycl::device Dev;
  sycl::queue A(sycl::context(Dev), Dev), B(sycl::context(Dev), Dev);
  CHECK(A.get_context() != B.get_context());
  sycl::buffer<int> Data{sycl::range<1>(N)};
  A.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H, sycl::write_only, sycl::no_init};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { D[I] = int(I[0]); });
  });
  B.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { D[I] *= 3; });
  });
  A.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { D[I] += 1; });
  });
  sycl::host_accessor R{Data, sycl::read_only};
  for (size_t I = 0; I < N; I += 31)
    CHECK_EQ(R[I], int(I) * 3 + 1);
}

/// Independent kernels on an out-of-order queue, in-order queues, and
/// the events of each.
void queuesAndEvents() {
  sycl::queue OutOfOrder;
  sycl::queue InOrder{sycl::property::queue::in_order()};
  CHECK(InOrder.is_in_order());
  CHECK(!OutOfOrder.is_in_order());
  std::vector<sycl::buffer<int>> Buffers;
  for (int I = 0; I < 8; ++I)
    Buffers.emplace_back(sycl::range<1>(N));
  std::vector<sycl::event> Events;
  for (int I = 0; I < 8; ++I)
    Events.push_back(OutOfOrder.submit([&](sycl::handler &H) {
      sycl::accessor D{Buffers[I], H, sycl::write_only, sycl::no_init};
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> J) { D[J] = I; });
    }));
  sycl::event::wait(Events);
  for (const sycl::event &E : Events)
    CHECK(E.get_info<sycl::info::event::command_execution_status>() ==
          sycl::info::event_command_status::complete);
  for (int I = 0; I < 8; ++I) {
    sycl::host_accessor R{Buffers[I], sycl::read_only};
    CHECK_EQ(R[N - 1], I);
  }

  int *Cell = sycl::malloc_shared<int>(1, InOrder);
  *Cell = 0;
  for (int I = 1; I <= 10; ++I)
    InOrder.single_task([=] { *Cell = *Cell * 10 + I % 10; });
  InOrder.wait();
  CHECK_EQ(*Cell, 1234567890);
  sycl::free(Cell, InOrder);

  // A barrier event covers what came before it.
  sycl::buffer<int> Last{sycl::range<1>(1)};
  OutOfOrder.submit([&](sycl::handler &H) {
    sycl::accessor D{Last, H, sycl::write_only, sycl::no_init};
    H.single_task([=] { D[0] = 99; });
  });
  OutOfOrder.ext_oneapi_submit_barrier().wait();
  sycl::host_accessor R{Last, sycl::read_only};
  CHECK_EQ(R[0], 99);
}

/// A host task that throws: the error reaches the queue's async_handler at
/// wait_and_throw, with its message; later commands still run.
void asyncErrors() {
  std::vector<std::string> Seen;
  sycl::queue Q([&](sycl::exception_list Errors) {
    for (const std::exception_ptr &E : Errors) {
      try {
        std::rethrow_exception(E);
      } catch (const std::exception &Failure) {
        Seen.push_back(Failure.what());
      }
    }
  });
  sycl::buffer<int> Data{sycl::range<1>(4)};
  Q.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H, sycl::write_only_host_task, sycl::no_init};
    H.host_task([=] {
      D[0] = 1;
      throw std::runtime_error("host task failed on purpose");
    });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H};
    H.single_task([=] { D[0] += 1; });
  });
  Q.wait_and_throw();
  CHECK_EQ(Seen.size(), size_t(1));
  CHECK(Seen[0] == "host task failed on purpose");
  sycl::host_accessor R{Data, sycl::read_only};
  CHECK_EQ(R[0], 2);
}

/// Profiling: submit <= start <= end on a queue that asked for it, an
/// errc::invalid exception on one that did not.
void profiling() {
  sycl::queue Timed{sycl::property::queue::enable_profiling()};
  sycl::buffer<float> Data{sycl::range<1>(N)};
  sycl::event E = Timed.submit([&](sycl::handler &H) {
    sycl::accessor D{Data, H, sycl::write_only, sycl::no_init};
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { D[I] = 1.0f; });
  });
  E.wait_and_throw();
  auto Submit =
      E.get_profiling_info<sycl::info::event_profiling::command_submit>();
  auto Start =
      E.get_profiling_info<sycl::info::event_profiling::command_start>();
  auto End = E.get_profiling_info<sycl::info::event_profiling::command_end>();
  CHECK(Submit <= Start);
  CHECK(Start <= End);
  sycl::queue Untimed;
  sycl::event U = Untimed.single_task([] {});
  U.wait();
  try {
    U.get_profiling_info<sycl::info::event_profiling::command_start>();
    CHECK(false);
  } catch (const sycl::exception &Failure) {
    CHECK(Failure.code() == sycl::errc::invalid);
  }
}

} // namespace

int main() {
  chainAcrossQueues();
  writeAfterRead();
  acrossContexts();
  queuesAndEvents();
  asyncErrors();
  profiling();
  std::puts("buffer_graph: all checks passed");
  return 0;
}
