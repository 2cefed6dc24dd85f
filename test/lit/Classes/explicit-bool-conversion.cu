// An explicit conversion to bool used as a condition calls the
// conversion function.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Maybe {
  int v;
  bool ok;
  __device__ explicit operator bool() const { return ok; }
};
__global__ void k(const Maybe *m, int *out) {
  if (m[0])
    out[0] = m[0].v;
  out[1] = m[1] ? 1 : 0;
}

// CHECK-LABEL: struct Maybe {
// CHECK-NEXT:   int v;
// CHECK-NEXT:   bool ok;
// CHECK-NEXT: };
// CHECK-LABEL: bool Maybe_operator_bool(__global const Maybe *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->ok;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const Maybe *m, __global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   if (Maybe_operator_bool(&m[0]))
// CHECK-NEXT:     out[0] = m[0].v;
// CHECK-NEXT:   out[1] = Maybe_operator_bool(&m[1]) ? 1 : 0;
// CHECK-NEXT: }
