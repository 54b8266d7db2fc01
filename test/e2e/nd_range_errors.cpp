// Bad nd_range launches are refused at submission with the SYCL error code
// and a message that names the numbers: a local range that does not divide
// the global range (errc::nd_range), a work-group larger than the device
// allows (errc::nd_range), and local memory beyond the device's
// (errc::invalid). Nothing runs, and the queue stays usable.
#include "check.h"
#include <sycl/sycl.hpp>

#include <string>
#include <vector>

namespace {

template <typename Submit>
void expectError(const char *What, sycl::errc Code,
                 const std::vector<std::string> &Texts, Submit Fn) {
  try {
    Fn();
  } catch (const sycl::exception &E) {
    bool HasTexts = true;
    for (const std::string &Text : Texts)
      HasTexts =
          HasTexts && std::string(E.what()).find(Text) != std::string::npos;
    if (E.code() != sycl::make_error_code(Code) || !HasTexts) {
      std::fprintf(stderr, "%s: wrong error (%s): %s\n", What,
                   E.code().message().c_str(), E.what());
      std::exit(1);
    }
    std::printf("%s: %s\n", What, E.what());
    return;
  }
  std::fprintf(stderr, "%s: no exception\n", What);
  std::exit(1);
}

} // namespace

int main() {
  sycl::queue Q;
  int *Hits = sycl::malloc_shared<int>(1, Q);
  *Hits = 0;

  expectError("not a multiple", sycl::errc::nd_range,
              {"global range {100, 64} is not a multiple of the local range "
               "{16, 16} (dimension 0: 100 % 16 = 4)"},
              [&] {
                Q.parallel_for(sycl::nd_range<2>({100, 64}, {16, 16}),
                               [=](sycl::nd_item<2>) { *Hits += 1; });
              });

  expectError("zero local size", sycl::errc::nd_range,
              {"cannot be split into work-groups of local range {0}"}, [&] {
                Q.parallel_for(sycl::nd_range<1>(64, 0),
                               [=](sycl::nd_item<1>) { *Hits += 1; });
              });

  const size_t Max =
      Q.get_device().get_info<sycl::info::device::max_work_group_size>();
  const std::string TooMany = std::to_string(2 * Max);
  expectError("group above the device limit", sycl::errc::nd_range,
              {"makes work-groups of " + TooMany + " work-items; device ",
               "'" + Q.get_device().get_info<sycl::info::device::name>() + "'",
               "allows at most " + std::to_string(Max)},
              [&] {
                Q.parallel_for(sycl::nd_range<1>(2 * Max, 2 * Max),
                               [=](sycl::nd_item<1>) { *Hits += 1; });
              });

  const size_t LocalBytes =
      Q.get_device().get_info<sycl::info::device::local_mem_size>();
  const size_t Ints = LocalBytes / sizeof(int) + 1;
  expectError("local memory above the device limit", sycl::errc::invalid,
              {"local accessors need " + std::to_string(Ints * sizeof(int)) +
                   " bytes of local memory; device ",
               " has " + std::to_string(LocalBytes)},
              [&] {
                Q.submit([&](sycl::handler &H) {
                  sycl::local_accessor<int, 1> Big(sycl::range<1>(Ints), H);
                  H.parallel_for(sycl::nd_range<1>(32, 32),
                                 [=](sycl::nd_item<1> It) {
                                   Big[It.get_local_id(0)] = 1;
                                   *Hits += Big[0];
                                 });
                });
              });

  // Nothing ran, and the queue still works.
  Q.wait();
  CHECK_EQ(*Hits, 0);
  Q.parallel_for(sycl::nd_range<1>(64, 16), [=](sycl::nd_item<1> It) {
     if (It.get_global_id(0) == 0)
       *Hits = 42;
   }).wait();
  CHECK_EQ(*Hits, 42);
  sycl::free(Hits, Q);
  std::puts("nd_range_errors: passed");
}
