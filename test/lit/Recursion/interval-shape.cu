// The shape of NVIDIA's interval sample (a templated device function that
// recurses into itself on a class type, with a depth parameter, a result
// stack passed by reference, and locals passed by const reference): a local
// bound to a const reference parameter is copied into the caller's frame,
// and the callee receives that copy's address.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <class T> struct interval {
  T lo, hi;
  __device__ interval() {}
  __device__ interval(T l, T h) : lo(l), hi(h) {}
  __device__ T width() const { return hi - lo; }
};
template <class T, int N> struct results {
  interval<T> items[N];
  int size;
  __device__ void push(interval<T> const &i) {
    if (size < N)
      items[size++] = i;
  }
};

// CHECK-LABEL: void bisect_float_8(__private results_float_8 *out, __private const interval_float *ix, int depth, __global int *__ultima_device_status)
// CHECK:           interval_float c0_1;
// CHECK:           interval_float c1_1;
// CHECK:           __private results_float_8 *out = ultima_rec_arg0_0;
// CHECK-NEXT:      __private const interval_float *ix = ultima_rec_arg0_1;
// CHECK:           ultima_rec_arg0_0 = out;
// CHECK-NEXT:      ultima_rec_stack[ultima_rec_sp].c0_1 = left;
// CHECK-NEXT:      ultima_rec_arg0_1 = &ultima_rec_stack[ultima_rec_sp].c0_1;
// CHECK-NEXT:      ultima_rec_arg0_2 = depth + 1;
template <class T, int N>
__device__ void bisect(results<T, N> &out, interval<T> const &ix, int depth) {
  if (depth == 3 || ix.width() < T(0.1)) {
    out.push(ix);
    return;
  }
  T mid = (ix.lo + ix.hi) / 2;
  interval<T> left(ix.lo, mid), right(mid, ix.hi);
  bisect<T, N>(out, left, depth + 1);
  bisect<T, N>(out, right, depth + 1);
}

__global__ void run(float *widths) {
  results<float, 8> r;
  r.size = 0;
  bisect<float, 8>(r, interval<float>(0.0f, 1.0f), 0);
  for (int i = 0; i < r.size; ++i)
    widths[8 * threadIdx.x + i] = r.items[i].width();
}
