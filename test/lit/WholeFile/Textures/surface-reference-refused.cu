// What is still refused of surface references, each at its use: a reference
// named other than as the surface of a read or write (its field read, the
// reference passed to a function), an access whose surface is not a
// namespace-scope reference (a parameter), and element types without a
// polyfill.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 4
surface<void, cudaSurfaceType2D> output;

__device__ float first(surface<void, cudaSurfaceType2D> s) {
  // CHECK-DAG: surface-reference-refused.cu:[[@LINE+1]]:28: error: the surface reference of 'surf2Dread' must name a surface<void, dim> variable at namespace scope (not a parameter, a local or a class member) [ultima-unsupported-texture]
  return surf2Dread<float>(s, 0, 0);
}

__global__ void k(float *out, double *wide) {
  // CHECK-DAG: surface-reference-refused.cu:[[@LINE+1]]:12: error: surface reference 'output' is not supported: a surface reference (surface<void, dim>) can only be named as the surface of a read or write (surf1Dread, surf1Dwrite, surf2Dread, surf2Dwrite, surf3Dread, surf3Dwrite, surf1DLayeredread, surf1DLayeredwrite, surf2DLayeredread, surf2DLayeredwrite): in OpenCL it is a buffer and a descriptor, not a value [ultima-unsupported-texture]
  out[0] = output.channelDesc.x;
  // CHECK-DAG: surface-reference-refused.cu:[[@LINE+1]]:18: error: surface reference 'output' is not supported
  out[1] = first(output);
  // CHECK-DAG: surface-reference-refused.cu:[[@LINE+1]]:13: error: surface access 'surf2Dread' is not supported: texel type 'double' is not supported
  wide[0] = surf2Dread<double>(output, 0, 0);
}
