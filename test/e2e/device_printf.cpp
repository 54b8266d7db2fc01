// sycl::ext::oneapi::experimental::printf in kernels: C's conversions on
// integers of every width, floating point, characters and strings (string
// literals, a work-item's own character array, a string in USM), the format
// as a string literal, a constant array and a constant array in OpenCL's
// constant address space (DPC++'s spelling), printf in a loop and in a
// function called from several places and kernels, and on the host.
// compare_output.py checks stdout against device_printf.expected: each
// line starts with the work-item that printed it, and "==" lines, printed
// by the host after a kernel's wait, must come after all of its output.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstring>

// DPC++ wants a format array in the constant address space on SPIR-V.
#ifdef __SYCL_DEVICE_ONLY__
#define CONSTANT __attribute__((opencl_constant))
#else
#define CONSTANT
#endif

namespace ex = sycl::ext::oneapi::experimental;

namespace {

void section(const char *Title) {
  std::printf("== %s\n", Title);
  std::fflush(stdout);
}

// Called from two places in one kernel and from a second kernel.
void report(int WorkItem, const char *What, int Value) {
  ex::printf("wi%d %s %d\n", WorkItem, What, Value);
}

void conversions(sycl::queue &Q) {
  section("conversions");
  Q.single_task([] {
     ex::printf("task int %d %i|%5d|%-5d|%05d|%+d\n", -42, 7, 42, 42, 42, 42);
     ex::printf("task unsigned %u %o %x %X %#x %#o\n", 4000000000u, 8u, 255u,
                255u, 255u, 8u);
     ex::printf("task long %ld %lu %lx\n", -9000000000L, 18000000000UL,
                0x123456789abcdefUL);
     ex::printf("task short %hd %hu %hhd %hhu\n", short(-3),
                static_cast<unsigned short>(65535),
                static_cast<signed char>(-1), static_cast<unsigned char>(255));
     ex::printf("task double %f %.2f %e %.3E %g %G %g\n", 1.5, 3.14159,
                12345.678, 0.000123, 1e-5, 1e20, 100.0);
     ex::printf("task float %f %.1f %g\n", 0.25f, 2.75f, 1.0f / 3);
     ex::printf("task text %c%c%c %s|%10s|%-6s|\n", 'S', 'Y', 'C', "literal",
                "right", "left");
     ex::printf("task percent 100%%\n");
     ex::printf("task no arguments\n");
   }).wait();
}

void workItems(sycl::queue &Q) {
  section("work-items");
  char *Shared = sycl::malloc_shared<char>(8, Q);
  std::strcpy(Shared, "shared");
  Q.parallel_for(sycl::nd_range<1>(8, 4), [=](sycl::nd_item<1> Item) {
     int I = int(Item.get_global_id(0));
     ex::printf("wi%d group %d local %d\n", I, int(Item.get_group(0)),
                int(Item.get_local_id(0)));
     report(I, "twice", I * 10);
     report(I, "twice", I * 10 + 1);
     for (int K = 0; K < 3; ++K)
       ex::printf("wi%d loop %d\n", I, K);
     char Own[8] = {'o', 'w', 'n', char('0' + I), '\0'};
     ex::printf("wi%d private %s usm %s\n", I, Own, Shared);
   }).wait();
  section("another kernel");
  Q.parallel_for(sycl::range<1>(2), [=](sycl::id<1> I) {
     report(int(I[0]), "again", 7);
   }).wait();
  sycl::free(Shared, Q);
}

void constantFormats(sycl::queue &Q) {
  section("constant formats");
  Q.single_task([] {
     static const char Plain[] = "task constant array %d\n";
     ex::printf(Plain, 1);
     static const CONSTANT char Constant[] = "task constant address space %d\n";
     ex::printf(Constant, 2);
     const char *Chosen = "task pointer to a literal %d\n";
     ex::printf(Chosen, 3);
   }).wait();
}

} // namespace

int main() {
  sycl::queue Q;
  conversions(Q);
  workItems(Q);
  constantFormats(Q);
  section("host");
  ex::printf("host printf %d %s\n", 42, "on the host");
  return 0;
}
