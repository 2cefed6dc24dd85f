// -D defines macros and -I adds include directories, in both spellings.
// RUN: %ultima -I %inputs -D USE_BIAS -DBIAS=0.5f %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %ultima -I%inputs %s | FileCheck %s --check-prefix=NOBIAS
// RUN: not %ultima %s 2>&1 | FileCheck %s --check-prefix=NOINC

// NOINC: {{.*}}define-and-include.cu:[[@LINE+1]]:10: error: 'scale-factor.h' file not found [ultima-frontend]
#include "scale-factor.h"

// CHECK-LABEL: float scaled(float x)
// CHECK-NEXT: {
// CHECK-NEXT:   return x * 2.0f;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void bias(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = scaled(v[(uint)get_local_id(0)]) + 0.5f;
// CHECK-NEXT: }
// NOBIAS-LABEL: __kernel void bias(__global float *v)
// NOBIAS-NEXT: {
// NOBIAS-NEXT:   v[(uint)get_local_id(0)] = scaled(v[(uint)get_local_id(0)]);
// NOBIAS-NEXT: }
__global__ void bias(float *v) {
#ifdef USE_BIAS
  v[threadIdx.x] = scaled(v[threadIdx.x]) + BIAS;
#else
  v[threadIdx.x] = scaled(v[threadIdx.x]);
#endif
}
