//! requires: tex_core
// The texture object fetches (texture_indirect_functions.h) as the
// translator prints them: ultima_<fetch>_<T>(data, descriptor, coordinates),
// T being the OpenCL spelling of the fetch's template argument. Float
// element types (float, float2, float4) filter; integer ones point sample.
#define ULTIMA_TEX_FETCHES(T, SAMPLE, FETCH, PICK)                                                \
  T ultima_tex1Dfetch_##T(__global const uchar *d, ultima_texture t, int x) {                     \
    return PICK(FETCH(d, t, x));                                                                  \
  }                                                                                               \
  T ultima_tex1D_##T(__global const uchar *d, ultima_texture t, float x) {                        \
    return PICK(SAMPLE(d, t, x, 0.0f, 0.0f, 1, -1));                                              \
  }                                                                                               \
  T ultima_tex2D_##T(__global const uchar *d, ultima_texture t, float x, float y) {               \
    return PICK(SAMPLE(d, t, x, y, 0.0f, 2, -1));                                                 \
  }                                                                                               \
  T ultima_tex3D_##T(__global const uchar *d, ultima_texture t, float x, float y, float z) {      \
    return PICK(SAMPLE(d, t, x, y, z, 3, -1));                                                    \
  }                                                                                               \
  T ultima_tex1DLayered_##T(__global const uchar *d, ultima_texture t, float x, int layer) {      \
    return PICK(SAMPLE(d, t, x, 0.0f, 0.0f, 1, layer));                                           \
  }                                                                                               \
  T ultima_tex2DLayered_##T(__global const uchar *d, ultima_texture t, float x, float y,          \
                            int layer) {                                                          \
    return PICK(SAMPLE(d, t, x, y, 0.0f, 2, layer));                                              \
  }
#define ULTIMA_TEX_F1(v) (v).x
#define ULTIMA_TEX_F2(v) (v).xy
#define ULTIMA_TEX_F4(v) (v)
ULTIMA_TEX_FETCHES(float, ultima_tex_sample_f, ultima_tex_fetch_f, ULTIMA_TEX_F1)
ULTIMA_TEX_FETCHES(float2, ultima_tex_sample_f, ultima_tex_fetch_f, ULTIMA_TEX_F2)
ULTIMA_TEX_FETCHES(float4, ultima_tex_sample_f, ultima_tex_fetch_f, ULTIMA_TEX_F4)
#define ULTIMA_TEX_INTEGER(S)                                                                     \
  static S ultima_tex_##S##1(int4 v) { return (S)v.x; }                                           \
  static S##2 ultima_tex_##S##2(int4 v) { return convert_##S##2(v.xy); }                         \
  static S##4 ultima_tex_##S##4(int4 v) { return convert_##S##4(v); }                             \
  ULTIMA_TEX_FETCHES(S, ultima_tex_sample_i, ultima_tex_fetch_i, ultima_tex_##S##1)               \
  ULTIMA_TEX_FETCHES(S##2, ultima_tex_sample_i, ultima_tex_fetch_i, ultima_tex_##S##2)            \
  ULTIMA_TEX_FETCHES(S##4, ultima_tex_sample_i, ultima_tex_fetch_i, ultima_tex_##S##4)
ULTIMA_TEX_INTEGER(char)
ULTIMA_TEX_INTEGER(uchar)
ULTIMA_TEX_INTEGER(short)
ULTIMA_TEX_INTEGER(ushort)
ULTIMA_TEX_INTEGER(int)
ULTIMA_TEX_INTEGER(uint)
#undef ULTIMA_TEX_INTEGER
#undef ULTIMA_TEX_FETCHES
