// Kernel arguments and C++ in kernels: structs by value (with padding, a
// nested array, a double beside chars), template kernels instantiated for
// several types and a non-type parameter, a template kernel taking a
// __device__ lambda (the Thrust-style transform), lambdas inside a kernel,
// __host__ __device__ functions called from both sides, and a
// __forceinline__ helper.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

struct Affine {
  char tag;       // padding after it
  double scale;   // 8-byte aligned
  short shift[3]; // a nested array
  bool negate;
  float bias;
};

struct Range {
  int begin, end;
};

__host__ __device__ double applyAffine(const Affine &a, double x, int k) {
  double y = x * a.scale + a.shift[k % 3] + a.bias + a.tag;
  return a.negate ? -y : y;
}

__global__ void affineKernel(Affine a, Range r, double *out) {
  int i = r.begin + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < r.end)
    out[i] = applyAffine(a, double(i), i);
}

template <typename T, int Factor> __global__ void scaleBy(T *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = data[i] * T(Factor);
}

template <typename T, typename Op>
__global__ void transform(const T *in, T *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}

__forceinline__ __device__ int square(int x) { return x * x; }

__global__ void lambdasInside(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int offset = 7;
  auto addOffset = [offset](int x) { return x + offset; };
  auto twice = [&](int x) { return addOffset(addOffset(x)); };
  if (i < n)
    out[i] = twice(square(i));
}

template <typename T> static std::vector<T> runScale(int n) {
  std::vector<T> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = T(i) / T(2);
  T *d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(d, v.data(), n * sizeof(T), hipMemcpyHostToDevice));
  scaleBy<T, 3><<<(n + 63) / 64, 64>>>(d, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(v.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  return v;
}

int main() {
  int errors = 0;
  const int n = 500;

  Affine a;
  a.tag = 3;
  a.scale = 0.25;
  a.shift[0] = -1;
  a.shift[1] = 100;
  a.shift[2] = -300;
  a.negate = true;
  a.bias = 0.5f;
  Range r = {10, n - 10};
  double *dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(double)));
  HIP_CHECK(hipMemset(dOut, 0, n * sizeof(double)));
  affineKernel<<<(n + 127) / 128, 128>>>(a, r, dOut);
  HIP_CHECK(hipGetLastError());
  std::vector<double> out(n);
  HIP_CHECK(
      hipMemcpy(out.data(), dOut, n * sizeof(double), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dOut));
  for (int i = 0; i < n; ++i) {
    double want = (i >= r.begin && i < r.end) ? applyAffine(a, i, i) : 0.0;
    if (out[i] != want && errors++ < 10)
      std::fprintf(stderr, "affine %d: %g, expected %g\n", i, out[i], want);
  }

  std::vector<int> ints = runScale<int>(n);
  std::vector<float> floats = runScale<float>(n);
  std::vector<double> doubles = runScale<double>(n);
  for (int i = 0; i < n; ++i)
    if ((ints[i] != (i / 2) * 3 || floats[i] != float(i) / 2 * 3 ||
         doubles[i] != double(i) / 2 * 3) &&
        errors++ < 10)
      std::fprintf(stderr, "scaleBy %d: %d %g %g\n", i, ints[i], floats[i],
                   doubles[i]);

  std::vector<float> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = float(i);
  float *dIn, *dTransformed;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dTransformed, n * sizeof(float)));
  HIP_CHECK(
      hipMemcpy(dIn, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  const float k = 1.5f, c = -2.0f;
  transform<<<(n + 127) / 128, 128>>>(
      dIn, dTransformed, n, [=] __device__(float x) { return k * x + c; });
  HIP_CHECK(hipGetLastError());
  std::vector<float> transformed(n);
  HIP_CHECK(hipMemcpy(transformed.data(), dTransformed, n * sizeof(float),
                      hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (transformed[i] != k * in[i] + c && errors++ < 10)
      std::fprintf(stderr, "transform %d: %g\n", i, transformed[i]);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dTransformed));

  int *dInts;
  HIP_CHECK(hipMalloc(&dInts, n * sizeof(int)));
  lambdasInside<<<(n + 127) / 128, 128>>>(dInts, n);
  HIP_CHECK(hipGetLastError());
  std::vector<int> lambdaOut(n);
  HIP_CHECK(hipMemcpy(lambdaOut.data(), dInts, n * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dInts));
  for (int i = 0; i < n; ++i)
    if (lambdaOut[i] != i * i + 14 && errors++ < 10)
      std::fprintf(stderr, "lambdas %d: %d\n", i, lambdaOut[i]);

  std::printf("kernel_features: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
