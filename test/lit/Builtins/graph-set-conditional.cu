// A conditional graph node's handle (CUDA Programming Guide, "Conditional
// Graph Nodes") reaches device code as a kernel or helper parameter, and
// cudaGraphSetConditional(handle, value) sets the condition the node reads.
// The handle is a pointer to the condition's cell of device memory: the
// kernel receives it as a buffer, and setting it is a store.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=MANIFEST %s < %t.json
// RUN: %oclc %t.cl

// CHECK-LABEL: static inline void cudaGraphSetConditional(__global uint *handle, uint value)
// CHECK-NEXT: {
// CHECK-NEXT:   *handle = value;
// CHECK-NEXT: }

// CHECK-LABEL: void setFromHelper(__global uint *h, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   cudaGraphSetConditional(h, n > 0);
// CHECK-NEXT: }
__device__ void setFromHelper(cudaGraphConditionalHandle h, int n) {
  cudaGraphSetConditional(h, n > 0);
}

// CHECK-LABEL: __kernel void oddness(__global const int *value, __global uint *handle)
// CHECK-NEXT: {
// CHECK-NEXT:   cudaGraphSetConditional(handle, *value & 1);
// CHECK-NEXT: }
__global__ void oddness(const int *value, cudaGraphConditionalHandle handle) {
  cudaGraphSetConditional(handle, *value & 1);
}

// CHECK-LABEL: __kernel void countdown(__global int *counter, __global uint *handle)
// CHECK: setFromHelper(handle, --*counter);
__global__ void countdown(int *counter, cudaGraphConditionalHandle handle) {
  setFromHelper(handle, --*counter);
}

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphConditionalHandle handle;
  cudaGraphConditionalHandleCreate(&handle, graph, 1, cudaGraphCondAssignDefault);
  int *counter = nullptr;
  countdown<<<1, 1>>>(counter, handle);
  return 0;
}

// The host compilation mangles the kernel as the device side does.
// MANIFEST:      "mangledName": "_Z7oddnessPKiPj",
// MANIFEST:      "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "__global uint *handle",
// MANIFEST-NEXT: "kind": "buffer",
// MANIFEST-NEXT: "name": "handle",
// MANIFEST-NEXT: "type": "uint"
// MANIFEST:      "arguments": [
// MANIFEST-NEXT:   "counter",
// MANIFEST-NEXT:   "handle"
