/*===- cupy/atomics.cuh - the atomics CuPy adds to CUDA's -------------------===*
 *
 * What CuPy's header of this name gives kernels that include it
 * (ElementwiseKernel and ReductionKernel sources include it, as CuPy's
 * generated sources do): atomicAdd on long long, and atomicMax/atomicMin on
 * float and double (fmax/fmin semantics: a NaN operand is ignored).
 * Declarations only, lowered by tool/lib/Builtins/AtomicBuiltins.cpp (atom_add
 * of cl_khr_int64_base_atomics; compare-and-swap polyfills
 * kernels/opencl/atomic_minmax_f32.cl and atomic_minmax_f64.cl). CuPy's float16
 * atomicAdd is not declared: ultima's float16 is CUDA's __half.
 *===----------------------------------------------------------------------===*/
#pragma once

__ULTIMA_BUILTIN__ long long int atomicAdd(long long int *, long long int);
__ULTIMA_BUILTIN__ float atomicMax(float *, float);
__ULTIMA_BUILTIN__ float atomicMin(float *, float);
__ULTIMA_BUILTIN__ double atomicMax(double *, double);
__ULTIMA_BUILTIN__ double atomicMin(double *, double);
