// A kernel whose tile loop holds barriers, which the SPIR-V image carries
// without loop hints and the plugin marks not to be unrolled in the SPIR it
// builds for PoCL. Its inner loop walks the local tile (over a run-time
// width, so that clang keeps it a loop), and the plugin keeps it inside each
// work-item.
kernel void tile_sums(global int *out, global const int *in, local int *tile,
                      int n, int width) {
  size_t l = get_local_id(0);
  int sum = 0;
  for (int k0 = 0; k0 < n; k0 += width) {
    tile[l] = in[k0 + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < width; ++k)
      sum += tile[k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = sum;
}
