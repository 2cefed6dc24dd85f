// The sub-byte WMMA operand types (wmma::experimental::precision) are not
// provided: their use is a located error at the user's line.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <mma.h>
using namespace nvcuda;
__global__ void k(const int *a) {
  // CHECK: wmma-sub-byte.cu:[[@LINE+1]]:75: error: sub-byte WMMA operands (u4, s4, b1) are not provided by ultima [ultima-unsupported-construct]
  wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::s4, wmma::row_major> fa;
}
