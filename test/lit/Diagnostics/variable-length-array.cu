// OpenCL C 1.2 has no variable-length arrays.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ float firstOf(int n, const float *in) {
  // CHECK: {{.*}}variable-length-array.cu:[[@LINE+1]]:{{(9|12)}}: error: {{.*}} [ultima-unsupported-type]
  float tmp[n];
  for (int i = 0; i < n; ++i)
    tmp[i] = in[i];
  return tmp[0];
}
__global__ void run(float *out, const float *in, int n) { out[0] = firstOf(n, in); }
