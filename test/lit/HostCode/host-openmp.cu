// OpenMP pragmas in host code are accepted (the CPU reference of a
// benchmark is often parallelised with them) and never emitted.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NODIAG %s < %t.err
// NODIAG-NOT: {{.}}
__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
void add_cpu(const float *a, const float *b, float *c, int n) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}
// CHECK: __kernel void add(
// CHECK-NOT: add_cpu
// CHECK-NOT: omp
