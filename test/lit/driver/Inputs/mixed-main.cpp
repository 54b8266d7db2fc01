// A SYCL program that calls a C object's function and a plain C++ object's.
#include <sycl/sycl.hpp>

#include <string>

extern "C" int plain_c_value(void);
std::string plainCxxWord();

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  int Base = plain_c_value();
  Q.single_task([=]() { *P = Base * 2; }).wait();
  int Ok = *P == 10 && plainCxxWord() == "plain";
  sycl::free(P, Q);
  return Ok ? 0 : 1;
}
