// References lowered to pointers (test_references.py).

__device__ void swap(float &a, float &b) {
  float t = a;
  a = b;
  b = t;
}

// The same helper bound to global and to shared memory: reverse a block
// through shared memory, then swap neighbours in global memory.
__global__ void swap_spaces(float *x) {
  __shared__ float tile[64];
  unsigned t = threadIdx.x, i = blockIdx.x * 64 + t;
  tile[t] = x[i];
  __syncthreads();
  if (t < 32)
    swap(tile[t], tile[63 - t]);
  __syncthreads();
  x[i] = tile[t];
  __syncthreads();
  if (t % 2 == 0)
    swap(x[i], x[i + 1]);
}

// A function returning a reference into a global array, used on both sides
// of an assignment.
__device__ float &cell(float *grid, int w, int r, int c) { return grid[r * w + c]; }

__global__ void transpose_add(float *grid, int w) {
  int r = blockIdx.x, c = threadIdx.x;
  if (r < c) {
    float &a = cell(grid, w, r, c);
    float &b = cell(grid, w, c, r);
    float sum = a + b;
    a = sum;
    cell(grid, w, c, r) = -sum;
  }
}

struct Stats { float sum; float sumsq; int n; };

__device__ void accumulate(Stats &s, const float &v) {
  s.sum += v;
  s.sumsq += v * v;
  s.n++;
}

// Private accumulation through a reference, then a const reference to a
// temporary.
__global__ void stats(const float *x, Stats *out, int per) {
  Stats s = {0.0f, 0.0f, 0};
  for (int k = 0; k < per; ++k)
    accumulate(s, x[threadIdx.x * per + k] * 2.0f);
  out[threadIdx.x] = s;
}

__device__ int &pick(int (&slots)[4], int i) { return slots[i & 3]; }

__global__ void slots(int *out) {
  int s[4] = {0, 0, 0, 0};
  for (int k = 0; k < 10; ++k)
    pick(s, k + threadIdx.x) += k;
  for (int k = 0; k < 4; ++k)
    out[4 * threadIdx.x + k] = s[k];
}
