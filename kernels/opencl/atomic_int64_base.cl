// CUDA's 64-bit atomicAdd/atomicExch/atomicCAS (unsigned long long) use the
// atom_add/atom_xchg/atom_cmpxchg built-ins of cl_khr_int64_base_atomics.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
