// A CUDA sample's use of the vector types and the headers samples include by
// name: operators of its own on float2, float4 and int3 in the style of the
// samples' helper_math.h (CUDA's vector types have none), cuComplex.h's
// arithmetic in float and double, math_constants.h and the profiler calls,
// each result checked against the same computation on the host.
#include <cuComplex.h>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <device_functions.h>
#include <device_launch_parameters.h>
#include <math_constants.h>
#include <vector_functions.h>
#include <vector_types.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(call)                                                  \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error at %s:%d code=%d (%s) \"%s\"\n", __FILE__,   \
              __LINE__, static_cast<int>(err), cudaGetErrorString(err),        \
              #call);                                                          \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

inline __host__ __device__ float2 operator+(float2 a, float2 b) {
  return make_float2(a.x + b.x, a.y + b.y);
}
inline __host__ __device__ void operator+=(float2 &a, float2 b) {
  a.x += b.x;
  a.y += b.y;
}
inline __host__ __device__ float2 operator*(float2 a, float s) {
  return make_float2(a.x * s, a.y * s);
}
inline __host__ __device__ float4 operator*(float4 a, float4 b) {
  return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w);
}
inline __host__ __device__ int3 operator-(int3 a, int3 b) {
  return make_int3(a.x - b.x, a.y - b.y, a.z - b.z);
}
inline __host__ __device__ float dot(float2 a, float2 b) {
  return a.x * b.x + a.y * b.y;
}

struct VectorResults {
  float2 sum;
  float4 product;
  int3 difference;
  float dot;
};

inline __host__ __device__ VectorResults vectorOps(float2 a, float2 b, float4 c,
                                                   int3 d) {
  VectorResults r;
  r.sum = a + b;
  r.sum += a * CUDART_PI_F;
  r.product = c * c;
  r.difference = d - make_int3(1, 2, 3);
  r.dot = dot(a, b);
  return r;
}

__global__ void vectorKernel(const float2 *a, const float2 *b, const float4 *c,
                             const int3 *d, VectorResults *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = vectorOps(a[i], b[i], c[i], d[i]);
}

// x * y + conj(x), x / y and |x| in float; x * y + x / y in double.
__global__ void complexKernel(const cuFloatComplex *x, const cuFloatComplex *y,
                              cuFloatComplex *fma, cuFloatComplex *quotient,
                              float *magnitude, const cuDoubleComplex *xd,
                              const cuDoubleComplex *yd, cuDoubleComplex *outd,
                              int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  fma[i] = cuCaddf(cuCmulf(x[i], y[i]), cuConjf(x[i]));
  quotient[i] = cuCdivf(x[i], y[i]);
  magnitude[i] = cuCabsf(x[i]);
  outd[i] = cuCadd(cuCmul(xd[i], yd[i]), cuCdiv(xd[i], yd[i]));
}

bool close(double got, double want, double tolerance) {
  return std::fabs(got - want) <= tolerance * (1.0 + std::fabs(want));
}

template <typename T> T *toDevice(const std::vector<T> &host) {
  T *device;
  checkCudaErrors(cudaMalloc(&device, host.size() * sizeof(T)));
  checkCudaErrors(cudaMemcpy(device, host.data(), host.size() * sizeof(T),
                             cudaMemcpyHostToDevice));
  return device;
}

template <typename T> std::vector<T> toHost(T *device, int n) {
  std::vector<T> host(n);
  checkCudaErrors(
      cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaFree(device));
  return host;
}

int checkVectors(int n) {
  std::vector<float2> a(n), b(n);
  std::vector<float4> c(n);
  std::vector<int3> d(n);
  for (int i = 0; i < n; ++i) {
    a[i] = make_float2(i * 0.5f, -i * 0.25f);
    b[i] = make_float2(1.0f + i, 2.0f);
    c[i] = make_float4(i, i + 1.0f, -0.5f * i, 3.0f);
    d[i] = make_int3(i, 2 * i, -i);
  }
  float2 *dA = toDevice(a), *dB = toDevice(b);
  float4 *dC = toDevice(c);
  int3 *dD = toDevice(d);
  VectorResults *dOut;
  checkCudaErrors(cudaMalloc(&dOut, n * sizeof(VectorResults)));
  vectorKernel<<<(n + 127) / 128, 128>>>(dA, dB, dC, dD, dOut, n);
  checkCudaErrors(cudaGetLastError());
  std::vector<VectorResults> out = toHost(dOut, n);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    VectorResults want = vectorOps(a[i], b[i], c[i], d[i]);
    const VectorResults &got = out[i];
    bool ok =
        close(got.sum.x, want.sum.x, 1e-5) &&
        close(got.sum.y, want.sum.y, 1e-5) && got.product.x == want.product.x &&
        got.product.w == want.product.w &&
        got.difference.x == want.difference.x &&
        got.difference.y == want.difference.y &&
        got.difference.z == want.difference.z && close(got.dot, want.dot, 1e-5);
    if (!ok && errors++ < 5)
      fprintf(stderr, "vectors %d: sum (%g, %g), expected (%g, %g)\n", i,
              got.sum.x, got.sum.y, want.sum.x, want.sum.y);
  }
  checkCudaErrors(cudaFree(dA));
  checkCudaErrors(cudaFree(dB));
  checkCudaErrors(cudaFree(dC));
  checkCudaErrors(cudaFree(dD));
  printf("helper_math operators: %s\n", errors ? "FAILED" : "PASSED");
  return errors;
}

int checkComplex(int n) {
  std::vector<cuFloatComplex> x(n), y(n);
  std::vector<cuDoubleComplex> xd(n), yd(n);
  for (int i = 0; i < n; ++i) {
    x[i] = make_cuFloatComplex(0.5f * i - 3.0f, 1.0f + 0.25f * i);
    // Huge and tiny divisors too, whose squared magnitude a float cannot
    // hold: the quotient must still come out.
    float scale = i % 3 == 0 ? 1e30f : i % 3 == 1 ? 1e-30f : 1.0f;
    y[i] = make_cuComplex(scale * (1.0f + i), scale * (2.0f - i));
    xd[i] = cuComplexFloatToDouble(x[i]);
    yd[i] = make_cuDoubleComplex(1.0 + i, 2.0 - i);
  }
  cuFloatComplex *dX = toDevice(x), *dY = toDevice(y), *dFma, *dQuotient;
  cuDoubleComplex *dXd = toDevice(xd), *dYd = toDevice(yd), *dOutd;
  float *dMagnitude;
  checkCudaErrors(cudaMalloc(&dFma, n * sizeof(cuFloatComplex)));
  checkCudaErrors(cudaMalloc(&dQuotient, n * sizeof(cuFloatComplex)));
  checkCudaErrors(cudaMalloc(&dMagnitude, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dOutd, n * sizeof(cuDoubleComplex)));
  checkCudaErrors(cudaProfilerStart());
  complexKernel<<<(n + 63) / 64, 64>>>(dX, dY, dFma, dQuotient, dMagnitude, dXd,
                                       dYd, dOutd, n);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaProfilerStop());
  std::vector<cuFloatComplex> fma = toHost(dFma, n);
  std::vector<cuFloatComplex> quotient = toHost(dQuotient, n);
  std::vector<float> magnitude = toHost(dMagnitude, n);
  std::vector<cuDoubleComplex> outd = toHost(dOutd, n);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    std::complex<double> cx(cuCrealf(x[i]), cuCimagf(x[i]));
    std::complex<double> cy(cuCrealf(y[i]), cuCimagf(y[i]));
    std::complex<double> wantFma = cx * cy + std::conj(cx);
    std::complex<double> wantQuotient = cx / cy;
    std::complex<double> cxd(cuCreal(xd[i]), cuCimag(xd[i]));
    std::complex<double> cyd(cuCreal(yd[i]), cuCimag(yd[i]));
    std::complex<double> wantD = cxd * cyd + cxd / cyd;
    double quotientScale = std::abs(wantQuotient);
    bool ok = close(cuCrealf(fma[i]), wantFma.real(), 1e-5) &&
              close(cuCimagf(fma[i]), wantFma.imag(), 1e-5) &&
              std::fabs(cuCrealf(quotient[i]) - wantQuotient.real()) <=
                  1e-5 * quotientScale &&
              std::fabs(cuCimagf(quotient[i]) - wantQuotient.imag()) <=
                  1e-5 * quotientScale &&
              close(magnitude[i], std::abs(cx), 1e-6) &&
              close(cuCreal(outd[i]), wantD.real(), 1e-12) &&
              close(cuCimag(outd[i]), wantD.imag(), 1e-12);
    if (!ok && errors++ < 5)
      fprintf(stderr,
              "complex %d: x / y = (%g, %g), expected (%g, %g); |x| = %g, "
              "expected %g\n",
              i, cuCrealf(quotient[i]), cuCimagf(quotient[i]),
              wantQuotient.real(), wantQuotient.imag(), magnitude[i],
              std::abs(cx));
  }
  checkCudaErrors(cudaFree(dX));
  checkCudaErrors(cudaFree(dY));
  checkCudaErrors(cudaFree(dXd));
  checkCudaErrors(cudaFree(dYd));
  printf("cuComplex: %s\n", errors ? "FAILED" : "PASSED");
  return errors;
}

int checkConstants() {
  const double pi = std::acos(-1.0);
  bool ok = std::isinf(CUDART_INF_F) && CUDART_INF_F > 0 &&
            std::isnan(CUDART_NAN_F) && std::isinf(CUDART_INF) &&
            std::isnan(CUDART_NAN) && std::signbit(CUDART_NEG_ZERO_F) &&
            CUDART_MIN_DENORM_F > 0 && CUDART_MIN_DENORM_F / 2 == 0 &&
            std::isinf(CUDART_MAX_NORMAL_F * 2) &&
            close(CUDART_PI, pi, 1e-16) && close(CUDART_PI_F, pi, 1e-7) &&
            close(CUDART_SQRT_TWO, std::sqrt(2.0), 1e-16) &&
            close(CUDART_SQRT_2PI, std::sqrt(2 * pi), 1e-16) &&
            close(CUDART_LN2_F, std::log(2.0), 1e-7) &&
            close(CUDART_L2E, 1 / std::log(2.0), 1e-16);
  printf("math_constants: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}

int main() {
  int errors = checkVectors(1000) + checkComplex(999) + checkConstants();
  printf("%s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
