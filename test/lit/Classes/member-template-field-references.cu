// Explicit specialisations of member templates that return references to
// fields, deduced (`auto &`), const and non-const, as the runtime generates
// them for NumPy structured dtypes (CuPy's `x.at<K>()`): each is a free
// function returning a pointer to the field, one to an array field included;
// a nested struct's accessor chains on the pointer. Explicit padding keeps
// the dtype's offsets.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Inner {
  short _f0;
  char _p1[2];
  float _f1;
  static constexpr int field_count = 2;
  template <int K> __device__ auto &at() { static_assert(K != K, "not a field"); }
  template <int K> __device__ const auto &at() const { static_assert(K != K, "not a field"); }
};
template <> __device__ auto &Inner::at<0>() { return _f0; }
template <> __device__ auto &Inner::at<1>() { return _f1; }
template <> __device__ const auto &Inner::at<0>() const { return _f0; }
template <> __device__ const auto &Inner::at<1>() const { return _f1; }

struct Rec {
  signed char _f0;
  char _p1[7];
  double _f1;
  int _f2[2][3];
  Inner _f3;
  static constexpr int field_count = 4;
  template <int K> __device__ auto &at() { static_assert(K != K, "not a field"); }
  template <int K> __device__ const auto &at() const { static_assert(K != K, "not a field"); }
};
static_assert(sizeof(Rec) == 48, "size");
static_assert(__builtin_offsetof(Rec, _f3) == 40, "offset");
template <> __device__ auto &Rec::at<0>() { return _f0; }
template <> __device__ auto &Rec::at<1>() { return _f1; }
template <> __device__ auto &Rec::at<2>() { return _f2; }
template <> __device__ auto &Rec::at<3>() { return _f3; }
template <> __device__ const auto &Rec::at<0>() const { return _f0; }
template <> __device__ const auto &Rec::at<1>() const { return _f1; }
template <> __device__ const auto &Rec::at<2>() const { return _f2; }
template <> __device__ const auto &Rec::at<3>() const { return _f3; }

// CHECK: struct Rec {
// CHECK-NEXT: char _f0;
// CHECK-NEXT: char _p1[7];
// CHECK-NEXT: double _f1;
// CHECK-NEXT: int _f2[2][3];
// CHECK-NEXT: Inner _f3;
// CHECK-NEXT: };
// CHECK: __global double *Rec_at_1(__global Rec *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return &this->_f1;
// CHECK: __global int (*Rec_at_2(__global Rec *this))[2][3]{{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return &this->_f2;
// CHECK: __private const char *Rec_at_0(__private const Rec *this)
// CHECK: __global const Inner *Rec_at_3_const_g(__global const Rec *this)
// CHECK: __kernel void fields(__global const Rec *in, __global Rec *out, __global float *f)
extern "C" __global__ void fields(const Rec *in, Rec *out, float *f) {
  int i = threadIdx.x;
  const Rec r = in[i];
  Rec &o = out[i];
  static_assert(Rec::field_count == 4, "fields");
  // CHECK: (*Rec_at_1(o)) = -(*Rec_at_0(&r));
  o.at<1>() = -r.at<0>();
  // CHECK: (*Rec_at_2(o))[1][2] = (*Rec_at_2_const(&r))[0][1] + (*Inner_at_0(Rec_at_3_const_p(&r)));
  o.at<2>()[1][2] = r.at<2>()[0][1] + r.at<3>().at<0>();
  // CHECK: (*Inner_at_1(Rec_at_3(o))) = 3.0f;
  o.at<3>().at<1>() = 3.0f;
  // The const accessor on global memory is a variant of its own.
  // CHECK: f[i] = (*Inner_at_1_const(Rec_at_3_const_g(&in[i])));
  f[i] = in[i].at<3>().at<1>();
}
