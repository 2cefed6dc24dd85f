// atomicAdd on float: OpenCL 1.2 has none, so a compare-and-swap polyfill on the
// bit pattern is pasted in (global and local versions), and called by address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: #pragma OPENCL EXTENSION
// CHECK-LABEL: float ultima_atomic_add_f32_g(volatile __global float *p, float v)
// CHECK: atomic_cmpxchg(u, old, as_uint(as_float(old) + v))
// CHECK-LABEL: float ultima_atomic_add_f32_l(volatile __local float *p, float v)
// CHECK-NOT: ultima_atomic_add_f64
// CHECK-LABEL: __kernel void accumulate(__global float *sum, __global const float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   float before = ultima_atomic_add_f32_g((sum), (x[(uint)get_local_id(0)]));
// CHECK-NEXT:   sum[1] = before;
// CHECK-NEXT: }
__global__ void accumulate(float *sum, const float *x) {
  float before = atomicAdd(sum, x[threadIdx.x]);
  sum[1] = before;
}
