/* A CUDA header that ultima does not provide (docs/cuda-api.md).
   Shipped so that a CUDA installation in the system include path is never
   used instead; the frontend reports this #error as ultima-unsupported-header
   at the user's #include. */
#pragma once
#error ULTIMA-UNSUPPORTED-HEADER <cuda_bf16.h>: bfloat16 (__nv_bfloat16) is not supported by ultima (no OpenCL C 1.2 equivalent)
