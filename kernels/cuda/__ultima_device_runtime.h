/*===- __ultima_device_runtime.h - CUDA's device-side runtime pieces -------===*\
 *
 * What CUDA's device code gets from the hardware and the driver rather than
 * from a library: clock()/clock64(), __trap(), __nanosleep(), __brkpt(),
 * cudaGraphSetConditional() and the record of a failed assert(). Written in
 * the subset ultima translates and force-included after the prelude, parsed
 * as text (an embedded source header, isEmbeddedSourceHeader): a kernel that
 * reaches one of these functions gets its C translation, and the two device
 * symbols below become buffers like any __device__ variable (one per
 * program, zero at start). ultima-cc's host compilation sees declarations
 * only. docs/device-library.md ("Clocks, traps and assertions") says what
 * each one does.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_DEVICE_RUNTIME_H
#define __ULTIMA_DEVICE_RUNTIME_H

#ifdef __ULTIMA_CC_HOST__
__device__ long long clock64(void);
__device__ long clock(void);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __nanosleep(unsigned int);
__device__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
/* Device code reaches the C library's assert() here; glibc's expands to
   __assert_fail, which a __device__ overload answers (never emitted on the
   host; the translator sees kernels/cuda/assert.h instead). */
__device__ void *memcpy(void *, const void *, size_t);
__device__ void *memset(void *, int, size_t);
static __device__ __forceinline__ void __assert_fail(const char *, const char *, unsigned int,
                                                     const char *) noexcept {}
#else

/* The CUDA error a failed assert() or a __trap() leaves for the host: the
   CUDA runtime (libultima-cudart) reads it when it next waits for the device
   and makes it the context's sticky error (cudaErrorAssert, or
   cudaErrorLaunchFailure for a trap). */
static __device__ int __ultima_device_status;
/* OpenCL C has no cycle counter. clock() and clock64() count their own
   calls instead: every call, in any thread, advances one counter per program
   by __ULTIMA_CLOCK_STEP and returns it. A thread's successive reads
   increase, and the difference between two of them grows with the clock
   reads made in between by all threads. The step is a read's nominal cost
   in cycles: programs spin on the clock for microseconds' worth of cycles
   at cudaDevAttrClockRate (a few thousand), in every thread of a large
   grid, and each read is an atomic on one counter. */
#define __ULTIMA_CLOCK_STEP 1024ull /* = DeviceClockStep, Builtins/PtxIdioms.h */
static __device__ unsigned long long __ultima_device_clock;

static __device__ __forceinline__ long long clock64(void) {
  return (long long)atomicAdd(&__ultima_device_clock, __ULTIMA_CLOCK_STEP);
}
/* CUDA's device clock() returns clock_t, the host's long. */
static __device__ __forceinline__ long clock(void) { return (long)clock64(); }
/* OpenCL C cannot stop a work-item: the thread records the failure (the
   launch then reports cudaErrorLaunchFailure) and goes on. */
static __device__ __forceinline__ void __trap(void) { __ultima_device_status = 719; }
static __device__ __forceinline__ void __brkpt(void) {}
/* CUDA sleeps "approximately" the given time, anywhere from 0 to twice it;
   OpenCL C has no sleep, so 0. */
static __device__ __forceinline__ void __nanosleep(unsigned int) {}

/* A conditional graph node's handle is, in device code, a pointer to its
   cell of device memory (driver_types.h); the graph reads the cell when it
   reaches the node. */
static __device__ __forceinline__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle,
                                                               unsigned int value) {
  *handle = value;
}

/* CUDA's device memcpy and memset (Programming Guide, "Dynamic Global
   Memory Allocation and Operations"), byte by byte: the pointers may be in
   any address space, and the translator gives each combination a variant. */
static __device__ void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  for (size_t i = 0; i < n; ++i)
    d[i] = s[i];
  return dst;
}
static __device__ void *memset(void *dst, int value, size_t n) {
  unsigned char *d = (unsigned char *)dst;
  for (size_t i = 0; i < n; ++i)
    d[i] = (unsigned char)value;
  return dst;
}

#endif
#endif
