// A conditional whose operands are class objects in different address spaces,
// only copied (a trivial copy constructor or copy assignment, C's struct
// copy), is read as a value: `c ? a : b` is valid whatever the spaces, as for
// scalars. This is what a ReductionKernel over complex<T> does with
// `_J ? _sdata[0] : _acc` (__local and __private).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
struct B { int x; float y; };
__global__ void k(const B *pd, B *out, int c) {
  __shared__ B s[4];
  B d = {1, 2.0f};
  s[threadIdx.x] = pd[threadIdx.x];
  // CHECK: B v = c ? d : pd[0];
  B v = c ? d : pd[0];
  // CHECK: v = c ? s[1] : d;
  v = c ? s[1] : d;
  // CHECK: const B w = (c, c ? s[2] : pd[1]);
  const B w = (c, c ? s[2] : pd[1]);
  out[0] = v;
  out[1] = w;
}
