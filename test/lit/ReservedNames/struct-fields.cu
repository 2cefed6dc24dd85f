// Struct fields named after OpenCL keywords are renamed in the struct and at
// every member access.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Sample {
  float half;
  int global;
  int read_only;
};

// CHECK: struct Sample {
// CHECK-NEXT:   float [[HALF:half[A-Za-z0-9_]+]];
// CHECK-NEXT:   int [[GLOBAL:global[A-Za-z0-9_]+]];
// CHECK-NEXT:   int [[RO:read_only[A-Za-z0-9_]+]];
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void scaleSamples(__global Sample *s)
// CHECK-NEXT: {
// CHECK-NEXT:   if (!s[(uint)get_local_id(0)].[[RO]])
// CHECK-NEXT:     s[(uint)get_local_id(0)].[[HALF]] = s[(uint)get_local_id(0)].[[GLOBAL]] * 0.5f;
// CHECK-NEXT: }
__global__ void scaleSamples(Sample *s) {
  if (!s[threadIdx.x].read_only)
    s[threadIdx.x].half = s[threadIdx.x].global * 0.5f;
}
