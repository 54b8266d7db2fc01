// A SYCL_EXTERNAL function, defined in its own file of the static library
// and called from a kernel in another.
#include <sycl/sycl.hpp>

SYCL_EXTERNAL int twice(int X) { return 2 * X; }
