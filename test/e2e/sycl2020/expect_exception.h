// What the sycl2020 programs share beyond check.h: running an action that
// must throw a sycl::exception of a given errc.
#ifndef PRISM_E2E_SYCL2020_EXPECT_EXCEPTION_H
#define PRISM_E2E_SYCL2020_EXPECT_EXCEPTION_H

#include <sycl/sycl.hpp>

#include "check.h"

/// Runs Run, which must throw a sycl::exception with Code; returns it for
/// further checks. Exits non-zero, saying so, when nothing is thrown.
template <typename Action>
sycl::exception exceptionOf(sycl::errc Code, Action &&Run) {
  try {
    Run();
  } catch (const sycl::exception &E) {
    CHECK(E.code() == Code);
    return E;
  }
  std::fprintf(stderr, "expected a sycl::exception, none came\n");
  std::exit(1);
}

#endif
