// The dynamic shared memory size and the stream are recorded as written;
// the kernel's trailing __local parameter is a "dynamic-shared" parameter.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
__global__ void reverse(int *d, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}
void launch(int *d, int n, cudaStream_t stream) {
  reverse<<<1, n, n * sizeof(int), stream>>>(d, n);
}
// CHECK:      "addressSpace": "local",
// CHECK-NEXT: "declaration": "__local int *s",
// CHECK-NEXT: "kind": "dynamic-shared",
// CHECK-NEXT: "name": "s",
// CHECK-NEXT: "type": "int"
// CHECK:      "sharedMemory": "n * sizeof(int)",
// CHECK-NEXT: "stream": "stream"
