// thrust::device_vector, host_vector, device_ptr, device_reference,
// device_malloc/device_free, raw_pointer_cast and device_pointer_cast
// (Thrust documentation: "Vectors", "Memory Management"): construction,
// assignment between host and device, resize, element access from host code
// and a user kernel on raw_pointer_cast(v.data()).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <thrust/device_free.h>
#include <thrust/device_malloc.h>
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <sstream>
#include <vector>
#include "expect.h"

__global__ void negate(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = -p[i];
}

int main() {
  thrust::device_vector<int> empty;
  EXPECT(empty.size() == 0 && empty.empty());
  thrust::device_vector<int> zeros(5);
  EXPECT(zeros.size() == 5 && zeros[0] == 0 && zeros[4] == 0);
  thrust::device_vector<float> filled(1000, 2.5f);
  EXPECT(filled.size() == 1000 && filled[999] == 2.5f);

  std::vector<int> s(1000);
  for (int i = 0; i < 1000; ++i)
    s[i] = i * 3 - 7;
  thrust::device_vector<int> d(s.begin(), s.end());
  thrust::host_vector<int> h = d;
  EXPECT(h.size() == 1000 && std::vector<int>(h.begin(), h.end()) == s);
  thrust::device_vector<int> d2 = h;
  thrust::device_vector<int> d3(d2);
  thrust::device_vector<int> d4;
  d4 = d3;
  thrust::host_vector<int> h4(d4);
  EXPECT(std::vector<int>(h4.begin(), h4.end()) == s);
  thrust::device_vector<double> converted(d); // element conversion
  EXPECT(converted[10] == (double)s[10]);
  thrust::device_vector<int> fromRange(d.begin() + 10, d.begin() + 20);
  EXPECT(fromRange.size() == 10 && fromRange[0] == s[10]);

  // element access through device_reference
  d[5] = 42;
  EXPECT(d[5] == 42);
  d[6] = d[5];
  d[7] += 3;
  EXPECT(d[6] == 42 && d[7] == s[7] + 3);
  int x = d.front();
  EXPECT(x == s[0] && d.back() == s[999]);
  std::ostringstream os;
  os << d[5];
  EXPECT(os.str() == "42");

  // resize keeps the elements and fills the new ones
  d.resize(2000, 9);
  EXPECT(d.size() == 2000 && d[7] == s[7] + 3 && d[1999] == 9 && d[1000] == 9);
  d.resize(3);
  EXPECT(d.size() == 3 && d[2] == s[2]);
  d.push_back(11);
  EXPECT(d.size() == 4 && d[3] == 11);
  d.clear();
  EXPECT(d.empty());

  // a user kernel on the raw pointer; iterators are device_ptr
  thrust::device_vector<int> k(h.begin(), h.end());
  negate<<<4, 256>>>(thrust::raw_pointer_cast(k.data()), (int)k.size());
  cudaDeviceSynchronize();
  h = k;
  EXPECT(h[999] == -s[999]);
  thrust::device_ptr<int> b = k.begin();
  EXPECT(k.end() - b == 1000 && *(b + 3) == -s[3] && b[4] == -s[4]);

  // device_malloc / device_pointer_cast / device_free
  thrust::device_ptr<int> m = thrust::device_malloc<int>(16);
  int *raw = thrust::raw_pointer_cast(m);
  std::vector<int> src(16, 7);
  cudaMemcpy(raw, src.data(), 16 * sizeof(int), cudaMemcpyHostToDevice);
  thrust::device_ptr<int> m2 = thrust::device_pointer_cast(raw);
  EXPECT(m2 == m && m2[15] == 7);
  m2[15] = 8;
  int back = 0;
  cudaMemcpy(&back, raw + 15, sizeof(int), cudaMemcpyDeviceToHost);
  EXPECT(back == 8);
  thrust::device_free(m);
  return DONE();
}
