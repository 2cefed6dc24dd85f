/* thrust/tuple.h (tuple, make_tuple, get): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_tuple.h>
