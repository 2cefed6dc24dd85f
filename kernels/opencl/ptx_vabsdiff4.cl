// PTX vabsdiff4.u32.u32.u32.add d, a, b, c (PTX ISA, "SIMD video
// instructions"): c plus the sum of the absolute differences of a's and b's
// four unsigned bytes.
inline uint ultima_vabsdiff4_add(uint a, uint b, uint c)
{
  uchar4 d = abs_diff(as_uchar4(a), as_uchar4(b));
  return c + (uint)d.s0 + (uint)d.s1 + (uint)d.s2 + (uint)d.s3;
}
