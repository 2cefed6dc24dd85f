// <limits.h>/<climits> and <stdint.h> limits in device code.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <limits.h>
#include <climits>
#include <stdint.h>
__global__ void k(int *i, unsigned *u, long long *l) {
  i[0] = INT_MAX;
  i[1] = INT_MIN;
  u[0] = UINT_MAX;
  i[2] = SHRT_MAX + CHAR_BIT;
  l[0] = LLONG_MAX;
  u[1] = UINT32_MAX;
  l[1] = INT64_MIN;
}
// CHECK: i[0] = 2147483647;
// CHECK: i[1] = (-2147483647 - 1);
// CHECK: u[0] = (2147483647 * 2U + 1U);
// CHECK: i[2] = 32767 + 8;
// CHECK: l[0] = 9223372036854775807L;
// CHECK: u[1] = (4294967295U);
// CHECK: l[1] = (-9223372036854775807L - 1);
