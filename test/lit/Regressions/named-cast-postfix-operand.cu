// A C++ named or functional cast binds like a postfix expression; printed as a
// C cast it needs parentheses when it is the operand of [], ., -> or postfix ++.
// Found by the differential generator (test/differential).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
struct S { int a; };
typedef S *SP;
__global__ void k(const int *ia, S *s, unsigned long long *out, int i) {
  out[0] = reinterpret_cast<const unsigned *>(ia)[i & 7];
  out[1] = static_cast<int>(i)[ia];
  out[2] = SP(s)->a;
  out[3] = static_cast<S *>(s)[1].a;
}
// CHECK-LABEL: __kernel void k(
// CHECK:   out[0] = ((__global const uint *)ia)[i & 7];
// CHECK-NEXT:   out[1] = ((int)i)[ia];
// CHECK-NEXT:   out[2] = ((__global S *)s)->a;
// CHECK-NEXT:   out[3] = ((__global S *)s)[1].a;
