// constexpr functions are ordinary functions; constexpr values in
// array bounds and template arguments are folded.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__host__ __device__ constexpr int cube(int v) { return v * v * v; }
template <int N> __device__ int fixed() { return N; }
__global__ void k(int *out) {
  int table[cube(2)];
  table[0] = cube(out[0]);
  out[1] = table[0] + fixed<cube(3)>();
}

// CHECK-LABEL: int cube(int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v * v * v;
// CHECK-NEXT: }
// CHECK-LABEL: int fixed_27(void){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 27;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   int table[8];
// CHECK-NEXT:   table[0] = cube(out[0]);
// CHECK-NEXT:   out[1] = table[0] + fixed_27();
// CHECK-NEXT: }
