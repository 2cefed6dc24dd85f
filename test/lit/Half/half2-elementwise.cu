// The rest of cuda_fp16.h's __half2 API: helpers of half2.cl applied to each
// half; _rn forms are the plain operations.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static inline ultima_half ultima_hmax_nan(ultima_half a, ultima_half b)
// CHECK: __ULTIMA_HALF2_ONES(ultima_heq2, ultima_heq)
// CHECK: static inline ultima_half2 ultima_lowhigh2highlow(ultima_half2 a) { return a.yx; }
// CHECK-LABEL: __kernel void k(__global ultima_half2 *h, __global ultima_half *s)
// CHECK-NEXT: {
// CHECK-NEXT:   h[0] = ultima_hmax2_nan(h[1], ultima_h2exp(h[2]));
// CHECK-NEXT:   h[3] = ultima_heq2(ultima_lows2half2(h[0], h[1]), ultima_hadd2(h[1], h[2]));
// CHECK-NEXT:   s[0] = ultima_hmul(s[1], ultima_hmin_nan(s[2], s[3]));
// CHECK-NEXT: }
#include <cuda_fp16.h>
__global__ void k(__half2 *h, __half *s) {
  h[0] = __hmax2_nan(h[1], h2exp(h[2]));
  h[3] = __heq2(__lows2half2(h[0], h[1]), __hadd2_rn(h[1], h[2]));
  s[0] = __hmul_rn(s[1], __hmin_nan(s[2], s[3]));
}
