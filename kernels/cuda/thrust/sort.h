/* thrust/sort.h: ultima's Thrust subset (docs/cuda-libraries.md#thrust). */
#pragma once
#include <thrust/detail/__ultima_algorithms.h>
#include <thrust/detail/__ultima_is_sorted.h>
