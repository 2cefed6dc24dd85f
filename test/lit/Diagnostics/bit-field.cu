// OpenCL C 1.2 has no bit-fields.
// RUN: not %ultima %s 2>&1 | FileCheck %s

struct Flags {
  // CHECK: {{.*}}bit-field.cu:[[@LINE+1]]:12: error: {{.*}} [ultima-unsupported-type]
  unsigned valid : 1;
  // CHECK: {{.*}}bit-field.cu:[[@LINE+1]]:12: error: {{.*}} [ultima-unsupported-type]
  unsigned kind : 3;
};
__global__ void decode(int *out, Flags f) { out[0] = f.valid + f.kind; }
