/* thrust/find.h (find, find_if, find_if_not): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_algorithms.h>
