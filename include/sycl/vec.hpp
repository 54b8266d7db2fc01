//===- sycl/vec.hpp - sycl::vec<T, N>, the SIMD vector type ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// vec<T, N> (N = 1, 2, 3, 4, 8, 16) holds its elements in Clang's
// ext_vector_type, so its operators are vector operations in the IR: they
// stay vectors in SPIR-V (OpenCL devices compute them as such) and PTX gets
// vector loads and stores. A vec is aligned to its size, and vec<T, 3> is
// as large as vec<T, 4>, as SYCL requires; the same on host and device, so
// vecs travel inside kernel functors as bytes.
//
// Elements whose lanes do not compute as the element type does (bool, held
// in int8_t lanes, and half on nvptx64, held in uint16_t lanes, see
// half.hpp) take element-wise loops instead, as does every vec when the
// compiler is not Clang (GCC builds Prism's own libraries, which include
// sycl.hpp): there the lanes are a GCC vector, 4 lanes for N = 3.
//
// The named swizzles (xyzw(), rgba(), ... ) exist when SYCL_SIMPLE_SWIZZLES
// is defined, as SYCL 2020 says; without it they cost nothing to parse.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_VEC_HPP
#define SYCL_VEC_HPP

#include "sycl/detail/array.hpp"
#include "sycl/detail/elementwise_operators.hpp"
#include "sycl/detail/swizzle.hpp"
#include "sycl/half.hpp"
#include "sycl/multi_ptr.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#ifdef SYCL_SIMPLE_SWIZZLES
#include "sycl/detail/simple_swizzles.hpp"
#endif

namespace sycl {

enum class rounding_mode { automatic, rte, rtz, rtp, rtn };

struct elem {
  static constexpr int x = 0;
  static constexpr int y = 1;
  static constexpr int z = 2;
  static constexpr int w = 3;
  static constexpr int r = 0;
  static constexpr int g = 1;
  static constexpr int b = 2;
  static constexpr int a = 3;
  static constexpr int s0 = 0;
  static constexpr int s1 = 1;
  static constexpr int s2 = 2;
  static constexpr int s3 = 3;
  static constexpr int s4 = 4;
  static constexpr int s5 = 5;
  static constexpr int s6 = 6;
  static constexpr int s7 = 7;
  static constexpr int s8 = 8;
  static constexpr int s9 = 9;
  static constexpr int sA = 10;
  static constexpr int sB = 11;
  static constexpr int sC = 12;
  static constexpr int sD = 13;
  static constexpr int sE = 14;
  static constexpr int sF = 15;
};

namespace detail {

template <typename T> struct is_vec : std::false_type {};
template <typename T, int N> struct is_vec<vec<T, N>> : std::true_type {};

/// The lane type of a vec of T, and whether the lanes compute as T does.
template <typename T> struct vec_lane {
  using type = T;
  static constexpr bool native = true;
};
template <> struct vec_lane<bool> {
  using type = int8_t;
  static constexpr bool native = false;
};
template <> struct vec_lane<half> {
  using type = std::conditional_t<half_is_float16, half_storage, uint16_t>;
  static constexpr bool native = half_is_float16;
};

// A vec's lanes: a vector type, but a scalar for one element (SPIR-V has
// no vectors of one).
#if defined(__clang__)
template <typename Lane, int N> struct vec_storage {
  using type = std::conditional_t<N == 1, Lane,
                                  Lane __attribute__((ext_vector_type(N)))>;
};
constexpr bool vec_has_vector_ops(int N) { return N != 1; }
#else
template <typename Lane, int N> struct vec_storage {
  typedef Lane vector
      __attribute__((vector_size(sizeof(Lane) * (N == 3 ? 4 : N))));
  using type = std::conditional_t<N == 1, Lane, vector>;
};
/// A GCC vector of 3 elements has a fourth lane, which a division by it
/// would divide by.
constexpr bool vec_has_vector_ops(int N) { return N != 1 && N != 3; }
#endif

/// The signed integer as large as T: the element type of what the
/// comparisons of a vec of T give.
template <size_t Bytes> struct signed_of_size;
template <> struct signed_of_size<1> { using type = int8_t; };
template <> struct signed_of_size<2> { using type = int16_t; };
template <> struct signed_of_size<4> { using type = int32_t; };
template <> struct signed_of_size<8> { using type = int64_t; };
template <typename T>
using signed_like_t = typename signed_of_size<sizeof(T)>::type;

template <typename T>
constexpr bool is_float_like_v =
    std::is_floating_point_v<T> || std::is_same_v<T, half>;

/// How many elements of a vec of DataT an argument of the variadic
/// constructor gives: 1 for a scalar, M for a vec<DataT, M> or a swizzle
/// of one, 0 for anything else.
template <typename DataT, typename T> constexpr int vec_argument_size() {
  if constexpr (is_vec<T>::value || is_swizzle<T>::value) {
    if constexpr (std::is_same_v<typename T::element_type, DataT>)
      return int(T::size());
    else
      return 0;
  } else {
    return std::is_convertible_v<T, DataT> ? 1 : 0;
  }
}

/// The one float-like type of which both From and To are exactly
/// representable: the wider one, float for half.
template <typename From, typename To>
using exact_float_t = std::conditional_t<
    (sizeof(To) > sizeof(From) && std::is_floating_point_v<To>) ||
        !std::is_floating_point_v<From>,
    std::conditional_t<std::is_same_v<To, half>, float, To>, From>;

/// The next floating-point value after X towards +infinity (Up) or
/// -infinity, by the encoding: adjacent values of one sign have adjacent
/// encodings.
template <typename F> F next_float(F X, bool Up) {
  using Bits = std::conditional_t<
      sizeof(F) == 2, uint16_t,
      std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>>;
  auto FromBits = [](Bits B) {
    if constexpr (std::is_same_v<F, half>)
      return half_from_bits(B);
    else
      return __builtin_bit_cast(F, B);
  };
  if (X == F(0))
    return Up ? FromBits(1) : -FromBits(1);
  Bits B;
  if constexpr (std::is_same_v<F, half>)
    B = half_to_bits(X);
  else
    B = __builtin_bit_cast(Bits, X);
  bool AwayFromZero = Up == (X > F(0));
  return FromBits(Bits(AwayFromZero ? B + 1 : B - 1));
}

/// -1, 0 or 1 as Result (a float-like conversion of X) is below, equal to
/// or above X, exactly.
template <typename Result, typename From>
int compare_converted(Result R, From X) {
  if constexpr (std::is_integral_v<From>) {
    // R is a whole number; beyond From's range it is beyond X.
    double Limit = 1.0;
    for (int I = 0; I < std::numeric_limits<From>::digits; ++I)
      Limit *= 2.0;
    double Rounded = static_cast<double>(R);
    if (Rounded >= Limit)
      return 1;
    if (Rounded < -Limit)
      return -1;
    From Back = static_cast<From>(Rounded);
    return Back < X ? -1 : Back > X ? 1 : 0;
  } else {
    using Wide = exact_float_t<From, Result>;
    Wide A = static_cast<Wide>(R), B = static_cast<Wide>(X);
    return A < B ? -1 : A > B ? 1 : 0;
  }
}

/// One element of vec::convert<To, Mode>.
template <typename To, rounding_mode Mode, typename From>
To convert_element(From X) {
  if constexpr (is_float_like_v<From> && std::is_integral_v<To> &&
                !std::is_same_v<To, bool>) {
    // To an integer: rounded to a whole number first (rtz and automatic
    // are the conversion's own truncation).
    using Wide =
        std::conditional_t<std::is_same_v<From, double>, double, float>;
    Wide V = static_cast<Wide>(X);
    constexpr bool Float = std::is_same_v<Wide, float>;
    if constexpr (Mode == rounding_mode::rte)
      V = Float ? __builtin_rintf(V) : __builtin_rint(V);
    else if constexpr (Mode == rounding_mode::rtp)
      V = Float ? __builtin_ceilf(V) : __builtin_ceil(V);
    else if constexpr (Mode == rounding_mode::rtn)
      V = Float ? __builtin_floorf(V) : __builtin_floor(V);
    return static_cast<To>(V);
  } else if constexpr (is_float_like_v<To> &&
                       Mode != rounding_mode::automatic &&
                       Mode != rounding_mode::rte) {
    // To floating point, rounded to nearest first, then moved by one value
    // where that went the wrong way.
    To R = static_cast<To>(X);
    if (R != R)
      return R;
    int Side = compare_converted(R, X);
    bool Down = (Mode == rounding_mode::rtn && Side > 0) ||
                (Mode == rounding_mode::rtz && Side > 0 && X > From(0));
    bool Up = (Mode == rounding_mode::rtp && Side < 0) ||
              (Mode == rounding_mode::rtz && Side < 0 && X < From(0));
    return Down || Up ? next_float(R, Up) : R;
  } else {
    return static_cast<To>(X);
  }
}

/// Whether convert<To, Mode>() is the plain C++ conversion of every
/// element: truncation to integers, rounding to nearest to floating point.
template <typename From, typename To, rounding_mode Mode>
constexpr bool convert_is_plain() {
  if (Mode == rounding_mode::automatic ||
      (std::is_integral_v<To> && std::is_integral_v<From>))
    return true;
  if (std::is_integral_v<To>)
    return Mode == rounding_mode::rtz;
  if (std::is_integral_v<From>)
    return Mode == rounding_mode::rte;
  return Mode == rounding_mode::rte || sizeof(To) >= sizeof(From);
}

/// The private parts of any vec, for the other SYCL headers.
struct vec_access {
  template <typename V> static auto &storage(V &Vec) { return Vec.Storage; }
  template <typename V>
  using storage_t =
      std::remove_reference_t<decltype(storage(std::declval<V &>()))>;
  template <typename V> static constexpr bool vector_ops = V::VectorOps;
  template <typename V> static V make(const storage_t<V> &Storage) {
    V Vec;
    Vec.Storage = Storage;
    return Vec;
  }
};

} // namespace detail

template <typename DataT, int NumElements>
class vec : public detail::elementwise_operators<
                vec<DataT, NumElements>, DataT,
                vec<detail::signed_like_t<DataT>, NumElements>> {
  static_assert(NumElements == 1 || NumElements == 2 || NumElements == 3 ||
                    NumElements == 4 || NumElements == 8 || NumElements == 16,
                "a vec has 1, 2, 3, 4, 8 or 16 elements");
  static_assert(std::is_arithmetic_v<DataT> || std::is_same_v<DataT, half>,
                "a vec holds bool, integers, half, float or double");

  using lane_t = typename detail::vec_lane<DataT>::type;
  using storage_t = typename detail::vec_storage<lane_t, NumElements>::type;
  static constexpr bool VectorOps = detail::vec_lane<DataT>::native &&
                                    detail::vec_has_vector_ops(NumElements);
  static constexpr bool Integral = std::is_integral_v<DataT>;
  using ret_vec = vec<detail::signed_like_t<DataT>, NumElements>;
  using ret_t = detail::signed_like_t<DataT>;

  template <typename, int> friend class vec;
  friend struct detail::vec_access;
  friend class detail::elementwise_operators<vec, DataT, ret_vec>;

public:
  using element_type = DataT;
  using value_type = DataT;

#ifdef __SYCL_DEVICE_ONLY__
  /// The backend's vector (for one element, DataT, and the constructor and
  /// conversion of DataT serve).
  using vector_t = storage_t;
  template <int N = NumElements, std::enable_if_t<(N > 1), int> = 0>
  vec(vector_t Native) : Storage(Native) {}
  template <int N = NumElements, std::enable_if_t<(N > 1), int> = 0>
  operator vector_t() const {
    return Storage;
  }
#endif

  constexpr vec() : Storage{} {}

  template <int N = NumElements, std::enable_if_t<(N > 1), int> = 0>
  explicit constexpr vec(const DataT &Arg) : Storage{} {
    for (int I = 0; I < NumElements; ++I)
      (*this)[I] = Arg;
  }
  template <int N = NumElements, std::enable_if_t<N == 1, int> = 0>
  constexpr vec(const DataT &Arg) : Storage{} {
    (*this)[0] = Arg;
  }

  /// Scalars, vecs and swizzles of DataT, NumElements elements in all.
  template <
      typename... ArgTN,
      typename = std::enable_if_t<
          (sizeof...(ArgTN) > 1) &&
          ((detail::vec_argument_size<DataT, ArgTN>() > 0) && ...) &&
          (detail::vec_argument_size<DataT, ArgTN>() + ...) == NumElements>>
  constexpr vec(const ArgTN &...Args) : Storage{} {
    int Next = 0;
    (append(Next, Args), ...);
  }

  constexpr vec(const vec &) = default;
  vec &operator=(const vec &) = default;

  template <typename T,
            typename = detail::enable_if_elementwise_scalar_t<DataT, T>>
  vec &operator=(const T &Scalar) {
    return *this = vec(static_cast<DataT>(Scalar));
  }

  /// A vec of one element is its element.
  operator std::conditional_t<NumElements == 1, DataT, detail::no_conversion>()
      const {
    return (*this)[0];
  }

  static constexpr size_t size() noexcept { return NumElements; }
  static constexpr size_t byte_size() noexcept { return sizeof(vec); }
  [[deprecated("use size()")]] size_t get_count() const { return size(); }
  [[deprecated("use byte_size()")]] size_t get_size() const {
    return byte_size();
  }

  DataT &operator[](int Index) {
    return reinterpret_cast<DataT *>(&Storage)[Index];
  }
  const DataT &operator[](int Index) const {
    return reinterpret_cast<const DataT *>(&Storage)[Index];
  }

  template <typename ConvertT,
            rounding_mode RoundingMode = rounding_mode::automatic>
  vec<ConvertT, NumElements> convert() const {
    using Result = vec<ConvertT, NumElements>;
    Result Converted;
    // Conversions of half vectors go element by element: translated back
    // to OpenCL 1.2, the vector ones become convert_half<N> builtins,
    // which PoCL's library lacks.
    if constexpr (VectorOps && Result::VectorOps &&
                  !std::is_same_v<DataT, half> &&
                  !std::is_same_v<ConvertT, half> &&
                  detail::convert_is_plain<DataT, ConvertT, RoundingMode>())
      Converted.Storage =
          __builtin_convertvector(Storage, typename Result::storage_t);
    else
      for (int I = 0; I < NumElements; ++I)
        Converted[I] =
            detail::convert_element<ConvertT, RoundingMode>((*this)[I]);
    return Converted;
  }

  /// This vec's bytes as AsT (a vec or scalar of the same size).
  template <typename AsT> AsT as() const {
    static_assert(sizeof(AsT) == sizeof(vec),
                  "as<T>() needs a type of the same size as the vec");
    return __builtin_bit_cast(AsT, *this);
  }

  void load(size_t Offset, const DataT *Ptr) {
    for (int I = 0; I < NumElements; ++I)
      (*this)[I] = Ptr[Offset * NumElements + I];
  }
  void store(size_t Offset, DataT *Ptr) const {
    for (int I = 0; I < NumElements; ++I)
      Ptr[Offset * NumElements + I] = (*this)[I];
  }
  // SYCL's multi_ptr forms; a non-const multi_ptr loads too.
  template <typename ElementT, access::address_space Space,
            access::decorated IsDecorated,
            typename = std::enable_if_t<
                std::is_same_v<std::remove_const_t<ElementT>, DataT>>>
  void load(size_t Offset, multi_ptr<ElementT, Space, IsDecorated> Ptr) {
    load(Offset, Ptr.get());
  }
  template <access::address_space Space, access::decorated IsDecorated>
  void store(size_t Offset, multi_ptr<DataT, Space, IsDecorated> Ptr) const {
    store(Offset, Ptr.get());
  }

  template <int... Indexes> auto swizzle() {
    check_swizzle<Indexes...>();
    return make_swizzle<vec, Indexes...>(*this);
  }
  template <int... Indexes> auto swizzle() const {
    check_swizzle<Indexes...>();
    return make_swizzle<const vec, Indexes...>(*this);
  }

  // The halves and the even and odd elements. A vec<T, 3> counts as four
  // elements here, the fourth undefined, as SYCL says.
  auto lo() { return half_swizzle<0, 1>(*this); }
  auto lo() const { return half_swizzle<0, 1>(*this); }
  auto hi() { return half_swizzle<Padded / 2, 1>(*this); }
  auto hi() const { return half_swizzle<Padded / 2, 1>(*this); }
  auto even() { return half_swizzle<0, 2>(*this); }
  auto even() const { return half_swizzle<0, 2>(*this); }
  auto odd() { return half_swizzle<1, 2>(*this); }
  auto odd() const { return half_swizzle<1, 2>(*this); }

// The element accessors; Available says which vecs have them.
#define PRISM_SYCL_VEC_ELEMENT(Name, Index, Available)                         \
  DataT &Name() {                                                              \
    static_assert(Available, #Name "() is not an element of this vec");        \
    return (*this)[Index];                                                     \
  }                                                                            \
  const DataT &Name() const {                                                  \
    static_assert(Available, #Name "() is not an element of this vec");        \
    return (*this)[Index];                                                     \
  }
  PRISM_SYCL_VEC_ELEMENT(x, 0, NumElements <= 4)
  PRISM_SYCL_VEC_ELEMENT(y, 1, NumElements >= 2 && NumElements <= 4)
  PRISM_SYCL_VEC_ELEMENT(z, 2, NumElements >= 3 && NumElements <= 4)
  PRISM_SYCL_VEC_ELEMENT(w, 3, NumElements == 4)
  PRISM_SYCL_VEC_ELEMENT(r, 0, NumElements == 4)
  PRISM_SYCL_VEC_ELEMENT(g, 1, NumElements == 4)
  PRISM_SYCL_VEC_ELEMENT(b, 2, NumElements == 4)
  PRISM_SYCL_VEC_ELEMENT(a, 3, NumElements == 4)
  PRISM_SYCL_VEC_ELEMENT(s0, 0, true)
  PRISM_SYCL_VEC_ELEMENT(s1, 1, NumElements > 1)
  PRISM_SYCL_VEC_ELEMENT(s2, 2, NumElements > 2)
  PRISM_SYCL_VEC_ELEMENT(s3, 3, NumElements > 3)
  PRISM_SYCL_VEC_ELEMENT(s4, 4, NumElements > 4)
  PRISM_SYCL_VEC_ELEMENT(s5, 5, NumElements > 5)
  PRISM_SYCL_VEC_ELEMENT(s6, 6, NumElements > 6)
  PRISM_SYCL_VEC_ELEMENT(s7, 7, NumElements > 7)
  PRISM_SYCL_VEC_ELEMENT(s8, 8, NumElements > 8)
  PRISM_SYCL_VEC_ELEMENT(s9, 9, NumElements > 9)
  PRISM_SYCL_VEC_ELEMENT(sA, 10, NumElements > 10)
  PRISM_SYCL_VEC_ELEMENT(sB, 11, NumElements > 11)
  PRISM_SYCL_VEC_ELEMENT(sC, 12, NumElements > 12)
  PRISM_SYCL_VEC_ELEMENT(sD, 13, NumElements > 13)
  PRISM_SYCL_VEC_ELEMENT(sE, 14, NumElements > 14)
  PRISM_SYCL_VEC_ELEMENT(sF, 15, NumElements > 15)
#undef PRISM_SYCL_VEC_ELEMENT

#ifdef SYCL_SIMPLE_SWIZZLES
  PRISM_SYCL_SIMPLE_SWIZZLES
#endif

private:
  // What the operators of detail::elementwise_operators compute with: Op
  // of the elements of L and R, or of V; the whole vectors at once where
  // the lanes compute as DataT does.
  template <typename Op>
  static vec apply(const vec &L, const vec &R, Op Operation) {
    vec Result;
    if constexpr (VectorOps)
      Result.Storage = Operation(L.Storage, R.Storage);
    else
      for (int I = 0; I < NumElements; ++I)
        Result[I] = static_cast<DataT>(Operation(L[I], R[I]));
    return Result;
  }
  template <typename Op> static vec apply(const vec &V, Op Operation) {
    vec Result;
    if constexpr (VectorOps)
      Result.Storage = Operation(V.Storage);
    else
      for (int I = 0; I < NumElements; ++I)
        Result[I] = static_cast<DataT>(Operation(V[I]));
    return Result;
  }
  /// Test of L's and R's elements, as apply does: -1 where it holds.
  template <typename Test>
  static ret_vec test(const vec &L, const vec &R, Test Predicate) {
    ret_vec Result;
    if constexpr (VectorOps)
      detail::vec_access::storage(Result) =
          __builtin_convertvector(Predicate(L.Storage, R.Storage),
                                  detail::vec_access::storage_t<ret_vec>);
    else
      for (int I = 0; I < NumElements; ++I)
        Result[I] = Predicate(L[I], R[I]) ? ret_t(-1) : ret_t(0);
    return Result;
  }

  /// Elements as swizzles count them: a vec<T, 3> has a fourth.
  static constexpr int Padded = NumElements == 3 ? 4 : NumElements;

  template <int... Indexes> static constexpr void check_swizzle() {
    static_assert(sizeof...(Indexes) == 1 || sizeof...(Indexes) == 2 ||
                      sizeof...(Indexes) == 3 || sizeof...(Indexes) == 4 ||
                      sizeof...(Indexes) == 8 || sizeof...(Indexes) == 16,
                  "a swizzle has 1, 2, 3, 4, 8 or 16 elements");
    static_assert(((Indexes >= 0 && Indexes < NumElements) && ...),
                  "a swizzle index is not an element of the vec");
  }
  template <typename VecT, int... Indexes>
  static auto make_swizzle(VecT &Source) {
    return detail::swizzled_vec<VecT, vec<DataT, int(sizeof...(Indexes))>,
                                Indexes...>(Source);
  }
  /// Every Step-th element from First, Padded / 2 of them.
  template <int First, int Step, typename VecT>
  static auto half_swizzle(VecT &Source) {
    static_assert(NumElements > 1, "a vec of one element has no halves");
    return half_swizzle<First, Step>(
        Source, std::make_integer_sequence<int, Padded / 2>());
  }
  template <int First, int Step, typename VecT, int... I>
  static auto half_swizzle(VecT &Source, std::integer_sequence<int, I...>) {
    return make_swizzle<VecT, (First + Step * I)...>(Source);
  }

  void append(int &Next, const DataT &Scalar) { (*this)[Next++] = Scalar; }
  template <typename T> void append(int &Next, const T &Arg) {
    if constexpr (detail::is_vec<T>::value || detail::is_swizzle<T>::value) {
      for (size_t I = 0; I < T::size(); ++I)
        (*this)[Next++] = Arg[I];
    } else {
      (*this)[Next++] = static_cast<DataT>(Arg);
    }
  }

  alignas(sizeof(DataT) * Padded) storage_t Storage;
};

template <class T, class... U> vec(T, U...) -> vec<T, int(sizeof...(U)) + 1>;

#define PRISM_SYCL_VEC_ALIASES(N)                                              \
  using char##N = vec<int8_t, N>;                                              \
  using uchar##N = vec<uint8_t, N>;                                            \
  using short##N = vec<int16_t, N>;                                            \
  using ushort##N = vec<uint16_t, N>;                                          \
  using int##N = vec<int32_t, N>;                                              \
  using uint##N = vec<uint32_t, N>;                                            \
  using long##N = vec<int64_t, N>;                                             \
  using ulong##N = vec<uint64_t, N>;                                           \
  using half##N = vec<half, N>;                                                \
  using float##N = vec<float, N>;                                              \
  using double##N = vec<double, N>;
PRISM_SYCL_VEC_ALIASES(2)
PRISM_SYCL_VEC_ALIASES(3)
PRISM_SYCL_VEC_ALIASES(4)
PRISM_SYCL_VEC_ALIASES(8)
PRISM_SYCL_VEC_ALIASES(16)
#undef PRISM_SYCL_VEC_ALIASES

} // namespace sycl

#endif // SYCL_VEC_HPP
