// Operator overloads (member and free, binary, unary, compound, comparison,
// subscript, call) become function calls named after the operator.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct V2 {
  float x, y;
  __device__ V2 operator+(const V2 &o) const { return {x + o.x, y + o.y}; }
  __device__ V2 operator-() const { return {-x, -y}; }
  __device__ V2 &operator*=(float s) { x *= s; y *= s; return *this; }
  __device__ bool operator==(const V2 &o) const { return x == o.x && y == o.y; }
  __device__ float &operator[](int i) { return i ? y : x; }
  __device__ float operator()(float t) const { return x + t * y; }
};
__device__ V2 operator*(float s, const V2 &v) { return {s * v.x, s * v.y}; }

__global__ void k(V2 *v, float *out) {
  V2 a = v[0], b = v[1];
  V2 c = a + -b;
  c *= 2.0f;
  c[1] = 3.0f;
  out[0] = (c == a) + c(0.5f) + (2.0f * c).x;
}

// CHECK-LABEL: V2 V2_operator_add(__private const V2 *this, __private const V2 *o){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (V2){this->x + o->x, this->y + o->y};
// CHECK-NEXT: }
// CHECK-LABEL: V2 V2_operator_neg(__private const V2 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (V2){-this->x, -this->y};
// CHECK-NEXT: }
// CHECK-LABEL: __private V2 *V2_operator_mul_assign(__private V2 *this, float s){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->x *= s;
// CHECK-NEXT:   this->y *= s;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __private float *V2_operator_index(__private V2 *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return &*(i ? &this->y : &this->x);
// CHECK-NEXT: }
// CHECK-LABEL: float V2_operator_call(__private const V2 *this, float t){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->x + t * this->y;
// CHECK-NEXT: }
// CHECK-LABEL: V2 operator_mul(float s, __private const V2 *v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (V2){s * v->x, s * v->y};
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global V2 *v, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   V2 a = v[0];
// CHECK-NEXT:   V2 b = v[1];
// CHECK-NEXT:   V2 c = V2_operator_add(&a, (__private V2[1]){V2_operator_neg(&b)});
// CHECK-NEXT:   V2_operator_mul_assign(&c, 2.0f);
// CHECK-NEXT:   (*V2_operator_index(&c, 1)) = 3.0f;
// CHECK-NEXT:   out[0] = (V2_operator_eq(&c, &a)) + V2_operator_call(&c, 0.5f) + (operator_mul(2.0f, &c)).x;
// CHECK-NEXT: }
