// Methods defined outside the class body keep their definition position,
// with a prototype after the struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Counter {
  int n;
  __device__ void add(int k);
  __device__ int get() const;
};
__device__ void Counter::add(int k) { n += k; }
__device__ int Counter::get() const { return n; }
__global__ void k(int *out) {
  Counter c = {0};
  c.add(3);
  out[0] = c.get();
}

// CHECK-LABEL: struct Counter {
// CHECK-NEXT:   int n;
// CHECK-NEXT: };
// CHECK-LABEL: void Counter_add(__private Counter *this, int k){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->n += k;
// CHECK-NEXT: }
// CHECK-LABEL: int Counter_get(__private const Counter *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->n;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Counter c = {0};
// CHECK-NEXT:   Counter_add(&c, 3);
// CHECK-NEXT:   out[0] = Counter_get(&c);
// CHECK-NEXT: }
