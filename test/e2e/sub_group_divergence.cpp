// Sub-groups that take different paths, as tutorials' two-level reductions
// write them: each sub-group sums its values with reduce_over_group, only
// the first sub-group of the work-group then sums the partial sums left in
// local memory; a loop of select_from_group exchanges between work-group
// barriers; a maximum taken by the second sub-group only. Work-groups are
// 1-D and 2-D, some of a size that is no multiple of the sub-group size and
// with rows shorter or longer than a sub-group. Every result is checked
// against a host reference built from where the device put each work-item
// (its sub-group and lane), so it holds for any sub-group size.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

namespace {

struct Placement {
  int SubGroup, Lane, Size;
};

int valueOf(size_t I) { return int(I * 31 % 17) - 8; }

/// Runs the kernel on a Rows x Columns range in groups of LocalRows x
/// LocalColumns work-items; returns the number of wrong results.
int run(sycl::queue &Q, size_t Rows, size_t Columns, size_t LocalRows,
        size_t LocalColumns) {
  const size_t N = Rows * Columns, L = LocalRows * LocalColumns;
  std::vector<int> In(N), Exchanged(N), Total(N), Maximum(N);
  std::vector<Placement> Where(N);
  for (size_t I = 0; I < N; ++I)
    In[I] = valueOf(I);
  {
    sycl::buffer<int, 2> InB(In.data(), {Rows, Columns});
    sycl::buffer<int, 2> ExchangedB(Exchanged.data(), {Rows, Columns});
    sycl::buffer<int, 2> TotalB(Total.data(), {Rows, Columns});
    sycl::buffer<int, 2> MaximumB(Maximum.data(), {Rows, Columns});
    sycl::buffer<Placement, 2> WhereB(Where.data(), {Rows, Columns});
    Q.submit([&](sycl::handler &H) {
      sycl::accessor InA(InB, H, sycl::read_only);
      sycl::accessor ExchangedA(ExchangedB, H, sycl::write_only);
      sycl::accessor TotalA(TotalB, H, sycl::write_only);
      sycl::accessor MaximumA(MaximumB, H, sycl::write_only);
      sycl::accessor WhereA(WhereB, H, sycl::write_only);
      sycl::local_accessor<int, 1> Tile(L, H);
      sycl::local_accessor<int, 1> Partial(L, H);
      H.parallel_for(
          sycl::nd_range<2>({Rows, Columns}, {LocalRows, LocalColumns}),
          [=](sycl::nd_item<2> It) {
            sycl::sub_group SG = It.get_sub_group();
            const size_t Linear = It.get_local_linear_id();
            const int Lane = int(SG.get_local_linear_id());
            const int Size = int(SG.get_local_linear_range());
            const int Id = int(SG.get_group_linear_id());
            const int X = InA[It.get_global_id()];
            WhereA[It.get_global_id()] = {Id, Lane, Size};

            // Neighbours through local memory, then a loop of exchanges
            // with a work-group barrier in each trip.
            Tile[Linear] = X;
            sycl::group_barrier(It.get_group());
            const int Next = Tile[(Linear + 1) % L];
            int Sum = 0;
            for (int K = 0; K < 3; ++K) {
              Sum += sycl::select_from_group(SG, Next + K, (Lane + K) % Size);
              sycl::group_barrier(It.get_group());
            }
            ExchangedA[It.get_global_id()] = Sum;

            // Two-level sum: the first sub-group adds the partial sums.
            const int Mine = sycl::reduce_over_group(SG, X, sycl::plus<int>());
            if (Lane == 0)
              Partial[Id] = Mine;
            sycl::group_barrier(It.get_group());
            const int Groups = int(SG.get_group_linear_range());
            if (Id == 0) {
              int Part = 0;
              for (int G = Lane; G < Groups; G += Size)
                Part += Partial[G];
              const int All =
                  sycl::reduce_over_group(SG, Part, sycl::plus<int>());
              if (Lane == 0)
                Partial[L - 1] = All;
            }
            sycl::group_barrier(It.get_group());
            TotalA[It.get_global_id()] = Partial[L - 1];

            // Only the second sub-group takes its maximum.
            MaximumA[It.get_global_id()] =
                Id == 1 ? sycl::reduce_over_group(SG, X, sycl::maximum<int>())
                        : -100;
          });
    });
  }
  // The reference, group by group.
  int Errors = 0;
  const size_t GroupRows = Rows / LocalRows,
               GroupColumns = Columns / LocalColumns;
  for (size_t GR = 0; GR < GroupRows; ++GR)
    for (size_t GC = 0; GC < GroupColumns; ++GC) {
      auto At = [&](size_t Linear) {
        return (GR * LocalRows + Linear / LocalColumns) * Columns +
               GC * LocalColumns + Linear % LocalColumns;
      };
      std::map<int, std::map<int, size_t>> Members; // sub-group, lane
      int GroupSum = 0;
      for (size_t I = 0; I < L; ++I) {
        Members[Where[At(I)].SubGroup][Where[At(I)].Lane] = I;
        GroupSum += In[At(I)];
      }
      for (size_t I = 0; I < L; ++I) {
        const Placement &P = Where[At(I)];
        const std::map<int, size_t> &Mates = Members[P.SubGroup];
        int Sum = 0, Max = -100;
        for (int K = 0; K < 3; ++K) {
          size_t From = Mates.at((P.Lane + K) % P.Size);
          Sum += In[At((From + 1) % L)] + K;
        }
        for (const auto &[Lane, Mate] : Mates)
          Max = std::max(Max, In[At(Mate)]);
        const int WantMax = P.SubGroup == 1 ? Max : -100;
        const size_t Global = At(I);
        if (Exchanged[Global] != Sum || Total[Global] != GroupSum ||
            Maximum[Global] != WantMax) {
          if (Errors++ < 5)
            std::printf("%zux%zu in %zux%zu groups, item %zu: exchanged %d "
                        "(want %d), total %d (want %d), maximum %d (want %d)\n",
                        Rows, Columns, LocalRows, LocalColumns, Global,
                        Exchanged[Global], Sum, Total[Global], GroupSum,
                        Maximum[Global], WantMax);
        }
      }
    }
  return Errors;
}

} // namespace

int main() {
  sycl::queue Q;
  const std::vector<size_t> Sizes =
      Q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  std::printf("%s, sub-group sizes:",
              Q.get_device().get_info<sycl::info::device::name>().c_str());
  for (size_t Size : Sizes)
    std::printf(" %zu", Size);
  std::printf("\n");
  int Errors = run(Q, 1, 1024, 1, 256) + run(Q, 8, 64, 2, 16) +
               run(Q, 16, 64, 8, 8) + run(Q, 10, 48, 5, 12) +
               run(Q, 6, 40, 3, 20) + run(Q, 3, 7, 3, 7);
  std::printf("sub-group divergence: %s\n", Errors ? "FAILED" : "PASSED");
  return Errors != 0;
}
