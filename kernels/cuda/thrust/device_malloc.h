/* thrust/device_malloc.h: ultima's Thrust subset (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_memory.h>
