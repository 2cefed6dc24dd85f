// OpenCL kernel arguments cannot hold bool or size_t members: a struct
// parameter holding them is passed field by field, as ulong and uchar
// (before, it was refused).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <stddef.h>
struct Shape { size_t n; bool flag; };
// CHECK:      __kernel void k(ulong s__n, uchar s__flag, __global int *o)
// CHECK-NEXT: {
// CHECK-NEXT:   Shape s;
// CHECK-NEXT:   s.n = s__n;
// CHECK-NEXT:   s.flag = s__flag;
__global__ void k(Shape s, int *o) { o[0] = s.flag; }
