// INFINITY and NAN from <math.h> print as OpenCL's macros (in the parentheses
// of the system header's definitions).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <math.h>
__global__ void k(float *o) { o[0] = INFINITY; o[1] = NAN; }
// CHECK:      o[0] = (INFINITY);
// CHECK-NEXT: o[1] = (NAN);
