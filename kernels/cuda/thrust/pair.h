/* thrust/pair.h (pair, make_pair): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_tuple.h>
