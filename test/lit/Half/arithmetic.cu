// The arithmetic intrinsics call correctly rounded helpers; each operand is
// evaluated once (helpers are functions, not macros). __hadd(__half, __half)
// is not the integer __hadd of the math family.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: static inline ultima_half ultima_hfma(ultima_half a, ultima_half b, ultima_half c) {
// CHECK: static inline ultima_half ultima_hdiv(ultima_half a, ultima_half b) {
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global int *n)
// CHECK:   h[0] = ultima_hadd(h[1], h[2]);
// CHECK:   h[3] = ultima_hsub(ultima_hmul(h[4], h[5]), ultima_hdiv(h[6], h[7]));
// CHECK:   h[8] = ultima_hfma(h[n[0]++], h[1], h[2]);
// CHECK:   h[9] = ultima_hadd_sat(h[1], h[2]);
// CHECK:   h[10] = ultima_hfma_sat(h[1], h[2], h[3]);
// CHECK:   h[11] = ultima_hmin(ultima_hmax(h[1], h[2]), ultima_hneg(ultima_habs(h[3])));
// CHECK:   n[1] = hadd((int)(n[2]), (int)(n[3]));
__global__ void k(__half *h, int *n) {
  h[0] = __hadd(h[1], h[2]);
  h[3] = __hsub(__hmul(h[4], h[5]), __hdiv(h[6], h[7]));
  h[8] = __hfma(h[n[0]++], h[1], h[2]);
  h[9] = __hadd_sat(h[1], h[2]);
  h[10] = __hfma_sat(h[1], h[2], h[3]);
  h[11] = __hmin(__hmax(h[1], h[2]), __hneg(__habs(h[3])));
  n[1] = __hadd(n[2], n[3]);
}
