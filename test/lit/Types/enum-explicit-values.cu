// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

enum Flags { F_NONE = 0, F_READ = 1 << 0, F_WRITE = 1 << 1, F_BOTH = F_READ | F_WRITE, F_NEG = -1 };
__global__ void k(int *out, int f) {
  out[0] = (f & F_WRITE) ? F_BOTH : F_NEG;
}

// CHECK: typedef int Flags;
// CHECK-NEXT: enum {
// CHECK-NEXT: F_NONE = 0,
// CHECK-NEXT: F_READ = 1 << 0,
// CHECK-NEXT: F_WRITE = 1 << 1,
// CHECK-NEXT: F_BOTH = F_READ | F_WRITE,
// CHECK-NEXT: F_NEG = -1
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global int *out, int f)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = (f & F_WRITE) ? F_BOTH : F_NEG;
// CHECK-NEXT: }
