// Lambdas are outside the supported subset.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void squareAll(float *v) {
  // CHECK: {{.*}}lambda.cu:[[@LINE+1]]:13: error: lambda expressions {{.*}} [ultima-unsupported-construct]
  auto sq = [](float x) { return x * x; };
  v[threadIdx.x] = sq(v[threadIdx.x]);
}
