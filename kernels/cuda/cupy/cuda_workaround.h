/*===- cupy/cuda_workaround.h - the C++ library names CuPy's kernels use ---===*
 *
 * Under NVRTC, CuPy's header of this name makes the C++ library's
 * <type_traits>, <limits>, <utility> and <tuple> names available in device
 * code (from libcu++). ultima parses device code with the C++ library
 * itself, so including the standard headers is enough: type traits
 * (std::is_signed<T>::value, std::enable_if, ...) work anywhere;
 * docs/supported-subset.md says which other std:: names translate.
 *===----------------------------------------------------------------------===*/
#pragma once
#include <limits>
#include <type_traits>
#include <utility>
