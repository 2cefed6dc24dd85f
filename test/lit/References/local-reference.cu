// Local references are pointers to what they are bound to (any address
// space); members through them use `->`.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Acc { float total; int n; };

// CHECK-LABEL: __kernel void k(__global Acc *accs, __global const float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[32];
// CHECK-NEXT:   __global Acc *a = &accs[(uint)get_group_id(0)];
// CHECK-NEXT:   __local float *s = &tile[(uint)get_local_id(0)];
// CHECK-NEXT:   (*s) = x[(uint)get_local_id(0)];
// CHECK-NEXT:   a->total += (*s);
// CHECK-NEXT:   a->n++;
// CHECK-NEXT:   Acc copy = (*a);
// CHECK-NEXT:   __private Acc *p = &copy;
// CHECK-NEXT:   p->n = 0;
// CHECK-NEXT: }
__global__ void k(Acc *accs, const float *x) {
  __shared__ float tile[32];
  Acc &a = accs[blockIdx.x];
  float &s = tile[threadIdx.x];
  s = x[threadIdx.x];
  a.total += s;
  a.n++;
  Acc copy = a;
  Acc &p = copy;
  p.n = 0;
}
