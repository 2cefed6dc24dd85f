// Member functions become free functions taking `this` (a pointer to const
// for const methods), one variant per address space of the object; calls pass
// the object's address, or the pointer itself through `->`; implicit member
// accesses read through `this->`.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Acc {
  float sum;
  int n;
  __device__ void add(float v) { sum += v; ++n; }
  __device__ float mean() const { return n ? sum / n : 0.0f; }
};

__global__ void k(Acc *accs, const float *x, float *out) {
  Acc a = {0.0f, 0};
  a.add(x[0]);
  Acc *p = &accs[threadIdx.x];
  p->add(x[1]);
  accs[0].add(a.mean());
  out[0] = a.mean() + p->mean();
}

// CHECK-LABEL: struct Acc {
// CHECK-NEXT:   float sum;
// CHECK-NEXT:   int n;
// CHECK-NEXT: };
// CHECK-LABEL: void Acc_add_p(__private Acc *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->sum += v;
// CHECK-NEXT:   ++this->n;
// CHECK-NEXT: }
// CHECK-LABEL: float Acc_mean_g(__global const Acc *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->n ? this->sum / this->n : 0.0f;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Acc *accs, __global const float *x, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Acc a = {0.0f, 0};
// CHECK-NEXT:   Acc_add_p(&a, x[0]);
// CHECK-NEXT:   __global Acc *p = &accs[(uint)get_local_id(0)];
// CHECK-NEXT:   Acc_add_g(p, x[1]);
// CHECK-NEXT:   Acc_add_g(&accs[0], Acc_mean_p(&a));
// CHECK-NEXT:   out[0] = Acc_mean_p(&a) + Acc_mean_g(p);
// CHECK-NEXT: }
