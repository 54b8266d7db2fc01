// Tiled matrix multiply C = A * B (1024 x 1024 floats, 16 x 16 tiles in
// local memory, two work-group barriers per tile) as a SYCL nd_range kernel
// with 2-D local_accessors (tiled_matmul.h), against the same algorithm in
// OpenCL C through raw OpenCL on the same device, in the same run. Target
// (issue 6): SYCL >= 0.9 x raw OpenCL.
#include "opencl_baseline.h"
#include "tiled_matmul.h"
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <vector>

namespace {

constexpr size_t N = 1024, Tile = 16;
constexpr int Warmup = 1, Repeats = 5;

const char *OpenCLSource = R"(
#define TILE 16
kernel void matmul(global float *c, global const float *a,
                   global const float *b, ulong n) {
  local float as[TILE][TILE], bs[TILE][TILE];
  size_t row = get_global_id(1), col = get_global_id(0);
  size_t lr = get_local_id(1), lc = get_local_id(0);
  float sum = 0.0f;
  for (size_t k0 = 0; k0 < n; k0 += TILE) {
    as[lr][lc] = a[row * n + k0 + lc];
    bs[lr][lc] = b[(k0 + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t k = 0; k < TILE; ++k)
      sum += as[lr][k] * bs[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
})";

} // namespace

int main() {
  std::vector<float> A(N * N), B(N * N), C(N * N);
  for (size_t I = 0; I < N * N; ++I) {
    A[I] = float(I % 17) * 0.125f - 1.0f;
    B[I] = float(I % 13) * 0.25f - 1.5f;
  }
  const double Flops = 2.0 * N * N * N;

  sycl::queue Q;
  std::string Name = Q.get_device().get_info<sycl::info::device::name>();
  float *DA = sycl::malloc_device<float>(N * N, Q);
  float *DB = sycl::malloc_device<float>(N * N, Q);
  float *DC = sycl::malloc_device<float>(N * N, Q);
  Q.memcpy(DA, A.data(), N * N * sizeof(float));
  Q.memcpy(DB, B.data(), N * N * sizeof(float));
  Q.wait();
  double SyclTime = medianSeconds(Warmup, Repeats, [&] {
    submitTiledMatmul2d<Tile>(Q, DA, DB, DC, N).wait();
  });
  Q.memcpy(C.data(), DC, N * N * sizeof(float)).wait();
  sycl::free(DA, Q);
  sycl::free(DB, Q);
  sycl::free(DC, Q);
  if (!tiledMatmulSampleMatches(A.data(), B.data(), C.data(), N, "sycl"))
    return 1;

  OpenCLBaseline CL(Name, OpenCLSource);
  cl_int Err;
  cl_mem BufA = clCreateBuffer(CL.Context, CL_MEM_COPY_HOST_PTR,
                               N * N * sizeof(float), A.data(), &Err);
  CL_CHECK(Err);
  cl_mem BufB = clCreateBuffer(CL.Context, CL_MEM_COPY_HOST_PTR,
                               N * N * sizeof(float), B.data(), &Err);
  CL_CHECK(Err);
  cl_mem BufC =
      clCreateBuffer(CL.Context, 0, N * N * sizeof(float), nullptr, &Err);
  CL_CHECK(Err);
  cl_kernel K = CL.kernel("matmul");
  cl_ulong Width = N;
  CL_CHECK(clSetKernelArg(K, 0, sizeof(cl_mem), &BufC));
  CL_CHECK(clSetKernelArg(K, 1, sizeof(cl_mem), &BufA));
  CL_CHECK(clSetKernelArg(K, 2, sizeof(cl_mem), &BufB));
  CL_CHECK(clSetKernelArg(K, 3, sizeof(cl_ulong), &Width));
  double RawTime = medianSeconds(Warmup, Repeats, [&] {
    size_t Global[2] = {N, N}, Local[2] = {Tile, Tile};
    CL_CHECK(clEnqueueNDRangeKernel(CL.Queue, K, 2, nullptr, Global, Local, 0,
                                    nullptr, nullptr));
    CL_CHECK(clFinish(CL.Queue));
  });
  std::fill(C.begin(), C.end(), 0.0f);
  CL_CHECK(clEnqueueReadBuffer(CL.Queue, BufC, CL_TRUE, 0,
                               N * N * sizeof(float), C.data(), 0, nullptr,
                               nullptr));
  clReleaseKernel(K);
  clReleaseMemObject(BufA);
  clReleaseMemObject(BufB);
  clReleaseMemObject(BufC);
  if (!tiledMatmulSampleMatches(A.data(), B.data(), C.data(), N, "raw OpenCL"))
    return 1;

  double SyclGflops = Flops / SyclTime / 1e9, RawGflops = Flops / RawTime / 1e9;
  std::printf("device: %s\n", Name.c_str());
  std::printf("tiled matmul 1024^2 (local memory): sycl %.2f GFLOP/s, raw "
              "OpenCL %.2f GFLOP/s, ratio %.3f (target >= 0.9)\n",
              SyclGflops, RawGflops, SyclGflops / RawGflops);
}
