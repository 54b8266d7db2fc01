// A kernel with a loop, which the SPIR-V image carries without hints and the
// plugin marks not to be unrolled in the SPIR it builds for PoCL.
kernel void loop_sum(global int *out, global const int *in, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += in[i];
  out[get_global_id(0)] = sum;
}
