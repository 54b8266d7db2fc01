//===- math_constants.h - CUDA's CUDART_* constants -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The constants of CUDA's math_constants.h, as the CUDA Math API documents
// them: float ones end in _F, the others are double. Special values are
// Clang's builtins, so that they are constant expressions in host and device
// code alike.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_MATH_CONSTANTS_H
#define PRISM_MATH_CONSTANTS_H

// Special values.
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_MIN_DENORM_F 0x1p-149f
#define CUDART_MAX_NORMAL_F 0x1.fffffep127f
#define CUDART_NEG_ZERO_F (-0.0f)
#define CUDART_ZERO_F 0.0f
#define CUDART_ONE_F 1.0f
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN __builtin_nan("")
#define CUDART_MIN_DENORM 0x1p-1074
#define CUDART_NEG_ZERO (-0.0)
#define CUDART_ZERO 0.0
#define CUDART_ONE 1.0

// Single precision.
#define CUDART_PI_F 3.14159274f              // pi
#define CUDART_PIO2_F 1.57079637f            // pi / 2
#define CUDART_PIO4_F 0.785398185f           // pi / 4
#define CUDART_3PIO4_F 2.3561945f            // 3 pi / 4
#define CUDART_2_OVER_PI_F 0.636619747f      // 2 / pi
#define CUDART_SQRT_HALF_F 0.707106769f      // sqrt(1/2)
#define CUDART_SQRT_TWO_F 1.41421354f        // sqrt(2)
#define CUDART_SQRT_2_OVER_PI_F 0.797884583f // sqrt(2 / pi)
#define CUDART_THIRD_F 0.333333343f          // 1 / 3
#define CUDART_L2E_F 1.44269502f             // log2(e)
#define CUDART_L2T_F 3.32192802f             // log2(10)
#define CUDART_LG2_F 0.30103001f             // log10(2)
#define CUDART_LGE_F 0.434294492f            // log10(e)
#define CUDART_LN2_F 0.693147182f            // ln(2)
#define CUDART_LNT_F 2.30258512f             // ln(10)
#define CUDART_LNPI_F 1.14472985f            // ln(pi)

// Double precision.
#define CUDART_PI 3.141592653589793         // pi
#define CUDART_2PI 6.283185307179586        // 2 pi
#define CUDART_PIO2 1.5707963267948966      // pi / 2
#define CUDART_PIO4 0.7853981633974483      // pi / 4
#define CUDART_3PIO4 2.356194490192345      // 3 pi / 4
#define CUDART_2_OVER_PI 0.6366197723675814 // 2 / pi
#define CUDART_SQRT_HALF 0.7071067811865476 // sqrt(1/2)
#define CUDART_SQRT_TWO 1.4142135623730951  // sqrt(2)
#define CUDART_SQRT_2PI 2.5066282746310002  // sqrt(2 pi)
#define CUDART_SQRT_PIO2 1.2533141373155001 // sqrt(pi / 2)
#define CUDART_SQRT_2OPI 0.7978845608028654 // sqrt(2 / pi)
#define CUDART_THIRD 0.3333333333333333     // 1 / 3
#define CUDART_TWOTHIRD 0.6666666666666666  // 2 / 3
#define CUDART_L2E 1.4426950408889634       // log2(e)
#define CUDART_L2T 3.321928094887362        // log2(10)
#define CUDART_LG2 0.3010299956639812       // log10(2)
#define CUDART_LGE 0.4342944819032518       // log10(e)
#define CUDART_LN2 0.6931471805599453       // ln(2)
#define CUDART_LNT 2.302585092994046        // ln(10)
#define CUDART_LNPI 1.1447298858494002      // ln(pi)

#endif // PRISM_MATH_CONSTANTS_H
