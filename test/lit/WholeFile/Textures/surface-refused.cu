// What is refused of surfaces, each at its use, with the reason: cubemap
// surfaces, element types without a polyfill, an object that is not a
// parameter of the calling function (surface-reference-refused.cu: what is
// refused of surface references).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 4

struct Holder {
  // CHECK-DAG: surface-refused.cu:[[@LINE+1]]:23: error: surface object 's' is not supported: ultima passes a surface object as a parameter of its own
  cudaSurfaceObject_t s;
};

__global__ void k(double *out, cudaSurfaceObject_t surf, Holder h) {
  // CHECK-DAG: surface-refused.cu:[[@LINE+1]]:12: error: surface access 'surf2Dread' is not supported: texel type 'double' is not supported: char, unsigned char, short, unsigned short, int, unsigned int or float, with 1, 2 or 4 components [ultima-unsupported-texture]
  out[0] = surf2Dread<double>(surf, 0, 0);
  // CHECK-DAG: surface-refused.cu:[[@LINE+1]]:3: error: surface access 'surfCubemapwrite' is not supported: cubemap surfaces are not supported
  surfCubemapwrite(1.0f, surf, 0, 0, 0);
  // CHECK-DAG: surface-refused.cu:[[@LINE+1]]:21: error: the surface object of 'surf1Dwrite' must be a parameter of the calling function
  surf1Dwrite(1.0f, h.s, 0);
}
