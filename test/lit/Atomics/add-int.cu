// atomicAdd on int and unsigned int maps onto OpenCL 1.2's atomic_add, which is
// overloaded on the address space; no extension and no polyfill is needed.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: #pragma OPENCL EXTENSION
// CHECK-NOT: ultima_atomic_
// CHECK-LABEL: __kernel void count(__global int *hits, __global uint *total, __global const int *bin)
// CHECK-NEXT: {
// CHECK-NEXT:   int old = atomic_add((&hits[bin[(uint)get_local_id(0)]]), (1));
// CHECK-NEXT:   atomic_add((total), ((uint)old));
// CHECK-NEXT: }
__global__ void count(int *hits, unsigned int *total, const int *bin) {
  int old = atomicAdd(&hits[bin[threadIdx.x]], 1);
  atomicAdd(total, (unsigned int)old);
}
