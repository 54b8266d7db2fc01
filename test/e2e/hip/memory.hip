// HIP's memory kinds and copies: hipMallocManaged used from host and device,
// pinned host memory (hipHostMalloc, mapped into the device with
// hipHostGetDevicePointer), a registered host buffer (hipHostRegister),
// pitched 2-D memory (hipMallocPitch, hipMemcpy2D), hipMemset/hipMemsetD32/
// hipMemsetAsync, hipMemcpy in every direction including hipMemcpyDefault,
// hipMemGetInfo, and hipPointerGetAttributes on each kind.
#include <hip/hip_runtime.h>

#include <cstdint>
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

static int errors = 0;
static void expect(bool condition, const char *what) {
  if (!condition) {
    std::fprintf(stderr, "failed: %s\n", what);
    ++errors;
  }
}

__global__ void addOne(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1;
}

// Each row of a pitched allocation: element (x, y) += x * y.
__global__ void addProducts(float *base, size_t pitch, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float *row = (float *)((char *)base + y * pitch);
    row[x] += float(x * y);
  }
}

static void managedMemory() {
  const int n = 10000;
  int *data = nullptr;
  HIP_CHECK(hipMallocManaged(&data, n * sizeof(int)));
  for (int i = 0; i < n; ++i)
    data[i] = i;
  addOne<<<(n + 255) / 256, 256>>>(data, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= data[i] == i + 1;
  expect(ok, "managed memory written by the host, then a kernel");
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, data));
  expect(attributes.isManaged != 0, "managed memory: isManaged");
  HIP_CHECK(hipFree(data));
}

static void pinnedMemory() {
  const int n = 4096;
  int *host = nullptr;
  HIP_CHECK(hipHostMalloc(&host, n * sizeof(int), hipHostMallocMapped));
  for (int i = 0; i < n; ++i)
    host[i] = 2 * i;
  int *device = nullptr;
  HIP_CHECK(hipHostGetDevicePointer((void **)&device, host, 0));
  addOne<<<(n + 255) / 256, 256>>>(device, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= host[i] == 2 * i + 1;
  expect(ok, "pinned memory through its device pointer");
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, host));
  expect(attributes.type == hipMemoryTypeHost, "pinned memory: host type");
  expect(attributes.hostPointer == host, "pinned memory: hostPointer");
  HIP_CHECK(hipHostFree(host));

  // hipMallocHost/hipFreeHost, the older names, as a copy's source.
  float *staging = nullptr;
  HIP_CHECK(hipMallocHost((void **)&staging, 16 * sizeof(float)));
  staging[15] = 4.5f;
  float *d = nullptr, back = 0;
  HIP_CHECK(hipMalloc(&d, 16 * sizeof(float)));
  HIP_CHECK(hipMemcpy(d, staging, 16 * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(&back, d + 15, sizeof(float), hipMemcpyDeviceToHost));
  expect(back == 4.5f, "a copy from hipMallocHost memory");
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFreeHost(staging));
}

static void registeredMemory() {
  const int n = 2048;
  std::vector<int> buffer(n, 7);
  HIP_CHECK(
      hipHostRegister(buffer.data(), n * sizeof(int), hipHostRegisterMapped));
  int *device = nullptr;
  HIP_CHECK(hipHostGetDevicePointer((void **)&device, buffer.data(), 0));
  addOne<<<(n + 255) / 256, 256>>>(device, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= buffer[i] == 8;
  expect(ok, "registered host memory through its device pointer");
  HIP_CHECK(hipHostUnregister(buffer.data()));
}

static void pitchedMemory() {
  const int width = 70, height = 33;
  float *base = nullptr;
  size_t pitch = 0;
  HIP_CHECK(
      hipMallocPitch((void **)&base, &pitch, width * sizeof(float), height));
  expect(pitch >= width * sizeof(float), "hipMallocPitch: pitch >= row");
  std::vector<float> host(width * height);
  for (int i = 0; i < width * height; ++i)
    host[i] = float(i);
  HIP_CHECK(hipMemcpy2D(base, pitch, host.data(), width * sizeof(float),
                        width * sizeof(float), height, hipMemcpyHostToDevice));
  dim3 block(16, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  addProducts<<<grid, block>>>(base, pitch, width, height);
  HIP_CHECK(hipGetLastError());
  // Back into a wider host layout: each row 80 floats apart.
  const int hostPitch = 80;
  std::vector<float> result(hostPitch * height, -1.0f);
  HIP_CHECK(hipMemcpy2D(result.data(), hostPitch * sizeof(float), base, pitch,
                        width * sizeof(float), height, hipMemcpyDeviceToHost));
  bool ok = true;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < hostPitch; ++x)
      ok &= result[y * hostPitch + x] ==
            (x < width ? float(y * width + x + x * y) : -1.0f);
  expect(ok, "hipMemcpy2D there and back around a kernel");
  HIP_CHECK(hipFree(base));
}

static void setsAndCopies() {
  const int n = 1000;
  unsigned char *bytes = nullptr;
  HIP_CHECK(hipMalloc(&bytes, n));
  HIP_CHECK(hipMemset(bytes, 0xab, n));
  HIP_CHECK(hipMemset(bytes + 10, 0x01, 5));
  std::vector<unsigned char> hostBytes(n);
  HIP_CHECK(hipMemcpy(hostBytes.data(), bytes, n, hipMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok &= hostBytes[i] == (i >= 10 && i < 15 ? 0x01 : 0xab);
  expect(ok, "hipMemset");

  uint32_t *words = nullptr;
  HIP_CHECK(hipMalloc(&words, n * sizeof(uint32_t)));
  HIP_CHECK(hipMemsetD32(words, 0x12345678u, n));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  HIP_CHECK(hipMemsetAsync(words + n / 2, 0, n / 2 * sizeof(uint32_t), stream));
  std::vector<uint32_t> hostWords(n);
  HIP_CHECK(hipMemcpyAsync(hostWords.data(), words, n * sizeof(uint32_t),
                           hipMemcpyDeviceToHost, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  ok = true;
  for (int i = 0; i < n; ++i)
    ok &= hostWords[i] == (i < n / 2 ? 0x12345678u : 0u);
  expect(ok, "hipMemsetD32 and hipMemsetAsync");

  // Host to device, device to device, device to host, host to host, each
  // also with hipMemcpyDefault (the runtime tells the kinds apart).
  std::vector<int> source(n), target(n), hostCopy(n);
  for (int i = 0; i < n; ++i)
    source[i] = i * 3;
  int *d1, *d2;
  HIP_CHECK(hipMalloc(&d1, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d2, n * sizeof(int)));
  for (hipMemcpyKind first : {hipMemcpyHostToDevice, hipMemcpyDefault}) {
    hipMemcpyKind deviceToDevice =
        first == hipMemcpyDefault ? hipMemcpyDefault : hipMemcpyDeviceToDevice;
    hipMemcpyKind deviceToHost =
        first == hipMemcpyDefault ? hipMemcpyDefault : hipMemcpyDeviceToHost;
    hipMemcpyKind hostToHost =
        first == hipMemcpyDefault ? hipMemcpyDefault : hipMemcpyHostToHost;
    HIP_CHECK(hipMemset(d2, 0, n * sizeof(int)));
    HIP_CHECK(hipMemcpy(d1, source.data(), n * sizeof(int), first));
    HIP_CHECK(hipMemcpy(d2, d1, n * sizeof(int), deviceToDevice));
    HIP_CHECK(hipMemcpy(target.data(), d2, n * sizeof(int), deviceToHost));
    HIP_CHECK(
        hipMemcpy(hostCopy.data(), target.data(), n * sizeof(int), hostToHost));
    expect(hostCopy == source, first == hipMemcpyDefault
                                   ? "copies with hipMemcpyDefault"
                                   : "copies with explicit kinds");
  }
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, d1 + 10));
  expect(attributes.type == hipMemoryTypeDevice, "device memory: device type");
  expect(attributes.devicePointer == d1 + 10,
         "device memory: devicePointer of an interior pointer");
  expect(attributes.device == 0, "device memory: device 0");
  expect(attributes.isManaged == 0, "device memory: not managed");

  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(bytes));
  HIP_CHECK(hipFree(words));
  HIP_CHECK(hipFree(d1));
  HIP_CHECK(hipFree(d2));
}

int main() {
  size_t freeBytes = 0, totalBytes = 0;
  HIP_CHECK(hipMemGetInfo(&freeBytes, &totalBytes));
  expect(totalBytes > 0 && freeBytes <= totalBytes, "hipMemGetInfo");

  managedMemory();
  pinnedMemory();
  registeredMemory();
  pitchedMemory();
  setsAndCopies();
  std::printf("memory: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
