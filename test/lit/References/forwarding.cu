// A reference parameter passed on to another reference parameter passes the
// pointer itself; a reference to an array is a pointer to the array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: void bump(__global int *x)
// CHECK-NEXT: {
// CHECK-NEXT:   (*x)++;
// CHECK-NEXT: }
__device__ void bump(int &x) { x++; }
// CHECK-LABEL: void bump_twice(__global int *x)
// CHECK-NEXT: {
// CHECK-NEXT:   bump(x);
// CHECK-NEXT:   bump(x);
// CHECK-NEXT: }
__device__ void bump_twice(int &x) {
  bump(x);
  bump(x);
}
// CHECK-LABEL: int sum4(__private const int (*v)[4])
// CHECK-NEXT: {
// CHECK-NEXT:   return (*v)[0] + (*v)[1] + (*v)[2] + (*v)[3];
// CHECK-NEXT: }
__device__ int sum4(const int (&v)[4]) { return v[0] + v[1] + v[2] + v[3]; }

// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT:   int v[4] = {1, 2, 3, 4};
// CHECK-NEXT:   bump_twice(&out[0]);
// CHECK-NEXT:   out[1] = sum4(&v);
// CHECK-NEXT: }
__global__ void k(int *out) {
  int v[4] = {1, 2, 3, 4};
  bump_twice(out[0]);
  out[1] = sum4(v);
}
