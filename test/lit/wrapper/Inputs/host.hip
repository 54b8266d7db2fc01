// A HIP translation unit whose host compile (-fgpu-rdc) declares
// __hip_fatbin and registers it, as Prism's host compile does. The
// declarations stand in for the HIP headers.
typedef struct { unsigned x, y, z; } dim3;
extern "C" int hipLaunchKernel(const void *, dim3, dim3, void **,
                               unsigned long, void *);
__attribute__((global)) void vecadd(float *a, float *b, float *c, int n) {}

int main() { return 0; }
