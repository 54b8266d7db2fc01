// Specialization constants as Prism's SYCL headers spell them in SPIR-V
// device code: llvm-spirv makes each __spirv_SpecConstant(id, default) an
// OpSpecConstant decorated SpecId id. (The Level Zero tests.)

int __spirv_SpecConstant(int, int) __attribute__((overloadable));
float __spirv_SpecConstant(int, float) __attribute__((overloadable));
bool __spirv_SpecConstant(int, bool) __attribute__((overloadable));

kernel void read_constants(global int *out) {
  out[0] = __spirv_SpecConstant(5, 7);
  out[1] = (int)(__spirv_SpecConstant(6, 1.5f) * 4);
  out[2] = __spirv_SpecConstant(1, false) ? 1 : 0;
}
