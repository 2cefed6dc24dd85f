// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

enum Mode { MODE_ADD, MODE_SUB = 5, MODE_MUL };
constexpr int kSpecial = 42;
__global__ void k(int *out, int mode, int a, int b) {
  int r;
  switch (mode) {
  case MODE_ADD:
    r = a + b;
    break;
  case MODE_SUB:
    r = a - b;
    break;
  case MODE_MUL:
    r = a * b;
    break;
  case kSpecial:
    r = 0;
    break;
  default:
    r = -1;
  }
  out[0] = r;
}

// CHECK: typedef uint Mode;
// CHECK-NEXT: enum {
// CHECK-NEXT: MODE_ADD,
// CHECK-NEXT: MODE_SUB = 5,
// CHECK-NEXT: MODE_MUL
// CHECK-NEXT: };
// CHECK: __constant const int kSpecial = 42;
// CHECK-LABEL: __kernel void k(__global int *out, int mode, int a, int b)
// CHECK-NEXT: {
// CHECK-NEXT: int r;
// CHECK-NEXT: switch (mode)
// CHECK-NEXT: {
// CHECK-NEXT: case MODE_ADD:
// CHECK-NEXT: r = a + b;
// CHECK-NEXT: break;
// CHECK-NEXT: case MODE_SUB:
// CHECK-NEXT: r = a - b;
// CHECK-NEXT: break;
// CHECK-NEXT: case MODE_MUL:
// CHECK-NEXT: r = a * b;
// CHECK-NEXT: break;
// CHECK-NEXT: case 42:
// CHECK-NEXT: r = 0;
// CHECK-NEXT: break;
// CHECK-NEXT: default:
// CHECK-NEXT: r = -1;
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = r;
// CHECK-NEXT: }
