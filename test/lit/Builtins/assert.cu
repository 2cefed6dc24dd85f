// assert() in device code (CUDA C++ Programming Guide, "Assertion"). Dropped
// by default, as with NDEBUG; with --keep-asserts a failed check prints
// CUDA's message, "file:line: function: block: [x,y,z], thread: [x,y,z]
// Assertion `expression` failed.", everything but the indices in the format
// itself (a '%' of the expression doubled), and records cudaErrorAssert (710)
// in the device runtime's status symbol, a buffer the kernel receives.
// RUN: %ultima %s > %t.dropped.cl
// RUN: FileCheck --check-prefix=DROPPED %s < %t.dropped.cl
// RUN: %oclc %t.dropped.cl
// RUN: %ultima --keep-asserts %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cassert>

// DROPPED-NOT: printf
// DROPPED-NOT: __ultima_device_status
// DROPPED-LABEL: __kernel void positive(__global const int *in, int n)

// CHECK-LABEL: void inRange(int i, int n, __global int *__ultima_device_status)
// CHECK-NEXT: {
// CHECK-NEXT:   ((bool)(i % 4 == 0 && i < n) ? (void)0 : (((void)printf("{{.*}}assert.cu:[[@LINE+2]]: void inRange(int, int): block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `i %% 4 == 0 && i < n` failed.\n", (uint)get_group_id(0), (uint)get_group_id(1), (uint)get_group_id(2), (uint)get_local_id(0), (uint)get_local_id(1), (uint)get_local_id(2))), (void)((*__ultima_device_status) = 710)));
// CHECK-NEXT: }
__device__ void inRange(int i, int n) { assert(i % 4 == 0 && i < n); }

// CHECK-LABEL: __kernel void positive(__global const int *in, int n, __global int *__ultima_device_status)
// CHECK: Assertion `in[i] >= 0 && \"negative input\"` failed.
// CHECK: inRange(i * 4, n * 4, __ultima_device_status);
__global__ void positive(const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(in[i] >= 0 && "negative input");
    inRange(i * 4, n * 4);
  }
}
