// Warp matrix functions (<mma.h>) are source code in the translated subset:
// a fragment is a struct of the elements its lane holds (the accumulator's
// m/4 x n/8 block, the m/4 rows of A and the n/8 columns of B it needs), and
// mma_sync is each lane's own product, with no barrier and no exchange
// between lanes. A half operand fragment keeps float elements, converted once
// at the load.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=BF16 %s < %t.cl
// RUN: %oclc %t.cl
#include <mma.h>
using namespace nvcuda;

// CHECK: static inline uint nvcuda_wmma___ultima_wmma_lane(void)
// CHECK-NEXT: {
// CHECK-NEXT: return ((uint)get_local_id(0) + (uint)get_local_size(0) * ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2))) & 31u;
// CHECK: static inline void nvcuda_wmma___ultima_wmma_load_block_float___half(__private float *x, __local const ultima_half *p, uint ldm, uint row0, uint col0, int rows, int cols, bool rowMajor)
// CHECK: x[r * cols + c] = (float)(ultima_h2f(p[nvcuda_wmma___ultima_wmma_offset(row0 + (uint)r, col0 + (uint)c, ldm, rowMajor)]));
// CHECK: struct nvcuda_wmma_fragment_matrix_a_16_16_16___half_row_major {
// CHECK-NEXT: float x[64];
// CHECK: struct nvcuda_wmma_fragment_matrix_b_16_16_16___half_col_major {
// CHECK-NEXT: float x[32];
// CHECK: struct nvcuda_wmma_fragment_accumulator_16_16_16_float_void {
// CHECK-NEXT: float x[8];
// CHECK: struct nvcuda_wmma_fragment_matrix_a_8_8_4_double_col_major {
// CHECK-NEXT: double x[8];
// CHECK: struct nvcuda_wmma_fragment_accumulator_8_8_4_double_void {
// CHECK-NEXT: double x[2];
// The half operand is converted as it is loaded, from __local memory here.
// CHECK-LABEL: static inline void nvcuda_wmma_load_matrix_sync_16_16_16___half_row_major(__private nvcuda_wmma_fragment_matrix_a_16_16_16___half_row_major *a, __local const ultima_half *p, uint ldm)
// CHECK-NEXT: {
// CHECK-NEXT: nvcuda_wmma___ultima_wmma_load_block_float___half(a->x, p, ldm, nvcuda_wmma___ultima_wmma_first_row_16(), 0u, 16 / 4, 16, nvcuda_wmma___ultima_wmma_is_row_major_row_major_value);
// CHECK-LABEL: static inline void nvcuda_wmma_mma_sync_16_16_16___half_row_major___half_col_major_float(
// CHECK-NOT: barrier
// CHECK: sum += (float)(a->x[r * 16 + i]) * (float)(b->x[i * cols + j]);
// CHECK-NOT: barrier
// CHECK: d->x[e] = nvcuda_wmma___ultima_wmma_result_float_of(sums[e], satf);
// CHECK-LABEL: __kernel void halfTile(
// CHECK: __local ultima_half tile[2][256];
// CHECK: nvcuda_wmma_fill_fragment_accumulator_16_16_16_float_void_float(&acc, (__private float[1]){0.0f});
// CHECK: nvcuda_wmma_mma_sync_16_16_16___half_row_major___half_col_major_float(&acc, &fa, &fb, &acc, false);
// CHECK: acc.x[i] *= 2.0f;
// CHECK: nvcuda_wmma_store_matrix_sync_16_16_16_float(out, &acc, 16, nvcuda_wmma_mem_col_major);
__global__ void halfTile(const half *a, const half *b, float *out) {
  __shared__ half tile[2][256];
  for (int i = threadIdx.x; i < 256; i += 32) {
    tile[0][i] = a[i];
    tile[1][i] = b[i];
  }
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, tile[0], 16);
  wmma::load_matrix_sync(fb, tile[1], 16);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < acc.num_elements; ++i)
    acc.x[i] *= 2.0f;
  wmma::store_matrix_sync(out, acc, 16, wmma::mem_col_major);
}

// CHECK-LABEL: __kernel void doubleTile(
// CHECK: nvcuda_wmma_mma_sync_8_8_4_double_col_major_double_row_major_double(&d, &fa, &fb, &d, false);
__global__ void doubleTile(const double *a, const double *b, double *d_out) {
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> d;
  wmma::load_matrix_sync(d, d_out, 8, wmma::mem_row_major);
  wmma::load_matrix_sync(fa, a, 8);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::mma_sync(d, fa, fb, d);
  wmma::store_matrix_sync(d_out, d, 8, wmma::mem_row_major);
}

// __nv_bfloat16 operands (cuda_bf16.h, which mma.h includes) are kept as
// float too, converted at the load; x[i] converts to and from __nv_bfloat16.
// BF16: static inline void nvcuda_wmma___ultima_wmma_load_block_float___nv_bfloat16(__private float *x, __global const __nv_bfloat16 *p,
// BF16: x[r * cols + c] = (float)(__nv_bfloat16_operator_float_g(
// BF16: struct nvcuda_wmma_fragment_matrix_a_16_16_16___nv_bfloat16_row_major {
// BF16-NEXT: float x[64];
// BF16: struct nvcuda_wmma_fragment_matrix_b_16_16_16___nv_bfloat16_col_major {
// BF16-NEXT: float x[32];
// BF16-LABEL: static inline void nvcuda_wmma_load_matrix_sync_16_16_16___nv_bfloat16_row_major(__private nvcuda_wmma_fragment_matrix_a_16_16_16___nv_bfloat16_row_major *a, __global const __nv_bfloat16 *p, uint ldm)
// BF16-NEXT: {
// BF16-NEXT: nvcuda_wmma___ultima_wmma_load_block_float___nv_bfloat16(a->x, p, ldm,
// BF16-LABEL: __kernel void bf16Tile(
// BF16: fa.x[i] = __nv_bfloat16_operator_float_p((__private __nv_bfloat16[1]){__hmul((*constructor___nv_bfloat16((__private __nv_bfloat16[1]){0}, fa.x[i])), __float2bfloat16(2.0f))});
// BF16: nvcuda_wmma_mma_sync_16_16_16___nv_bfloat16_row_major___nv_bfloat16_col_major_float(&acc, &fa, &fb, &acc, false);
__global__ void bf16Tile(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *out) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  for (int i = 0; i < fa.num_elements; ++i)
    fa.x[i] = __hmul(fa.x[i], __float2bfloat16(2.0f));
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(out, acc, 16, wmma::mem_row_major);
}
