// Conversions with a rounding mode become OpenCL's convert_* with the same mode;
// float-to-integer conversions saturate and map NaN to 0, as PTX's cvt does.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global const float *f, __global const double *d, __global int *i, __global float *o)
// CHECK:   i[0] = convert_int_sat_rte((float)(f[0])) + convert_int_sat_rtz((float)(f[1])) + convert_int_sat_rtp((float)(f[2])) + convert_int_sat_rtn((float)(f[3]));
// CHECK:   i[1] = (int)(convert_uint_sat_rtz((float)(f[0]))) + (int)(convert_long_sat_rte((double)(d[0])));
// CHECK:   o[0] = convert_float_rtz((double)(d[0])) + convert_float_rtp((int)(i[0])) + convert_float_rtn((long)(i[1]));
__global__ void k(const float *f, const double *d, int *i, float *o) {
  i[0] = __float2int_rn(f[0]) + __float2int_rz(f[1]) + __float2int_ru(f[2]) + __float2int_rd(f[3]);
  i[1] = (int)__float2uint_rz(f[0]) + (int)__double2ll_rn(d[0]);
  o[0] = __double2float_rz(d[0]) + __int2float_ru(i[0]) + __ll2float_rd(i[1]);
}
