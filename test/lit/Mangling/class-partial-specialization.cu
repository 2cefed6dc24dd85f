// Full and partial specialisations of a class template are separate
// structs named by their arguments.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


template <typename T, int N> struct Arr { T v[N]; __device__ T first() const { return v[0]; } };
template <typename T> struct Arr<T, 1> { T only; __device__ T first() const { return only; } };
template <> struct Arr<char, 2> { int packed; __device__ char first() const { return (char)packed; } };
__global__ void k(const Arr<float, 3> *a, const Arr<int, 1> *b, const Arr<char, 2> *c, float *out) {
  out[0] = a->first() + b->first() + c->first();
}

// CHECK-LABEL: struct Arr_char_2 {
// CHECK-NEXT:   int packed;
// CHECK-NEXT: };
// CHECK-LABEL: char Arr_char_2_first(__global const Arr_char_2 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (char)(this->packed);
// CHECK-NEXT: }
// CHECK-LABEL: struct Arr_float_3 {
// CHECK-NEXT:   float v[3];
// CHECK-NEXT: };
// CHECK-LABEL: float Arr_float_3_first(__global const Arr_float_3 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->v[0];
// CHECK-NEXT: }
// CHECK-LABEL: struct Arr_int_1 {
// CHECK-NEXT:   int only;
// CHECK-NEXT: };
// CHECK-LABEL: int Arr_int_1_first(__global const Arr_int_1 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->only;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const Arr_float_3 *a, __global const Arr_int_1 *b, __global const Arr_char_2 *c, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = Arr_float_3_first(a) + Arr_int_1_first(b) + Arr_char_2_first(c);
// CHECK-NEXT: }
