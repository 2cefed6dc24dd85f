/* Thrust's algorithms in ultima's Thrust subset (docs/cuda-libraries.md#thrust).
   Each algorithm has a thrust::device form (its iterators are device_ptr or,
   with thrust::device, raw device pointers: it launches the kernels below, or
   ultima's CUB device algorithms, on the raw pointers, with the user's
   functor passed by value into the kernel), a thrust::host form (the C++
   standard library) and a form without a policy that chooses by the
   iterators: device_ptr (device_vector's iterators) run on the device,
   anything else on the host. Every device form synchronizes before it
   returns, and a CUDA error aborts with a message. Sorting arithmetic keys
   with thrust::less or thrust::greater (the default is less) is
   cub::DeviceRadixSort; any other comparator is a stable merge sort (one
   kernel per pass, each element placed by a binary search in the other
   run). */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>
#include <thrust/detail/__ultima_iterators.h>

#define __ULTIMA_DEV const thrust::__ultima::device_t &
#define __ULTIMA_HOST const thrust::__ultima::host_t &
#define __ULTIMA_N(first, last) int n = (int)((last) - (first))

#include <thrust/detail/__ultima_elementwise.h>
#include <thrust/detail/__ultima_reductions.h>
#include <thrust/detail/__ultima_scans.h>
#include <thrust/detail/__ultima_sorts.h>
#include <thrust/detail/__ultima_selection.h>
#include <thrust/detail/__ultima_keyed.h>
#include <thrust/detail/__ultima_searches.h>
#include <thrust/detail/__ultima_stencils.h>

#undef __ULTIMA_DEV
#undef __ULTIMA_HOST
#undef __ULTIMA_N
