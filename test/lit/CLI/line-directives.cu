// --line-directives maps each emitted statement back to its input line.
// RUN: %ultima --line-directives %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %ultima %s | FileCheck %s --check-prefix=NOLINE

// NOLINE-NOT: #line
// CHECK: #line [[@LINE+4]] "{{.*}}line-directives.cu"
// CHECK-NEXT: __kernel void scale(__global float *v, float s)
// CHECK-NEXT: {
// CHECK-NEXT: #line [[@LINE+2]]
__global__ void scale(float *v, float s) {
  int i = threadIdx.x;
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT: #line [[@LINE+1]]
  v[i] *= s;
// CHECK-NEXT:   v[i] *= s;
// CHECK-NEXT: }
}
