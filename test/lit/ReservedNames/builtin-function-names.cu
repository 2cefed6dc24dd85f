// Local variables named after OpenCL built-in functions (clamp, dot, sign,
// mix, get_global_id) are renamed so the built-ins stay callable.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void shade(__global float *out, float restrict_{{[A-Za-z0-9_]*}})
// CHECK-NEXT: {
// CHECK-NEXT:   int [[GID:get_global_id[A-Za-z0-9_]+]] = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   float [[CLAMP:clamp[A-Za-z0-9_]+]] = out{{\[}}[[GID]]{{\]}};
// CHECK-NEXT:   float [[DOT:dot[A-Za-z0-9_]+]] = [[CLAMP]] * [[CLAMP]];
// CHECK-NEXT:   float [[SIGN:sign[A-Za-z0-9_]+]] = [[CLAMP]] < 0.0f ? -1.0f : 1.0f;
// CHECK-NEXT:   float [[MIX:mix[A-Za-z0-9_]+]] = [[DOT]] * [[SIGN]];
// CHECK-NEXT:   out{{\[}}[[GID]]{{\]}} = [[MIX]] + restrict_{{[A-Za-z0-9_]*}};
// CHECK-NEXT: }
__global__ void shade(float *out, float restrict) {
  int get_global_id = blockIdx.x * blockDim.x + threadIdx.x;
  float clamp = out[get_global_id];
  float dot = clamp * clamp;
  float sign = clamp < 0.0f ? -1.0f : 1.0f;
  float mix = dot * sign;
  out[get_global_id] = mix + restrict;
}
