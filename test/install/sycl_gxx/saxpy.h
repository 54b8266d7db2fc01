#ifndef SAXPY_H
#define SAXPY_H

#include <string>
#include <vector>

// y = a * x + y on the default SYCL device; returns the device's name.
std::string saxpy(float a, const std::vector<float> &x, std::vector<float> &y);

#endif
