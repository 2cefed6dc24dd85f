// --target-extensions=cl_khr_fp16: the same helper API in native mode, on
// OpenCL's half conversions and arithmetic; the output enables cl_khr_fp16 and
// compiles only where it exists. Division and sqrt stay the exact float forms.
// RUN: %ultima --target-extensions=cl_khr_fp16 %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=+cl_khr_fp16 %t.cl
// RUN: not %oclc -Xclang -cl-ext=-cl_khr_fp16 -Werror=ignored-pragmas %t.cl 2>&1 | FileCheck %s --check-prefix=NOFP16
// RUN: %ultima --target-extensions=cl_khr_int64_base_atomics %s | FileCheck %s --check-prefix=STORAGE
#include <cuda_fp16.h>

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp16 : enable
// CHECK: static inline float ultima_h2f(ultima_half h) { return (float)as_half(h); }
// CHECK: static inline ultima_half ultima_hadd(ultima_half a, ultima_half b) { return ultima_h_canon(as_half(a) + as_half(b)); }
// CHECK: static inline ultima_half ultima_hfma(ultima_half a, ultima_half b, ultima_half c) {
// CHECK-NEXT:   return ultima_h_canon(fma(as_half(a), as_half(b), as_half(c)));
// CHECK: static inline ultima_half ultima_hdiv(ultima_half a, ultima_half b) {
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global float *f)
// CHECK:   h[0] = ultima_hfma(h[1], h[2], ultima_float2half_rn(f[0]));
// CHECK:   f[1] = ultima_h2f(ultima_hdiv(h[3], h[4]));
// NOFP16: error
// STORAGE-NOT: #pragma OPENCL EXTENSION cl_khr_fp16
// STORAGE: static inline float ultima_h2f(ultima_half h) {
// STORAGE-NEXT: uint sign
__global__ void k(__half *h, float *f) {
  h[0] = __hfma(h[1], h[2], __float2half(f[0]));
  f[1] = __hdiv(h[3], h[4]);
}
