// A user header that includes a CUDA library (included-from-user-header.cu).
#pragma once
#include <cufftw.h>
