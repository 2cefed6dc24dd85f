// A friend function defined inside a class template (`friend C operator*(const
// C &, const C &) {...}`, the usual way to give a template class its
// operators) is printed with each specialisation that is used, after the
// struct. Before, it was never emitted (internal error: callee 'operator*'
// was not scheduled for emission).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <class T> struct Cplx {
  T re, im;
  friend __device__ Cplx operator*(const Cplx &a, const Cplx &b) {
    return Cplx{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  }
  friend __device__ Cplx operator*(const Cplx &a, T s) { return Cplx{a.re * s, a.im * s}; }
  friend __device__ T norm2(const Cplx &a) { return a.re * a.re + a.im * a.im; }
};

struct Counter {
  int n;
  friend __device__ void bump(Counter &c) { ++c.n; }
};

// CHECK-LABEL: struct Cplx_float {
// CHECK:      Cplx_float operator_mul_cCplx_floatr_cCplx_floatr(__private const Cplx_float *a, __private const Cplx_float *b){{$}}
// CHECK:      Cplx_float operator_mul_cCplx_floatr_float(__private const Cplx_float *a, float s){{$}}
// CHECK:      float norm2(__private const Cplx_float *a){{$}}
// CHECK-LABEL: struct Counter {
// CHECK:      void bump(__private Counter *c){{$}}
// CHECK-LABEL: __kernel void k(__global float *out)
__global__ void k(float *out) {
  Cplx<float> a{1.0f, 2.0f}, b{3.0f, -1.0f};
  Cplx<float> c = a * b * 0.5f;
  Counter n{0};
  bump(n);
  out[threadIdx.x] = norm2(c) + n.n;
}
