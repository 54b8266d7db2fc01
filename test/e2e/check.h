// Minimal assertions for the end-to-end programs: a failed check prints
// where and what, and the program exits non-zero.
#ifndef PRISM_E2E_CHECK_H
#define PRISM_E2E_CHECK_H

#include <cstdio>
#include <cstdlib>

#define CHECK(Cond)                                                            \
  do {                                                                         \
    if (!(Cond)) {                                                             \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,    \
                   #Cond);                                                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define CHECK_EQ(A, B)                                                         \
  do {                                                                         \
    auto ValA = (A);                                                           \
    auto ValB = (B);                                                           \
    if (!(ValA == ValB)) {                                                     \
      std::fprintf(stderr, "%s:%d: check failed: %s == %s (%g vs %g)\n",       \
                   __FILE__, __LINE__, #A, #B, double(ValA), double(ValB));    \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#endif
