// Each specialisation of a class template is its own struct, named by its
// template arguments, with its own member functions; member templates are
// specialised like function templates.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T, int N> struct Buf {
  T v[N];
  __device__ T sum() const {
    T s = 0;
    for (int i = 0; i < N; ++i)
      s += v[i];
    return s;
  }
  template <typename U> __device__ U as(int i) const { return (U)v[i]; }
};

__global__ void k(const Buf<float, 4> *a, const Buf<int, 2> *b, double *out) {
  out[0] = a->sum() + b[0].sum() + a->as<double>(1) + b->as<float>(0);
}

// CHECK-LABEL: struct Buf_float_4 {
// CHECK-NEXT:   float v[4];
// CHECK-NEXT: };
// CHECK-LABEL: float Buf_float_4_sum(__global const Buf_float_4 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   float s = 0;
// CHECK-NEXT:   for (int i = 0; i < 4; ++i)
// CHECK-NEXT:     s += this->v[i];
// CHECK-NEXT:   return s;
// CHECK-NEXT: }
// CHECK-LABEL: double Buf_float_4_as_double(__global const Buf_float_4 *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (double)(this->v[i]);
// CHECK-NEXT: }
// CHECK-LABEL: float Buf_int_2_as_float(__global const Buf_int_2 *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (float)(this->v[i]);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const Buf_float_4 *a, __global const Buf_int_2 *b, __global double *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = Buf_float_4_sum(a) + Buf_int_2_sum(&b[0]) + Buf_float_4_as_double(a, 1) + Buf_int_2_as_float(b, 0);
// CHECK-NEXT: }
