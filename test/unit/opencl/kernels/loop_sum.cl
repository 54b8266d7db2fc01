// A kernel with a loop and no barrier, which the plugin leaves for PoCL to
// unroll as it sees fit.
kernel void loop_sum(global int *out, global const int *in, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += in[i];
  out[get_global_id(0)] = sum;
}
