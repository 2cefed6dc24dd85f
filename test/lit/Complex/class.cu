// complex<T> from <cupy/complex.cuh> is lowered like any user class: a struct
// of the real then the imaginary part (NumPy's layout), member functions with
// `this`, free operators as functions named by the value type; a
// complex<float> kernel parameter by value stays a struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/complex.cuh>

// CHECK: typedef struct thrust_complex_float thrust_complex_float;
// CHECK-NOT: thrust_complex_double
// CHECK: struct thrust_complex_float {
// CHECK-NEXT:   float _re;
// CHECK-NEXT:   float _im;
// CHECK-NEXT: };
// CHECK: float thrust_complex_float_real_p(__private const thrust_complex_float *this)
// CHECK: thrust_complex_float thrust_operator_add_float(__private const thrust_complex_float *a, __private const float *b)
// CHECK: thrust_complex_float thrust_operator_mul_float(__private const thrust_complex_float *a, __global const thrust_complex_float *b)
// CHECK: bool thrust_operator_eq_float(__global const thrust_complex_float *a, __private const thrust_complex_float *b)
// CHECK-LABEL: __kernel void axpy(thrust_complex_float a, __global const thrust_complex_float *x, __global thrust_complex_float *y)
extern "C" __global__ void axpy(complex<float> a, const complex<float> *x, complex<float> *y) {
  int i = threadIdx.x;
  // CHECK: y[i] = thrust_operator_add_float((__private thrust_complex_float[1]){thrust_operator_mul_float(&a, &x[i])}, (__private float[1]){1.0f});
  y[i] = a * x[i] + 1.0f;
  // CHECK-NEXT: if (thrust_operator_eq_float(&y[i], &a))
  // CHECK-NEXT: y[i] = thrust_conj_float(&a);
  if (y[i] == a)
    y[i] = conj(a);
}
