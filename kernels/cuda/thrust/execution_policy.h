/* thrust/execution_policy.h: ultima's Thrust subset
   (docs/cuda-libraries.md#thrust): thrust::device, thrust::host, thrust::seq,
   thrust::cuda::par (streams, .on(stream), are not provided). */
#pragma once
#include <thrust/detail/__ultima_memory.h>
