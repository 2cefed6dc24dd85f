// Reference members cannot be lowered to C struct fields bound at
// construction; they are rejected with a located error.
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct View {
  // CHECK: reference-member-rejected.cu:[[@LINE+1]]:10: error: reference members are not supported; use a pointer member [ultima-unsupported-construct]
  float &first;
};
__device__ float get(View v) { return v.first; }
__global__ void k(float *out, View v) { out[0] = get(v); }
