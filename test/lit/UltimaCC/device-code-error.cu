// Device code outside the subset: the translator's located diagnostic, no output.
// REQUIRES: ultima-cc
// RUN: rm -f %t
// RUN: not %ultima-cc %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
__device__ bool fact(int n) { return n <= 1 || fact(n - 1); }
__global__ void k(int *out) { out[0] = fact(5); }
int main() { k<<<1, 1>>>(0); }
// CHECK: device-code-error.cu:6:{{[0-9]+}}: error: {{.*}}recursi{{.*}} [ultima-unsupported-recursion]
