// A texture reference used other than as a fetch argument (here its field
// read) is reported at the use.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
texture<int, 1> lookup;

__global__ void k(int *out) {
  // CHECK: texture-reference-passed.cu:[[@LINE+1]]:12: error: texture reference 'lookup' is not supported: texture references (texture<T, dim, readMode>) are not supported yet; use a texture object (cudaTextureObject_t) [ultima-unsupported-texture]
  out[0] = lookup.normalized;
}
