// Two specialization constants whose keys fold to one SpecId (818948848;
// the names were searched for): setting both in one command group is
// errc::invalid naming both, on every backend ("set-both"). Reading both
// in one kernel ("read-both") is fine where the launch's table carries
// them; a Level Zero build, which sets them natively, finds constants of
// two sizes under one SpecId and refuses with errc::invalid. The program
// prints what it caught and fails; it succeeds when nothing is thrown.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstring>

namespace collide {
constexpr sycl::specialization_id<int> c7849(1);
constexpr sycl::specialization_id<short> c57257(2);
} // namespace collide

int main(int Argc, char **Argv) {
  const bool SetBoth = Argc > 1 && std::strcmp(Argv[1], "set-both") == 0;
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1, Q);
  try {
    Q.submit([&](sycl::handler &H) {
       H.set_specialization_constant<collide::c7849>(10);
       if (SetBoth)
         H.set_specialization_constant<collide::c57257>(20);
       H.single_task<class ReadsBoth>([=](sycl::kernel_handler KH) {
         *Out = KH.get_specialization_constant<collide::c7849>() * 100 +
                KH.get_specialization_constant<collide::c57257>();
       });
     }).wait();
  } catch (const sycl::exception &E) {
    std::printf("caught (%s): %s\n",
                E.code() == sycl::errc::invalid ? "invalid" : "other",
                E.what());
    return 1;
  }
  std::printf("read %d\n", *Out);
  const bool Right = *Out == 1002;
  sycl::free(Out, Q);
  return Right ? 0 : 2;
}
