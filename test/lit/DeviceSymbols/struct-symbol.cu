// A struct symbol is used through its pointer: `s.x` is `(*s).x`, `&s` is
// the pointer, and a helper taking it by reference gets the pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Stats {
  int count;
  float sum;
  float values[4];
};
__device__ Stats stats;

// CHECK-LABEL: void record(__global Stats *s, float v)
// CHECK-NEXT: {
// CHECK-NEXT:   atomic_add((&s->count), (1));
// CHECK-NEXT:   s->sum += v;
// CHECK-NEXT: }
__device__ void record(Stats &s, float v) {
  atomicAdd(&s.count, 1);
  s.sum += v;
}

// CHECK-LABEL: __kernel void gather(__global const float *in, __global Stats *stats)
// CHECK-NEXT: {
// CHECK-NEXT:   record(stats, in[(uint)get_local_id(0)]);
// CHECK-NEXT:   __global Stats *p = stats;
// CHECK-NEXT:   p->values[(uint)get_local_id(0) & 3] = (*stats).sum;
// CHECK-NEXT:   atomic_add((&(*stats).count), (0));
// CHECK-NEXT: }
__global__ void gather(const float *in) {
  record(stats, in[threadIdx.x]);
  Stats *p = &stats;
  p->values[threadIdx.x & 3] = stats.sum;
  atomicAdd(&stats.count, 0);
}
