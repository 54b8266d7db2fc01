// __managed__ variables as CUDA's unified-memory samples declare them: a
// scalar, an array and a struct with initial values, which the host reads
// before any kernel runs, writes, and reads back between kernels that
// update them; the address is managed memory (cudaPointerGetAttributes,
// cudaMemPrefetchAsync) that a kernel may also be given as a pointer.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define checkCudaErrors(expr)                                                  \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(status));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

struct Stats {
  int launches;
  float scale;
};

__managed__ int counter = 5;
__managed__ float values[256] = {1.0f, 2.0f, 3.0f};
__managed__ Stats stats = {0, 2.0f};

// Every thread adds one to counter; each scales its value.
__global__ void update() {
  atomicAdd(&counter, 1);
  values[threadIdx.x] *= stats.scale;
  if (threadIdx.x == 0)
    stats.launches++;
}

__global__ void addTo(int *target, int amount) { atomicAdd(target, amount); }

int errors = 0;

void expect(bool ok, const char *what) {
  if (!ok && ++errors)
    std::printf("wrong: %s\n", what);
}

int main() {
  // The initial values, before any HIP call.
  expect(counter == 5, "counter's initial value");
  expect(values[2] == 3.0f && values[3] == 0.0f, "values' initial values");
  expect(stats.launches == 0 && stats.scale == 2.0f, "stats' initial value");

  counter = 100;
  for (int i = 0; i < 256; ++i)
    values[i] = float(i);
  update<<<1, 256>>>();
  checkCudaErrors(cudaDeviceSynchronize());
  expect(counter == 356, "counter after one launch");
  expect(values[255] == 510.0f, "values after one launch");
  expect(stats.launches == 1, "launches after one");

  stats.scale = 0.5f;
  update<<<1, 256>>>();
  checkCudaErrors(cudaDeviceSynchronize());
  expect(counter == 612, "counter after two launches");
  expect(values[255] == 255.0f && values[7] == 7.0f,
         "values after two launches");
  expect(stats.launches == 2, "launches after two");

  // The variable's address: managed memory, for kernels and the API.
  cudaPointerAttributes attributes;
  checkCudaErrors(cudaPointerGetAttributes(&attributes, &counter));
  expect(attributes.type == cudaMemoryTypeManaged, "counter is managed");
  int device = 0;
  checkCudaErrors(cudaGetDevice(&device));
  checkCudaErrors(cudaMemPrefetchAsync(&counter, sizeof counter, device));
  addTo<<<2, 64>>>(&counter, 3);
  checkCudaErrors(cudaMemPrefetchAsync(&counter, sizeof counter,
                                       cudaCpuDeviceId));
  checkCudaErrors(cudaDeviceSynchronize());
  expect(counter == 612 + 2 * 64 * 3, "counter updated through a pointer");

  std::printf("__managed__ variables: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
