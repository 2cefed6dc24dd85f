// The manifest names each launch's kernel, the host function, the location
// and the launch configuration and arguments as written.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
#define N 1024
#define BLOCK 256
__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  float *x = 0, *y = 0;
  saxpy<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(2.0f, x, y, N);
  return 0;
}
// CHECK:      "format": "ultima-launch-manifest",
// CHECK:      "kernels": [
// CHECK:          "cudaName": "saxpy",
// CHECK-NEXT:     "file": "{{.*}}basic.cu",
// CHECK-NEXT:     "line": 8,
// CHECK-NEXT:     "mangledName": "_Z5saxpyfPKfPfi",
// CHECK-NEXT:     "name": "saxpy",
// CHECK-NEXT:     "params": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "cudaIndex": 0,
// CHECK-NEXT:         "declaration": "float a",
// CHECK-NEXT:         "kind": "value",
// CHECK-NEXT:         "name": "a",
// CHECK-NEXT:         "size": 4,
// CHECK-NEXT:         "type": "float"
// CHECK:              "addressSpace": "global",
// CHECK-NEXT:         "cudaIndex": 1,
// CHECK-NEXT:         "declaration": "__global const float *x",
// CHECK-NEXT:         "kind": "buffer",
// CHECK-NEXT:         "name": "x",
// CHECK-NEXT:         "type": "float"
// CHECK:      "launches": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "arguments": [
// CHECK-NEXT:       "2.0f",
// CHECK-NEXT:       "x",
// CHECK-NEXT:       "y",
// CHECK-NEXT:       "N"
// CHECK-NEXT:     ],
// CHECK-NEXT:     "block": "BLOCK",
// CHECK-NEXT:     "callee": "saxpy",
// CHECK-NEXT:     "column": 3,
// CHECK-NEXT:     "cudaKernel": "saxpy",
// CHECK-NEXT:     "file": "{{.*}}basic.cu",
// CHECK-NEXT:     "function": "main",
// CHECK-NEXT:     "grid": "(N + BLOCK - 1) / BLOCK",
// CHECK-NEXT:     "kernel": "saxpy",
// CHECK-NEXT:     "line": 16,
// CHECK-NEXT:     "sharedMemory": null,
// CHECK-NEXT:     "stream": null
// CHECK-NEXT:   }
// CHECK-NEXT: ],
// CHECK-NEXT: "version": 1
