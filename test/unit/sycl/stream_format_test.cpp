//===- stream_format_test.cpp - sycl::stream's numbers vs std::ostream ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The writers of sycl/detail/stream_format.hpp run in kernels, where nothing
// checks them against a reference; here they run on the host beside
// std::ostringstream under the same flags.
//
//===----------------------------------------------------------------------===//
#include "sycl/detail/stream_format.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iomanip>
#include <limits>
#include <random>
#include <sstream>
#include <string>

using sycl::detail::float_notation;
using sycl::detail::stream_format;

namespace {

struct StringSink {
  std::string Text;
  void operator()(char C) { Text += C; }
};

template <typename T> std::string prismInteger(T Value, stream_format F) {
  StringSink Sink;
  sycl::detail::write_integer(Sink, Value, F);
  return Sink.Text;
}

std::string prismFloating(double Value, stream_format F) {
  StringSink Sink;
  sycl::detail::write_floating(Sink, Value, F);
  return Sink.Text;
}

std::ostringstream referenceStream(const stream_format &F) {
  std::ostringstream Out;
  Out << std::setbase(F.Base) << std::setprecision(F.Precision);
  if (F.ShowBase)
    Out << std::showbase;
  if (F.ShowPos)
    Out << std::showpos;
  switch (F.Notation) {
  case float_notation::fixed:
    Out << std::fixed;
    break;
  case float_notation::scientific:
    Out << std::scientific;
    break;
  case float_notation::hex:
    Out << std::hexfloat;
    break;
  case float_notation::general:
    break;
  }
  return Out;
}

template <typename T> std::string referenceInteger(T Value, stream_format F) {
  std::ostringstream Out = referenceStream(F);
  Out << Value;
  return Out.str();
}

std::string referenceFloating(double Value, stream_format F) {
  std::ostringstream Out = referenceStream(F);
  Out << Value;
  return Out.str();
}

std::vector<stream_format> integerFormats() {
  std::vector<stream_format> Formats;
  for (unsigned char Base : {8, 10, 16})
    for (bool ShowBase : {false, true})
      for (bool ShowPos : {false, true}) {
        stream_format F;
        F.Base = Base;
        F.ShowBase = ShowBase;
        F.ShowPos = ShowPos;
        Formats.push_back(F);
      }
  return Formats;
}

template <typename T> void expectIntegersAsOstream() {
  const T Values[] = {T(0),
                      T(1),
                      T(7),
                      T(10),
                      T(255),
                      std::numeric_limits<T>::max(),
                      std::numeric_limits<T>::min(),
                      T(std::numeric_limits<T>::min() + 1),
                      T(std::is_signed_v<T> ? -1 : 2),
                      T(std::is_signed_v<T> ? -42 : 42)};
  for (const stream_format &F : integerFormats())
    for (T Value : Values)
      EXPECT_EQ(prismInteger(Value, F), referenceInteger(Value, F))
          << "value " << +Value << ", base " << int(F.Base) << ", showbase "
          << F.ShowBase << ", showpos " << F.ShowPos;
}

TEST(StreamFormat, IntegersOfEveryWidthAsOstream) {
  expectIntegersAsOstream<short>();
  expectIntegersAsOstream<unsigned short>();
  expectIntegersAsOstream<int>();
  expectIntegersAsOstream<unsigned>();
  expectIntegersAsOstream<long>();
  expectIntegersAsOstream<unsigned long>();
  expectIntegersAsOstream<long long>();
  expectIntegersAsOstream<unsigned long long>();
}

// Values whose decimal expansion is short or exactly representable, so the
// C library's exact conversion and Prism's scaled one agree on every digit.
const double ExactishValues[] = {0.0,
                                 -0.0,
                                 1.0,
                                 -1.0,
                                 0.5,
                                 1.5,
                                 2.5,
                                 0.125,
                                 0.1,
                                 0.2,
                                 0.3,
                                 1.0 / 3,
                                 2.0 / 3,
                                 3.14159265358979,
                                 9.99999,
                                 9.9999995,
                                 99.5,
                                 0.0001,
                                 0.00001,
                                 0.000123456,
                                 123456,
                                 1234567,
                                 1e6,
                                 1e15,
                                 1e16,
                                 1e17,
                                 1e20,
                                 1e21,
                                 1e22,
                                 1e-5,
                                 1e-10,
                                 6.02214076e23,
                                 1.602176634e-19,
                                 123.456,
                                 1e100,
                                 1e-100,
                                 1e300,
                                 2.2250738585072014e-308,
                                 4.9406564584124654e-324,
                                 1.7976931348623157e308,
                                 65504.0,
                                 16777216.0,
                                 0.000499,
                                 0.0005,
                                 0.0015};

TEST(StreamFormat, FloatingPointAsOstream) {
  for (float_notation Notation :
       {float_notation::general, float_notation::fixed,
        float_notation::scientific, float_notation::hex})
    for (int Precision : {0, 1, 2, 3, 6, 10, 15, 16})
      for (bool ShowPos : {false, true})
        for (double Value : ExactishValues) {
          stream_format F;
          F.Notation = Notation;
          F.Precision = Precision;
          F.ShowPos = ShowPos;
          // Beyond 17 significant digits Prism writes zeros where the C
          // library writes the binary value's exact expansion.
          if (Notation == float_notation::fixed && Value != 0 &&
              std::log10(std::fabs(Value)) + Precision >= 17)
            continue;
          EXPECT_EQ(prismFloating(Value, F), referenceFloating(Value, F))
              << "value " << std::setprecision(17) << Value << ", notation "
              << int(Notation) << ", precision " << Precision;
        }
}

TEST(StreamFormat, NonFiniteAsOstream) {
  const double Inf = std::numeric_limits<double>::infinity();
  const double NaN = std::numeric_limits<double>::quiet_NaN();
  for (float_notation Notation :
       {float_notation::general, float_notation::fixed,
        float_notation::scientific, float_notation::hex})
    for (bool ShowPos : {false, true})
      for (double Value : {Inf, -Inf, NaN, -NaN}) {
        stream_format F;
        F.Notation = Notation;
        F.ShowPos = ShowPos;
        EXPECT_EQ(prismFloating(Value, F), referenceFloating(Value, F));
      }
}

TEST(StreamFormat, FloatsAreWidenedAsOstreamWidensThem) {
  stream_format F;
  for (float Value : {0.1f, 3.14159f, 1e-3f, 16777217.0f, 1e30f}) {
    EXPECT_EQ(prismFloating(Value, F), referenceFloating(Value, F));
    F.Precision = 9;
    EXPECT_EQ(prismFloating(Value, F), referenceFloating(Value, F));
    F.Precision = 6;
  }
}

// Random doubles over the whole exponent range, up to the 17 significant
// digits that tell any two doubles apart.
TEST(StreamFormat, RandomDoublesToSeventeenDigits) {
  std::mt19937_64 Random(2024);
  std::uniform_real_distribution<double> Mantissa(1.0, 10.0);
  std::uniform_int_distribution<int> Exponent(-300, 300);
  for (int I = 0; I < 5000; ++I) {
    double Value = Mantissa(Random) * std::pow(10.0, Exponent(Random));
    for (float_notation Notation :
         {float_notation::general, float_notation::scientific})
      for (int Significant : {1, 6, 12, 16, 17}) {
        stream_format F;
        F.Notation = Notation;
        // %e writes one digit more than its precision, %g as many.
        F.Precision =
            Notation == float_notation::general ? Significant : Significant - 1;
        ASSERT_EQ(prismFloating(Value, F), referenceFloating(Value, F))
            << std::setprecision(17) << Value << ", precision " << F.Precision;
      }
  }
}

// Random doubles in fixed notation, with as many decimals as keep them
// within 17 significant digits.
TEST(StreamFormat, RandomDoublesFixed) {
  std::mt19937_64 Random(17);
  std::uniform_real_distribution<double> Mantissa(1.0, 10.0);
  std::uniform_int_distribution<int> Exponent(-12, 15);
  for (int I = 0; I < 5000; ++I) {
    int E = Exponent(Random);
    double Value = Mantissa(Random) * std::pow(10.0, E);
    for (int Precision : {0, 2, 6, 16 - E}) {
      if (Precision < 0 || E + 1 + Precision > 17)
        continue;
      stream_format F;
      F.Notation = float_notation::fixed;
      F.Precision = Precision;
      ASSERT_EQ(prismFloating(Value, F), referenceFloating(Value, F))
          << std::setprecision(17) << Value << ", precision " << Precision;
    }
  }
}

} // namespace
