// Translates to valid SPIR-V but cannot be built: the function it calls is
// defined nowhere, so the device build must fail with a log naming it.
void prism_test_undefined_helper(global int *out);

kernel void calls_undefined(global int *out) {
  prism_test_undefined_helper(out);
}
