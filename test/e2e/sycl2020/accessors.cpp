// SYCL 2020 accessors as programs write them (4.7.6), each result checked
// against a host reference: 0-dimensional accessors and host accessors
// (a sum and a counter through the element's reference, atomic_ref on
// one); default-constructed accessors and local accessors as members of a
// kernel functor, assigned in the command group; what class template
// argument deduction makes of every constructor form; the container
// interface of host_accessor and accessor (std::sort, std::accumulate,
// reverse iterators, iterators of ranged 2-D accessors that visit only the
// accessed box, on the host and in a kernel, swap); buffer::get_access and
// get_host_access with tags, ranges and offsets; and the SYCL 1.2.1
// target::local accessor in nd-range and hierarchical kernels.
#include "check.h"
#include <sycl/sycl.hpp>

#include <algorithm>
#include <functional>
#include <numeric>
#include <type_traits>
#include <vector>

namespace {

using sycl::access_mode;
using sycl::target;

void zeroDimensional(sycl::queue &Q) {
  constexpr int N = 1000;
  std::vector<int> Values(N);
  for (int I = 0; I < N; ++I)
    Values[I] = (I * 37) % 101 - 50;
  const int Expected = std::accumulate(Values.begin(), Values.end(), 0);
  const int Positives = int(
      std::count_if(Values.begin(), Values.end(), [](int V) { return V > 0; }));

  sycl::buffer<int> ValuesBuf(Values.data(), sycl::range<1>(N));
  sycl::buffer<int> SumBuf(1), CountBuf(1), MaxBuf(1);
  {
    sycl::host_accessor<int, 0> Count(CountBuf, sycl::write_only);
    Count = 0;
  }
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In(ValuesBuf, H, sycl::read_only);
    sycl::accessor<int, 0, access_mode::write> Sum(SumBuf, H, sycl::no_init);
    sycl::accessor<int, 0> Max(MaxBuf, H);
    H.single_task([=] {
      int Total = 0, Largest = In[0];
      for (int I = 0; I < N; ++I) {
        Total += In[I];
        Largest = std::max(Largest, In[I]);
      }
      Sum = Total;
      int &Element = Max;
      Element = Largest;
      Element += 1; // through the reference, as the specification allows
    });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In(ValuesBuf, H, sycl::read_only);
    sycl::accessor<int, 0, access_mode::read_write> Count(CountBuf, H);
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
      if (In[I] > 0)
        sycl::atomic_ref<int, sycl::memory_order::relaxed,
                         sycl::memory_scope::device>(Count)
            .fetch_add(1);
    });
  });
  sycl::host_accessor<int, 0, access_mode::read> Sum(SumBuf);
  sycl::host_accessor<int, 0> Count(CountBuf);
  sycl::host_accessor<int, 0, access_mode::read> Max(MaxBuf);
  const int &SumValue = Sum;
  CHECK_EQ(SumValue, Expected);
  CHECK_EQ(int(Count), Positives);
  CHECK_EQ(int(Max), *std::max_element(Values.begin(), Values.end()) + 1);
  CHECK_EQ(Count.size(), size_t(1));
  CHECK_EQ(*Count.begin(), Positives);
  int &Writable = Count;
  Writable *= 2;
  CHECK_EQ(int(Count), 2 * Positives);

  // handler::fill and handler::copy take 0-dimensional accessors too.
  sycl::buffer<int> Filled{sycl::range<1>(1)};
  int Copied = 0;
  Q.submit([&](sycl::handler &H) {
    sycl::accessor<int, 0, access_mode::write> Destination(Filled, H);
    H.fill(Destination, 42);
  });
  Q.submit([&](sycl::handler &H) {
     sycl::accessor<int, 0, access_mode::read> Source(Filled, H);
     H.copy(Source, &Copied);
   }).wait();
  CHECK_EQ(Copied, 42);
}

// A kernel functor whose accessors are members made empty and assigned in
// the command group, as classes that hold accessors are written.
struct Stencil {
  sycl::accessor<float, 1, access_mode::read> In;
  sycl::accessor<float, 1, access_mode::write> Out;
  sycl::local_accessor<float, 1> Tile;

  void operator()(sycl::nd_item<1> It) const {
    const size_t L = It.get_local_id(0), G = It.get_global_id(0);
    Tile[L] = In[G];
    sycl::group_barrier(It.get_group());
    const size_t Size = It.get_local_range(0);
    Out[G] = Tile[L] + Tile[(L + 1) % Size];
  }
};

void defaultConstructedMembers(sycl::queue &Q) {
  constexpr size_t N = 256, Group = 32;
  std::vector<float> In(N), Out(N, -1.0f);
  for (size_t I = 0; I < N; ++I)
    In[I] = float(I % 17) * 0.5f;

  Stencil Empty;
  CHECK(Empty.In.is_placeholder() && Empty.Out.is_placeholder());
  CHECK(Empty.In.empty() && Empty.In.size() == 0 && Empty.Out.empty());
  CHECK(Empty.Tile.empty() && Empty.Tile.size() == 0);
  sycl::host_accessor<int> EmptyHost;
  CHECK(EmptyHost.empty() && EmptyHost.begin() == EmptyHost.end());
  {
    sycl::buffer<float> InBuf(In.data(), sycl::range<1>(N));
    sycl::buffer<float> OutBuf(Out.data(), sycl::range<1>(N));
    Q.submit([&](sycl::handler &H) {
      Stencil Kernel;
      Kernel.In = sycl::accessor(InBuf, H, sycl::read_only);
      Kernel.Out = sycl::accessor(OutBuf, H, sycl::write_only, sycl::no_init);
      Kernel.Tile = sycl::local_accessor<float, 1>(sycl::range<1>(Group), H);
      CHECK(!Kernel.In.is_placeholder() && Kernel.In.size() == N);
      H.parallel_for(sycl::nd_range<1>(N, Group), Kernel);
    });
  }
  for (size_t I = 0; I < N; ++I) {
    const size_t Next = I / Group * Group + (I % Group + 1) % Group;
    CHECK_EQ(Out[I], In[I] + In[Next]);
  }
}

// Reads only: a read_write accessor converts to this one; a write-only
// accessor does not (its command would read what it never asked for).
using ReadOnlyGrid = sycl::accessor<const int, 2, access_mode::read>;
static_assert(std::is_convertible_v<sycl::accessor<int, 2>, ReadOnlyGrid>);
static_assert(!std::is_convertible_v<sycl::accessor<int, 2, access_mode::write>,
                                     ReadOnlyGrid>);
static_assert(std::is_convertible_v<sycl::host_accessor<int>,
                                    sycl::host_accessor<const int>>);
int cornerOf(ReadOnlyGrid Grid, sycl::id<2> I) { return Grid[I]; }

template <typename Actual, typename DataT, int Dims, access_mode Mode,
          target Target = target::device>
constexpr bool deduces =
    std::is_same_v<Actual, sycl::accessor<DataT, Dims, Mode, Target>>;
template <typename Actual, typename DataT, int Dims, access_mode Mode>
constexpr bool deducesHost =
    std::is_same_v<Actual, sycl::host_accessor<DataT, Dims, Mode>>;

// Every constructor form SYCL 2020 gives a deduction guide, each checked
// for its type and then used.
void deduction(sycl::queue &Q) {
  constexpr size_t Rows = 6, Cols = 8;
  sycl::buffer<int, 2> Grid{sycl::range<2>(Rows, Cols)};
  const sycl::range<2> Inner(2, 4);
  const sycl::id<2> Corner(3, 2);
  Q.submit([&](sycl::handler &H) {
    sycl::accessor All(Grid, H, sycl::write_only, sycl::no_init);
    static_assert(deduces<decltype(All), int, 2, access_mode::write>);
    H.parallel_for(Grid.get_range(), [=](sycl::item<2> It) {
      All[It] = int(It.get_linear_id());
    });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Plain(Grid, H);
    sycl::accessor Ranged(Grid, H, Inner);
    sycl::accessor RangedTag(Grid, H, Inner, sycl::read_only);
    sycl::accessor Boxed(Grid, H, Inner, Corner);
    sycl::accessor BoxedTag(Grid, H, Inner, Corner, sycl::read_write);
    sycl::accessor WithProps(Grid, H, sycl::property_list{});
    static_assert(deduces<decltype(Plain), int, 2, access_mode::read_write>);
    static_assert(deduces<decltype(Ranged), int, 2, access_mode::read_write>);
    static_assert(deduces<decltype(RangedTag), int, 2, access_mode::read>);
    static_assert(deduces<decltype(Boxed), int, 2, access_mode::read_write>);
    static_assert(deduces<decltype(BoxedTag), int, 2, access_mode::read_write>);
    static_assert(
        deduces<decltype(WithProps), int, 2, access_mode::read_write>);
    CHECK(Boxed.get_offset() == Corner && Boxed.get_range() == Inner);
    CHECK(RangedTag.get_offset() == sycl::id<2>() && Ranged.size() == 8);
    // Boxed[i][j] is element (3 + i, 2 + j); add the ranged corner to it.
    H.parallel_for(Inner, [=](sycl::id<2> I) {
      BoxedTag[I] += cornerOf(Ranged, I) + Plain[0][0] * 0 + RangedTag[I] * 0 +
                     WithProps[0][1] * 0;
    });
  });
  sycl::accessor Placeholder(Grid);
  sycl::accessor PlaceholderTag(Grid, sycl::read_only);
  sycl::accessor PlaceholderRange(Grid, Inner);
  sycl::accessor PlaceholderRangeTag(Grid, Inner, sycl::read_only);
  sycl::accessor PlaceholderBox(Grid, Inner, Corner);
  sycl::accessor PlaceholderBoxTag(Grid, Inner, Corner, sycl::write_only);
  static_assert(
      deduces<decltype(Placeholder), int, 2, access_mode::read_write>);
  static_assert(deduces<decltype(PlaceholderTag), int, 2, access_mode::read>);
  static_assert(
      deduces<decltype(PlaceholderRange), int, 2, access_mode::read_write>);
  static_assert(
      deduces<decltype(PlaceholderRangeTag), int, 2, access_mode::read>);
  static_assert(
      deduces<decltype(PlaceholderBox), int, 2, access_mode::read_write>);
  static_assert(
      deduces<decltype(PlaceholderBoxTag), int, 2, access_mode::write>);
  CHECK(PlaceholderBoxTag.is_placeholder() && PlaceholderBox.size() == 8);
  sycl::buffer<int> Tally{sycl::range<1>(1)};
  Q.submit([&](sycl::handler &H) {
    H.require(PlaceholderRangeTag);
    sycl::accessor Out(Tally, H, sycl::write_only, sycl::no_init);
    sycl::accessor HostTaskAcc(Tally, H, sycl::read_write_host_task);
    static_assert(deduces<decltype(HostTaskAcc), int, 1,
                          access_mode::read_write, target::host_task>);
    H.single_task([=] {
      int Total = 0;
      for (int V : PlaceholderRangeTag) // rows 0 and 1, columns 0 to 3
        Total += V;
      Out[0] = Total;
    });
  });

  // Two host accessors of a buffer, one writing, would conflict: the
  // writing forms are only deduced.
  using Host = decltype(sycl::host_accessor(Grid));
  using HostRange = decltype(sycl::host_accessor(Grid, Inner));
  using HostBox = decltype(sycl::host_accessor(Grid, Inner, Corner));
  sycl::host_accessor HostTag(Grid, sycl::read_only);
  sycl::host_accessor HostRangeTag(Grid, Inner, sycl::read_only);
  sycl::host_accessor HostBoxTag(Grid, Inner, Corner, sycl::read_only);
  static_assert(deducesHost<Host, int, 2, access_mode::read_write>);
  static_assert(deducesHost<decltype(HostTag), int, 2, access_mode::read>);
  static_assert(deducesHost<HostRange, int, 2, access_mode::read_write>);
  static_assert(deducesHost<decltype(HostRangeTag), int, 2, access_mode::read>);
  static_assert(deducesHost<HostBox, int, 2, access_mode::read_write>);
  static_assert(deducesHost<decltype(HostBoxTag), int, 2, access_mode::read>);
  CHECK_EQ(HostRangeTag[1][3], int(1 * Cols + 3));
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C) {
      int Want = int(R * Cols + C);
      if (R >= 3 && R < 5 && C >= 2 && C < 6)
        Want += int((R - 3) * Cols + (C - 2));
      CHECK_EQ(HostTag[R][C], Want);
    }
  CHECK_EQ(HostBoxTag[0][0], int(3 * Cols + 2) * 1 + 0);
  sycl::host_accessor TallyHost(Tally, sycl::read_only);
  CHECK_EQ(TallyHost[0], 0 + 1 + 2 + 3 + 8 + 9 + 10 + 11);
}

// Reads only: a read_write host accessor converts to this one.
long total(sycl::host_accessor<const int> Values) {
  return std::accumulate(Values.begin(), Values.end(), 0L);
}

// The container interface (4.7.6.7) of host_accessor and accessor.
void containerInterface(sycl::queue &Q) {
  constexpr size_t N = 500;
  std::vector<int> Reference(N);
  for (size_t I = 0; I < N; ++I)
    Reference[I] = int((I * 7919) % 1009);
  sycl::buffer<int> Data(Reference.begin(), Reference.end());
  {
    sycl::host_accessor Acc(Data);
    static_assert(
        std::is_same_v<
            std::iterator_traits<decltype(Acc)::iterator>::iterator_category,
            std::random_access_iterator_tag>);
    std::sort(Acc.begin(), Acc.end());
    CHECK(std::is_sorted(Acc.cbegin(), Acc.cend()));
    CHECK_EQ(std::accumulate(Acc.begin(), Acc.end(), 0L),
             std::accumulate(Reference.begin(), Reference.end(), 0L));
    CHECK(Acc.size() == N && Acc.byte_size() == N * sizeof(int) &&
          Acc.max_size() >= N && !Acc.empty());
    CHECK(Acc.end() - Acc.begin() == std::ptrdiff_t(N));
    CHECK(std::is_sorted(Acc.rbegin(), Acc.rend(), std::greater<int>()));
    CHECK_EQ(*Acc.crbegin(),
             *std::max_element(Reference.begin(), Reference.end()));
    CHECK(Acc.get_pointer() == &Acc[0] && Acc.begin()[3] == Acc[3]);
    CHECK_EQ(total(Acc),
             std::accumulate(Reference.begin(), Reference.end(), 0L));
  }
  std::sort(Reference.begin(), Reference.end());

  // A ranged 2-D accessor's iterators visit only its box, in row order.
  constexpr size_t Rows = 5, Cols = 7;
  std::vector<int> Matrix(Rows * Cols);
  std::iota(Matrix.begin(), Matrix.end(), 0);
  sycl::buffer<int, 2> MatrixBuf(Matrix.data(), sycl::range<2>(Rows, Cols));
  const sycl::range<2> Box(3, 4);
  const sycl::id<2> Corner(1, 2);
  std::vector<int> BoxReference;
  for (size_t R = 1; R < 4; ++R)
    for (size_t C = 2; C < 6; ++C)
      BoxReference.push_back(int(R * Cols + C));
  sycl::buffer<int> Sums{sycl::range<1>(2)};
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In = MatrixBuf.get_access(H, Box, Corner, sycl::read_only);
    sycl::accessor Out = Sums.get_access(H, sycl::write_only, sycl::no_init);
    H.single_task([=] {
      int Forward = 0, Backward = 0, Step = 1;
      for (auto It = In.begin(); It != In.end(); ++It)
        Forward += *It * Step++;
      for (auto It = In.rbegin(); It != In.rend(); ++It)
        Backward += *It * --Step;
      Out[0] = Forward;
      Out[1] = Backward;
    });
  });
  int Weighted = 0;
  for (size_t I = 0; I < BoxReference.size(); ++I)
    Weighted += BoxReference[I] * int(I + 1);
  {
    sycl::host_accessor SumsHost = Sums.get_host_access(sycl::read_only);
    CHECK_EQ(SumsHost[0], Weighted);
    CHECK_EQ(SumsHost[1], Weighted);
  }
  {
    auto BoxAcc = MatrixBuf.get_host_access(Box, Corner);
    CHECK(std::equal(BoxAcc.begin(), BoxAcc.end(), BoxReference.begin(),
                     BoxReference.end()));
    CHECK(BoxAcc.get_offset() == Corner && BoxAcc.get_range() == Box);
    std::reverse(BoxAcc.begin(), BoxAcc.end());
  }
  {
    sycl::buffer<int, 2> Other{sycl::range<2>(2, 2)};
    sycl::host_accessor Whole(MatrixBuf);
    sycl::host_accessor Small(Other);
    Whole.swap(Small);
    CHECK(Small.size() == Rows * Cols && Whole.size() == 4);
    for (size_t R = 0; R < Rows; ++R)
      for (size_t C = 0; C < Cols; ++C) {
        const bool InBox = R >= 1 && R < 4 && C >= 2 && C < 6;
        CHECK_EQ(Small[R][C], InBox ? BoxReference[11 - ((R - 1) * 4 + C - 2)]
                                    : int(R * Cols + C));
      }
  }
  sycl::host_accessor Sorted(Data, sycl::read_only);
  CHECK(std::equal(Sorted.begin(), Sorted.end(), Reference.begin()));
}

// The SYCL 1.2.1 local accessor, target::local, in an nd-range kernel and
// in a hierarchical kernel's work-group scope; a 0-dimensional
// local_accessor holding each group's largest element.
void localTarget(sycl::queue &Q) {
  using LocalAccessor =
      sycl::accessor<int, 1, access_mode::read_write, target::local>;
  constexpr size_t Groups = 8, Group = 16, N = Groups * Group;
  std::vector<int> In(N), Reversed(N), Sums(Groups), BelowMax(N);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(I * 13 % 29) - 7;
  {
    sycl::buffer<int> InBuf(In.data(), sycl::range<1>(N));
    sycl::buffer<int> ReversedBuf(Reversed.data(), sycl::range<1>(N));
    sycl::buffer<int> SumsBuf(Sums.data(), sycl::range<1>(Groups));
    sycl::buffer<int> BelowMaxBuf(BelowMax.data(), sycl::range<1>(N));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor From(InBuf, H, sycl::read_only);
      sycl::accessor To(BelowMaxBuf, H, sycl::write_only, sycl::no_init);
      sycl::local_accessor<int, 0> GroupMax(H);
      H.parallel_for(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
        const size_t I = It.get_global_id(0);
        if (It.get_local_id(0) == 0)
          GroupMax = From[I];
        sycl::group_barrier(It.get_group());
        sycl::atomic_ref<int, sycl::memory_order::relaxed,
                         sycl::memory_scope::work_group>(GroupMax)
            .fetch_max(From[I]);
        sycl::group_barrier(It.get_group());
        To[I] = GroupMax - From[I];
      });
    });
    Q.submit([&](sycl::handler &H) {
      auto From = InBuf.get_access<access_mode::read>(H);
      auto To = ReversedBuf.get_access(H, sycl::write_only);
      LocalAccessor Tile(sycl::range<1>(Group), H);
      static_assert(LocalAccessor::mode == access_mode::read_write);
      H.parallel_for(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
        const size_t L = It.get_local_id(0);
        Tile[L] = From[It.get_global_id(0)];
        sycl::group_barrier(It.get_group());
        To[It.get_global_id(0)] = Tile[Group - 1 - L];
      });
    });
    Q.submit([&](sycl::handler &H) {
      auto From = InBuf.get_access(H, sycl::read_only);
      sycl::accessor ToSums(SumsBuf, H, sycl::write_only, sycl::no_init);
      LocalAccessor Tile(sycl::range<1>(Group), H);
      H.parallel_for_work_group(
          sycl::range<1>(Groups), sycl::range<1>(Group), [=](sycl::group<1> G) {
            G.parallel_for_work_item([&](sycl::h_item<1> It) {
              Tile[It.get_local_id(0)] = From[It.get_global_id(0)] * 2;
            });
            int Sum = 0;
            for (size_t I = 0; I < Group; ++I)
              Sum += Tile[I];
            ToSums[G.get_group_id(0)] = Sum;
          });
    });
  }
  for (size_t G = 0; G < Groups; ++G) {
    int Sum = 0;
    for (size_t L = 0; L < Group; ++L) {
      CHECK_EQ(Reversed[G * Group + L], In[G * Group + Group - 1 - L]);
      Sum += 2 * In[G * Group + L];
    }
    CHECK_EQ(Sums[G], Sum);
    const int Max =
        *std::max_element(In.begin() + G * Group, In.begin() + (G + 1) * Group);
    for (size_t L = 0; L < Group; ++L)
      CHECK_EQ(BelowMax[G * Group + L], Max - In[G * Group + L]);
  }
}

} // namespace

int main() {
  sycl::queue Q;
  zeroDimensional(Q);
  defaultConstructedMembers(Q);
  deduction(Q);
  containerInterface(Q);
  localTarget(Q);
  return 0;
}
