// --pointer-offsets: each global pointer parameter becomes a buffer and a
// byte offset, rebuilt under its own name at the top of the kernel body; the
// manifest lists the offset as kind buffer-offset with the same cudaIndex.
// RUN: %ultima --pointer-offsets %s --emit-launches=%t.json > %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s --check-prefix=JSON < %t.json
__global__ void scale(const float *__restrict__ in, float *out, float a, int n) {
  __shared__ float tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % 64] = in[i];
  if (i < n)
    out[i] = a * tile[threadIdx.x % 64];
}

int main() {
  float *d = 0;
  scale<<<1, 64>>>(d + 1, d + 2, 2.0f, 64);
}
// CL:      __kernel void scale(__global const float *restrict in__base, ulong in__offset, __global float *out__base, ulong out__offset, float a, int n)
// CL-NEXT: {
// CL-NEXT:   __global const float *restrict in = (__global const float *restrict)((__global uchar *)in__base + in__offset);
// CL-NEXT:   __global float *out = (__global float *)((__global uchar *)out__base + out__offset);
// CL-NEXT:   __local float tile[64];

// JSON:      "mangledName": "_Z5scalePKfPffi",
// JSON:      "cudaIndex": 0,
// JSON-NEXT: "declaration": "__global const float *restrict in__base",
// JSON-NEXT: "kind": "buffer",
// JSON-NEXT: "name": "in__base",
// JSON:      "cudaIndex": 0,
// JSON-NEXT: "declaration": "ulong in__offset",
// JSON-NEXT: "kind": "buffer-offset",
// JSON-NEXT: "name": "in__offset",
// JSON-NEXT: "type": "ulong"
// JSON:      "cudaIndex": 1,
// JSON-NEXT: "declaration": "__global float *out__base",
// JSON:      "cudaIndex": 1,
// JSON-NEXT: "declaration": "ulong out__offset",
// JSON-NEXT: "kind": "buffer-offset",
// JSON:      "cudaIndex": 2,
// JSON-NEXT: "declaration": "float a",
