//===- sycl/detail/simple_swizzles.hpp - vec's named swizzles -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_SYCL_SIMPLE_SWIZZLES expands, inside vec, to SYCL_SIMPLE_SWIZZLES's
// member functions: every name of 2 to 4 of the letters x, y, z, w, and of
// r, g, b, a (xy(), zyx(), xxyy(), rgba(), ...), each the swizzle of those
// elements, writable from a non-const vec. vec::swizzle rejects the names
// that reach beyond the vec's elements when they are called.
//
// The names are produced by nested expansion: the alphabet of each letter
// position is a macro of its own, since a macro cannot expand inside its
// own expansion.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SIMPLE_SWIZZLES_HPP
#define SYCL_DETAIL_SIMPLE_SWIZZLES_HPP

// One swizzle member function pair, named Name, of elements Indexes.
#define PRISM_SYCL_SWIZZLE_MEMBER(Name, ...)                                   \
  auto Name() { return swizzle<__VA_ARGS__>(); }                               \
  auto Name() const { return swizzle<__VA_ARGS__>(); }

// The alphabets: F(letter, index, ...) for each letter.
#define PRISM_SYCL_XYZW(F, ...)                                                \
  F(x, 0, __VA_ARGS__)                                                         \
  F(y, 1, __VA_ARGS__) F(z, 2, __VA_ARGS__) F(w, 3, __VA_ARGS__)
#define PRISM_SYCL_XYZW_2(F, ...)                                              \
  F(x, 0, __VA_ARGS__)                                                         \
  F(y, 1, __VA_ARGS__) F(z, 2, __VA_ARGS__) F(w, 3, __VA_ARGS__)
#define PRISM_SYCL_XYZW_3(F, ...)                                              \
  F(x, 0, __VA_ARGS__)                                                         \
  F(y, 1, __VA_ARGS__) F(z, 2, __VA_ARGS__) F(w, 3, __VA_ARGS__)
#define PRISM_SYCL_XYZW_4(F, ...)                                              \
  F(x, 0, __VA_ARGS__)                                                         \
  F(y, 1, __VA_ARGS__) F(z, 2, __VA_ARGS__) F(w, 3, __VA_ARGS__)
#define PRISM_SYCL_RGBA(F, ...)                                                \
  F(r, 0, __VA_ARGS__)                                                         \
  F(g, 1, __VA_ARGS__) F(b, 2, __VA_ARGS__) F(a, 3, __VA_ARGS__)
#define PRISM_SYCL_RGBA_2(F, ...)                                              \
  F(r, 0, __VA_ARGS__)                                                         \
  F(g, 1, __VA_ARGS__) F(b, 2, __VA_ARGS__) F(a, 3, __VA_ARGS__)
#define PRISM_SYCL_RGBA_3(F, ...)                                              \
  F(r, 0, __VA_ARGS__)                                                         \
  F(g, 1, __VA_ARGS__) F(b, 2, __VA_ARGS__) F(a, 3, __VA_ARGS__)
#define PRISM_SYCL_RGBA_4(F, ...)                                              \
  F(r, 0, __VA_ARGS__)                                                         \
  F(g, 1, __VA_ARGS__) F(b, 2, __VA_ARGS__) F(a, 3, __VA_ARGS__)

// Letter positions 4, 3, 2 and 1: each emits the name ending at it and
// (but the last) goes on to the next position with its own alphabet.
#define PRISM_SYCL_SWIZZLE_4(d, id, c, ic, b, ib, a, ia)                       \
  PRISM_SYCL_SWIZZLE_MEMBER(a##b##c##d, ia, ib, ic, id)
#define PRISM_SYCL_SWIZZLE_3(c, ic, b, ib, a, ia, Alphabet4)                   \
  PRISM_SYCL_SWIZZLE_MEMBER(a##b##c, ia, ib, ic)                               \
  Alphabet4(PRISM_SYCL_SWIZZLE_4, c, ic, b, ib, a, ia)
#define PRISM_SYCL_SWIZZLE_2(b, ib, a, ia, Alphabet3, Alphabet4)               \
  PRISM_SYCL_SWIZZLE_MEMBER(a##b, ia, ib)                                      \
  Alphabet3(PRISM_SYCL_SWIZZLE_3, b, ib, a, ia, Alphabet4)
#define PRISM_SYCL_SWIZZLE_1(a, ia, Alphabet2, Alphabet3, Alphabet4)           \
  Alphabet2(PRISM_SYCL_SWIZZLE_2, a, ia, Alphabet3, Alphabet4)

#define PRISM_SYCL_SIMPLE_SWIZZLES                                             \
  PRISM_SYCL_XYZW(PRISM_SYCL_SWIZZLE_1, PRISM_SYCL_XYZW_2, PRISM_SYCL_XYZW_3,  \
                  PRISM_SYCL_XYZW_4)                                           \
  PRISM_SYCL_RGBA(PRISM_SYCL_SWIZZLE_1, PRISM_SYCL_RGBA_2, PRISM_SYCL_RGBA_3,  \
                  PRISM_SYCL_RGBA_4)

#endif // SYCL_DETAIL_SIMPLE_SWIZZLES_HPP
