// A braced list gives a CUDA vector struct's left-out components the value
// zero (aggregate initialisation, [dcl.init.aggr]); an OpenCL vector literal
// needs every component, so they are spelled out: `return {};`, `T v = {};`,
// `T v{}`, `T v = {a, b}` and `T{a}`.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ uint4 pick(int i, uint4 a) {
  if (i)
    return a;
  return {};
}
__global__ void k(uint4 *out, float4 *f, int2 *g) {
  uint4 z = {};
  uint4 p = {1, 2};
  float4 q{};
  out[0] = pick(threadIdx.x, z);
  out[1] = p;
  f[0] = q;
  f[1] = float4{1.0f};
  g[0] = {};
}

// CHECK-LABEL: uint4 pick(int i, uint4 a)
// CHECK:         return (uint4){0, 0, 0, 0};
// CHECK-LABEL: __kernel void k(
// CHECK-NEXT: {
// CHECK-NEXT:   uint4 z = {0, 0, 0, 0};
// CHECK-NEXT:   uint4 p = {1, 2, 0, 0};
// CHECK-NEXT:   float4 q = {0, 0, 0, 0};
// CHECK:        f[1] = (float4){1.0f, 0, 0, 0};
// CHECK-NEXT:   g[0] = (int2){0, 0};
