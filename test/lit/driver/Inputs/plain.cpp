// A C++ translation unit with no device code, built by another compiler and
// linked into a SYCL program.
#include <string>

std::string plainCxxWord() { return "plain"; }
