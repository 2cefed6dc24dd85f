// cuBLAS's legacy API (cublas.h) and its v2 API (cublas_v2.h) are both
// provided (test/lit/CuBLAS), but, as with cuBLAS, a program includes one or
// the other: including both, in either order, is one error, from the header
// included second, which then declares nothing.
// RUN: not %ultima %s 2>&1 | FileCheck --check-prefix=LEGACY-FIRST %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// RUN: not %ultima -DV2_FIRST %s 2>&1 | FileCheck --check-prefix=V2-FIRST %s
// RUN: not %ultima -DV2_FIRST %s 2>&1 | grep -c error: | grep -qx 1
#include <cstdio>
#ifdef V2_FIRST
#include <cublas_v2.h>
#include <cublas.h>
#else
#include <cublas.h>
#include <cublas_v2.h>
#endif
// LEGACY-FIRST: cublas_v2.h:{{[0-9]+}}:2: error: "It is an error to include both cublas.h and cublas_v2.h"
// V2-FIRST: {{/|\\}}cublas.h:{{[0-9]+}}:2: error: "It is an error to include both cublas.h and cublas_v2.h"

__global__ void k(float *p) { p[0] = 1; }
