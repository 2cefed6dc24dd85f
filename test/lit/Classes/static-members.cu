// Static member functions are plain functions named after their class;
// static constexpr data members are program-scope constants after the class.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Grid {
  static constexpr int kWidth = 16;
  static constexpr float kScale = 0.25f;
  __device__ static int index(int r, int c) { return r * kWidth + c; }
};

// CHECK: __constant const int Grid_kWidth = 16;
// CHECK: __constant const float Grid_kScale = 0.25f;
__global__ void k(float *out) {
  out[Grid::index(threadIdx.y, threadIdx.x)] = Grid::kScale * Grid::kWidth;
}

// CHECK-LABEL: int Grid_index(int r, int c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return r * Grid_kWidth + c;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[Grid_index((uint)get_local_id(1), (uint)get_local_id(0))] = Grid_kScale * Grid_kWidth;
// CHECK-NEXT: }
