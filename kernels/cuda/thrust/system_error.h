/* thrust/system_error.h (system_error): ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_memory.h>
