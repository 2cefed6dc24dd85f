//! requires: warp_lanes
// CUDA warps on OpenCL C 1.2 without sub-groups: a warp is 32
// consecutive work-items of the work-group in linear local-id order (x
// fastest, as CUDA numbers the threads of a block), lane = id % 32. Values
// cross lanes through `scratch`, a __local array with one uint per
// work-item, between two work-group barriers. Hence every work-item of the
// work-group must reach each warp function, in the same order (uniform
// control flow across the whole work-group, not only the warp).

inline uint ultima_warp_linear_id(void)
{
  return (uint)(get_local_id(0) +
                get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

inline uint ultima_warp_group_size(void)
{
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

// Lanes of the caller's warp that exist: all 32 except in a last, partial warp.
inline uint ultima_warp_present(void)
{
  uint first = ultima_warp_linear_id() & ~31u;
  uint n = ultima_warp_group_size() - first;
  return n >= 32u ? 0xffffffffu : (1u << n) - 1u;
}

uint ultima_shfl_u32(__local uint *scratch, uint value, int mode, int b, int width)
{
  uint lid = ultima_warp_linear_id();
  uint first = lid & ~31u;
  uint src = first + ultima_shfl_lane(lid & 31u, mode, b, width,
                                      min(32u, ultima_warp_group_size() - first));
  scratch[lid] = value;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint result = scratch[src];
  barrier(CLK_LOCAL_MEM_FENCE); // the next warp function may overwrite scratch
  return result;
}

ulong ultima_shfl_u64(__local uint *scratch, ulong value, int mode, int b, int width)
{
  uint lo = ultima_shfl_u32(scratch, (uint)value, mode, b, width);
  uint hi = ultima_shfl_u32(scratch, (uint)(value >> 32), mode, b, width);
  return (ulong)hi << 32 | lo;
}

// Every lane's 32-bit value, gathered: lane l of the caller's warp contributes
// through `combine`. The helpers below differ only in how they combine.
#define ULTIMA_WARP_GATHER(scratch, value, init, acc, combine)               \
  uint lid = ultima_warp_linear_id();                                        \
  uint first = lid & ~31u;                                                   \
  uint count = min(32u, ultima_warp_group_size() - first);                   \
  scratch[lid] = (value);                                                    \
  barrier(CLK_LOCAL_MEM_FENCE);                                              \
  acc = (init);                                                              \
  for (uint l = 0; l < count; ++l) {                                         \
    uint v = scratch[first + l];                                             \
    combine;                                                                 \
  }                                                                          \
  barrier(CLK_LOCAL_MEM_FENCE);

// Bit l set when lane l (in `mask`, present) has a non-zero predicate.
uint ultima_ballot(__local uint *scratch, uint mask, int predicate)
{
  uint bits;
  ULTIMA_WARP_GATHER(scratch, predicate != 0, 0u, bits, bits |= v << l)
  return bits & mask;
}


uint ultima_reduce_add_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0u, acc, if (mask >> l & 1u) acc += v)
  return acc;
}

uint ultima_reduce_and_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0xffffffffu, acc, if (mask >> l & 1u) acc &= v)
  return acc;
}

uint ultima_reduce_or_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0u, acc, if (mask >> l & 1u) acc |= v)
  return acc;
}

uint ultima_reduce_xor_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0u, acc, if (mask >> l & 1u) acc ^= v)
  return acc;
}

uint ultima_reduce_min_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0xffffffffu, acc, if (mask >> l & 1u) acc = min(acc, v))
  return acc;
}

uint ultima_reduce_max_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_WARP_GATHER(scratch, value, 0u, acc, if (mask >> l & 1u) acc = max(acc, v))
  return acc;
}

int ultima_reduce_min_s32(__local uint *scratch, uint mask, int value)
{
  int acc;
  ULTIMA_WARP_GATHER(scratch, as_uint(value), INT_MAX, acc, if (mask >> l & 1u) acc = min(acc, as_int(v)))
  return acc;
}

int ultima_reduce_max_s32(__local uint *scratch, uint mask, int value)
{
  int acc;
  ULTIMA_WARP_GATHER(scratch, as_uint(value), INT_MIN, acc, if (mask >> l & 1u) acc = max(acc, as_int(v)))
  return acc;
}

// Lanes in `mask` whose value has the caller's bit pattern.
uint ultima_match_any_u32(__local uint *scratch, uint mask, uint value)
{
  uint bits;
  ULTIMA_WARP_GATHER(scratch, value, 0u, bits, bits |= (uint)(v == value) << l)
  return bits & mask;
}

// __syncwarp orders shared and global memory among the lanes.
inline void ultima_syncwarp(void)
{
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

#undef ULTIMA_WARP_GATHER
