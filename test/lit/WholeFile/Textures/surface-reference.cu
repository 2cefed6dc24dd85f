// Surface references (surface<void, dim> at namespace scope): a kernel or
// helper that reaches one takes it as the bound memory and a descriptor, as
// a device symbol, with no image parameters (a surface is a buffer); reads
// and writes are the surf_access.cl polyfills of their element type, the
// boundary mode always an argument. The manifest names the reference
// (qualified) in both parameters and has no texture-images entry for it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
// RUN: %ultima --emit-launches %s | FileCheck --check-prefix=MANIFEST %s

surface<void, cudaSurfaceType2D> output;
namespace vol {
surface<void, cudaSurfaceType3D> cells;
}
surface<void, cudaSurfaceType1DLayered> rows;
surface<void, cudaSurfaceType2DLayered> stack;
surface<void, cudaSurfaceType1D> line;

// CHECK-LABEL: float valueAt(int x, int y, __global uchar *output_data, ultima_texture output)
// CHECK: return ultima_surf2Dread_float(output_data, output, (x * 4), (y), (0));
__device__ float valueAt(int x, int y) {
  return surf2Dread<float>(output, x * 4, y, cudaBoundaryModeZero);
}

// CHECK-LABEL: __kernel void invert(int w, __global uchar *output_data, ultima_texture output, __global uchar *vol_cells_data, ultima_texture vol_cells, __global uchar *rows_data, ultima_texture rows, __global uchar *stack_data, ultima_texture stack, __global uchar *line_data, ultima_texture line)
__global__ void invert(int w) {
  int x = threadIdx.x, y = blockIdx.x;
  float v;
  // CHECK: ((v) = ultima_surf2Dread_float(output_data, output, (x * 4), (y), (2)));
  surf2Dread(&v, output, x * 4, y);
  // CHECK: ultima_surf2Dwrite_float((1.0f - v + valueAt(x, y, output_data, output)), output_data, output, (x * 4), (y), (1));
  surf2Dwrite(1.0f - v + valueAt(x, y), output, x * 4, y, cudaBoundaryModeClamp);
  // CHECK: short2 s = ultima_surf3Dread_short2(vol_cells_data, vol_cells, (x * 4), (y), (1), (2));
  short2 s = surf3Dread<short2>(vol::cells, x * 4, y, 1);
  // CHECK: ultima_surf3Dwrite_short2((s), vol_cells_data, vol_cells, (x * 4), (y), (0), (0));
  surf3Dwrite(s, vol::cells, x * 4, y, 0, cudaBoundaryModeZero);
  // CHECK: ultima_surf1DLayeredwrite_int2((((int2)(1, 2))), rows_data, rows, (x * 8), (y), (2));
  surf1DLayeredwrite(make_int2(1, 2), rows, x * 8, y);
  // CHECK: uchar4 c = ultima_surf2DLayeredread_uchar4(stack_data, stack, (x * 4), (y), (w), (1));
  uchar4 c = surf2DLayeredread<uchar4>(stack, x * 4, y, w, cudaBoundaryModeClamp);
  // CHECK: ultima_surf1Dwrite_uchar4((c), line_data, line, (x * 4), (2));
  surf1Dwrite(c, line, x * 4);
}

// MANIFEST: "declaration": "__global uchar *output_data",
// MANIFEST-NEXT: "kind": "texture-data",
// MANIFEST-NEXT: "name": "output_data",
// MANIFEST-NEXT: "symbol": "output",
// MANIFEST: "declaration": "ultima_texture output",
// MANIFEST-NEXT: "kind": "texture-desc",
// MANIFEST-NEXT: "name": "output",
// MANIFEST-NEXT: "size": 96,
// MANIFEST-NEXT: "symbol": "output",
// MANIFEST: "symbol": "vol::cells",
// MANIFEST-NOT: texture-images

int main() {
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  cudaMallocArray(&array, &desc, 64, 64, cudaArraySurfaceLoadStore);
  cudaBindSurfaceToArray(output, array);
  invert<<<64, 64>>>(64);
  cudaFreeArray(array);
}
