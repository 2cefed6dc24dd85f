// Programs that include CUDA's individual headers directly parse: each is
// provided by ultima (most just name the prelude's declarations).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <builtin_types.h>
#include <channel_descriptor.h>
#include <cuda.h>
#include <cuda_device_runtime_api.h>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <cuda_texture_types.h>
#include <device_atomic_functions.h>
#include <device_functions.h>
#include <device_launch_parameters.h>
#include <driver_types.h>
#include <host_defines.h>
#include <math_functions.h>
#include <sm_20_atomic_functions.h>
#include <surface_types.h>
#include <texture_fetch_functions.h>
#include <texture_types.h>
#include <vector_functions.h>
#include <vector_types.h>

// CHECK: __kernel void k(__global float4 *p)
// CHECK-NEXT: {
// CHECK-NEXT:   p[0] = ((float4)(1.0f, 2.0f, 3.0f, 4.0f));
__global__ void k(float4 *p) { p[0] = make_float4(1.0f, 2.0f, 3.0f, 4.0f); }
