// Range-based for loops are outside the supported subset.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void weighted(float *out) {
  float w[3] = {1.0f, 2.0f, 3.0f};
  float s = 0.0f;
  // CHECK: {{.*}}range-for.cu:[[@LINE+1]]:3: error: range-based for loops {{.*}} [ultima-unsupported-construct]
  for (float x : w)
    s += x;
  out[threadIdx.x] = s;
}
