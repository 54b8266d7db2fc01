// HIP objects alive at exit (issue 22): device and pinned host memory never
// freed, a stream with a kernel and a copy still queued, an event; and a
// global object, made before main, whose destructor frees memory and
// destroys a stream during exit, after every object of the HIP runtime that
// was made later is gone: the calls must still work (or fail cleanly),
// never crash. The test passes when the program exits 0.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <unistd.h>

namespace {

constexpr int Count = 4096;

__global__ void fill(int *data, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < Count)
    data[i] = value + i;
}

// Frees what it holds during exit, as an application's global resource
// holder does.
struct GlobalHolder {
  int *device = nullptr;
  hipStream_t stream = nullptr;
  ~GlobalHolder() {
    int host[4] = {};
    hipError_t copied =
        hipMemcpy(host, device, sizeof host, hipMemcpyDeviceToHost);
    hipError_t freed = hipFree(device);
    hipError_t destroyed = hipStreamDestroy(stream);
    std::printf("at exit: hipMemcpy %s (%d %d), hipFree %s, "
                "hipStreamDestroy %s\n",
                hipGetErrorName(copied), host[0], host[3],
                hipGetErrorName(freed), hipGetErrorName(destroyed));
    if (copied != hipSuccess || host[0] != 5 || host[3] != 8 ||
        freed != hipSuccess || destroyed != hipSuccess) {
      std::fflush(stdout);
      _exit(1);
    }
    std::printf("exit_with_live_objects: PASSED\n");
    std::fflush(stdout);
  }
} Holder;

} // namespace

int main() {
  if (hipMalloc(&Holder.device, Count * sizeof(int)) != hipSuccess ||
      hipStreamCreate(&Holder.stream) != hipSuccess) {
    std::printf("FAILED: setting up\n");
    return 1;
  }
  fill<<<Count / 256, 256, 0, Holder.stream>>>(Holder.device, 5);
  // Left alive, with work still queued.
  int *leaked = nullptr, *pinned = nullptr;
  hipStream_t stream = nullptr;
  hipEvent_t event = nullptr;
  if (hipMalloc(&leaked, Count * sizeof(int)) != hipSuccess ||
      hipHostMalloc(&pinned, Count * sizeof(int)) != hipSuccess ||
      hipStreamCreate(&stream) != hipSuccess ||
      hipEventCreate(&event) != hipSuccess) {
    std::printf("FAILED: allocating\n");
    return 1;
  }
  fill<<<Count / 256, 256, 0, stream>>>(leaked, 1);
  hipMemcpyAsync(pinned, leaked, Count * sizeof(int), hipMemcpyDeviceToHost,
                 stream);
  hipEventRecord(event, stream);
  std::printf("leaving with work queued\n");
  return 0;
}
