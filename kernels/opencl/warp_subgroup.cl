//! requires: warp_lanes
// CUDA warps as OpenCL sub-groups, for targets with cl_khr_subgroups,
// cl_khr_subgroup_shuffle, cl_khr_subgroup_ballot and
// cl_intel_required_subgroup_size: every kernel that reaches a warp function
// is compiled with intel_reqd_sub_group_size(32), so a sub-group is a warp
// and lane = get_sub_group_local_id(). Work-items form sub-groups in linear
// local-id order along dimension 0 on the implementations we know of, which
// matches CUDA's warps whenever the local size in x is a multiple of 32.
// Only the warp has to reach a warp function together (no work-group
// barrier). The helpers keep warp.cl's signatures; `scratch` is unused here.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

inline uint ultima_warp_present(void)
{
  uint n = get_sub_group_size();
  return n >= 32u ? 0xffffffffu : (1u << n) - 1u;
}

uint ultima_shfl_u32(__local uint *scratch, uint value, int mode, int b, int width)
{
  uint lane = ultima_shfl_lane(get_sub_group_local_id(), mode, b, width, get_sub_group_size());
  return sub_group_shuffle(value, lane);
}

ulong ultima_shfl_u64(__local uint *scratch, ulong value, int mode, int b, int width)
{
  uint lo = ultima_shfl_u32(scratch, (uint)value, mode, b, width);
  uint hi = ultima_shfl_u32(scratch, (uint)(value >> 32), mode, b, width);
  return (ulong)hi << 32 | lo;
}

// Bit l set when lane l (in `mask`, present) has a non-zero predicate.
uint ultima_ballot(__local uint *scratch, uint mask, int predicate)
{
  return sub_group_ballot(predicate != 0).x & mask;
}


// Lanes outside `mask` contribute the operation's identity.
#define ULTIMA_IN_MASK(mask) ((mask) >> get_sub_group_local_id() & 1u)

uint ultima_reduce_add_u32(__local uint *scratch, uint mask, uint value)
{
  return sub_group_reduce_add(ULTIMA_IN_MASK(mask) ? value : 0u);
}

uint ultima_reduce_min_u32(__local uint *scratch, uint mask, uint value)
{
  return sub_group_reduce_min(ULTIMA_IN_MASK(mask) ? value : 0xffffffffu);
}

uint ultima_reduce_max_u32(__local uint *scratch, uint mask, uint value)
{
  return sub_group_reduce_max(ULTIMA_IN_MASK(mask) ? value : 0u);
}

int ultima_reduce_min_s32(__local uint *scratch, uint mask, int value)
{
  return sub_group_reduce_min(ULTIMA_IN_MASK(mask) ? value : INT_MAX);
}

int ultima_reduce_max_s32(__local uint *scratch, uint mask, int value)
{
  return sub_group_reduce_max(ULTIMA_IN_MASK(mask) ? value : INT_MIN);
}

// Bitwise reductions and matching have no cl_khr_subgroups built-in: every
// lane's value, read with a shuffle, folded in lane order.
#define ULTIMA_SUBGROUP_FOLD(value, init, acc, combine)                       \
  uint count = get_sub_group_size();                                          \
  acc = (init);                                                               \
  for (uint l = 0; l < 32u; ++l) {                                            \
    uint v = sub_group_shuffle((value), l); /* every lane takes part */       \
    if (l < count)                                                            \
      combine;                                                                \
  }

uint ultima_reduce_and_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_SUBGROUP_FOLD(value, 0xffffffffu, acc, if (mask >> l & 1u) acc &= v)
  return acc;
}

uint ultima_reduce_or_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_SUBGROUP_FOLD(value, 0u, acc, if (mask >> l & 1u) acc |= v)
  return acc;
}

uint ultima_reduce_xor_u32(__local uint *scratch, uint mask, uint value)
{
  uint acc;
  ULTIMA_SUBGROUP_FOLD(value, 0u, acc, if (mask >> l & 1u) acc ^= v)
  return acc;
}

// Lanes in `mask` whose value has the caller's bit pattern.
uint ultima_match_any_u32(__local uint *scratch, uint mask, uint value)
{
  uint bits;
  ULTIMA_SUBGROUP_FOLD(value, 0u, bits, bits |= (uint)(v == value) << l)
  return bits & mask;
}

// __syncwarp orders shared and global memory among the lanes of the warp.
inline void ultima_syncwarp(void)
{
  sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

#undef ULTIMA_IN_MASK
#undef ULTIMA_SUBGROUP_FOLD
