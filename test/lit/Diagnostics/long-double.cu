// OpenCL C 1.2 has no long double.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void accumulate(double *out, const double *in, int n) {
  // CHECK: {{.*}}long-double.cu:[[@LINE+1]]:15: error: {{.*}}'long double'{{.*}} [ultima-unsupported-type]
  long double acc = 0.0L;
  for (int i = 0; i < n; ++i)
    acc += in[i];
  out[0] = (double)acc;
}
