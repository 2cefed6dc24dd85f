// A device symbol that holds a pointer (directly or as a struct member)
// cannot be a kernel buffer: OpenCL kernels take no pointer to a pointer,
// and the host cannot store device addresses in a buffer.
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: {{.*}}pointer-symbol.cu:[[@LINE+1]]:19: error: __device__ variable 'data' holds a pointer, which is not supported{{.*}} [ultima-unsupported-construct]
__device__ float *data;
struct Node {
  int value;
  Node *next;
};
// The message says what to do instead.
// CHECK: {{.*}}pointer-symbol.cu:[[@LINE+1]]:19: error: __constant__ variable 'head' holds a pointer member ('next'){{.*}}; pass the pointer to the kernels as a parameter (or keep an index into an array the kernels receive) [ultima-unsupported-construct]
__constant__ Node head;

__global__ void k(float *out) { out[0] = data[0] + head.value; }
