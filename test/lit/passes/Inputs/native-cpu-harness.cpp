// Runs the work-group functions of native-cpu-work-groups.ll over whole
// ranges, one work-group after another as the native_cpu plugin's threads
// would, and compares what they wrote with results computed here.
#include "prism/native_cpu_abi.h"

#include <cstdint>
#include <cstdio>
#include <vector>

using WorkGroup = prism_native_work_group;

extern "C" {
void __prism_wg_vadd(void *const *, const WorkGroup *);
void __prism_wg_reverse_tiles(void *const *, const WorkGroup *);
void __prism_wg_group_sums(void *const *, const WorkGroup *);
void __prism_wg_private_across_barrier(void *const *, const WorkGroup *);
void __prism_wg_private_between_barriers(void *const *, const WorkGroup *);
void __prism_wg_divergent_phi_across_barrier(void *const *, const WorkGroup *);
void __prism_wg_coordinates(void *const *, const WorkGroup *);
void __prism_wg_beyond_third(void *const *, const WorkGroup *);
void __prism_wg_loop_then_barrier(void *const *, const WorkGroup *);
void __prism_wg_recomputed_values(void *const *, const WorkGroup *);
void __prism_wg_constant_inner_loop(void *const *, const WorkGroup *);
void __prism_wg_mirror_rows(void *const *, const WorkGroup *);
void __prism_wg_count_in_group(void *const *, const WorkGroup *);
void __prism_wg_running_sum(void *const *, const WorkGroup *);
void __prism_wg_sum_and_previous(void *const *, const WorkGroup *);
}

/// Calls work-group function Fn for group G with Arguments, passed as the
/// ABI asks: an array of their addresses.
template <class... Arguments>
void call(prism_native_work_group_fn Fn, const WorkGroup *G,
          Arguments... Values) {
  void *Addresses[] = {&Values...};
  Fn(Addresses, G);
}

template <class Launch>
void forEachGroup(const uint64_t (&Global)[3], const uint64_t (&Local)[3],
                  Launch Run) {
  WorkGroup G = {};
  for (int D = 0; D < 3; ++D) {
    G.local_size[D] = Local[D];
    G.num_groups[D] = Global[D] / Local[D];
  }
  for (G.group_id[2] = 0; G.group_id[2] < G.num_groups[2]; ++G.group_id[2])
    for (G.group_id[1] = 0; G.group_id[1] < G.num_groups[1]; ++G.group_id[1])
      for (G.group_id[0] = 0; G.group_id[0] < G.num_groups[0]; ++G.group_id[0])
        Run(&G);
}

int report(const char *Name, int Wrong) {
  std::printf("%s: %s\n", Name, Wrong ? "WRONG" : "ok");
  return Wrong != 0;
}

int main() {
  const int N = 256, L = 64;
  std::vector<float> A(N), B(N), Out(N);
  for (int I = 0; I < N; ++I) {
    A[I] = float(I);
    B[I] = float(3 * I + 1);
  }
  int Failed = 0, Wrong = 0;

  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_vadd, G, A.data(), B.data(), Out.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != A[I] + B[I];
  Failed += report("vadd", Wrong);

  std::vector<float> Tile(L);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_reverse_tiles, G, A.data(), Out.data(), Tile.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != A[I / L * L + L - 1 - I % L];
  Failed += report("reverse_tiles", Wrong);

  const int Sum = 32;
  std::vector<float> Sums(N / Sum);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {Sum, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_group_sums, G, A.data(), Sums.data(), Tile.data());
  });
  for (int Group = 0; Group < N / Sum; ++Group) {
    float Expected = 0;
    for (int I = 0; I < Sum; ++I)
      Expected += A[Group * Sum + I];
    Wrong += Sums[Group] != Expected;
  }
  Failed += report("group_sums", Wrong);

  Wrong = 0;
  forEachGroup({N, 1, 1}, {16, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_private_across_barrier, G, A.data(), Out.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != A[I] + A[I] * 3;
  Failed += report("private_across_barrier", Wrong);

  Wrong = 0;
  forEachGroup({N, 1, 1}, {16, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_private_between_barriers, G, A.data(), Out.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != A[I] * 2 + A[I] + 1;
  Failed += report("private_between_barriers", Wrong);

  std::vector<int64_t> Phis(N, -1);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {16, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_divergent_phi_across_barrier, G, Phis.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Phis[I] != (I % 16 < 3 ? 1 : 2);
  Failed += report("divergent_phi_across_barrier", Wrong);

  const int W = 12, H = 6;
  std::vector<int64_t> Coordinates(W * H, -1);
  Wrong = 0;
  forEachGroup({W, H, 1}, {4, 2, 1}, [&](WorkGroup *G) {
    call(__prism_wg_coordinates, G, Coordinates.data(), 1);
  });
  for (int Y = 0; Y < H; ++Y)
    for (int X = 0; X < W; ++X)
      Wrong += Coordinates[Y * W + X] != X * 1000 + Y;
  Failed += report("coordinates", Wrong);

  std::vector<int64_t> Beyond(N, -1);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_beyond_third, G, Beyond.data(), 5);
  });
  for (int I = 0; I < N; ++I)
    Wrong += Beyond[I] != (1 + 1) * 10 + 0;
  Failed += report("beyond_third", Wrong);

  const int64_t Terms = 10;
  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_loop_then_barrier, G, A.data(), Out.data(), Terms);
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != 0 + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9;
  Failed += report("loop_then_barrier", Wrong);

  struct Functor {
    float *Base;
    int64_t Unused;
  };
  Wrong = 0;
  forEachGroup({L, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_recomputed_values, G, Functor{Out.data(), 0}, int64_t(4));
  });
  for (int I = 0; I < L; ++I)
    Wrong += Out[I] != float(I / 4);
  Failed += report("recomputed_values", Wrong);

  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_constant_inner_loop, G, A.data(), Out.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != 0 + 1 + 2 + 3;
  Failed += report("constant_inner_loop", Wrong);

  // Groups 16 wide take the work-group function's copy for that width;
  // 8 wide, the general one.
  struct Rows {
    const float *In;
    float *Out;
    int64_t Width;
  };
  const int RowsW = 32, RowsH = 8;
  std::vector<float> Grid(RowsW * RowsH), Mirrored(RowsW * RowsH);
  for (int I = 0; I < RowsW * RowsH; ++I)
    Grid[I] = float(I * 7 % 101);
  for (uint64_t Sx : {16, 8}) {
    const uint64_t Sy = 4;
    std::vector<float> RowTile(Sx * Sy);
    forEachGroup({RowsW, RowsH, 1}, {Sx, Sy, 1}, [&](WorkGroup *G) {
      call(__prism_wg_mirror_rows, G, Rows{Grid.data(), Mirrored.data(), RowsW},
           RowTile.data());
    });
    Wrong = 0;
    for (uint64_t Y = 0; Y < RowsH; ++Y)
      for (uint64_t X = 0; X < RowsW; ++X) {
        uint64_t Lx = X % Sx, Ly = Y % Sy;
        float Mirror = Grid[Y * RowsW + X - Lx + Sx - 1 - Lx];
        float Next = Grid[(Y - Ly + (Ly + 1) % Sy) * RowsW + X];
        Wrong += Mirrored[Y * RowsW + X] != Mirror + Next;
      }
    char Name[32];
    std::snprintf(Name, sizeof Name, "mirror_rows %dx%d", int(Sx), int(Sy));
    Failed += report(Name, Wrong);
  }

  std::vector<int32_t> Counts(N / L, 0);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_count_in_group, G, Counts.data(), Out.data());
  });
  for (int I = 0; I < N; ++I)
    Wrong += Out[I] != float(L);
  Failed += report("count_in_group", Wrong);

  const int64_t Steps = 5;
  std::vector<float> Ring(L), Previous(N);
  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_running_sum, G, A.data(), Out.data(), Ring.data(), Steps);
  });
  for (int I = 0; I < N; ++I) {
    float Expected = 0;
    for (int T = 0; T < Steps; ++T)
      Expected += A[T] + float((I % L + 1) % L);
    Wrong += Out[I] != Expected;
  }
  Failed += report("running_sum", Wrong);

  Wrong = 0;
  forEachGroup({N, 1, 1}, {L, 1, 1}, [&](WorkGroup *G) {
    call(__prism_wg_sum_and_previous, G, A.data(), Out.data(), Previous.data(),
         Steps);
  });
  for (int I = 0; I < N; ++I) {
    float Sum = 0, Before = 0; // the sum before the last step
    for (int T = 0; T < Steps; ++T) {
      Before = Sum;
      Sum += A[T];
    }
    Wrong += Out[I] != Before || Previous[I] != Before;
  }
  Failed += report("sum_and_previous", Wrong);
  return Failed;
}
