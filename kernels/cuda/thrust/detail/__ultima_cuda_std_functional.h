/* <cuda/std/functional>'s function objects in ultima's Thrust subset
   (docs/cuda-libraries.md#thrust): libcu++ is not provided, but its
   function objects are Thrust's (cuda::std::identity is C++20's
   std::identity: it returns its argument, whatever its type). The file
   lives under thrust/ so that it is translated with the user's code. */
#pragma once
#include <thrust/functional.h>

namespace cuda {
namespace std {
struct identity {
  template <typename T> __host__ __device__ T operator()(const T &x) const { return x; }
};
using thrust::bit_and;
using thrust::bit_or;
using thrust::bit_xor;
using thrust::divides;
using thrust::equal_to;
using thrust::greater;
using thrust::greater_equal;
using thrust::less;
using thrust::less_equal;
using thrust::logical_and;
using thrust::logical_not;
using thrust::logical_or;
using thrust::minus;
using thrust::modulus;
using thrust::multiplies;
using thrust::negate;
using thrust::not_equal_to;
using thrust::plus;
} // namespace std
} // namespace cuda
