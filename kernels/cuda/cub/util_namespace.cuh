/* CUB's namespace macros (CUB documents its API in namespace cub). Part of
   ultima's CUB subset (docs/device-library.md#cub): source in the CUDA
   subset ultima translates, translated like the user's code. */
#pragma once
#ifndef CUB_NAMESPACE_BEGIN
#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END }
#endif
#ifndef CUB_NS_PREFIX
#define CUB_NS_PREFIX
#define CUB_NS_POSTFIX
#define CUB_NS_QUALIFIER ::cub
#endif
