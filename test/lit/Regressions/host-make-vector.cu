// make_float3 and friends are __host__ __device__ in CUDA: host code that
// builds vectors (a CPU reference, far-field constants) parses; the device
// use is still lowered.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(float3 *o, float s) { o[0] = make_float3(s, s, s); }
void host_side(float3 *h, int2 *i) {
  *h = make_float3(1.0f, 2.0f, 3.0f);
  *i = make_int2(1, 2);
}
// CHECK-LABEL: __kernel void k(__global ultima_float3 *o, float s)
// CHECK-NEXT: {
// CHECK-NEXT:   o[0] = ((ultima_float3){s, s, s});
// CHECK-NOT: host_side
