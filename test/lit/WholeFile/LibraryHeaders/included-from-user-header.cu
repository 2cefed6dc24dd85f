// A library header included by one of the user's headers is reported at that
// header's #include line.
// RUN: not %ultima -I %S/../Inputs %s 2>&1 | FileCheck %s
// CHECK: {{.*}}Inputs{{/|\\}}uses-cufft.h:3:10: error: <cufftw.h>: the FFTW interface of cuFFT (cufftw.h) is not supported by ultima; <cufft.h> is [ultima-unsupported-header]
#include "uses-cufft.h"
__global__ void k(float *p) { p[0] = 1; }
