/* scatter_if and gather_if (ultima's Thrust subset): the output is written
   only where the stencil satisfies the predicate. Included by
   __ultima_algorithms.h after __ultima_keyed.h (its policy tests), within
   __ULTIMA_DEV, __ULTIMA_HOST and __ULTIMA_N. */
#pragma once
#include <thrust/detail/__ultima_keyed.h>

namespace thrust {
namespace __ultima {

template <typename In, typename M, typename S, typename Out, typename P>
__global__ void scatter_if_kernel(const In *in, const M *map, const S *stencil, Out *out, int n,
                                  P pred) {
  int i = index();
  if (i < n && pred(stencil[i]))
    out[map[i]] = in[i];
}
template <typename M, typename S, typename In, typename Out, typename P>
__global__ void gather_if_kernel(const M *map, const S *stencil, const In *in, Out *out, int n,
                                 P pred) {
  int i = index();
  if (i < n && pred(stencil[i]))
    out[i] = in[map[i]];
}

} // namespace __ultima

/* scatter_if, gather_if: the output is written only where the stencil
   passes, so it must be a device pointer (or device_ptr). */
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
void scatter_if(__ULTIMA_DEV, InIt first, InIt last, MIt map, SIt stencil, OutIt result, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  __ultima::in_view<InIt> in(first, n);
  __ultima::in_view<MIt> m(map, n);
  __ultima::in_view<SIt> s(stencil, n);
  __ultima::scatter_if_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      in.p, m.p, s.p, __ultima::raw(result), n, pred);
  __ultima::launched("thrust::scatter_if");
}
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
void scatter_if(__ULTIMA_HOST, InIt first, InIt last, MIt map, SIt stencil, OutIt result, P pred) {
  for (; first != last; ++first, ++map, ++stencil)
    if (pred(*stencil))
      result[*map] = *first;
}
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
typename __ultima::not_policy<InIt>::type scatter_if(InIt first, InIt last, MIt map, SIt stencil,
                                                    OutIt result, P pred) {
  thrust::scatter_if(__ultima::system_of2<InIt, OutIt>(), first, last, map, stencil, result, pred);
}
template <typename InIt, typename MIt, typename SIt, typename OutIt>
void scatter_if(InIt first, InIt last, MIt map, SIt stencil, OutIt result) {
  thrust::scatter_if(__ultima::system_of2<InIt, OutIt>(), first, last, map, stencil, result,
                     thrust::identity<typename __ultima::value_of<SIt>::type>());
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
OutIt gather_if(__ULTIMA_DEV, MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result,
                P pred) {
  __ULTIMA_N(mfirst, mlast);
  if (n <= 0)
    return result;
  __ultima::in_view<MIt> m(mfirst, n);
  __ultima::in_view<SIt> s(stencil, n);
  __ultima::gather_if_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      m.p, s.p, (const typename __ultima::value_of<InIt>::type *)__ultima::raw(input),
      __ultima::raw(result), n, pred);
  __ultima::launched("thrust::gather_if");
  return result + n;
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
OutIt gather_if(__ULTIMA_HOST, MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result,
                P pred) {
  for (; mfirst != mlast; ++mfirst, ++stencil, ++result)
    if (pred(*stencil))
      *result = input[*mfirst];
  return result;
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
typename __ultima::not_policy<MIt, OutIt>::type gather_if(MIt mfirst, MIt mlast, SIt stencil,
                                                          InIt input, OutIt result, P pred) {
  return thrust::gather_if(__ultima::system_of2<InIt, OutIt>(), mfirst, mlast, stencil, input,
                           result, pred);
}
template <typename MIt, typename SIt, typename InIt, typename OutIt>
OutIt gather_if(MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result) {
  return thrust::gather_if(__ultima::system_of2<InIt, OutIt>(), mfirst, mlast, stencil, input,
                           result, thrust::identity<typename __ultima::value_of<SIt>::type>());
}

} // namespace thrust
