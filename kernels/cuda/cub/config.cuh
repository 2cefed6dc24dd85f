/* CUB's configuration header: ultima's CUB subset (docs/device-library.md#cub). */
#pragma once
#include <cub/util_namespace.cuh>
#include <cub/util_type.cuh>
