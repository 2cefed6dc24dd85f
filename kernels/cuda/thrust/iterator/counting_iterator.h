/* thrust/iterator/counting_iterator.h (counting_iterator): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_iterators.h>
