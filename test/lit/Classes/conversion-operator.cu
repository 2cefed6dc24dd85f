// Converting constructors and conversion operators used implicitly become
// calls too.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Fixed {
  int raw;
  __device__ Fixed(float f) : raw((int)(f * 256.0f)) {}
  __device__ operator float() const { return raw / 256.0f; }
};
__device__ Fixed half_of(Fixed f) { return f.raw / 2 / 256.0f; }

__global__ void k(float *out) {
  Fixed a = out[0];
  float f = half_of(out[1]);
  out[2] = a + f;
}

// CHECK-LABEL: __private Fixed *constructor_Fixed(__private Fixed *this, float f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->raw = (int)(f * 256.0f);
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: float Fixed_operator_float(__private const Fixed *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->raw / 256.0f;
// CHECK-NEXT: }
// CHECK-LABEL: Fixed half_of(Fixed f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (*constructor_Fixed((__private Fixed[1]){0}, f.raw / 2 / 256.0f));
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Fixed a;
// CHECK-NEXT:   constructor_Fixed(&a, out[0]);
// CHECK-NEXT:   float f = Fixed_operator_float((__private Fixed[1]){half_of((*constructor_Fixed((__private Fixed[1]){0}, out[1])))});
// CHECK-NEXT:   out[2] = Fixed_operator_float(&a) + f;
// CHECK-NEXT: }
