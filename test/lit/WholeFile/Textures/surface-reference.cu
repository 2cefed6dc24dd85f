// Surface references: reads and writes are reported as surface accesses,
// with the surface object to use instead.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
surface<void, cudaSurfaceType2D> output;

__global__ void invert(int w) {
  int x = threadIdx.x, y = blockIdx.x;
  float v;
  // CHECK: surface-reference.cu:[[@LINE+1]]:3: error: surface access 'surf2Dread' is not supported: surface references (surface<void, dim>) are not supported; use a surface object (cudaSurfaceObject_t) [ultima-unsupported-texture]
  surf2Dread(&v, output, x * 4, y);
  // CHECK: surface-reference.cu:[[@LINE+1]]:3: error: surface access 'surf2Dwrite' is not supported
  surf2Dwrite(1.0f - v, output, x * 4, y, cudaBoundaryModeClamp);
}

int main() {
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  cudaMallocArray(&array, &desc, 64, 64, cudaArraySurfaceLoadStore);
  cudaBindSurfaceToArray(output, array);
  invert<<<64, 64>>>(64);
  cudaFreeArray(array);
}
