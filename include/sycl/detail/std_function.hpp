//===- sycl/detail/std_function.hpp - std::function and std::hash ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// std::function and std::hash without the rest of <functional>. In C++17,
// libstdc++'s <functional> also brings the searchers, and with them
// <unordered_map>, <array>, <tuple> and the algorithms: a fifth of what a
// translation unit with <sycl/sycl.hpp> costs to parse, twice per source
// (bench/compile_time.sh). With libstdc++ only the two parts SYCL's API uses
// are included; any other standard library gets <functional>.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_DETAIL_STD_FUNCTION_HPP
#define PRISM_SYCL_DETAIL_STD_FUNCTION_HPP

#include <cstddef>

#if defined(__GLIBCXX__) && __has_include(<bits/std_function.h>) &&            \
    __has_include(<bits/functional_hash.h>)
#include <bits/functional_hash.h>
#include <bits/std_function.h>
#else
#include <functional>
#endif

#endif // PRISM_SYCL_DETAIL_STD_FUNCTION_HPP
