// cg::reduce, cg::inclusive_scan and cg::exclusive_scan: templates of
// <cooperative_groups/reduce.h> and scan.h instantiated per group, type and
// operator; the operators are empty structs with an operator().
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

// CHECK: double cooperative_groups_less_double_operator_call({{.*}}, double a, double b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return b < a ? b : a;
// CHECK: int cooperative_groups_reduce_cooperative_groups_thread_block_tile_32_void_int_cooperative_groups_plus_int({{.*}}){{$}}
// CHECK: for (uint k = (cooperative_groups_thread_block_tile_32_void_width_ > 32u ? 32u : cooperative_groups_thread_block_tile_32_void_width_) / 2u; k > 0u; k /= 2u)
// CHECK-NEXT: {
// CHECK-NEXT: int other = cooperative_groups_thread_block_tile_32_void_shfl_down_int(
// CHECK-NEXT: if (rank + k < n)
// CHECK-NEXT: value = cooperative_groups_plus_int_operator_call(&op, value, other);

// CHECK-LABEL: __kernel void k(__global const int *in, __global int *out, __global double *d)
__global__ void k(const int *in, int *out, double *d) {
  __shared__ int staged[128];
  cg::thread_block cta = cg::this_thread_block();
  cg::memcpy_async(cta, staged, in, sizeof(staged));
  cg::wait(cta);
  auto t32 = cg::tiled_partition<32>(cta);
  auto t8 = cg::tiled_partition<8>(cta);
  int v = staged[cta.thread_rank()];
  out[cta.thread_rank()] = cg::reduce(t32, v, cg::plus<int>()) +
                           cg::reduce(t8, v, cg::greater<int>()) +
                           (int)cg::reduce(t8, (unsigned)v, cg::bit_xor<unsigned>()) +
                           cg::inclusive_scan(t8, v) + cg::exclusive_scan(t32, v, cg::plus<int>());
  d[cta.thread_rank()] = cg::reduce(t32, (double)v, cg::less<double>());
}
