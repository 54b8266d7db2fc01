// out[i] = in[i] * factor; each work-group also writes the sum of its
// scaled elements, reduced through local memory, to sums[group].
kernel void scale_and_sum(global const int *in, global int *out, int factor,
                          local int *scratch, global int *sums) {
  size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  out[i] = in[i] * factor;
  scratch[l] = out[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int sum = 0;
    for (size_t k = 0; k < n; ++k)
      sum += scratch[k];
    sums[get_group_id(0)] = sum;
  }
}

kernel void add_one(global int *data) { data[get_global_id(0)] += 1; }
