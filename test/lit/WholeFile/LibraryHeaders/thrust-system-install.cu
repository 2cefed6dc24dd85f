// A Thrust header ultima has no stub for, found in a system CUDA installation
// (here a stand-in under Inputs/system-cuda, passed with -isystem): Thrust's
// headers include <thrust/detail/config.h> first, which is ultima's stub, and
// the error is reported at the user's #include, not inside the system header.
// RUN: not %ultima %s -- -isystem %S/../Inputs/system-cuda 2>&1 | FileCheck %s
// RUN: not %ultima %s -- -isystem %S/../Inputs/system-cuda 2>&1 | grep -c error: | grep -qx 1
// CHECK: thrust-system-install.cu:[[@LINE+1]]:10: error: <thrust/detail/config.h>: this Thrust header is not part of ultima{{.*}}[ultima-unsupported-header]
#include <thrust/system/omp/vector.h>

__global__ void k(int *p) { p[0] = 1; }
