// Faults between the core and a plugin: the fault plugin
// (test/fault_plugin) wraps the OpenCL plugin and fails the one call that
// PRISM_FAULT_INJECT chooses. The program must see the error the SYCL
// specification gives that failure, with a message naming the plugin call;
// a second queue's work, and the failing queue's later work, complete with
// right results; and the program ends normally (the test runs it to exit 0).
//
// usage: plugin_faults MODE, run with PRISM_FAULT_INJECT set as follows:
//   usm_alloc       usm_alloc:OUT_OF_MEMORY:1      malloc_device answers null
//   buffer_alloc    usm_alloc:OUT_OF_MEMORY:1      a buffer's device memory:
//                                                  errc::memory_allocation
//   build           program_create:BUILD_FAILED:1  errc::build, and the
//                                                  context remembers it
//   launch          enqueue_launch:LAUNCH_FAILED:1 errc::kernel from submit
//   wait            event_wait:DEVICE_LOST:1       an asynchronous error
//                                                  (errc::runtime) for the
//                                                  queue's async_handler
//   wait_unhandled  event_wait:DEVICE_LOST:1       the same thrown by
//                                                  event::wait, the queue
//                                                  having no handler
//   queue_wait      queue_finish:DEVICE_LOST:1     queue::wait_and_throw:
//                                                  the handler's error
// A failed wait does not undo the work: its results are checked too.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr size_t Count = 1024;

// Runs Work, which must throw a sycl::exception of Code whose message names
// the plugin entry Entry and the injected result.
template <typename Fn>
void expectFailure(sycl::errc Code, const char *Entry, const char *Result,
                   Fn &&Work) {
  try {
    Work();
  } catch (const sycl::exception &E) {
    std::printf("caught: %s\n", E.what());
    const std::string Message = E.what();
    CHECK(E.code() == sycl::make_error_code(Code));
    CHECK(Message.find(std::string(Entry) + " failed") != std::string::npos);
    CHECK(Message.find(Result) != std::string::npos);
    return;
  }
  std::fprintf(stderr, "%s did not fail\n", Entry);
  std::exit(1);
}

// Out[i] = A[i] + B[i] on Q, through buffers; checked on the host.
void vectorAdd(sycl::queue &Q) {
  std::vector<int> A(Count), B(Count), Out(Count);
  for (size_t I = 0; I < Count; ++I) {
    A[I] = int(I);
    B[I] = 3 * int(I);
  }
  {
    sycl::buffer<int> BufA(A), BufB(B), BufOut(Out);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor InA(BufA, H, sycl::read_only);
      sycl::accessor InB(BufB, H, sycl::read_only);
      sycl::accessor Sum(BufOut, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<1>(Count),
                     [=](sycl::id<1> I) { Sum[I] = InA[I] + InB[I]; });
    });
  }
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Out[I], 4 * int(I));
}

// Data[i] = 2i on Q through device USM; checked on the host.
void usmDouble(sycl::queue &Q) {
  int *Data = sycl::malloc_device<int>(Count, Q);
  CHECK(Data);
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
     Data[I] = 2 * int(I[0]);
   }).wait_and_throw();
  std::vector<int> Host(Count);
  Q.memcpy(Host.data(), Data, Count * sizeof(int)).wait_and_throw();
  sycl::free(Data, Q);
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Host[I], 2 * int(I));
}

// A kernel on Q whose completion is waited for with Wait; its result is
// checked afterwards, since a failed wait does not undo the work.
template <typename WaitFn> void waitFails(sycl::queue &Q, WaitFn &&Wait) {
  int *Data = sycl::malloc_shared<int>(Count, Q);
  CHECK(Data);
  sycl::event Done = Q.parallel_for(
      sycl::range<1>(Count), [=](sycl::id<1> I) { Data[I] = int(I[0]) + 5; });
  Wait(Done);
  Q.wait_and_throw();
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Data[I], int(I) + 5);
  sycl::free(Data, Q);
}

void run(const std::string &Mode, sycl::queue &Faulty,
         std::vector<std::exception_ptr> &Reported) {
  if (Mode == "usm_alloc") {
    CHECK(sycl::malloc_device<int>(Count, Faulty) == nullptr);
  } else if (Mode == "buffer_alloc") {
    expectFailure(sycl::errc::memory_allocation, "usm_alloc", "OUT_OF_MEMORY",
                  [&] { vectorAdd(Faulty); });
  } else if (Mode == "build") {
    expectFailure(sycl::errc::build, "program_create", "BUILD_FAILED",
                  [&] { vectorAdd(Faulty); });
    // A build that failed stays failed in its context (docs/design.md):
    // the same error again, without a second build.
    expectFailure(sycl::errc::build, "program_create", "BUILD_FAILED",
                  [&] { vectorAdd(Faulty); });
    // A new context builds afresh.
    Faulty =
        sycl::queue{sycl::context(Faulty.get_device()), Faulty.get_device()};
  } else if (Mode == "launch") {
    expectFailure(sycl::errc::kernel, "enqueue_launch", "LAUNCH_FAILED",
                  [&] { usmDouble(Faulty); });
  } else if (Mode == "wait") {
    waitFails(Faulty, [&](sycl::event &Done) {
      Done.wait();
      CHECK(Reported.empty());
      Faulty.wait_and_throw();
      CHECK(Reported.size() == 1);
      expectFailure(sycl::errc::runtime, "event_wait", "DEVICE_LOST",
                    [&] { std::rethrow_exception(Reported[0]); });
    });
  } else if (Mode == "queue_wait") {
    waitFails(Faulty, [&](sycl::event &) {
      Faulty.wait_and_throw();
      CHECK(Reported.size() == 1);
      expectFailure(sycl::errc::runtime, "queue_finish", "DEVICE_LOST",
                    [&] { std::rethrow_exception(Reported[0]); });
    });
  } else if (Mode == "wait_unhandled") {
    waitFails(Faulty, [](sycl::event &Done) {
      expectFailure(sycl::errc::runtime, "event_wait", "DEVICE_LOST",
                    [&] { Done.wait(); });
    });
  } else {
    std::fprintf(stderr, "unknown mode '%s'\n", Mode.c_str());
    std::exit(2);
  }
}

} // namespace

int main(int argc, char **argv) {
  // What was caught is printed before any later failure ends the program.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  const std::string Mode = argc > 1 ? argv[1] : "";
  sycl::device Device;
  std::vector<std::exception_ptr> Reported;
  auto Keep = [&](sycl::exception_list Errors) {
    for (const std::exception_ptr &E : Errors)
      Reported.push_back(E);
  };
  // Two contexts, so that the queues share nothing but the device.
  sycl::queue Faulty = Mode == "wait_unhandled"
                           ? sycl::queue{sycl::context(Device), Device}
                           : sycl::queue{sycl::context(Device, Keep), Device};
  sycl::queue Other{sycl::context(Device), Device};
  run(Mode, Faulty, Reported);
  // After the fault: both queues work, and nothing more was reported.
  vectorAdd(Other);
  usmDouble(Other);
  vectorAdd(Faulty);
  usmDouble(Faulty);
  Faulty.wait_and_throw();
  CHECK(Reported.size() == (Mode == "wait" || Mode == "queue_wait" ? 1u : 0u));
  std::printf("plugin_faults %s: PASSED\n", Mode.c_str());
  return 0;
}
