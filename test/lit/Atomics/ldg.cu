// __ldg and the cache-hinted loads (__ldcg, __ldcs, ...) are plain loads; the
// cache-hinted stores (__stcs, __stwt, ...) plain stores. Vector types included.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void gather(__global const float *x, __global const int *idx, __global const float4 *v, __global float *out, __global double *d)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT:   float4 a = (*(v + i));
// CHECK-NEXT:   float s = (x[(*(idx + i))]) + a.w;
// CHECK-NEXT:   s += (*(x + i)) + (*(x + i + 1)) + (*(x)) + (*(x + 2)) + (*(x + 3));
// CHECK-NEXT:   ((out[i]) = (s));
// CHECK-NEXT:   ((*(d + i)) = ((*(d + i)) * 2.0));
// CHECK-NEXT: }
__global__ void gather(const float *x, const int *idx, const float4 *v, float *out, double *d) {
  int i = threadIdx.x;
  float4 a = __ldg(v + i);
  float s = __ldg(&x[__ldg(idx + i)]) + a.w;
  s += __ldcg(x + i) + __ldca(x + i + 1) + __ldcs(x) + __ldlu(x + 2) + __ldcv(x + 3);
  __stcs(&out[i], s);
  __stwt(d + i, __ldg(d + i) * 2.0);
}
