/* thrust/iterator/constant_iterator.h (constant_iterator): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_iterators.h>
