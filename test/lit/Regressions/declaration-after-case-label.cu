// C99 forbids a declaration directly after a `case` or `default` label, which
// C++ allows: the label gets a null statement. Found by the differential generator.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(int *out, int s) {
  switch (s & 3) {
  case 1:
    int a;
    a = s + 1;
    out[0] = a;
    break;
  default:
    float f = s * 0.5f;
    out[1] = (int)f;
    break;
  }
}
// CHECK-LABEL: __kernel void k(
// CHECK:      case 1:
// CHECK-NEXT:   ;
// CHECK-NEXT:   int a;
// CHECK:      default:
// CHECK-NEXT:   ;
// CHECK-NEXT:   float f = s * 0.5f;
