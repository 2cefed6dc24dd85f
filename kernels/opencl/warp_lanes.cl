// Lane arithmetic shared by both warp implementations (warp.cl,
// warp_subgroup.cl).

// The lane a shuffle reads, following PTX shfl.sync: mode 0 idx, 1 up,
// 2 down, 3 bfly (xor); only the low 5 bits of the lane or offset `b` count.
// `width` (a power of two <= 32) splits the warp into segments; idx wraps
// within the segment, up/down stay inside it, xor may read an earlier segment
// but not a later one. Any other source, or one at or past `count` (the lanes
// of a last, partial warp), reads the caller's own lane.
inline uint ultima_shfl_lane(uint lane, int mode, int b, int width, uint count)
{
  int self = (int)lane;
  b &= 31;
  int segmask = (32 - width) & 31;
  int minLane = self & segmask;
  int maxLane = mode == 1 ? minLane : (minLane | (31 & ~segmask));
  int j;
  bool ok;
  if (mode == 0) {
    j = minLane | (b & ~segmask);
    ok = j <= maxLane;
  } else if (mode == 1) {
    j = self - b;
    ok = j >= maxLane;
  } else if (mode == 2) {
    j = self + b;
    ok = j <= maxLane;
  } else {
    j = self ^ b;
    ok = j <= maxLane;
  }
  return ok && (uint)j < count ? (uint)j : lane;
}
