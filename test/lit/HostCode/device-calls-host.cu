// Host functions stay host functions: device code that calls one is still
// an error, located at the call.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <stdlib.h>
int host_helper(int x) { return x + rand(); }
__global__ void k(int *p) { p[0] = host_helper(p[0]); }
// CHECK: device-calls-host.cu:6:36: error: no matching function for call to 'host_helper' [ultima-frontend]
// CHECK: device-calls-host.cu:5:5: note: candidate function not viable: call to __host__ function from __global__ function
// The device heap does not exist in OpenCL C: malloc and free in device
// code are errors too, while host code calls the host's.
// RUN: not %ultima %S/Inputs/device-malloc.cu 2>&1 | FileCheck --check-prefix=HEAP %s
// HEAP: device-malloc.cu:4:22: error: 'malloc' is not available in OpenCL device code [ultima-unsupported-construct]
// HEAP: device-malloc.cu:5:3: error: 'free' is not available in OpenCL device code [ultima-unsupported-construct]
