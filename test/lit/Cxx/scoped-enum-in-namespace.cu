// Scoped enumerators carry their enum and namespace names.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


namespace img {
enum class Channel : unsigned char { R, G, B };
__device__ int offset(Channel c) { return (int)c; }
}
__global__ void k(const unsigned char *px, int *out) {
  out[0] = px[img::offset(img::Channel::G)] + (int)img::Channel::B;
}

// CHECK-LABEL: int img_offset(img_Channel c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (int)c;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const uchar *px, __global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = px[img_offset(img_Channel_G)] + (int)img_Channel_B;
// CHECK-NEXT: }
