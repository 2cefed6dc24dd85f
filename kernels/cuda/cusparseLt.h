/* A CUDA toolkit library header that ultima does not provide (docs/cuda-api.md).
   Shipped so that a CUDA installation in the system include path is never
   used instead; the frontend reports this #error as ultima-unsupported-header
   at the user's #include. */
#pragma once
#error ULTIMA-UNSUPPORTED-HEADER <cusparseLt.h>: cuSPARSELt is not supported by ultima (CUDA toolkit libraries are not translated)
