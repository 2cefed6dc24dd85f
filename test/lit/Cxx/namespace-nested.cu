// Nested namespaces flatten into nested prefixes.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace outer { namespace inner {
struct Cfg { int n; };
__device__ int twice(Cfg c) { return 2 * c.n; }
} }
__global__ void k(int *out) { outer::inner::Cfg c = {out[0]}; out[1] = outer::inner::twice(c); }

// CHECK-LABEL: struct outer_inner_Cfg {
// CHECK-NEXT:   int n;
// CHECK-NEXT: };
// CHECK-LABEL: int outer_inner_twice(outer_inner_Cfg c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 2 * c.n;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   outer_inner_Cfg c = {out[0]};
// CHECK-NEXT:   out[1] = outer_inner_twice(c);
// CHECK-NEXT: }
