// static_assert is checked by the parse; a member typedef names the type
// it stands for.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> struct Traits { typedef T value_type; static constexpr int size = sizeof(T); };
static_assert(Traits<double>::size == 8, "double is 8 bytes");
__global__ void k(float *out) {
  Traits<float>::value_type v = out[0];
  out[1] = v * Traits<float>::size;
}

// CHECK-LABEL: struct Traits_float {
// CHECK-NEXT:   char empty_; /* C++ gives an empty class size 1 */
// CHECK-NEXT: };
// CHECK: __constant const int Traits_float_size = sizeof(float);
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Traits_value_type v = out[0];
// CHECK-NEXT:   out[1] = v * Traits_float_size;
// CHECK-NEXT: }
