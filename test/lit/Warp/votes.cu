// Votes gather one predicate per lane; __activemask is the set of lanes the
// work-group has (all 32 except in a last, partial warp).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global uint *out, __global const float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   uint t = (uint)get_local_id(0);
// CHECK-NEXT:   out[4 * t] = ultima_ballot(__ultima_warp_scratch, (0xffffffff), ((int)(x[t] > 0.0f)));
// CHECK-NEXT:   out[4 * t + 1] = (ultima_ballot(__ultima_warp_scratch, (0xffffffff), ((int)(x[t] == 0.0f))) != 0u);
// CHECK-NEXT:   out[4 * t + 2] = ultima_all(__ultima_warp_scratch, (0xffffffff), ((int)(x[t] < 1.0f)));
// CHECK-NEXT:   out[4 * t + 3] = ultima_warp_present() & ultima_uni(__ultima_warp_scratch, ((uint)(0xffff)), ((int)(t & 1)));
// CHECK-NEXT: }
__global__ void k(unsigned *out, const float *x) {
  unsigned t = threadIdx.x;
  out[4 * t] = __ballot_sync(0xffffffff, x[t] > 0.0f);
  out[4 * t + 1] = __any_sync(0xffffffff, x[t] == 0.0f);
  out[4 * t + 2] = __all_sync(0xffffffff, x[t] < 1.0f);
  out[4 * t + 3] = __activemask() & __uni_sync(0xffff, t & 1);
}
