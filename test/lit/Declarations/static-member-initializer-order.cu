// A static data member whose initialiser reads another class template
// specialisation's member comes after that member: `Log2<8>` is
// instantiated first but its value reads `Log2<4>::value`. Before, the
// constants were printed in instantiation order and the OpenCL C did not
// compile (use of undeclared identifier).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <int N> struct Log2 {
  static constexpr int value = Log2<N / 2>::value + 1;
};
template <> struct Log2<1> {
  static constexpr int value = 0;
};

// CHECK: __constant const int Log2_1_value = 0;
// CHECK: __constant const int Log2_2_value = Log2_1_value + 1;
// CHECK: __constant const int Log2_4_value = Log2_2_value + 1;
// CHECK: __constant const int Log2_8_value = Log2_4_value + 1;
// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = Log2_8_value;
// CHECK-NEXT:   out[1] = Log2_4_value;
// CHECK-NEXT: }
__global__ void k(int *out) {
  out[0] = Log2<8>::value;
  out[1] = Log2<4>::value;
}
