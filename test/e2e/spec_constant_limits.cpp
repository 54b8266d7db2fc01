// More specialization constants than Prism passes a kernel: submission
// throws errc::invalid naming the kernel and the constants. The program
// prints what it caught and fails. The constants are structs, which every
// backend passes in the kernel's table (a Level Zero build sets scalar ones
// natively, outside the table and its limits).
#include <sycl/sycl.hpp>

#include <cstdio>

struct Wrapped {
  int Value;
};

constexpr sycl::specialization_id<Wrapped> C0, C1, C2, C3, C4, C5, C6, C7, C8;

int main() {
  sycl::queue Q;
  try {
    Q.submit([&](sycl::handler &H) {
      H.set_specialization_constant<C0>({0});
      H.set_specialization_constant<C1>({1});
      H.set_specialization_constant<C2>({2});
      H.set_specialization_constant<C3>({3});
      H.set_specialization_constant<C4>({4});
      H.set_specialization_constant<C5>({5});
      H.set_specialization_constant<C6>({6});
      H.set_specialization_constant<C7>({7});
      H.set_specialization_constant<C8>({8});
      H.single_task<class TooManyConstants>([](sycl::kernel_handler KH) {
        (void)KH.get_specialization_constant<C8>();
      });
    });
  } catch (const sycl::exception &E) {
    std::printf("caught (%s): %s\n",
                E.code() == sycl::errc::invalid ? "invalid" : "other",
                E.what());
  }
  return 1;
}
