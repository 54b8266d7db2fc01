// Wall-clock timing helpers for the benchmarks: medians of repeated runs,
// since these machines are noisy.
#ifndef PRISM_BENCH_TIMING_H
#define PRISM_BENCH_TIMING_H

#include <algorithm>
#include <chrono>
#include <utility>
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

/// Median seconds of A() and of B() over Repeats rounds of one run each,
/// after Warmup rounds: the two alternate, so that a change in the machine's
/// load (these machines are shared) reaches both, and their ratio holds.
template <typename FnA, typename FnB>
std::pair<double, double> interleavedMedianSeconds(int Warmup, int Repeats,
                                                   FnA &&A, FnB &&B) {
  for (int I = 0; I < Warmup; ++I) {
    A();
    B();
  }
  std::vector<double> TimesA, TimesB;
  for (int I = 0; I < Repeats; ++I) {
    double Start = nowSeconds();
    A();
    double Middle = nowSeconds();
    B();
    TimesA.push_back(Middle - Start);
    TimesB.push_back(nowSeconds() - Middle);
  }
  std::sort(TimesA.begin(), TimesA.end());
  std::sort(TimesB.begin(), TimesB.end());
  return {TimesA[TimesA.size() / 2], TimesB[TimesB.size() / 2]};
}

#endif
