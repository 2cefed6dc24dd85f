//! requires: tex_core
// The texture object fetches (texture_indirect_functions.h) as the
// translator prints them: ultima_<fetch>_<T>(data, descriptor, coordinates),
// T being the OpenCL spelling of the fetch's template argument; the image
// path's image parameters follow the descriptor (tex_core.cl). Float
// element types (float, float2, float4) filter; integer ones point sample.
// Cubemaps are tex_core.cl's ultima_tex_cube_* (a face of a layered 2-D
// texture). ultima has no mipmaps: the Lod and Grad forms sample level 0
// whatever the level or the gradients. tex2Dgather is defined for the
// 4-component types.
#define ULTIMA_TEX_FETCHES(T, SAMPLE, FETCH, CUBE, PICK)                                           \
  T ultima_tex1Dfetch_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,       \
                          int x) {                                                                 \
    return PICK(FETCH(d, t, x));                                                                   \
  }                                                                                                \
  T ultima_tex1D_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x) { \
    return PICK(SAMPLE(d, t ULTIMA_TEX_IMAGE_PASS, x, 0.0f, 0.0f, 1, -1));                         \
  }                                                                                                \
  T ultima_tex2D_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,            \
                     float x, float y) {                                                           \
    return PICK(SAMPLE(d, t ULTIMA_TEX_IMAGE_PASS, x, y, 0.0f, 2, -1));                            \
  }                                                                                                \
  T ultima_tex3D_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,            \
                     float x, float y, float z) {                                                  \
    return PICK(SAMPLE(d, t ULTIMA_TEX_IMAGE_PASS, x, y, z, 3, -1));                               \
  }                                                                                                \
  T ultima_tex1DLayered_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,     \
                            float x, int layer) {                                                  \
    return PICK(SAMPLE(d, t ULTIMA_TEX_IMAGE_PASS, x, 0.0f, 0.0f, 1, layer));                      \
  }                                                                                                \
  T ultima_tex2DLayered_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,     \
                            float x, float y, int layer) {                                         \
    return PICK(SAMPLE(d, t ULTIMA_TEX_IMAGE_PASS, x, y, 0.0f, 2, layer));                         \
  }                                                                                                \
  T ultima_texCubemap_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,       \
                          float x, float y, float z) {                                             \
    return PICK(CUBE(d, t, x, y, z, 0));                                                           \
  }                                                                                                \
  T ultima_texCubemapLayered_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,\
                                 float x, float y,                                                 \
                                 float z, int layer) {                                             \
    return PICK(CUBE(d, t, x, y, z, layer));                                                       \
  }                                                                                                \
  ULTIMA_TEX_LEVEL0(T, Lod, (float level), (float level), (float level))                           \
  ULTIMA_TEX_LEVEL0(T, Grad, (float dPdx, float dPdy), (float2 dPdx, float2 dPdy),                 \
                    (float4 dPdx, float4 dPdy))
// The level-of-detail (Lod) and gradient (Grad) forms of each fetch, level
// 0: P1, P2 and P4 are the parenthesized extra parameters of the 1-D, 2-D
// and 3-D or cubemap forms.
#define ULTIMA_TEX_ARGS(...) __VA_ARGS__
#define ULTIMA_TEX_LEVEL0(T, FORM, P1, P2, P4)                                                     \
  T ultima_tex1D##FORM##_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,    \
                             float x,                                                              \
                             ULTIMA_TEX_ARGS P1) {                                                 \
    return ultima_tex1D_##T(d, t ULTIMA_TEX_IMAGE_PASS, x);                                        \
  }                                                                                                \
  T ultima_tex2D##FORM##_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,    \
                             float x, float y,                                                     \
                             ULTIMA_TEX_ARGS P2) {                                                 \
    return ultima_tex2D_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, y);                                     \
  }                                                                                                \
  T ultima_tex3D##FORM##_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,    \
                             float x, float y,                                                     \
                             float z, ULTIMA_TEX_ARGS P4) {                                        \
    return ultima_tex3D_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, y, z);                                  \
  }                                                                                                \
  T ultima_tex1DLayered##FORM##_##T(__global const uchar *d,                                       \
                                    ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,                      \
                                    float x,                                                       \
                                    int layer, ULTIMA_TEX_ARGS P1) {                               \
    return ultima_tex1DLayered_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, layer);                          \
  }                                                                                                \
  T ultima_tex2DLayered##FORM##_##T(__global const uchar *d,                                       \
                                    ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,                      \
                                    float x, float y,                                              \
                                    int layer, ULTIMA_TEX_ARGS P2) {                               \
    return ultima_tex2DLayered_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, y, layer);                       \
  }                                                                                                \
  T ultima_texCubemap##FORM##_##T(__global const uchar *d,                                         \
                                  ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,                        \
                                  float x, float y,                                                \
                                  float z, ULTIMA_TEX_ARGS P4) {                                   \
    return ultima_texCubemap_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, y, z);                             \
  }                                                                                                \
  T ultima_texCubemapLayered##FORM##_##T(__global const uchar *d,                                  \
                                         ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,                 \
                                         float x,                                                  \
                                         float y, float z, int layer, ULTIMA_TEX_ARGS P4) {        \
    return ultima_texCubemapLayered_##T(d, t ULTIMA_TEX_IMAGE_PASS, x, y, z, layer);               \
  }
// tex2Dgather for a 4-component T: component comp (0 .. 3) of four texels.
#define ULTIMA_TEX_GATHER(T, GATHER, CONVERT)                                                      \
  T ultima_tex2Dgather_##T(__global const uchar *d, ultima_texture t ULTIMA_TEX_IMAGE_PARAMS,      \
                           float x, float y,                                                       \
                           int comp) {                                                             \
    return CONVERT(GATHER(d, t, x, y, comp));                                                      \
  }
#define ULTIMA_TEX_F1(v) (v).x
#define ULTIMA_TEX_F2(v) (v).xy
#define ULTIMA_TEX_F4(v) (v)
ULTIMA_TEX_FETCHES(float, ultima_tex_sample_fi, ultima_tex_fetch_f, ultima_tex_cube_f,
                   ULTIMA_TEX_F1)
ULTIMA_TEX_FETCHES(float2, ultima_tex_sample_fi, ultima_tex_fetch_f, ultima_tex_cube_f,
                   ULTIMA_TEX_F2)
ULTIMA_TEX_FETCHES(float4, ultima_tex_sample_fi, ultima_tex_fetch_f, ultima_tex_cube_f,
                   ULTIMA_TEX_F4)
ULTIMA_TEX_GATHER(float4, ultima_tex_gather_f, ULTIMA_TEX_F4)
#define ULTIMA_TEX_INTEGER(S)                                                                      \
  static S ultima_tex_##S##1(int4 v) { return (S)v.x; }                                            \
  static S##2 ultima_tex_##S##2(int4 v) { return convert_##S##2(v.xy); }                           \
  static S##4 ultima_tex_##S##4(int4 v) { return convert_##S##4(v); }                              \
  ULTIMA_TEX_FETCHES(S, ultima_tex_sample_ii, ultima_tex_fetch_i, ultima_tex_cube_i,               \
                     ultima_tex_##S##1)                                                            \
  ULTIMA_TEX_FETCHES(S##2, ultima_tex_sample_ii, ultima_tex_fetch_i, ultima_tex_cube_i,            \
                     ultima_tex_##S##2)                                                            \
  ULTIMA_TEX_FETCHES(S##4, ultima_tex_sample_ii, ultima_tex_fetch_i, ultima_tex_cube_i,            \
                     ultima_tex_##S##4)                                                            \
  ULTIMA_TEX_GATHER(S##4, ultima_tex_gather_i, ultima_tex_##S##4)
ULTIMA_TEX_INTEGER(char)
ULTIMA_TEX_INTEGER(uchar)
ULTIMA_TEX_INTEGER(short)
ULTIMA_TEX_INTEGER(ushort)
ULTIMA_TEX_INTEGER(int)
ULTIMA_TEX_INTEGER(uint)
#undef ULTIMA_TEX_INTEGER
#undef ULTIMA_TEX_GATHER
#undef ULTIMA_TEX_LEVEL0
#undef ULTIMA_TEX_FETCHES
