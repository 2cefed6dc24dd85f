// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace img {
namespace filters {
__device__ int box3(const int *p) { return (p[-1] + p[0] + p[1]) / 3; }
}
}
__global__ void k(int *out, const int *in) {
  int i = threadIdx.x + 1;
  out[i] = img::filters::box3(in + i);
}

// CHECK-LABEL: int img_filters_box3(__global const int *p)
// CHECK-NEXT: {
// CHECK-NEXT: return (p[-1] + p[0] + p[1]) / 3;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0) + 1;
// CHECK-NEXT: out[i] = img_filters_box3(in + i);
// CHECK-NEXT: }
