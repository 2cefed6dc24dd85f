// Unary member operators: !, ~, prefix ++ returning a reference.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Flags {
  unsigned bits;
  __device__ bool operator!() const { return bits == 0; }
  __device__ Flags operator~() const { Flags f = {~bits}; return f; }
  __device__ Flags &operator++() { ++bits; return *this; }
};
__global__ void k(unsigned *out) {
  Flags f = {out[0]};
  ++f;
  out[1] = !f + (~f).bits;
}

// CHECK-LABEL: struct Flags {
// CHECK-NEXT:   uint bits;
// CHECK-NEXT: };
// CHECK-LABEL: bool Flags_operator_not(__private const Flags *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->bits == 0;
// CHECK-NEXT: }
// CHECK-LABEL: Flags Flags_operator_compl(__private const Flags *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Flags f = {~this->bits};
// CHECK-NEXT:   return f;
// CHECK-NEXT: }
// CHECK-LABEL: __private Flags *Flags_operator_inc(__private Flags *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   ++this->bits;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global uint *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Flags f = {out[0]};
// CHECK-NEXT:   Flags_operator_inc(&f);
// CHECK-NEXT:   out[1] = Flags_operator_not(&f) + (Flags_operator_compl(&f)).bits;
// CHECK-NEXT: }
