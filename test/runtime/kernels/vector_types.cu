// CUDA vector types with CUDA's memory layout (test_vector_types.py).

struct Particle {
  float3 pos;   // offset 0, 12 bytes
  char3 tag;    // offset 12, 3 bytes
  double mass;  // offset 16
  int3 cell;    // offset 24
};              // 40 bytes

// Sizes and alignments as CUDA defines them.
__global__ void layout(int *out) {
  out[0] = sizeof(float3);
  out[1] = sizeof(char3);
  out[2] = sizeof(short3);
  out[3] = sizeof(int3);
  out[4] = sizeof(double3);
  out[5] = sizeof(longlong3);
  out[6] = sizeof(Particle);
  out[7] = sizeof(float4);
  out[8] = sizeof(double2);
  out[9] = sizeof(dim3);
  out[10] = sizeof(uint3);
  out[11] = __alignof__(float3);
  out[12] = __alignof__(float4);
  out[13] = sizeof(uchar3[5]);
}

__device__ float3 scale3(float3 v, float s) { return make_float3(v.x * s, v.y * s, v.z * s); }

// A buffer of float3 is n*12 bytes, as cudaMemcpy'd from a (n, 3) float32 array.
__global__ void axpy3(float3 *y, const float3 *x, float a, float3 shift, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float3 ax = scale3(x[i], a);
    y[i] = make_float3(ax.x + y[i].x + shift.x, ax.y + y[i].y + shift.y, ax.z + y[i].z + shift.z);
  }
}

__global__ void particles(Particle *ps, double *energy, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle p = ps[i];
  energy[i] = 0.5 * p.mass * (p.pos.x * p.pos.x + p.pos.y * p.pos.y + p.pos.z * p.pos.z);
  p.cell = make_int3((int)floorf(p.pos.x), (int)floorf(p.pos.y), (int)floorf(p.pos.z));
  p.tag = make_char3(p.tag.x + 1, p.tag.y, (signed char)(p.tag.z * 2));
  ps[i] = p;
}

// 3-vectors in shared memory keep the 12-byte stride too.
__global__ void reverse3(double3 *v) {
  __shared__ double3 tile[64];
  unsigned t = threadIdx.x;
  tile[t] = v[blockIdx.x * 64 + t];
  __syncthreads();
  v[blockIdx.x * 64 + t] = tile[63 - t];
}

// dim3 and uint3 values, and the other component types.
__global__ void indices(uint3 *where, dim3 *dims, ulonglong3 *wide, short3 *narrow) {
  uint3 t = threadIdx;
  dim3 b = blockDim;
  unsigned i = blockIdx.x * b.x + t.x;
  where[i] = make_uint3(t.x, blockIdx.x, i);
  dims[i] = dim3(b.x, gridDim.x);
  wide[i] = make_ulonglong3(i, (unsigned long long)i << 40, ~0ull - i);
  narrow[i] = make_short3(-(short)i, (short)(i * 3), 7);
}

// 2- and 4-component vectors are OpenCL vectors of the same size and alignment.
__global__ void pairs(longlong2 *a, uchar4 *b, double2 *c) {
  int i = threadIdx.x;
  a[i] = make_longlong2(a[i].y, -a[i].x);
  b[i] = make_uchar4(b[i].w, b[i].z, b[i].y, b[i].x);
  c[i] = make_double2(c[i].x + c[i].y, c[i].x * c[i].y);
}
