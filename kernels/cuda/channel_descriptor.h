/*===- channel_descriptor.h - cudaCreateChannelDesc<T>() ------------------===*\
 *
 * The C++ form of cudaCreateChannelDesc: the channel format of element type
 * T (bits per component, kind), forwarded to the C function. Types without
 * a documented format get cudaChannelFormatKindNone, as in CUDA. And
 * cudaCreateChannelDescHalf, Half1, Half2, Half4: 16-bit float channels.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_CHANNEL_DESCRIPTOR_H
#define __ULTIMA_CHANNEL_DESCRIPTOR_H

#include <cuda_runtime_api.h>

template <class T> inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  return ::cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

#define __ULTIMA_CHANNEL(T, X, Y, Z, W, KIND)                                                      \
  template <> inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc<T>(void) {        \
    return ::cudaCreateChannelDesc(X, Y, Z, W, KIND);                                              \
  }
#define __ULTIMA_CHANNELS(S, V, KIND)                                                              \
  __ULTIMA_CHANNEL(S, (int)sizeof(S) * 8, 0, 0, 0, KIND)                                           \
  __ULTIMA_CHANNEL(V##1, (int)sizeof(S) * 8, 0, 0, 0, KIND)                                        \
  __ULTIMA_CHANNEL(V##2, (int)sizeof(S) * 8, (int)sizeof(S) * 8, 0, 0, KIND)                       \
  __ULTIMA_CHANNEL(V##4, (int)sizeof(S) * 8, (int)sizeof(S) * 8, (int)sizeof(S) * 8,               \
                   (int)sizeof(S) * 8, KIND)
__ULTIMA_CHANNEL(char, 8, 0, 0, 0,
                 (char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned)
__ULTIMA_CHANNELS(signed char, char, cudaChannelFormatKindSigned)
__ULTIMA_CHANNELS(unsigned char, uchar, cudaChannelFormatKindUnsigned)
__ULTIMA_CHANNELS(short, short, cudaChannelFormatKindSigned)
__ULTIMA_CHANNELS(unsigned short, ushort, cudaChannelFormatKindUnsigned)
__ULTIMA_CHANNELS(int, int, cudaChannelFormatKindSigned)
__ULTIMA_CHANNELS(unsigned int, uint, cudaChannelFormatKindUnsigned)
__ULTIMA_CHANNELS(float, float, cudaChannelFormatKindFloat)
#undef __ULTIMA_CHANNELS
#undef __ULTIMA_CHANNEL

/* 16-bit float channels (textures read them as float). */
static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void) {
  return ::cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void) {
  return ::cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void) {
  return ::cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}
static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void) {
  return ::cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

#endif
