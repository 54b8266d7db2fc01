// sycl::multi_ptr in kernels: global through accessor::get_multi_ptr, an
// accessor itself and USM with address_space_cast; local through
// local_accessor::get_multi_ptr in an nd_range kernel, with conversions to
// generic and void and back (static_address_space_cast too); private arrays. Pointer arithmetic and
// comparisons, the math functions with multi_ptr outputs, vec load/store
// through multi_ptr, and get_pointer() still a plain pointer. The host
// checks every result against its own computation.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cmath>
#include <type_traits>

namespace {

using sycl::access::address_space;
using sycl::access::decorated;

template <typename T>
using generic_ptr =
    sycl::multi_ptr<T, address_space::generic_space, decorated::no>;

static_assert(
    std::is_convertible_v<sycl::raw_global_ptr<int>,
                          sycl::raw_global_ptr<const int>> &&
        std::is_convertible_v<sycl::raw_local_ptr<int>, generic_ptr<int>> &&
        std::is_convertible_v<sycl::decorated_private_ptr<int>,
                              generic_ptr<const void>> &&
        std::is_convertible_v<sycl::raw_global_ptr<int>, sycl::global_ptr<int>>,
    "implicit: into const, generic, void, another decoration");
static_assert(
    !std::is_convertible_v<sycl::raw_global_ptr<const int>,
                           sycl::raw_global_ptr<int>> &&
        !std::is_convertible_v<generic_ptr<int>, sycl::raw_local_ptr<int>> &&
        std::is_constructible_v<sycl::raw_local_ptr<int>, generic_ptr<int>> &&
        !std::is_convertible_v<sycl::raw_global_ptr<void>,
                               sycl::raw_global_ptr<int>> &&
        std::is_constructible_v<sycl::raw_global_ptr<int>,
                                sycl::raw_global_ptr<void>> &&
        !std::is_constructible_v<sycl::raw_global_ptr<int>,
                                 sycl::raw_global_ptr<const void>>,
    "explicit: generic to a named space, void to an object type; "
    "never losing const");
static_assert(!std::is_convertible_v<int *, sycl::raw_global_ptr<int>> &&
                  std::is_convertible_v<int *, sycl::global_ptr<int>> &&
                  std::is_convertible_v<sycl::global_ptr<int>, int *> &&
                  !std::is_convertible_v<sycl::raw_global_ptr<int>, int *>,
              "only legacy multi_ptrs convert to and from raw pointers");
static_assert(sycl::decorated_local_ptr<int>::is_decorated &&
                  !sycl::raw_local_ptr<int>::is_decorated &&
                  sycl::local_ptr<int>::address_space ==
                      address_space::local_space,
              "decoration and space");

constexpr size_t N = 64;

// Exact in float whether or not the compiler contracts it into an fma (CUDA
// device code does), so host and device agree on every input; never an
// integer (lgamma has poles there).
float inputAt(size_t I) { return float(I) * 0.375f - 7.3125f; }

/// Reads through get_multi_ptr with arithmetic, ++, [] and comparisons;
/// writes through a global_ptr made from the accessor itself.
void globalThroughAccessor(sycl::queue &Q) {
  sycl::buffer<float> In{sycl::range<1>(N)}, Out{sycl::range<1>(N)};
  {
    sycl::host_accessor H(In, sycl::write_only);
    for (size_t I = 0; I < N; ++I)
      H[I] = inputAt(I);
  }
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Src(In, H, sycl::read_only);
    sycl::accessor Dst(Out, H, sycl::write_only, sycl::no_init);
    H.parallel_for(sycl::range<1>(N / 2), [=](sycl::id<1> Id) {
      sycl::raw_global_ptr<const float> Begin =
          Src.get_multi_ptr<decorated::no>();
      sycl::raw_global_ptr<const float> End =
          Src.get_multi_ptr<decorated::yes>() + N;
      sycl::global_ptr<float> Result = Dst;
      auto Pair = Begin + 2 * Id[0];
      auto Second = Pair;
      ++Second;
      float Sum = *Pair + Second[0];
      if (Second - Begin == 2 * Id[0] + 1 && Pair < Second &&
          Second + 1 <= End && Pair != nullptr)
        Sum += 1000.0f;
      // A legacy pointer is still a float *.
      float *Raw = Result;
      Raw[2 * Id[0]] = Sum;
      (Result + 2 * Id[0])[1] = Begin.get_raw()[N - 1 - 2 * Id[0]];
      // get_pointer() stays a plain pointer.
      const float *Plain = Src.get_pointer();
      Begin.prefetch(4);
      if (Plain != Begin.get())
        Raw[2 * Id[0]] = -1.0f;
    });
  });
  sycl::host_accessor H(Out, sycl::read_only);
  for (size_t I = 0; I < N / 2; ++I) {
    CHECK_EQ(H[2 * I], inputAt(2 * I) + inputAt(2 * I + 1) + 1000.0f);
    CHECK_EQ(H[2 * I + 1], inputAt(N - 1 - 2 * I));
  }
}

/// An nd_range kernel sums each work-group's values in local memory
/// through local multi_ptrs, generic and void ones.
void localThroughLocalAccessor(sycl::queue &Q) {
  constexpr size_t Group = 16;
  int *In = sycl::malloc_shared<int>(N, Q);
  int *Sums = sycl::malloc_shared<int>(N / Group, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(I * 7 % 23) - 11;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 1> Scratch(sycl::range<1>(Group), H);
     H.parallel_for(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
       size_t L = It.get_local_id(0);
       auto Global =
           sycl::address_space_cast<address_space::global_space, decorated::no>(
               In);
       sycl::raw_local_ptr<int> Local = Scratch.get_multi_ptr<>();
       Local[L] = Global[It.get_global_id(0)];
       generic_ptr<int> Generic = Local;
       sycl::multi_ptr<void, address_space::local_space, decorated::no>
           Untyped = Local;
       sycl::raw_local_ptr<int> Back(Untyped);
       sycl::raw_local_ptr<int> Narrowed =
           sycl::static_address_space_cast<address_space::local_space>(Generic);
       auto AlsoLocal =
           sycl::static_address_space_cast<address_space::local_space,
                                           decorated::no>(Generic.get());
       static_assert(
           std::is_same_v<decltype(AlsoLocal), sycl::raw_local_ptr<int>>);
       for (size_t Half = Group / 2; Half > 0; Half /= 2) {
         sycl::group_barrier(It.get_group());
         if (L < Half)
           Back[L] += Narrowed[L + Half];
       }
       sycl::local_ptr<int> FromAccessor = Scratch;
       if (It.get_group().leader() &&
           sycl::raw_local_ptr<int>(FromAccessor) == Back &&
           AlsoLocal == Narrowed)
         Sums[It.get_group(0)] = *Generic;
     });
   }).wait();
  for (size_t G = 0; G < N / Group; ++G) {
    int Expected = 0;
    for (size_t I = 0; I < Group; ++I)
      Expected += In[G * Group + I];
    CHECK_EQ(Sums[G], Expected);
  }
  sycl::free(In, Q);
  sycl::free(Sums, Q);
}

/// A private array walked backwards through a private_ptr.
void privateArray(sycl::queue &Q) {
  int *Out = sycl::malloc_shared<int>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> Id) {
     int Values[4];
     auto Private =
         sycl::address_space_cast<address_space::private_space, decorated::yes>(
             Values);
     for (int I = 0; I < 4; ++I)
       Private[I] = int(Id[0]) * (I + 1);
     sycl::decorated_private_ptr<int> End = Private + 4;
     int Weighted = 0;
     for (auto P = End; P > Private;)
       Weighted = Weighted * 10 + *--P;
     Out[Id[0]] = Weighted;
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], int(I) * (4000 + 300 + 20 + 1));
  sycl::free(Out, Q);
}

struct MathResults {
  float Fract, FractFloor, Modf, ModfInt, Frexp, Lgamma, Remquo, Sin, Cos;
  int FrexpExp, LgammaSign, Quotient;
  sycl::float4 Sin4, Cos4;
};

/// The math functions with a pointer argument, given multi_ptrs of each
/// space and decoration, scalar and vec.
void mathOutputs(sycl::queue &Q) {
  MathResults *R = sycl::malloc_shared<MathResults>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> Id) {
     size_t I = Id[0];
     float X = inputAt(I);
     MathResults &Out = R[I];
     auto Global = [](auto *P) {
       return sycl::address_space_cast<address_space::global_space,
                                       decorated::no>(P);
     };
     float Floor;
     Out.Fract = sycl::fract(
         X,
         sycl::address_space_cast<address_space::private_space, decorated::yes>(
             &Floor));
     Out.FractFloor = Floor;
     Out.Modf = sycl::modf(X, Global(&Out.ModfInt));
     Out.Frexp = sycl::frexp(X, Global(&Out.FrexpExp));
     Out.Lgamma = sycl::lgamma_r(X, sycl::global_ptr<int>(&Out.LgammaSign));
     Out.Remquo = sycl::remquo(X, 0.7f, generic_ptr<int>(&Out.Quotient));
     Out.Sin = sycl::sincos(X, Global(&Out.Cos));
     Out.Sin4 =
         sycl::sincos(sycl::float4(X, -X, X * 0.5f, 1.0f), Global(&Out.Cos4));
   }).wait();
  auto Near = [](float A, double B) {
    return std::fabs(A - B) <= 1e-5 * std::fmax(1.0, std::fabs(B));
  };
  for (size_t I = 0; I < N; ++I) {
    float X = inputAt(I);
    const MathResults &Got = R[I];
    CHECK_EQ(Got.FractFloor, std::floor(X));
    CHECK_EQ(Got.Fract, X - std::floor(X));
    float Int;
    CHECK_EQ(Got.Modf, std::modf(X, &Int));
    CHECK_EQ(Got.ModfInt, Int);
    int Exp;
    CHECK_EQ(Got.Frexp, std::frexp(X, &Exp));
    CHECK_EQ(Got.FrexpExp, Exp);
    CHECK(Near(Got.Lgamma, std::lgamma(double(X))));
    CHECK_EQ(Got.LgammaSign, std::tgamma(double(X)) < 0 ? -1 : 1);
    int Quotient;
    CHECK_EQ(Got.Remquo, std::remquo(X, 0.7f, &Quotient));
    CHECK_EQ((Got.Quotient - Quotient) % 8, 0);
    CHECK(Near(Got.Sin, std::sin(double(X))));
    CHECK(Near(Got.Cos, std::cos(double(X))));
    double Args[4] = {X, -X, X * 0.5f, 1.0};
    for (int E = 0; E < 4; ++E) {
      CHECK(Near(Got.Sin4[E], std::sin(Args[E])));
      CHECK(Near(Got.Cos4[E], std::cos(Args[E])));
    }
  }
  sycl::free(R, Q);
}

/// vec::load from a global multi_ptr (const and not), vec::store into a
/// local one and back out through a global one.
void vecLoadStore(sycl::queue &Q) {
  constexpr size_t Group = 4;
  sycl::buffer<float> In{sycl::range<1>(4 * N)}, Out{sycl::range<1>(4 * N)};
  {
    sycl::host_accessor H(In, sycl::write_only);
    for (size_t I = 0; I < 4 * N; ++I)
      H[I] = inputAt(I);
  }
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Src(In, H, sycl::read_only);
    sycl::accessor Dst(Out, H, sycl::read_write);
    sycl::local_accessor<float, 1> Scratch(sycl::range<1>(4 * Group), H);
    H.parallel_for(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
      size_t I = It.get_global_id(0), L = It.get_local_id(0);
      sycl::float4 V;
      V.load(I, Src.get_multi_ptr<decorated::no>());
      V.store(L, Scratch.get_multi_ptr<decorated::yes>());
      sycl::group_barrier(It.get_group());
      // Each work-item stores its neighbour's vec, doubled.
      sycl::float4 Neighbour;
      Neighbour.load((L + 1) % Group, sycl::local_ptr<float>(Scratch));
      (Neighbour * 2.0f).store(I, Dst.get_multi_ptr<decorated::no>());
    });
  });
  sycl::host_accessor H(Out, sycl::read_only);
  for (size_t I = 0; I < N; ++I) {
    size_t From = I - I % Group + (I + 1) % Group;
    for (size_t E = 0; E < 4; ++E)
      CHECK_EQ(H[4 * I + E], inputAt(4 * From + E) * 2.0f);
  }
}

} // namespace

int main() {
  sycl::queue Q;
  globalThroughAccessor(Q);
  localThroughLocalAccessor(Q);
  privateArray(Q);
  mathOutputs(Q);
  vecLoadStore(Q);
  std::puts("multi_ptr: ok");
  return 0;
}
