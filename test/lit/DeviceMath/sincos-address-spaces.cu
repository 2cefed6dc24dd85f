// sincos stores through its pointers in any address space; sincospi picks the
// polyfill variant by the cosine pointer's address space. The sine's pointer
// is dereferenced where it is written (`&e` stores to `e`), and a component of
// a CUDA 2- or 4-vector (an OpenCL vector, whose components have no address in
// OpenCL C) is reached as the vector's address cast to its element type, plus
// the component's index, as NVIDIA's convolutionFFT2D writes
// `__sincosf(phase, &twiddle.y, &twiddle.x)`.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: __ULTIMA_SINCOSPIF(__local, l)
// CHECK-LABEL: __kernel void k(__global float *s, __global float *c, __global float2 *v)
// CHECK:   ((void)((a) = sincos((float)(s[i]), (&b))));
// CHECK:   ((void)((s[i]) = sincos((float)(a), (&c[i]))));
// CHECK:   ((void)((s[i]) = __ultima_sincospif_l((b), (&t[i]))));
// CHECK:   ((void)((a) = __ultima_sincospif_p((b), (&b))));
// CHECK:   ((void)((w.y) = sincos((float)(a), ((__private float *)&(w) + 0))));
// CHECK:   ((void)((v[i].x) = sincos((float)(b), ((__global float *)&(v[i]) + 1))));
// CHECK:   ((void)((d.w) = sincos((double)((double)a), ((__private double *)&(d) + 2))));
__global__ void k(float *s, float *c, float2 *v) {
  __shared__ float t[32];
  int i = threadIdx.x;
  float a, b;
  sincosf(s[i], &a, &b);
  sincosf(a, &s[i], &c[i]);
  sincospif(b, &s[i], &t[i]);
  sincospif(b, &a, &b);
  float2 w;
  __sincosf(a, &w.y, &w.x);
  sincosf(b, &v[i].x, &v[i].y);
  double4 d;
  sincos((double)a, &d.w, &d.z);
  c[i] = t[i] + a + w.x + (float)d.w;
}
