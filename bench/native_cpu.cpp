// The native CPU device (-fsycl-targets=native_cpu) against its baselines,
// measured in the same run (issue 20's targets in brackets):
//  - triad c[i] = a[i] + s*b[i] over 2^25 floats: against an OpenMP triad
//    built by clang++-15 -O3 -march=native [>= 0.95] and the same kernel in
//    raw OpenCL C on PoCL [>= 1.0];
//  - tiled GEMM, 512 x 512, 16 x 16 tiles in 2-D local accessors with two
//    barriers per tile (tiled_matmul.h): against the same SYCL kernel on
//    PoCL [>= 5] and an OpenMP blocked GEMM of the same tile [>= 0.8];
//  - sycl::reduction sum of 2^25 floats: its bandwidth against the triad's
//    on the native device, the two alternating [>= 0.9];
//  - empty kernel, submit + wait: against raw OpenCL on PoCL [<= 0.3].
#include "opencl_baseline.h"
#include "sycl_streams.h"
#include "tiled_matmul.h"
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

extern "C" void openmpTriad(float *C, const float *A, const float *B, float S,
                            size_t N);
extern "C" void openmpBlockedGemm(const float *A, const float *B, float *C,
                                  size_t N);

namespace {

constexpr float S = 3.0f;

sycl::device deviceOf(sycl::backend Backend) {
  for (const sycl::device &D : sycl::device::get_devices())
    if (D.get_backend() == Backend && D.is_cpu())
      return D;
  std::fprintf(stderr, "no CPU device of backend %d\n", int(Backend));
  std::exit(1);
}

/// Seconds of a triad and of a sycl::reduction sum, each over N floats on
/// the native device, the two alternating: the machine's bandwidth changes
/// within seconds here (45-50 GB/s, then 70-80), and their ratio holds.
std::pair<double, double> syclTriadAndReductionSeconds(sycl::queue &Q,
                                                       size_t N) {
  float *A = sycl::malloc_device<float>(N, Q);
  float *B = sycl::malloc_device<float>(N, Q);
  float *C = sycl::malloc_device<float>(N, Q);
  float *Sum = sycl::malloc_shared<float>(1, Q);
  Q.fill(A, 1.0f, N);
  Q.fill(B, 2.0f, N).wait();
  auto Times = interleavedMedianSeconds(
      2, 9, [&] { runSyclTriad(Q, C, A, B, S, N); },
      [&] { runSyclSum(Q, Sum, A, N); });
  float Last = 0;
  Q.memcpy(&Last, C + N - 1, sizeof(float)).wait();
  // 2^25 ones: exact in float whatever the order of the additions.
  if (Last != 7.0f || *Sum != float(N)) {
    std::fprintf(stderr, "wrong results: triad %g, reduction %g\n",
                 double(Last), double(*Sum));
    std::exit(1);
  }
  sycl::free(A, Q);
  sycl::free(B, Q);
  sycl::free(C, Q);
  sycl::free(Sum, Q);
  return Times;
}

double openmpTriadSeconds(size_t N) {
  std::vector<float> A(N, 1.0f), B(N, 2.0f), C(N);
  double Time = medianSeconds(
      2, 9, [&] { openmpTriad(C.data(), A.data(), B.data(), S, N); });
  if (C[N - 1] != 7.0f)
    std::exit(1);
  return Time;
}

double openclTriadSeconds(const std::string &PoclName, size_t N) {
  OpenCLBaseline CL(PoclName, "kernel void triad(global float *c, global const "
                              "float *a, global const float *b, float s) {"
                              "  size_t i = get_global_id(0);"
                              "  c[i] = a[i] + s * b[i]; }");
  cl_int Err;
  std::vector<float> Ones(N, 1.0f), Twos(N, 2.0f);
  cl_mem A = clCreateBuffer(CL.Context, CL_MEM_COPY_HOST_PTR, N * sizeof(float),
                            Ones.data(), &Err);
  CL_CHECK(Err);
  cl_mem B = clCreateBuffer(CL.Context, CL_MEM_COPY_HOST_PTR, N * sizeof(float),
                            Twos.data(), &Err);
  CL_CHECK(Err);
  cl_mem C = clCreateBuffer(CL.Context, 0, N * sizeof(float), nullptr, &Err);
  CL_CHECK(Err);
  cl_kernel K = CL.kernel("triad");
  float Scale = S;
  CL_CHECK(clSetKernelArg(K, 0, sizeof(cl_mem), &C));
  CL_CHECK(clSetKernelArg(K, 1, sizeof(cl_mem), &A));
  CL_CHECK(clSetKernelArg(K, 2, sizeof(cl_mem), &B));
  CL_CHECK(clSetKernelArg(K, 3, sizeof(float), &Scale));
  double Time = medianSeconds(2, 9, [&] {
    size_t Global = N;
    CL_CHECK(clEnqueueNDRangeKernel(CL.Queue, K, 1, nullptr, &Global, nullptr,
                                    0, nullptr, nullptr));
    CL_CHECK(clFinish(CL.Queue));
  });
  clReleaseKernel(K);
  clReleaseMemObject(A);
  clReleaseMemObject(B);
  clReleaseMemObject(C);
  return Time;
}

double openclEmptyKernelSeconds(const std::string &PoclName) {
  OpenCLBaseline CL(PoclName, "kernel void empty(void) {}");
  cl_kernel K = CL.kernel("empty");
  double Time = medianSeconds(100, 2001, [&] {
    size_t Global = 1;
    CL_CHECK(clEnqueueNDRangeKernel(CL.Queue, K, 1, nullptr, &Global, nullptr,
                                    0, nullptr, nullptr));
    CL_CHECK(clFinish(CL.Queue));
  });
  clReleaseKernel(K);
  return Time;
}

/// Exits unless a sample of C matches a host reference.
void checkGemm(const std::vector<float> &A, const std::vector<float> &B,
               const float *C, size_t N, const char *Who) {
  if (!tiledMatmulSampleMatches(A.data(), B.data(), C, N, Who))
    std::exit(1);
}

double syclGemmSeconds(sycl::queue &Q, const std::vector<float> &A,
                       const std::vector<float> &B, size_t N, int Repeats) {
  float *DA = sycl::malloc_shared<float>(N * N, Q);
  float *DB = sycl::malloc_shared<float>(N * N, Q);
  float *DC = sycl::malloc_shared<float>(N * N, Q);
  Q.copy(A.data(), DA, N * N);
  Q.copy(B.data(), DB, N * N).wait();
  double Time = medianSeconds(
      1, Repeats, [&] { submitTiledMatmul2d<16>(Q, DA, DB, DC, N).wait(); });
  checkGemm(A, B, DC, N, "SYCL GEMM");
  sycl::free(DA, Q);
  sycl::free(DB, Q);
  sycl::free(DC, Q);
  return Time;
}

double emptyKernelSeconds(sycl::queue &Q) {
  return medianSeconds(100, 2001, [&] { Q.single_task([] {}).wait(); });
}

} // namespace

int main() {
  sycl::queue Native(deviceOf(sycl::backend::native_cpu));
  sycl::queue Pocl(deviceOf(sycl::backend::opencl));
  std::string PoclName = Pocl.get_device().get_info<sycl::info::device::name>();
  std::printf(
      "native_cpu: %s (%u threads); PoCL: %s\n",
      Native.get_device().get_info<sycl::info::device::name>().c_str(),
      Native.get_device().get_info<sycl::info::device::max_compute_units>(),
      PoclName.c_str());

  const size_t N = size_t(1) << 25;
  const double TriadBytes = 3.0 * N * sizeof(float);
  const auto [TriadTime, ReductionTime] =
      syclTriadAndReductionSeconds(Native, N);
  double NativeTriad = TriadBytes / TriadTime / 1e9;
  double OpenmpTriad = TriadBytes / openmpTriadSeconds(N) / 1e9;
  double OpenclTriad = TriadBytes / openclTriadSeconds(PoclName, N) / 1e9;
  std::printf("triad 2^25 floats: native_cpu %.2f GB/s, OpenMP %.2f GB/s "
              "(ratio %.3f, target >= 0.95), raw OpenCL on PoCL %.2f GB/s "
              "(ratio %.3f, target >= 1.0)\n",
              NativeTriad, OpenmpTriad, NativeTriad / OpenmpTriad, OpenclTriad,
              NativeTriad / OpenclTriad);

  const size_t M = 512;
  std::vector<float> A(M * M), B(M * M), C(M * M);
  for (size_t I = 0; I < M * M; ++I) {
    A[I] = float((I * 7) % 13) - 6.0f;
    B[I] = float((I * 5) % 11) - 5.0f;
  }
  const double Flops = 2.0 * M * M * M;
  double NativeGemm = Flops / syclGemmSeconds(Native, A, B, M, 9) / 1e9;
  double PoclGemm = Flops / syclGemmSeconds(Pocl, A, B, M, 3) / 1e9;
  double OpenmpTime = medianSeconds(
      1, 9, [&] { openmpBlockedGemm(A.data(), B.data(), C.data(), M); });
  checkGemm(A, B, C.data(), M, "OpenMP GEMM");
  double OpenmpGemm = Flops / OpenmpTime / 1e9;
  std::printf("tiled GEMM 512^2, tile 16: native_cpu %.2f GFLOP/s, PoCL %.2f "
              "(ratio %.2f, target >= 5), OpenMP blocked %.2f (ratio %.3f, "
              "target >= 0.8)\n",
              NativeGemm, PoclGemm, NativeGemm / PoclGemm, OpenmpGemm,
              NativeGemm / OpenmpGemm);

  double Reduction = N * sizeof(float) / ReductionTime / 1e9;
  std::printf("reduction 2^25 floats on native_cpu: %.2f GB/s, triad %.2f "
              "GB/s, ratio %.3f (target >= 0.9)\n",
              Reduction, NativeTriad, Reduction / NativeTriad);

  double NativeEmpty = emptyKernelSeconds(Native) * 1e6;
  double OpenclEmpty = openclEmptyKernelSeconds(PoclName) * 1e6;
  std::printf("empty kernel submit+wait: native_cpu %.2f us, raw OpenCL on "
              "PoCL %.2f us, ratio %.3f (target <= 0.3)\n",
              NativeEmpty, OpenclEmpty, NativeEmpty / OpenclEmpty);
}
