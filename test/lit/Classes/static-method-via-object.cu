// A static member function called through an object needs no this.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Units {
  int scale;
  __device__ static int cm(int m) { return 100 * m; }
};
__global__ void k(int *out) {
  Units u = {2};
  out[0] = u.cm(out[1]) + Units::cm(3) + u.scale;
}

// CHECK-LABEL: struct Units {
// CHECK-NEXT:   int scale;
// CHECK-NEXT: };
// CHECK-LABEL: int Units_cm(int m){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 100 * m;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Units u = {2};
// CHECK-NEXT:   out[0] = Units_cm(out[1]) + Units_cm(3) + u.scale;
// CHECK-NEXT: }
