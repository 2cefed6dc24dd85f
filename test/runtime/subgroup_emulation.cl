// Test scaffolding, not part of ultima: the cl_khr_subgroups,
// cl_khr_subgroup_shuffle and cl_khr_subgroup_ballot built-ins that
// warp_subgroup.cl calls, emulated for PoCL 3.1 (which has no sub-groups) as
// sub-groups of exactly 32 work-items in linear local-id order, what
// intel_reqd_sub_group_size(32) asks of a real device. It lets test_warp.py
// run the sub-group lowering against the same NumPy models as the emulated
// one. The data-moving built-ins exchange values through the `scratch`
// parameter that every warp_subgroup.cl helper still receives, so they are
// macros valid only inside those helpers.

inline uint ultima_test_sg_linear(void)
{
  return (uint)(get_local_id(0) +
                get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

inline uint ultima_test_sg_size(void)
{
  uint n = (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
  return min(32u, n - (ultima_test_sg_linear() & ~31u));
}

#define get_sub_group_local_id() (ultima_test_sg_linear() & 31u)
#define get_sub_group_size() ultima_test_sg_size()
#define sub_group_barrier(flags) barrier(flags)

uint ultima_test_sg_shuffle(__local uint *scratch, uint value, uint lane)
{
  uint lid = ultima_test_sg_linear();
  scratch[lid] = value;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint r = scratch[(lid & ~31u) + (lane & 31u)]; // past the last lane: undefined, as on a device
  barrier(CLK_LOCAL_MEM_FENCE);
  return r;
}
#define sub_group_shuffle(value, lane) ultima_test_sg_shuffle(scratch, (value), (lane))

uint ultima_test_sg_ballot(__local uint *scratch, int predicate)
{
  uint bits = 0;
  for (uint l = 0; l < 32u; ++l) {
    uint v = ultima_test_sg_shuffle(scratch, predicate != 0, l);
    if (l < ultima_test_sg_size())
      bits |= v << l;
  }
  return bits;
}
#define sub_group_ballot(predicate) ((uint4)(ultima_test_sg_ballot(scratch, (predicate)), 0u, 0u, 0u))

#define ULTIMA_TEST_SG_REDUCE(name, type, init, combine)                       \
  __attribute__((overloadable)) type name(__local uint *scratch, type value)  \
  {                                                                           \
    type acc = (init);                                                        \
    for (uint l = 0; l < 32u; ++l) {                                          \
      type v = (type)ultima_test_sg_shuffle(scratch, (uint)value, l);         \
      if (l < ultima_test_sg_size())                                          \
        acc = combine;                                                        \
    }                                                                         \
    return acc;                                                               \
  }
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_add, uint, 0u, acc + v)
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_add, int, 0, acc + v)
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_min, uint, 0xffffffffu, min(acc, v))
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_min, int, INT_MAX, min(acc, v))
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_max, uint, 0u, max(acc, v))
ULTIMA_TEST_SG_REDUCE(ultima_test_sg_max, int, INT_MIN, max(acc, v))
#undef ULTIMA_TEST_SG_REDUCE
#define sub_group_reduce_add(value) ultima_test_sg_add(scratch, (value))
#define sub_group_reduce_min(value) ultima_test_sg_min(scratch, (value))
#define sub_group_reduce_max(value) ultima_test_sg_max(scratch, (value))

