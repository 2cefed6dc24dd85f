// sincos stores through its pointers in any address space; sincospi picks the
// polyfill variant by the cosine pointer's address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: __ULTIMA_SINCOSPIF(__local, l)
// CHECK-LABEL: __kernel void k(__global float *s, __global float *c)
// CHECK:   ((void)(*((&a)) = sincos((float)(s[i]), (&b))));
// CHECK:   ((void)(*((&s[i])) = sincos((float)(a), (&c[i]))));
// CHECK:   ((void)(*((&s[i])) = __ultima_sincospif_l((b), (&t[i]))));
// CHECK:   ((void)(*((&a)) = __ultima_sincospif_p((b), (&b))));
__global__ void k(float *s, float *c) {
  __shared__ float t[32];
  int i = threadIdx.x;
  float a, b;
  sincosf(s[i], &a, &b);
  sincosf(a, &s[i], &c[i]);
  sincospif(b, &s[i], &t[i]);
  sincospif(b, &a, &b);
  c[i] = t[i] + a;
}
