// `sizeof...(Ts)` in a variadic template is the number of elements of the
// pack in each specialisation: a size_t constant.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: uint count_int_float_char(int values, float values_, char values_1)
// CHECK-NEXT: {
// CHECK-NEXT:   return ((size_t)3);
// CHECK-LABEL: uint count_none(void)
// CHECK-NEXT: {
// CHECK-NEXT:   return ((size_t)0);
template <typename... Ts> __device__ unsigned count(Ts... values) { return sizeof...(Ts); }

// CHECK-LABEL: float average_float_float(float first, float rest, float rest_)
// CHECK-NEXT: {
// CHECK-NEXT:   float all_[3] = {first, rest, rest_};
// CHECK-NEXT:   float s = 0.0f;
// CHECK-NEXT:   for (uint i = 0; i < ((size_t)2) + 1; ++i)
// CHECK:        return s / (((size_t)2) + 1);
template <typename... Ts> __device__ float average(float first, Ts... rest) {
  float all[sizeof...(Ts) + 1] = {first, rest...};
  float s = 0.0f;
  for (unsigned i = 0; i < sizeof...(rest) + 1; ++i)
    s += all[i];
  return s / (sizeof...(Ts) + 1);
}

// CHECK-LABEL: __kernel void k(
// CHECK: out[0] = count_int_float_char(1, 2.0f, 'c');
// CHECK-NEXT: out[1] = count_none();
// CHECK-NEXT: out[2] = average_float_float(1.0f, 2.0f, 3.0f);
__global__ void k(float *out) {
  out[0] = count(1, 2.0f, 'c');
  out[1] = count();
  out[2] = average(1.0f, 2.0f, 3.0f);
}
