// RUN: %ultima -std=c++17 %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace img::filters {
__device__ int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }
}
__global__ void k(int *out, const int *in) {
  int i = threadIdx.x;
  out[i] = img::filters::clamp255(in[i]);
}

// CHECK-LABEL: int img_filters_clamp255(int v)
// CHECK-NEXT: {
// CHECK-NEXT: return v < 0 ? 0 : (v > 255 ? 255 : v);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: out[i] = img_filters_clamp255(in[i]);
// CHECK-NEXT: }
