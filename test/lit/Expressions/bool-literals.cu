// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ bool is_even(int x) { return (x & 1) == 0; }
__global__ void k(int *out, int n) {
  bool found = false;
  bool every = true;
  for (int i = 0; i < n; i++) {
    bool e = is_even(out[i]);
    found = found || e;
    every = every && e;
  }
  out[0] = found;
  out[1] = every ? 1 : 0;
}

// CHECK-LABEL: bool is_even(int x)
// CHECK-NEXT: {
// CHECK-NEXT: return (x & 1) == 0;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: bool found = false;
// CHECK-NEXT: bool every = true;
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: {
// CHECK-NEXT: bool e = is_even(out[i]);
// CHECK-NEXT: found = found || e;
// CHECK-NEXT: every = every && e;
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = found;
// CHECK-NEXT: out[1] = every ? 1 : 0;
// CHECK-NEXT: }
