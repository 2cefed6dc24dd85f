// __syncthreads_count, __syncthreads_and, __syncthreads_or: a barrier for
// the whole work-group that also counts the work-items whose predicate is
// non-zero. The count lives in the first word of the kernel's warp exchange
// buffer (a __local uint array), which is free between barriers.

inline int ultima_block_size(void)
{
  return (int)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

int ultima_syncthreads_count(__local uint *scratch, int predicate)
{
  uint lid = (uint)(get_local_id(0) +
                    get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
  // __syncthreads: what was written before is visible after, in both spaces.
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == 0u)
    scratch[0] = 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (predicate)
    atomic_inc(scratch);
  barrier(CLK_LOCAL_MEM_FENCE);
  int count = (int)scratch[0];
  barrier(CLK_LOCAL_MEM_FENCE); // before the buffer is used again
  return count;
}
