/* thrust/detail/type_traits.h: Thrust's internal type traits, which some
   programs include directly; they are the C++ library's (<type_traits>)
   under Thrust's names. */
#pragma once
#include <type_traits>

namespace thrust {
namespace detail {
using std::integral_constant;
using std::is_same;
typedef std::true_type true_type;
typedef std::false_type false_type;
template <typename T> struct is_floating_point : std::is_floating_point<T> {};
template <typename T> struct is_integral : std::is_integral<T> {};
} // namespace detail
} // namespace thrust
