// Lambdas that capture by reference (or capture `this`) are rejected at the
// capture: the closure would have to hold an address in an address space
// unknown at the lambda. Capture by value instead.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void squareAll(float *v, float s) {
  // CHECK: {{.*}}lambda.cu:[[@LINE+1]]:15: error: lambdas that capture by reference are not supported; capture by value ([=] or [x]) [ultima-unsupported-construct]
  auto sq = [&s](float x) { return s * x * x; };
  v[threadIdx.x] = sq(v[threadIdx.x]);
}

__global__ void defaultRef(float *v, float s) {
  // CHECK: {{.*}}lambda.cu:[[@LINE+1]]:40: error: lambdas that capture by reference are not supported
  auto add = [&](float x) { return x + s; };
  v[threadIdx.x] = add(v[threadIdx.x]);
}
