// Clang's warnings about host code are dropped (it is never emitted; the
// host compiler judges it); the same warning in device code is reported.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.err
#include <stdlib.h>
float host_ratio(void) { return (float)rand() / RAND_MAX + 1.0f / 2147483647; }
__global__ void k(float *o) { o[0] = 1.0f / 2147483647; }
// CHECK-NOT: host-warnings.cu:7
// CHECK: host-warnings.cu:8:{{[0-9]+}}: warning: implicit conversion from 'int' to 'float' changes value from 2147483647 to 2147483648 [ultima-frontend]
// CHECK-NOT: warning
