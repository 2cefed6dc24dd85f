// A const local built by a constructor (`const auto s = T(args);`, as
// `const auto shape = cuda::aligned_size_t<4>(sizeof(float))` in CUDA's
// samples) is declared without its own const: the constructor writes it
// through its `this`, which OpenCL C would otherwise warn discards the
// qualifier. Reading it is unchanged.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Werror %t.cl

struct Size {
  unsigned long value;
  __device__ explicit Size(unsigned long v) : value(v * 2) {}
};

__global__ void k(unsigned long *out) {
  // CHECK: Size s;
  // CHECK-NEXT: constructor_Size(&s, sizeof(float));
  const auto s = Size(sizeof(float));
  // CHECK: Size t;
  // CHECK-NEXT: constructor_Size(&t, 3);
  const Size t(3);
  // CHECK: const ulong v = s.value + t.value;
  const unsigned long v = s.value + t.value;
  out[0] = v;
}
