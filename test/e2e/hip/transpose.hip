// Matrix transpose through a __shared__ tile, as in the CUDA and ROCm
// transpose samples: each block reads a TILE x TILE tile with coalesced
// loads, synchronises, and writes it transposed. The tile has one column of
// padding against shared-memory bank conflicts; 2-D grids and blocks, a
// matrix that is not a multiple of the tile.
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

constexpr int TILE_DIM = 16;

__global__ void transposeShared(float *out, const float *in, int width,
                                int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  // The block's tile, written to the transposed position: threadIdx.x now
  // walks the output's rows, so the stores are coalesced too.
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  if (x < height && y < width)
    out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  const int width = 300, height = 197;
  std::vector<float> in(width * height), out(width * height, -1.0f);
  for (int i = 0; i < width * height; ++i)
    in[i] = float(i);

  float *dIn, *dOut;
  const size_t bytes = in.size() * sizeof(float);
  HIP_CHECK(hipMalloc(&dIn, bytes));
  HIP_CHECK(hipMalloc(&dOut, bytes));
  HIP_CHECK(hipMemcpy(dIn, in.data(), bytes, hipMemcpyHostToDevice));

  dim3 block(TILE_DIM, TILE_DIM);
  dim3 grid((width + TILE_DIM - 1) / TILE_DIM,
            (height + TILE_DIM - 1) / TILE_DIM);
  transposeShared<<<grid, block>>>(dOut, dIn, width, height);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dOut, bytes, hipMemcpyDeviceToHost));

  int errors = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      if (out[x * height + y] != in[y * width + x] && errors++ < 10)
        std::fprintf(stderr, "out[%d][%d] = %g, expected %g\n", x, y,
                     out[x * height + y], in[y * width + x]);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  std::printf("transpose: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
