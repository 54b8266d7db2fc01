// Wall-clock timing helpers for the benchmarks: medians of repeated runs,
// since these machines are noisy.
#ifndef PRISM_BENCH_TIMING_H
#define PRISM_BENCH_TIMING_H

#include <algorithm>
#include <chrono>
#include <vector>

inline double nowSeconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Median seconds of Fn() over Repeats runs, after Warmup runs.
template <typename Fn> double medianSeconds(int Warmup, int Repeats, Fn &&F) {
  for (int I = 0; I < Warmup; ++I)
    F();
  std::vector<double> Times;
  for (int I = 0; I < Repeats; ++I) {
    double Start = nowSeconds();
    F();
    Times.push_back(nowSeconds() - Start);
  }
  std::sort(Times.begin(), Times.end());
  return Times[Times.size() / 2];
}

#endif
