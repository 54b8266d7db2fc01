// Runs the work-group functions of native-cpu-sub-groups.ll over whole 1-D
// ranges, one work-group after another, and compares what they wrote with
// results computed here for sub-groups of 16 consecutive work-items.
#include "prism/native_cpu_abi.h"

#include <cstdint>
#include <cstdio>
#include <vector>

using WorkGroup = prism_native_work_group;

extern "C" {
void __prism_wg_rotate(void *const *, const WorkGroup *);
void __prism_wg_masked_loop(void *const *, const WorkGroup *);
void __prism_wg_around_barrier(void *const *, const WorkGroup *);
}

template <class... Arguments>
void run(prism_native_work_group_fn Fn, uint64_t Global, uint64_t Local,
         Arguments... Values) {
  void *Addresses[] = {&Values...};
  WorkGroup G = {};
  G.local_size[0] = Local;
  G.local_size[1] = G.local_size[2] = 1;
  G.num_groups[0] = Global / Local;
  G.num_groups[1] = G.num_groups[2] = 1;
  for (; G.group_id[0] < G.num_groups[0]; ++G.group_id[0])
    Fn(Addresses, &G);
}

int report(const char *Name, int Wrong) {
  std::printf("%s: %s\n", Name, Wrong ? "WRONG" : "ok");
  return Wrong != 0;
}

int main() {
  const uint64_t N = 320, Lanes = PRISM_NATIVE_SUB_GROUP_SIZE;
  std::vector<int64_t> Out(N), Converged(N), Tile(N);
  int Failed = 0;

  for (uint64_t L : {64, 40}) {
    run(__prism_wg_rotate, N, L, Out.data());
    int Wrong = 0;
    for (uint64_t I = 0; I < N; ++I) {
      uint64_t Local = I % L, Lane = Local % Lanes, First = Local - Lane;
      uint64_t Size = L - First < Lanes ? L - First : Lanes;
      Wrong += Out[I] != int64_t(First + (Lane + 1) % Size);
    }
    char Name[32];
    std::snprintf(Name, sizeof Name, "rotate %d", int(L));
    Failed += report(Name, Wrong);
  }

  const uint64_t L = 64;
  run(__prism_wg_masked_loop, N, L, Out.data(), Converged.data());
  int Wrong = 0;
  for (uint64_t I = 0; I < N; ++I) {
    uint64_t Local = I % L, Lane = Local % Lanes, First = Local - Lane;
    int64_t Sum = 0;
    if (Lane % 2 == 0) {
      Sum = 2 * int64_t(First + (Lane ^ 2)) + 1;
      Wrong += Converged[I] != 0x5555;
    }
    Wrong += Out[I] != int64_t(First + (Lane + 1) % Lanes) * 10 + Sum;
  }
  Failed += report("masked_loop", Wrong);

  run(__prism_wg_around_barrier, N, L, Out.data(), Tile.data());
  Wrong = 0;
  for (uint64_t I = 0; I < N; ++I) {
    uint64_t SubGroup = I % L / Lanes;
    Wrong += Out[I] != int64_t((L / Lanes - 1 - SubGroup) * Lanes);
  }
  Failed += report("around_barrier", Wrong);
  return Failed;
}
