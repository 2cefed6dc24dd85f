// A stand-in for a Thrust header of a system CUDA installation
// (thrust-system-install.cu): like Thrust's, it includes its configuration first.
#pragma once
#include <thrust/detail/config.h>
namespace thrust { namespace system { namespace omp { template <class T> class vector; } } }
