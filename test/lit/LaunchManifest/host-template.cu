// Launches in a host function template are recorded once per instantiation
// (the template itself launches nothing); one that is never instantiated
// records nothing.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.json
template <typename T> __global__ void zero(T *p) { p[threadIdx.x] = T(0); }
template <typename T> void clear(T *p, int n) { zero<T><<<1, n>>>(p); }
template <typename T> void unused(T *p) { zero<T><<<1, 1>>>(p); }
int main() {
  clear((float *)0, 32);
  clear((int *)0, 64);
}
// CHECK:     "launches": [
// CHECK:       "cudaKernel": "zero<float>",
// CHECK:       "function": "clear<float>",
// CHECK:       "kernel": "zero_float",
// CHECK:       "cudaKernel": "zero<int>",
// CHECK:       "function": "clear<int>",
// CHECK:       "kernel": "zero_int",
// CHECK-NOT:   "cudaKernel"
// CHECK:     "version": 1
