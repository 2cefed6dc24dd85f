// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(long long *out, unsigned long long *uout, short s, unsigned short us,
                  char c, signed char sc, unsigned char uc) {
  long long a = s;
  unsigned long long b = us;
  long int li = c;
  unsigned long int uli = uc;
  out[0] = a + li + sc;
  uout[0] = b + uli;
}

// CHECK-LABEL: __kernel void k(__global long *out, __global ulong *uout, short s, ushort us, char c, char sc, uchar uc)
// CHECK-NEXT: {
// CHECK-NEXT: long a = s;
// CHECK-NEXT: ulong b = us;
// CHECK-NEXT: long li = c;
// CHECK-NEXT: ulong uli = uc;
// CHECK-NEXT: out[0] = a + li + sc;
// CHECK-NEXT: uout[0] = b + uli;
// CHECK-NEXT: }
