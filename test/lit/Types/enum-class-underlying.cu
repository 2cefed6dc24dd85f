// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

enum class Op : unsigned char { Add = 1, Mul = 2, Neg = 4 };
__device__ int apply(Op op, int a, int b) {
  switch (op) {
  case Op::Add:
    return a + b;
  case Op::Mul:
    return a * b;
  default:
    return -a;
  }
}
__global__ void k(int *out, int a, int b) {
  Op op = Op::Mul;
  out[0] = apply(op, a, b) + static_cast<int>(Op::Neg);
}

// CHECK: typedef uchar Op;
// CHECK-NEXT: enum {
// CHECK-NEXT: Op_Add = 1,
// CHECK-NEXT: Op_Mul = 2,
// CHECK-NEXT: Op_Neg = 4
// CHECK-NEXT: };
// CHECK-LABEL: int apply(Op op, int a, int b)
// CHECK-NEXT: {
// CHECK-NEXT: switch (op)
// CHECK-NEXT: {
// CHECK-NEXT: case Op_Add:
// CHECK-NEXT: return a + b;
// CHECK-NEXT: case Op_Mul:
// CHECK-NEXT: return a * b;
// CHECK-NEXT: default:
// CHECK-NEXT: return -a;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int a, int b)
// CHECK-NEXT: {
// CHECK-NEXT: Op op = Op_Mul;
// CHECK-NEXT: out[0] = apply(op, a, b) + (int)Op_Neg;
// CHECK-NEXT: }
