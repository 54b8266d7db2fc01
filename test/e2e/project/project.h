// The libraries' interfaces, for the executable.
#ifndef PRISM_E2E_PROJECT_H
#define PRISM_E2E_PROJECT_H

#include <sycl/sycl.hpp>

int staticSum(sycl::queue &Q, int N);
int sharedSum(sycl::queue &Q, int N);

#endif
