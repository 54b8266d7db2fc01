// HIP's vector types: sizes and alignments as CUDA's (static_asserts, so the
// host and device agree on struct layouts), make_* constructors, float4
// loads and stores of whole vectors, members x/y/z/w, the arithmetic HIP
// defines on them, and vector structs passed by value to a kernel.
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

#define CHECK_LAYOUT(type, size, align)                                        \
  static_assert(sizeof(type) == size, "sizeof(" #type ")");                    \
  static_assert(alignof(type) == align, "alignof(" #type ")")
CHECK_LAYOUT(char1, 1, 1);
CHECK_LAYOUT(char2, 2, 2);
CHECK_LAYOUT(uchar4, 4, 4);
CHECK_LAYOUT(short2, 4, 4);
CHECK_LAYOUT(ushort4, 8, 8);
CHECK_LAYOUT(int1, 4, 4);
CHECK_LAYOUT(int2, 8, 8);
CHECK_LAYOUT(int3, 12, 4);
CHECK_LAYOUT(int4, 16, 16);
CHECK_LAYOUT(uint2, 8, 8);
CHECK_LAYOUT(float1, 4, 4);
CHECK_LAYOUT(float2, 8, 8);
CHECK_LAYOUT(float3, 12, 4);
CHECK_LAYOUT(float4, 16, 16);
CHECK_LAYOUT(longlong2, 16, 16);
CHECK_LAYOUT(ulonglong2, 16, 16);
CHECK_LAYOUT(double2, 16, 16);
CHECK_LAYOUT(double3, 24, 8);

// A struct holding vectors, laid out as on the host.
struct Particle {
  float3 position;
  int id;
  float4 velocity;
};
static_assert(sizeof(Particle) == 32 && alignof(Particle) == 16,
              "Particle layout");

// out[i] = in[i] * scale + offset, a whole float4 per thread.
__global__ void scaleFloat4(const float4 *in, float4 *out, float scale,
                            float4 offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = in[i];
    out[i] = make_float4(v.x * scale + offset.x, v.y * scale + offset.y,
                         v.z * scale + offset.z, v.w * scale + offset.w);
  }
}

// HIP's operators on vectors.
__global__ void vectorOperators(const float4 *in, float4 *out, int2 *pairs,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = in[i];
    out[i] = v + v * 2.0f - make_float4(1.0f, 1.0f, 1.0f, 1.0f);
    int2 p = make_int2(i, -i);
    p += make_int2(10, 20);
    pairs[i] = p;
  }
}

__global__ void moveParticles(Particle *particles, int n, float dt,
                              double2 gravity, uchar4 tag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    Particle p = particles[i];
    p.velocity.y += float(gravity.y) * dt;
    p.position.x += p.velocity.x * dt;
    p.position.y += p.velocity.y * dt;
    p.position.z += p.velocity.z * dt;
    p.id = p.id * 1000 + tag.x + tag.y + tag.z + tag.w;
    particles[i] = p;
  }
}

int main() {
  const int n = 1000;
  int errors = 0;

  std::vector<float4> in(n), out(n), ops(n);
  for (int i = 0; i < n; ++i)
    in[i] = make_float4(float(i), float(i) + 0.5f, -float(i), 2.0f);
  float4 *dIn, *dOut;
  int2 *dPairs;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(float4)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float4)));
  HIP_CHECK(hipMalloc(&dPairs, n * sizeof(int2)));
  HIP_CHECK(
      hipMemcpy(dIn, in.data(), n * sizeof(float4), hipMemcpyHostToDevice));
  const float4 offset = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  scaleFloat4<<<(n + 127) / 128, 128>>>(dIn, dOut, 0.5f, offset, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(
      hipMemcpy(out.data(), dOut, n * sizeof(float4), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const float4 &v = in[i], &o = out[i];
    if ((o.x != v.x * 0.5f + 1.0f || o.y != v.y * 0.5f + 2.0f ||
         o.z != v.z * 0.5f + 3.0f || o.w != v.w * 0.5f + 4.0f) &&
        errors++ < 10)
      std::fprintf(stderr, "scaleFloat4 %d: (%g, %g, %g, %g)\n", i, o.x, o.y,
                   o.z, o.w);
  }

  vectorOperators<<<(n + 127) / 128, 128>>>(dIn, dOut, dPairs, n);
  HIP_CHECK(hipGetLastError());
  std::vector<int2> pairs(n);
  HIP_CHECK(
      hipMemcpy(ops.data(), dOut, n * sizeof(float4), hipMemcpyDeviceToHost));
  HIP_CHECK(
      hipMemcpy(pairs.data(), dPairs, n * sizeof(int2), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const float4 &v = in[i], &o = ops[i];
    if ((o.x != v.x * 3.0f - 1.0f || o.y != v.y * 3.0f - 1.0f ||
         o.z != v.z * 3.0f - 1.0f || o.w != v.w * 3.0f - 1.0f) &&
        errors++ < 10)
      std::fprintf(stderr, "vectorOperators %d: (%g, %g, %g, %g)\n", i, o.x,
                   o.y, o.z, o.w);
    if ((pairs[i].x != i + 10 || pairs[i].y != 20 - i) && errors++ < 10)
      std::fprintf(stderr, "int2 %d: (%d, %d)\n", i, pairs[i].x, pairs[i].y);
  }

  std::vector<Particle> particles(n);
  for (int i = 0; i < n; ++i) {
    particles[i].position = make_float3(float(i), 0.0f, 1.0f);
    particles[i].id = i;
    particles[i].velocity = make_float4(1.0f, 2.0f, -1.0f, 0.0f);
  }
  Particle *dParticles;
  HIP_CHECK(hipMalloc(&dParticles, n * sizeof(Particle)));
  HIP_CHECK(hipMemcpy(dParticles, particles.data(), n * sizeof(Particle),
                      hipMemcpyHostToDevice));
  moveParticles<<<(n + 63) / 64, 64>>>(
      dParticles, n, 0.5f, make_double2(0.0, -4.0), make_uchar4(1, 2, 3, 4));
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(particles.data(), dParticles, n * sizeof(Particle),
                      hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const Particle &p = particles[i];
    // velocity.y = 2 - 4 * 0.5 = 0
    if ((p.position.x != float(i) + 0.5f || p.position.y != 0.0f ||
         p.position.z != 0.5f || p.velocity.y != 0.0f ||
         p.id != i * 1000 + 10) &&
        errors++ < 10)
      std::fprintf(stderr, "particle %d: (%g, %g, %g) id %d\n", i, p.position.x,
                   p.position.y, p.position.z, p.id);
  }

  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFree(dPairs));
  HIP_CHECK(hipFree(dParticles));
  std::printf("vector_types: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
