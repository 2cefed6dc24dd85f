/* thrust/adjacent_difference.h (adjacent_difference): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_algorithms.h>
