/* thrust/binary_search.h (lower_bound, upper_bound, binary_search): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_algorithms.h>
