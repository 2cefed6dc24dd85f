// Constructors and default arguments that use a symbol: a constructor takes
// it as a trailing parameter like any helper, and a default argument is
// evaluated (and so needs the symbol) at the call site.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int serial;

struct Ticket {
  int id;
  __device__ Ticket(int base) : id(base + serial) { serial++; }
};

// CHECK-LABEL: __private Ticket *constructor_Ticket(__private Ticket *this, int base, __global int *serial){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->id = base + (*serial);
// CHECK-NEXT:   (*serial)++;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }

// CHECK-LABEL: int next(int step_)
__device__ int next(int step = serial) { return step + 1; }

// CHECK-LABEL: __kernel void issue(__global int *out, __global int *serial)
// CHECK-NEXT: {
// CHECK-NEXT:   Ticket t;
// CHECK-NEXT:   constructor_Ticket(&t, 10, serial);
// CHECK-NEXT:   out[0] = t.id + next((*serial));
// CHECK-NEXT: }
__global__ void issue(int *out) {
  Ticket t(10);
  out[0] = t.id + next();
}
