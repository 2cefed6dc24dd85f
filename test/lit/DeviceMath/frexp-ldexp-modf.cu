// frexp/modf/remquo keep their pointer argument (OpenCL has every address
// space); ldexp/scalbn/ilogb/lrint/lround convert as C does.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global float *v, __global int *e)
// CHECK:   v[0] = frexp(v[1], &e[0]) + modf(v[2], &ip) + remquo(v[3], v[4], &q);
// CHECK:   v[5] = ldexp((float)(v[5]), (int)(e[1])) + ldexp((float)(v[6]), (int)(2)) + ilogb((float)(v[7]));
// CHECK:   e[2] = convert_long_sat_rte((float)(v[0])) + convert_long_sat(round((float)(v[1])));
__global__ void k(float *v, int *e) {
  float ip;
  int q;
  v[0] = frexpf(v[1], &e[0]) + modff(v[2], &ip) + remquof(v[3], v[4], &q);
  v[5] = ldexpf(v[5], e[1]) + scalbnf(v[6], 2) + ilogbf(v[7]);
  e[2] = lrintf(v[0]) + llroundf(v[1]);
}
