// Device symbols in the manifest: kind "symbol", the CUDA variable, its
// size, and its initial contents as the device stores them (little-endian;
// null when it starts as zeros). Types are resolved through typedefs.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
typedef float real;
struct Pair { int a; float b; };
__constant__ real weights[4] = {1, 2, 3, 4};
__device__ int counter = 5;
__device__ Pair pair = {7, 0.5f};
__device__ float scratch[3];
__global__ void k(real *o, real a) {
  o[0] = a * weights[0] + counter + pair.b + scratch[1];
  counter++;
}
int main() {
  float h[4] = {4, 3, 2, 1};
  cudaMemcpyToSymbol(weights, h, sizeof(h));
  k<<<1, 1>>>((real *)0, 2.0f);
}
// CHECK:      "declaration": "__global real *o",
// CHECK-NEXT: "kind": "buffer",
// CHECK-NEXT: "name": "o",
// CHECK-NEXT: "type": "float"
// CHECK:      "declaration": "real a",
// CHECK-NEXT: "kind": "value",
// CHECK-NEXT: "name": "a",
// CHECK-NEXT: "size": 4,
// CHECK-NEXT: "type": "float"
// CHECK:      "addressSpace": "constant",
// CHECK-NEXT: "declaration": "__constant real *weights",
// CHECK-NEXT: "initialBytes": "0000803f000000400000404000008040",
// CHECK-NEXT: "kind": "symbol",
// CHECK-NEXT: "name": "weights",
// CHECK-NEXT: "size": 16,
// CHECK-NEXT: "symbol": "weights",
// CHECK-NEXT: "type": "float"
// CHECK:      "declaration": "__global int *counter",
// CHECK-NEXT: "initialBytes": "05000000",
// CHECK:      "size": 4,
// CHECK:      "declaration": "__global Pair *pair",
// CHECK-NEXT: "initialBytes": "070000000000003f",
// CHECK:      "type": "Pair"
// CHECK:      "declaration": "__global float *scratch",
// CHECK-NEXT: "initialBytes": null,
// CHECK:      "size": 12,
