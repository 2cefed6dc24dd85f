// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// Assigning a whole struct uses C++'s implicit (trivial) copy-assignment
// operator; in OpenCL C it is a plain struct assignment.
struct Acc {
  float sum;
  int count;
};
__global__ void k(Acc *accs, const float *in, int n) {
  Acc a = {0.0f, 0};
  for (int i = 0; i < n; i++) {
    a.sum += in[i];
    a.count++;
  }
  accs[0] = a;
}

// CHECK: typedef struct Acc Acc;
// CHECK: struct Acc {
// CHECK-NEXT: float sum;
// CHECK-NEXT: int count;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global Acc *accs, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: Acc a = {0.0f, 0};
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: {
// CHECK-NEXT: a.sum += in[i];
// CHECK-NEXT: a.count++;
// CHECK-NEXT: }
// CHECK-NEXT: accs[0] = a;
// CHECK-NEXT: }
