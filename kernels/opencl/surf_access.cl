//! requires: tex_core
// Surface reads and writes (surface_indirect_functions.h) as the translator
// prints them: ultima_<access>_<T>(data, descriptor, x, [y, [z | layer,]]
// mode) reads a T, ultima_<write>_<T>(value, data, descriptor, ..., mode)
// stores one. As in CUDA, x counts bytes and y, z, the layer count rows,
// slices and layers; a layer is a z (tex_core.cl). The boundary mode is
// cudaSurfaceBoundaryMode: 1 (clamp) clamps each coordinate into the
// surface (x to the last whole T of the row); 0 (zero) and 2 (trap) read 0
// and drop the write out of range: OpenCL C cannot stop a work-item, and
// a polyfill cannot reach the device status a __trap() sets, so a trap does
// not fail the launch (docs/device-library.md).
static __global uchar *ultima_surf_at(__global uchar *d, ultima_texture t, int x, int y, int z,
                                      int size, int mode) {
  int row = t.width * t.channels * t.bytes;
  if (row < size) // no whole T in a row (an unbound surface reference: width 0)
    return 0;
  if (mode == 1) {
    x = clamp(x, 0, max(row - size, 0));
    y = clamp(y, 0, t.height - 1);
    z = clamp(z, 0, t.depth - 1);
  } else if (x < 0 || x > row - size || y < 0 || y >= t.height || z < 0 || z >= t.depth) {
    return 0;
  }
  return d + t.offset + (ulong)z * t.slice + (ulong)y * t.pitch + (ulong)x;
}

// Loads and stores of S, S2, S4 that need only S's alignment (vloadn).
#define ULTIMA_SURF_LOAD1(S, p) (*(__global S *)(p))
#define ULTIMA_SURF_LOAD2(S, p) vload2(0, (__global S *)(p))
#define ULTIMA_SURF_LOAD4(S, p) vload4(0, (__global S *)(p))
#define ULTIMA_SURF_STORE1(S, v, p) (*(__global S *)(p) = (v))
#define ULTIMA_SURF_STORE2(S, v, p) vstore2((v), 0, (__global S *)(p))
#define ULTIMA_SURF_STORE4(S, v, p) vstore4((v), 0, (__global S *)(p))

#define ULTIMA_SURF_ACCESS(NAME, T, S, N, PARAMS, X, Y, Z)                                        \
  static T ultima_##NAME##read_##T(__global uchar *d, ultima_texture t, PARAMS, int mode) {       \
    __global uchar *p = ultima_surf_at(d, t, X, Y, Z, (int)sizeof(T), mode);                      \
    return p ? ULTIMA_SURF_LOAD##N(S, p) : (T)(0);                                                \
  }                                                                                               \
  static void ultima_##NAME##write_##T(T v, __global uchar *d, ultima_texture t, PARAMS,         \
                                        int mode) {                                             \
    __global uchar *p = ultima_surf_at(d, t, X, Y, Z, (int)sizeof(T), mode);                      \
    if (p)                                                                                        \
      ULTIMA_SURF_STORE##N(S, v, p);                                                              \
  }
#define ULTIMA_SURF_P1 int x
#define ULTIMA_SURF_P2 int x, int y
#define ULTIMA_SURF_P3 int x, int y, int z
#define ULTIMA_SURF_ALL(T, S, N)                                                                  \
  ULTIMA_SURF_ACCESS(surf1D, T, S, N, ULTIMA_SURF_P1, x, 0, 0)                                    \
  ULTIMA_SURF_ACCESS(surf2D, T, S, N, ULTIMA_SURF_P2, x, y, 0)                                    \
  ULTIMA_SURF_ACCESS(surf3D, T, S, N, ULTIMA_SURF_P3, x, y, z)                                    \
  ULTIMA_SURF_ACCESS(surf1DLayered, T, S, N, ULTIMA_SURF_P2, x, 0, y)                             \
  ULTIMA_SURF_ACCESS(surf2DLayered, T, S, N, ULTIMA_SURF_P3, x, y, z)
#define ULTIMA_SURF_TYPE(S)                                                                       \
  ULTIMA_SURF_ALL(S, S, 1)                                                                        \
  ULTIMA_SURF_ALL(S##2, S, 2)                                                                     \
  ULTIMA_SURF_ALL(S##4, S, 4)
ULTIMA_SURF_TYPE(char)
ULTIMA_SURF_TYPE(uchar)
ULTIMA_SURF_TYPE(short)
ULTIMA_SURF_TYPE(ushort)
ULTIMA_SURF_TYPE(int)
ULTIMA_SURF_TYPE(uint)
ULTIMA_SURF_TYPE(float)
#undef ULTIMA_SURF_TYPE
#undef ULTIMA_SURF_ALL
#undef ULTIMA_SURF_ACCESS
