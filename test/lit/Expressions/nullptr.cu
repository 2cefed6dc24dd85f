// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int load_or(const int *p, int dflt) { return p != nullptr ? *p : dflt; }
__global__ void k(int *out, int *maybe) {
  int *none = nullptr;
  out[0] = load_or(maybe, 1) + load_or(none, 2);
  if (!maybe)
    out[1] = 0;
}

// CHECK-LABEL: int load_or(__global const int *p, int dflt)
// CHECK-NEXT: {
// CHECK-NEXT: return p != 0 ? *p : dflt;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global int *maybe)
// CHECK-NEXT: {
// CHECK-NEXT: __global int *none = 0;
// CHECK-NEXT: out[0] = load_or(maybe, 1) + load_or(none, 2);
// CHECK-NEXT: if (!maybe)
// CHECK-NEXT: out[1] = 0;
// CHECK-NEXT: }
