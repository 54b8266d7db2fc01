// Bad input to buffers, accessors and copies: each is a sycl::exception
// with the errc the specification names and a message naming the call, and
// nothing is left half done.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstring>
#include <string>

namespace {

/// Runs Body, which must throw a sycl::exception with Code whose message
/// holds Words.
template <typename BodyType>
void expectError(sycl::errc Code, const char *Words, BodyType Body) {
  try {
    Body();
  } catch (const sycl::exception &E) {
    if (E.code() != sycl::make_error_code(Code) ||
        !std::strstr(E.what(), Words)) {
      std::fprintf(stderr, "wrong error: %s (wanted '%s')\n", E.what(), Words);
      std::exit(1);
    }
    std::printf("caught: %s\n", E.what());
    return;
  }
  std::fprintf(stderr, "no error for '%s'\n", Words);
  std::exit(1);
}

} // namespace

int main() {
  sycl::queue Q;
  sycl::buffer<int> B{sycl::range<1>(16)};
  sycl::buffer<int, 2> Grid{sycl::range<2>(4, 4)};

  expectError(
      sycl::errc::invalid, "bad sub-buffer: its offset and range reach outside",
      [&] { sycl::buffer<int> Sub(B, sycl::id<1>(10), sycl::range<1>(8)); });
  expectError(sycl::errc::invalid, "not one contiguous piece", [&] {
    sycl::buffer<int, 2> Sub(Grid, sycl::id<2>(0, 1), sycl::range<2>(2, 2));
  });
  expectError(sycl::errc::invalid,
              "sycl::buffer::reinterpret: the new view's byte size differs "
              "from the buffer's (12 asked, 64 there)",
              [&] { B.reinterpret<int>(sycl::range<1>(3)); });
  expectError(sycl::errc::invalid, "reach past the end of the buffer", [&] {
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{B, H, sycl::range<1>(8), sycl::id<1>(12)};
    });
  });
  int Small[4];
  expectError(sycl::errc::invalid,
              "sycl::handler::copy: the destination holds 4 elements, fewer "
              "than the 16",
              [&] {
                sycl::buffer<int> Four(Small, sycl::range<1>(4));
                Q.submit([&](sycl::handler &H) {
                  sycl::accessor From{B, H, sycl::read_only};
                  sycl::accessor To{Four, H, sycl::write_only};
                  H.copy(From, To);
                });
              });
  expectError(sycl::errc::invalid,
              "sycl::handler::copy: the destination is a null pointer", [&] {
                Q.submit([&](sycl::handler &H) {
                  sycl::accessor From{B, H, sycl::read_only};
                  H.copy(From, static_cast<int *>(nullptr));
                });
              });
  expectError(
      sycl::errc::invalid,
      "sycl::handler::memcpy: the source of a 64-byte copy is a null pointer",
      [&] {
        int *To = sycl::malloc_device<int>(16, Q);
        try {
          Q.memcpy(To, nullptr, 64);
        } catch (...) {
          sycl::free(To, Q);
          throw;
        }
      });
  // A placeholder the command group never required.
  sycl::accessor<int, 1, sycl::access_mode::read_write, sycl::target::device>
      Unbound(B);
  expectError(sycl::errc::kernel_argument,
              "operator()(sycl::handler&) const::{lambda()#1}>)' uses an "
              "accessor whose buffer its command group does not require",
              [&] {
                Q.submit([&](sycl::handler &H) {
                  H.single_task([=] { Unbound[0] = 1; });
                });
              });
  // A writing host accessor while another one to the same buffer is alive
  // in this thread would wait forever.
  expectError(sycl::errc::invalid, "this thread already holds a host_accessor",
              [&] {
                sycl::host_accessor First{B, sycl::read_write};
                sycl::host_accessor Second{B, sycl::read_only};
              });
  // queue::wait while this thread's host accessor holds back a kernel would
  // wait forever, and so would event::wait on that kernel or on one held
  // back behind it; the kernels run once the accessor ends.
  {
    sycl::host_accessor Held{B, sycl::read_write};
    Held[0] = 41;
    sycl::event First = Q.submit([&](sycl::handler &H) {
      sycl::accessor A{B, H, sycl::read_write};
      H.single_task([=] { A[0] += 1; });
    });
    sycl::event Second = Q.submit([&](sycl::handler &H) {
      sycl::accessor A{B, H, sycl::read_write};
      H.single_task([=] { A[0] *= 2; });
    });
    expectError(sycl::errc::invalid,
                "wait for a host_accessor that this thread still holds",
                [&] { Q.wait(); });
    expectError(sycl::errc::invalid,
                "waits for a host_accessor this thread still holds",
                [&] { First.wait(); });
    expectError(sycl::errc::invalid,
                "waits for a host_accessor this thread still holds",
                [&] { Second.wait(); });
  }
  Q.wait();
  CHECK_EQ((sycl::host_accessor{B, sycl::read_only}[0]), 84);
  // After all that the buffer still works.
  Q.submit([&](sycl::handler &H) {
    sycl::accessor A{B, H, sycl::write_only, sycl::no_init};
    H.parallel_for(sycl::range<1>(16), [=](sycl::id<1> I) { A[I] = 3; });
  });
  sycl::host_accessor R{B, sycl::read_only};
  CHECK_EQ(R[15], 3);
  std::puts("buffer_errors: all checks passed");
  return 0;
}
