// Native specialization constants: in the SPIR-V image, each constant of
// scalar type with a constant default is an OpSpecConstant decorated with
// the SpecId the host computes (printed by the program), its default as
// the literal, beside the flag (SpecId 1, false); a struct constant is not
// one. No other SpecId appears (at -O0 the flag is one OpSpecConstant per
// read). The PTX and native CPU images have no specialization constant.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=nvptx64-nvidia-cuda,spir64,native_cpu %s -o app
// RUN: ./app > ids.txt
// RUN: prism-objdump -d --image=1 app > spirv.txt
// RUN: cat ids.txt spirv.txt | FileCheck %s
// RUN: grep -o "SpecId [0-9]*" spirv.txt | sort -u | wc -l | FileCheck %s --check-prefix=FOUR
// RUN: %prism-cxx -fsycl -O0 -fsycl-targets=spir64 %s -o app-O0
// RUN: prism-objdump -d app-O0 > spirv-O0.txt
// RUN: cat ids.txt spirv-O0.txt | FileCheck %s
// RUN: grep -o "SpecId [0-9]*" spirv-O0.txt | sort -u | wc -l | FileCheck %s --check-prefix=FOUR
// RUN: prism-objdump -d --image=0 app | FileCheck %s --check-prefix=PTX
// RUN: prism-objdump --extract=2 -o native.so app
// RUN: llvm-nm native.so | FileCheck %s --check-prefix=NATIVE

// CHECK: Count [[COUNT:[0-9]+]]
// CHECK-NEXT: Scale [[SCALE:[0-9]+]]
// CHECK-NEXT: Enabled [[ENABLED:[0-9]+]]
// CHECK-NEXT: Pair 0
// CHECK-DAG: OpDecorate [[FLAG:%[0-9a-zA-Z_]+]] SpecId 1{{$}}
// CHECK-DAG: OpDecorate [[C:%[0-9a-zA-Z_]+]] SpecId [[COUNT]]{{$}}
// CHECK-DAG: OpDecorate [[S:%[0-9a-zA-Z_]+]] SpecId [[SCALE]]{{$}}
// CHECK-DAG: OpDecorate [[E:%[0-9a-zA-Z_]+]] SpecId [[ENABLED]]{{$}}
// CHECK-DAG: [[FLAG]] = OpSpecConstantFalse %bool
// CHECK-DAG: [[C]] = OpSpecConstant %uint 12{{$}}
// CHECK-DAG: [[S]] = OpSpecConstant %float 2.5{{$}}
// CHECK-DAG: [[E]] = OpSpecConstantTrue %bool
// FOUR: {{^}}4{{$}}
// PTX-NOT: SpecConstant
// NATIVE-NOT: SpecConstant

#include <sycl/sycl.hpp>

#include <cstdio>

struct Pair {
  int A, B;
};

constexpr sycl::specialization_id<int> Count(12);
constexpr sycl::specialization_id<float> Scale(2.5f);
constexpr sycl::specialization_id<bool> Enabled(true);
constexpr sycl::specialization_id<Pair> PairId(Pair{1, 2});

// The kernel is compiled, never run: the test reads the images.
int main(int Argc, char **) {
  std::printf("Count %u\nScale %u\nEnabled %u\nPair %u\n",
              sycl::detail::native_specialization_id<Count>(),
              sycl::detail::native_specialization_id<Scale>(),
              sycl::detail::native_specialization_id<Enabled>(),
              sycl::detail::native_specialization_id<PairId>());
  if (Argc > 1) {
    sycl::queue Q;
    float *Out = sycl::malloc_shared<float>(1, Q);
    Q.single_task([=](sycl::kernel_handler KH) {
       Pair P = KH.get_specialization_constant<PairId>();
       *Out = KH.get_specialization_constant<Enabled>()
                  ? KH.get_specialization_constant<Count>() *
                        KH.get_specialization_constant<Scale>() * P.A
                  : P.B;
     }).wait();
    sycl::free(Out, Q);
  }
  return 0;
}
