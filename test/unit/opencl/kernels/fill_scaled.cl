// A kernel that takes its parameters as one by-value struct holding a USM
// pointer, the way a SYCL functor or a HIP argument block arrives. OpenCL C
// forbids pointer fields in kernel struct arguments, so the pointer travels
// as a 64-bit integer, which is the same bytes.
typedef struct {
  ulong out; // global int *
  int scale;
} fill_params;

kernel void fill_scaled(fill_params params) {
  size_t i = get_global_id(0);
  ((global int *)params.out)[i] = (int)i * params.scale;
}
