/* A part of CUB that ultima's CUB subset does not provide
   (docs/device-library.md#cub lists what it does). The frontend reports this
   #error as ultima-unsupported-header at the user's #include. */
#pragma once
#error ULTIMA-UNSUPPORTED-HEADER <cub/device/device_segmented_reduce.cuh>: this part of CUB is not provided by ultima (ultima provides the CUB subset listed in its device library documentation)
