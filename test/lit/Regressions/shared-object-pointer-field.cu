// An object that keeps a pointer to __shared__ storage it is constructed
// with (CUB's `BlockReduce(temp_storage).Sum(x)` shape): the field points to
// __local, set by a member initialiser or in the constructor body, and the
// member functions called on the temporary pass addresses through it to
// helpers (which get __local variants). A block-scope union type of a
// __shared__ variable is printed before the kernel that declares it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> __device__ T add(const T &a, const T &b) { return a + b; }

template <typename T, int N> struct Reducer {
  struct Storage {
    T data[N];
  };
  Storage *storage_;
  __device__ Reducer(Storage &s) : storage_(&s) {}
  __device__ T sum(T v) {
    storage_->data[threadIdx.x] = v;
    __syncthreads();
    T s = storage_->data[0];
    for (int i = 1; i < N; ++i)
      s = add(s, storage_->data[i]);
    return s;
  }
};

template <typename T> struct Other {
  T *p_;
  __device__ Other(T &x) { p_ = &x; }
  __device__ T get() const { return add(*p_, *p_); }
};

// CHECK: int add_int(__private const int *a, __local const int *b)
// CHECK: float add_float_ll(__local const float *a, __local const float *b)
// CHECK: struct Reducer_int_64 {
// CHECK-NEXT: __local Reducer_Storage *storage_;
// CHECK: s = add_int(&s, &this->storage_->data[i]);
// CHECK: __local float *p_;
// CHECK: return add_float_ll(this->p_, this->p_);
// CHECK: union anonymous {
// CHECK: __kernel void k(
// CHECK-NEXT: {
// CHECK-NEXT: __local anonymous temp;
__global__ void k(const int *in, int *out, float *f) {
  __shared__ union {
    typename Reducer<int, 64>::Storage ints;
    typename Reducer<float, 64>::Storage floats;
  } temp;
  __shared__ float x;
  out[0] = Reducer<int, 64>(temp.ints).sum(in[threadIdx.x]);
  __syncthreads();
  f[0] = Reducer<float, 64>(temp.floats).sum(f[threadIdx.x]) + Other<float>(x).get();
}
