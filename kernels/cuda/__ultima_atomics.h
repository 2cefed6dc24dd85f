/*===- __ultima_atomics.h - CUDA atomic functions and __ldg ----------------===*\
 *
 * Declarations only; lowered by tool/lib/Builtins/AtomicBuiltins.cpp onto
 * OpenCL 1.2 atomic_* built-ins, the cl_khr_int64_*_atomics atom_* built-ins,
 * or compare-and-swap polyfills in kernels/opencl/atomic_*.cl.
 *
 * Like CUDA's device_atomic_functions.h / sm_60_atomic_functions.h these are
 * C++ overloads (no C linkage), one per type CUDA defines, each also in its
 * _block and _system scope variants (same operation on OpenCL).
 *
 * __ldg and the cache-hinted loads/stores (__ldcg, __ldca, __ldcs, __ldlu,
 * __ldcv, __stwb, __stcg, __stcs, __stwt) are plain loads and stores.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_ATOMICS_H
#define __ULTIMA_ATOMICS_H

#define __ULTIMA_ATOMIC(R, F, ...)                                             \
  __ULTIMA_BUILTIN__ R F(__VA_ARGS__);                                         \
  __ULTIMA_BUILTIN__ R F##_block(__VA_ARGS__);                                 \
  __ULTIMA_BUILTIN__ R F##_system(__VA_ARGS__);

__ULTIMA_ATOMIC(int, atomicAdd, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicAdd, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicAdd, unsigned long long int *, unsigned long long int)
__ULTIMA_ATOMIC(float, atomicAdd, float *, float)
__ULTIMA_ATOMIC(double, atomicAdd, double *, double)

__ULTIMA_ATOMIC(int, atomicSub, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicSub, unsigned int *, unsigned int)

__ULTIMA_ATOMIC(int, atomicExch, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicExch, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicExch, unsigned long long int *, unsigned long long int)
__ULTIMA_ATOMIC(float, atomicExch, float *, float)

__ULTIMA_ATOMIC(int, atomicMin, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicMin, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(long long int, atomicMin, long long int *, long long int)
__ULTIMA_ATOMIC(unsigned long long int, atomicMin, unsigned long long int *, unsigned long long int)

__ULTIMA_ATOMIC(int, atomicMax, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicMax, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(long long int, atomicMax, long long int *, long long int)
__ULTIMA_ATOMIC(unsigned long long int, atomicMax, unsigned long long int *, unsigned long long int)

__ULTIMA_ATOMIC(unsigned int, atomicInc, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned int, atomicDec, unsigned int *, unsigned int)

__ULTIMA_ATOMIC(int, atomicCAS, int *, int, int)
__ULTIMA_ATOMIC(unsigned int, atomicCAS, unsigned int *, unsigned int, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicCAS, unsigned long long int *, unsigned long long int, unsigned long long int)
__ULTIMA_ATOMIC(unsigned short int, atomicCAS, unsigned short int *, unsigned short int, unsigned short int)

__ULTIMA_ATOMIC(int, atomicAnd, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicAnd, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicAnd, unsigned long long int *, unsigned long long int)
__ULTIMA_ATOMIC(int, atomicOr, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicOr, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicOr, unsigned long long int *, unsigned long long int)
__ULTIMA_ATOMIC(int, atomicXor, int *, int)
__ULTIMA_ATOMIC(unsigned int, atomicXor, unsigned int *, unsigned int)
__ULTIMA_ATOMIC(unsigned long long int, atomicXor, unsigned long long int *, unsigned long long int)
#undef __ULTIMA_ATOMIC

/* Read-only-cache and cache-hinted loads/stores (sm_32_intrinsics.h). */
#define __ULTIMA_LDST(T)                                                       \
  __ULTIMA_BUILTIN__ T __ldg(const T *);                                       \
  __ULTIMA_BUILTIN__ T __ldcg(const T *);                                      \
  __ULTIMA_BUILTIN__ T __ldca(const T *);                                      \
  __ULTIMA_BUILTIN__ T __ldcs(const T *);                                      \
  __ULTIMA_BUILTIN__ T __ldlu(const T *);                                      \
  __ULTIMA_BUILTIN__ T __ldcv(const T *);                                      \
  __ULTIMA_BUILTIN__ void __stwb(T *, T);                                      \
  __ULTIMA_BUILTIN__ void __stcg(T *, T);                                      \
  __ULTIMA_BUILTIN__ void __stcs(T *, T);                                      \
  __ULTIMA_BUILTIN__ void __stwt(T *, T);
__ULTIMA_LDST(char)
__ULTIMA_LDST(signed char)
__ULTIMA_LDST(short)
__ULTIMA_LDST(int)
__ULTIMA_LDST(long)
__ULTIMA_LDST(long long)
__ULTIMA_LDST(unsigned char)
__ULTIMA_LDST(unsigned short)
__ULTIMA_LDST(unsigned int)
__ULTIMA_LDST(unsigned long)
__ULTIMA_LDST(unsigned long long)
__ULTIMA_LDST(float)
__ULTIMA_LDST(double)
__ULTIMA_LDST(char2)
__ULTIMA_LDST(char4)
__ULTIMA_LDST(short2)
__ULTIMA_LDST(short4)
__ULTIMA_LDST(int2)
__ULTIMA_LDST(int4)
__ULTIMA_LDST(longlong2)
__ULTIMA_LDST(uchar2)
__ULTIMA_LDST(uchar4)
__ULTIMA_LDST(ushort2)
__ULTIMA_LDST(ushort4)
__ULTIMA_LDST(uint2)
__ULTIMA_LDST(uint4)
__ULTIMA_LDST(ulonglong2)
__ULTIMA_LDST(float2)
__ULTIMA_LDST(float4)
__ULTIMA_LDST(double2)
#undef __ULTIMA_LDST

#endif
