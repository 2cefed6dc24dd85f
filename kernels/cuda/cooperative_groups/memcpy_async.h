/* cg::memcpy_async and cg::wait (CUDA C++ Programming Guide, "Cooperative
   Groups", memcpy_async): OpenCL 1.2 has no asynchronous copy that a group
   could share, so the group's threads copy the bytes at once, each a stride
   of them, and wait() is the group's barrier (which makes the copy visible
   to the whole group, as CUDA's wait does). Source in the translated subset. */
#pragma once
#include <cooperative_groups.h>

namespace cooperative_groups {

template <typename Group>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes) {
  char *d = (char *)dst;
  const char *s = (const char *)src;
  for (size_t i = g.thread_rank(); i < bytes; i += g.size())
    d[i] = s[i];
}

template <typename Group> __device__ void wait(const Group &g) { g.sync(); }
template <unsigned int NumStages, typename Group> __device__ void wait_prior(const Group &g) {
  g.sync();
}

} // namespace cooperative_groups
