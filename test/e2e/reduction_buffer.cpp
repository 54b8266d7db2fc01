// sycl::reduction into buffers: the reduction variable is a requirement of
// its command group, so a kernel that writes the buffer before it, a
// host_accessor after it and a second reduction into the same buffer all
// see each other in order; initialize_to_identity ignores the old value.
// Results are checked against the same reduction on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <string>
#include <vector>

int main() {
  sycl::queue Q;
  const size_t N = 10007;
  std::vector<int> Data(N);
  for (size_t I = 0; I < N; ++I)
    Data[I] = int(I % 211) - 100;
  long long Sum = 0;
  int Min = 1 << 30;
  for (int V : Data) {
    Sum += V;
    Min = V < Min ? V : Min;
  }

  sycl::buffer<int> Input(Data.data(), sycl::range<1>(N));
  sycl::buffer<long long> SumBuf(sycl::range<1>(1));
  sycl::buffer<int> MinBuf(sycl::range<1>(2));
  {
    sycl::host_accessor MinInit(MinBuf);
    MinInit[0] = -5000; // a value the reduction must keep
    MinInit[1] = 77;    // not the variable: left alone
  }

  // The first kernel gives the variable its old value on the device.
  Q.submit([&](sycl::handler &H) {
    sycl::accessor S(SumBuf, H, sycl::write_only, sycl::no_init);
    H.single_task([=] { S[0] = 1000; });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In(Input, H, sycl::read_only);
    H.parallel_for(sycl::range<1>(N),
                   sycl::reduction(SumBuf, H, sycl::plus<long long>()),
                   sycl::reduction(MinBuf, H, sycl::minimum<>()),
                   [=](sycl::id<1> I, auto &S, auto &M) {
                     S += In[I];
                     M.combine(In[I]);
                   });
  });
  {
    sycl::host_accessor S(SumBuf, sycl::read_only);
    sycl::host_accessor M(MinBuf, sycl::read_only);
    CHECK_EQ(S[0], 1000 + Sum);
    CHECK_EQ(M[0], -5000);
    CHECK_EQ(M[1], 77);
  }

  // Again into the same buffer, then with initialize_to_identity, with an
  // explicit identity, over an nd_range; the queue is not waited for.
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In(Input, H, sycl::read_only);
    H.parallel_for(sycl::range<1>(N),
                   sycl::reduction(SumBuf, H, sycl::plus<>()),
                   [=](sycl::item<1> I, auto &S) { S += In[I]; });
  });
  {
    sycl::host_accessor S(SumBuf, sycl::read_only);
    CHECK_EQ(S[0], 1000 + 2 * Sum);
  }
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In(Input, H, sycl::read_only);
    H.parallel_for(
        sycl::nd_range<1>(sycl::range<1>(N - 7), sycl::range<1>(10)),
        sycl::reduction(MinBuf, H, 1 << 30, sycl::minimum<int>(),
                        sycl::property::reduction::initialize_to_identity()),
        [=](sycl::nd_item<1> It, auto &M) {
          M.combine(In[It.get_global_id(0)] + 1);
        });
  });
  {
    int Expected = 1 << 30;
    for (size_t I = 0; I < N - 7; ++I)
      Expected = Data[I] + 1 < Expected ? Data[I] + 1 : Expected;
    sycl::host_accessor M(MinBuf, sycl::read_only);
    CHECK_EQ(M[0], Expected);
    CHECK_EQ(M[1], 77);
  }

  // A buffer made from host memory gets the result when it goes.
  double Product = 2.0;
  {
    sycl::buffer<double> ProductBuf(&Product, sycl::range<1>(1));
    Q.submit([&](sycl::handler &H) {
      H.parallel_for(
          sycl::range<1>(20),
          sycl::reduction(ProductBuf, H, sycl::multiplies<>()),
          [=](sycl::id<1> I, auto &P) { P *= I[0] % 2 ? 2.0 : 1.0; });
    });
  }
  CHECK_EQ(Product, 2.0 * 1024.0);

  // An empty buffer is refused, naming the call.
  try {
    sycl::buffer<int> Empty(sycl::range<1>(0));
    Q.submit([&](sycl::handler &H) {
      H.parallel_for(sycl::range<1>(1),
                     sycl::reduction(Empty, H, sycl::plus<>()),
                     [=](sycl::id<1>, auto &S) { S += 1; });
    });
    CHECK(false);
  } catch (const sycl::exception &E) {
    CHECK(E.code() == sycl::errc::invalid);
    CHECK(std::string(E.what()).find("sycl::reduction") != std::string::npos);
  }
  std::printf("reduction_buffer: ok\n");
  return 0;
}
