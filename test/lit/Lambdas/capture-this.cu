// A lambda in a member function capturing `this` ([this], or implicitly by
// [&]) holds the object's pointer in its closure (`this_`): `this`, member
// accesses and member calls in its body use it, in the object's address
// space. [*this] holds a copy of the object, and `this` is its address.
// RUN: %ultima -std=c++17 %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ void repeat(int n, F f) {
  for (int i = 0; i < n; ++i)
    f(i);
}
struct Acc {
  float s;
  int hits;
  __device__ void note() { ++hits; }
  __device__ float scaled(float v) {
    float r = 0;
    auto f = [&](int i) { r += s * v; note(); this->hits += i; };
    repeat(3, f);
    auto g = [this, v] { return s * v; };
    auto c = [*this] { return s; };
    return r + g() + c();
  }
};
__global__ void k(float *out) {
  Acc a = {2.0f, 0};
  out[0] = a.scaled(out[1]);
}

// CHECK-LABEL: struct Acc_scaled_lambda {
// CHECK-NEXT:   __private float *r;
// CHECK-NEXT:   __private Acc *this_;
// CHECK-NEXT:   __private float *v;
// CHECK-NEXT: };
// CHECK-LABEL: static inline void Acc_scaled_lambda_operator_call(__private const Acc_scaled_lambda *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*this->r) += this->this_->s * (*this->v);
// CHECK-NEXT:   Acc_note(this->this_);
// CHECK-NEXT:   this->this_->hits += i;
// CHECK-NEXT: }
// CHECK-LABEL: struct Acc_scaled_lambda_ {
// CHECK-NEXT:   __private Acc *this_;
// CHECK-NEXT:   float v;
// CHECK-NEXT: };
// CHECK:         return this->this_->s * this->v;
// CHECK-LABEL: struct Acc_scaled_lambda_1 {
// CHECK-NEXT:   Acc this_;
// CHECK-NEXT: };
// CHECK:         return (&this->this_)->s;
// CHECK-LABEL: float Acc_scaled(__private Acc *this, float v){{$}}
// CHECK:         Acc_scaled_lambda f = (Acc_scaled_lambda){&r, this, &v};
// CHECK:         Acc_scaled_lambda_ g = (Acc_scaled_lambda_){this, v};
// CHECK-NEXT:    Acc_scaled_lambda_1 c = (Acc_scaled_lambda_1){*this};
