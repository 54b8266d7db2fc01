// The built-in variables as values, the way CUDA code passes them around:
// threadIdx and blockIdx copied into uint3 and dim3 variables, blockDim and
// gridDim into auto and const dim3 & (a reference to a temporary), the
// variables passed by value to functions taking uint3 and dim3, a dim3
// built from them, and make_uint3 from their components; on a 3-D launch,
// checked against the host's linear indices.
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

__device__ unsigned linearIndex(uint3 index, dim3 extent) {
  return index.x + extent.x * (index.y + extent.y * index.z);
}

__device__ unsigned volume(dim3 d) { return d.x * d.y * d.z; }

// What each thread stores.
enum Result { Thread, Block, Global, ThreadsInBlock, BlocksInGrid, Packed, N };

__global__ void builtinsAsValues(unsigned *out) {
  uint3 t = threadIdx;
  dim3 b = blockIdx;
  auto threads = blockDim;
  const dim3 &grid = gridDim;
  dim3 globalSize(blockDim.x * gridDim.x, blockDim.y * gridDim.y,
                  blockDim.z * gridDim.z);
  uint3 global = make_uint3(b.x * threads.x + t.x, b.y * threads.y + t.y,
                            b.z * threads.z + t.z);
  unsigned id = linearIndex(global, globalSize);
  unsigned *o = out + id * N;
  o[Thread] = linearIndex(threadIdx, blockDim);
  o[Block] = linearIndex(blockIdx, grid);
  o[Global] = id;
  o[ThreadsInBlock] = volume(threads);
  o[BlocksInGrid] = volume(gridDim);
  o[Packed] = t.x | t.y << 8 | t.z << 16 | b.x << 24 | b.y << 27 | b.z << 30;
}

int main() {
  const dim3 grid(3, 2, 2), block(4, 3, 2);
  const unsigned gx = grid.x * block.x, gy = grid.y * block.y,
                 gz = grid.z * block.z, total = gx * gy * gz;
  unsigned *dOut;
  HIP_CHECK(hipMalloc(&dOut, total * N * sizeof(unsigned)));
  HIP_CHECK(hipMemset(dOut, 0xff, total * N * sizeof(unsigned)));
  builtinsAsValues<<<grid, block>>>(dOut);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned> out(total * N);
  HIP_CHECK(hipMemcpy(out.data(), dOut, out.size() * sizeof(unsigned),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dOut));

  static const char *names[N] = {"thread",         "block",
                                 "global",         "threads in block",
                                 "blocks in grid", "packed indices"};
  int errors = 0;
  for (unsigned z = 0; z < gz; ++z)
    for (unsigned y = 0; y < gy; ++y)
      for (unsigned x = 0; x < gx; ++x) {
        unsigned tx = x % block.x, ty = y % block.y, tz = z % block.z;
        unsigned bx = x / block.x, by = y / block.y, bz = z / block.z;
        unsigned id = x + gx * (y + gy * z);
        unsigned want[N] = {tx + block.x * (ty + block.y * tz),
                            bx + grid.x * (by + grid.y * bz),
                            id,
                            block.x * block.y * block.z,
                            grid.x * grid.y * grid.z,
                            tx | ty << 8 | tz << 16 | bx << 24 | by << 27 |
                                bz << 30};
        for (int r = 0; r < N; ++r)
          if (out[id * N + r] != want[r] && errors++ < 10)
            std::fprintf(stderr, "(%u,%u,%u): %s %u, expected %u\n", x, y, z,
                         names[r], out[id * N + r], want[r]);
      }
  std::printf("built-in variables as uint3 and dim3: %s\n",
              errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
