// CUDA integer intrinsics OpenCL has no single built-in for (__ffs, __brev,
// __mul24, __byte_perm, __funnelshift_*, __dp4a, __dp2a_*). Exact; no
// extension needed.
static inline int __ultima_ffs(int x) {
  uint u = (uint)x;
  return 32 - (int)clz(u & (0u - u)); // 1-based index of the lowest set bit, 0 for 0
}
static inline int __ultima_ffsll(long x) {
  ulong u = (ulong)x;
  return 64 - (int)clz(u & (0ul - u));
}
static inline uint __ultima_brev(uint x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
static inline ulong __ultima_brevll(ulong x) {
  return ((ulong)__ultima_brev((uint)x) << 32) | (ulong)__ultima_brev((uint)(x >> 32));
}
// The low 32 bits of the product of the (sign-extended) low 24 bits.
static inline int __ultima_mul24(int a, int b) {
  int sa = (int)((uint)a << 8) >> 8, sb = (int)((uint)b << 8) >> 8;
  return (int)((uint)sa * (uint)sb);
}
static inline uint __ultima_umul24(uint a, uint b) {
  return (a & 0xffffffu) * (b & 0xffffffu);
}
// __dp4a: c plus the products of the four bytes of a and b (signed or
// unsigned 8-bit), wrapping modulo 2^32; __dp2a: c plus the products of the
// two 16-bit halves of a with bytes 0 and 1 (hi == 0) or 2 and 3 of b. Bytes
// are taken by value (byte 0 = bits 0-7); char4/short2 operands arrive as
// as_int() of the vector, which puts .x in byte 0 on little-endian devices
// (CL_DEVICE_ENDIAN_LITTLE, every OpenCL device we know of).
static inline int __ultima_sbyte(int v, int k) { return (((v >> (8 * k)) & 0xff) ^ 0x80) - 0x80; }
static inline int __ultima_dp4a_s32(int a, int b, int c) {
  uint acc = (uint)c;
  for (int k = 0; k < 4; ++k)
    acc += (uint)(__ultima_sbyte(a, k) * __ultima_sbyte(b, k));
  return (int)acc;
}
static inline uint __ultima_dp4a_u32(uint a, uint b, uint c) {
  for (int k = 0; k < 4; ++k)
    c += ((a >> (8 * k)) & 0xffu) * ((b >> (8 * k)) & 0xffu);
  return c;
}
static inline int __ultima_dp2a_s32(int a, int b, int c, int hi) {
  int lo16 = ((a & 0xffff) ^ 0x8000) - 0x8000, hi16 = (((a >> 16) & 0xffff) ^ 0x8000) - 0x8000;
  uint acc = (uint)c + (uint)(lo16 * __ultima_sbyte(b, 2 * hi)) +
             (uint)(hi16 * __ultima_sbyte(b, 2 * hi + 1));
  return (int)acc;
}
static inline uint __ultima_dp2a_u32(uint a, uint b, uint c, int hi) {
  return c + (a & 0xffffu) * ((b >> (16 * hi)) & 0xffu) + (a >> 16) * ((b >> (16 * hi + 8)) & 0xffu);
}
// Byte n of the result is byte (s >> 4n) & 7 of the 8-byte value {y:x}.
static inline uint __ultima_byte_perm(uint x, uint y, uint s) {
  ulong v = ((ulong)y << 32) | (ulong)x;
  uint r = 0;
  for (int n = 0; n < 4; ++n)
    r |= (uint)((v >> (8 * ((s >> (4 * n)) & 7u))) & 0xffu) << (8 * n);
  return r;
}
static inline uint __ultima_funnelshift_l(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) << (shift & 31u) >> 32);
}
static inline uint __ultima_funnelshift_lc(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) << min(shift, 32u) >> 32);
}
static inline uint __ultima_funnelshift_r(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) >> (shift & 31u));
}
static inline uint __ultima_funnelshift_rc(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) >> min(shift, 32u));
}
