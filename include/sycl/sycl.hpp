//===- sycl/sycl.hpp - The SYCL 2020 API of Prism
//--------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The one header SYCL programs include. It compiles in Prism's HIP-mode
// device and host compiles and as plain C++17.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SYCL_HPP
#define SYCL_SYCL_HPP

// The standard headers that programs written for DPC++ use without
// including them, because DPC++'s headers do. prism++ reads sycl.hpp
// precompiled, so they cost a compile little (docs/design.md).
#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <iterator>
#include <limits>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include "sycl/access.hpp"
#include "sycl/accessor.hpp"
#include "sycl/aspect.hpp"
#include "sycl/atomic_fence.hpp"
#include "sycl/atomic_ref.hpp"
#include "sycl/backend.hpp"
#include "sycl/buffer.hpp"
#include "sycl/common_functions.hpp"
#include "sycl/context.hpp"
#include "sycl/device.hpp"
#include "sycl/device_copyable.hpp"
#include "sycl/device_selector.hpp"
#include "sycl/event.hpp"
#include "sycl/exception.hpp"
#include "sycl/ext/oneapi/experimental/printf.hpp"
#include "sycl/ext/oneapi/group_local_memory.hpp"
#include "sycl/functional.hpp"
#include "sycl/geometric_functions.hpp"
#include "sycl/group.hpp"
#include "sycl/group_algorithm.hpp"
#include "sycl/group_barrier.hpp"
#include "sycl/h_item.hpp"
#include "sycl/half.hpp"
#include "sycl/handler.hpp"
#include "sycl/host_accessor.hpp"
#include "sycl/id.hpp"
#include "sycl/info.hpp"
#include "sycl/integer_functions.hpp"
#include "sycl/item.hpp"
#include "sycl/kernel.hpp"
#include "sycl/kernel_bundle.hpp"
#include "sycl/kernel_handler.hpp"
#include "sycl/kernel_id.hpp"
#include "sycl/local_accessor.hpp"
#include "sycl/marray.hpp"
#include "sycl/math_functions.hpp"
#include "sycl/memory_enums.hpp"
#include "sycl/multi_ptr.hpp"
#include "sycl/nd_item.hpp"
#include "sycl/nd_range.hpp"
#include "sycl/platform.hpp"
#include "sycl/private_memory.hpp"
#include "sycl/property_list.hpp"
#include "sycl/queue.hpp"
#include "sycl/range.hpp"
#include "sycl/reducer.hpp"
#include "sycl/reduction.hpp"
#include "sycl/relational_functions.hpp"
#include "sycl/span.hpp"
#include "sycl/specialization_id.hpp"
#include "sycl/stream.hpp"
#include "sycl/sub_group.hpp"
#include "sycl/usm.hpp"
#include "sycl/vec.hpp"

#endif // SYCL_SYCL_HPP
