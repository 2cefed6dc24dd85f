// thrust::inclusive_scan_by_key over zip_iterators of values, under
// minimum<tuple>, as segmentationTreeThrust calls it: thrust::tuple is a
// chain of plain structs in OpenCL C, the zip_iterator's components are
// gathered into a buffer of tuples field by field, and the segmented scan's
// kernels take the user's operator inside the segmented operator, by value.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/scan.h>

void min_by_segment(thrust::device_vector<unsigned> &flags, thrust::device_vector<float> &w,
                    thrust::device_vector<unsigned> &id, thrust::device_vector<float> &mw,
                    thrust::device_vector<unsigned> &mid) {
  thrust::inclusive_scan_by_key(
      flags.begin(), flags.end(),
      thrust::make_zip_iterator(thrust::make_tuple(w.begin(), id.begin())),
      thrust::make_zip_iterator(thrust::make_tuple(mw.begin(), mid.begin())),
      thrust::greater_equal<unsigned>(), thrust::minimum<thrust::tuple<float, unsigned>>());
}

// CHECK: struct thrust___ultima_cons_float_thrust___ultima_cons_uint_null_type {
// CHECK-NEXT: float head;
// CHECK-NEXT: thrust___ultima_cons_uint_null_type tail;
// CHECK: struct thrust_tuple_float_uint_null_type_null_type_null_type {
// CHECK-NEXT: thrust___ultima_cons_float_thrust___ultima_cons_uint_null_type __c;
// CHECK: __kernel void thrust___ultima_set_field_kernel_float_0_thrust_tuple_float_uint_null_type_null_type_null_type(__global const float *in, __global thrust_tuple_float_uint_null_type_null_type_null_type *out, int n)
// CHECK: __kernel void thrust___ultima_get_field_kernel_uint_1_thrust_tuple_float_uint_null_type_null_type_null_type(
// CHECK: __kernel void thrust___ultima_head_flag_kernel_uint_thrust_greater_equal_uint(
// CHECK: __kernel void thrust___ultima_seg_scan_block_kernel_thrust_tuple_float_uint_null_type_null_type_null_type_thrust_minimum_thrust_tuple_float_uint_null_type_null_type_null_type(
