// The _block and _system scoped atomics are the same operations on OpenCL.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void scoped(__global int *i, __global float *f, __global uint *u)
// CHECK-NEXT: {
// CHECK-NEXT:   atomic_add((i), (1));
// CHECK-NEXT:   atomic_add((i), (2));
// CHECK-NEXT:   ultima_atomic_add_f32_g((f), (1.0f));
// CHECK-NEXT:   atomic_max((i + 1), (3));
// CHECK-NEXT:   atomic_cmpxchg((u), (0u), (1u));
// CHECK-NEXT:   ultima_atomic_inc_u32_g((u + 1), (9u));
// CHECK-NEXT:   atomic_xchg((f + 1), (2.0f));
// CHECK-NEXT:   atomic_or((u + 2), (4u));
// CHECK-NEXT: }
__global__ void scoped(int *i, float *f, unsigned int *u) {
  atomicAdd_block(i, 1);
  atomicAdd_system(i, 2);
  atomicAdd_block(f, 1.0f);
  atomicMax_system(i + 1, 3);
  atomicCAS_block(u, 0u, 1u);
  atomicInc_system(u + 1, 9u);
  atomicExch_block(f + 1, 2.0f);
  atomicOr_system(u + 2, 4u);
}
