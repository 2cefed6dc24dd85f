// CUDA texture and surface objects over buffers (no images). A kernel or
// helper parameter of type cudaTextureObject_t or cudaSurfaceObject_t is two
// parameters: the resource's buffer (__global uchar *) and this descriptor,
// which libultima-cudart fills (cudart/src/Textures.h: DeviceTexture, the
// same layout). Texel (x, y, z) of a resource is at
// offset + z * slice + y * pitch + x * channels * bytes; a layer is a z.
// Sampling follows the CUDA Programming Guide's "Texture Fetching" appendix:
// address modes (wrap and mirror only with normalized coordinates, else
// clamp), point sampling, linear filtering with weights rounded to 1/256
// (CUDA's 9-bit fixed point with 8 fraction bits), normalized-float reads of
// 8- and 16-bit integers. Components a format lacks read as 0.
typedef struct {
  ulong offset, pitch, slice;
  int width, height, depth, channels, bytes, format, readMode, filterMode, normalized;
  int address[3];
  float border[4];
  // The OpenCL image that also holds the texels (the image path, built with
  // ULTIMA_TEXTURE_IMAGES): 0 none, 1 the image2d_t (a 1-D array is its one
  // row), 2 the image3d_t, 3 the image2d_array_t (a 1-D layered array: rows
  // of one). imageRead: how it is read, 0 read_imagef (float and half
  // formats, filtered normalized reads), 1 read_imagei, 2 read_imageui, 3
  // and 4 the same normalized here (point-sampled normalized reads: exact).
  int image, imageRead;
} ultima_texture;

// The image path: each texture (not surface) parameter also takes an
// image2d_t, an image3d_t, an image2d_array_t and the sampler of its
// sampling; the host binds the one its resource is copied into and 1-texel
// placeholders for the others. Without ULTIMA_TEXTURE_IMAGES (a device
// without images, or the software path forced) the parameters are absent.
#ifdef ULTIMA_TEXTURE_IMAGES
#define ULTIMA_TEX_IMAGES(I2, I3, IA, S)                                                          \
  , __read_only image2d_t I2, __read_only image3d_t I3, __read_only image2d_array_t IA, sampler_t S
#define ULTIMA_TEX_IMAGE_ARGS(I2, I3, IA, S) , I2, I3, IA, S
#else
#define ULTIMA_TEX_IMAGES(I2, I3, IA, S)
#define ULTIMA_TEX_IMAGE_ARGS(I2, I3, IA, S)
#endif
// The image parameters and arguments of the fetch functions (tex_fetch.cl).
#define ULTIMA_TEX_IMAGE_PARAMS ULTIMA_TEX_IMAGES(ultima_i2, ultima_i3, ultima_ia, ultima_s)
#define ULTIMA_TEX_IMAGE_PASS ULTIMA_TEX_IMAGE_ARGS(ultima_i2, ultima_i3, ultima_ia, ultima_s)

// A texture reference's descriptor read through a reference of type
// texture<T, dim, cudaReadModeNormalizedFloat>: the read mode is the type's,
// not the host's.
static ultima_texture ultima_tex_normalized_read(ultima_texture t) {
  t.readMode = 1;
  if (t.format != 2) // the host made an integer image for element reads
    t.image = 0;
  return t;
}

static __global const uchar *ultima_texel_at(__global const uchar *d, ultima_texture t, int x,
                                             int y, int z) {
  return d + t.offset + (ulong)z * t.slice + (ulong)y * t.pitch +
         (ulong)x * (ulong)(t.channels * t.bytes);
}

static float ultima_tex_component_f(__global const uchar *p, ultima_texture t) {
  if (t.format == 2) // cudaChannelFormatKindFloat: 32 or 16 bits
    return t.bytes == 2 ? vload_half(0, (__global const half *)p) : *(__global const float *)p;
  bool norm = t.readMode == 1 && t.bytes < 4;
  if (t.format == 0) {
    int v = t.bytes == 1   ? (int)*(__global const char *)p
            : t.bytes == 2 ? (int)*(__global const short *)p
                           : *(__global const int *)p;
    return norm ? fmax((float)v / (t.bytes == 1 ? 127.0f : 32767.0f), -1.0f) : (float)v;
  }
  uint v = t.bytes == 1   ? (uint)*(__global const uchar *)p
           : t.bytes == 2 ? (uint)*(__global const ushort *)p
                          : *(__global const uint *)p;
  return norm ? (float)v / (t.bytes == 1 ? 255.0f : 65535.0f) : (float)v;
}

static int ultima_tex_component_i(__global const uchar *p, ultima_texture t) {
  if (t.bytes == 1)
    return t.format == 0 ? (int)*(__global const char *)p : (int)*(__global const uchar *)p;
  if (t.bytes == 2)
    return t.format == 0 ? (int)*(__global const short *)p : (int)*(__global const ushort *)p;
  return *(__global const int *)p;
}

static float4 ultima_tex_texel_f(__global const uchar *d, ultima_texture t, int x, int y, int z) {
  __global const uchar *p = ultima_texel_at(d, t, x, y, z);
  float4 r = (float4)(0.0f);
  r.x = ultima_tex_component_f(p, t);
  if (t.channels > 1)
    r.y = ultima_tex_component_f(p + t.bytes, t);
  if (t.channels > 2) {
    r.z = ultima_tex_component_f(p + 2 * t.bytes, t);
    r.w = ultima_tex_component_f(p + 3 * t.bytes, t);
  }
  return r;
}

static int4 ultima_tex_texel_i(__global const uchar *d, ultima_texture t, int x, int y, int z) {
  __global const uchar *p = ultima_texel_at(d, t, x, y, z);
  int4 r = (int4)(0);
  r.x = ultima_tex_component_i(p, t);
  if (t.channels > 1)
    r.y = ultima_tex_component_i(p + t.bytes, t);
  if (t.channels > 2) {
    r.z = ultima_tex_component_i(p + 2 * t.bytes, t);
    r.w = ultima_tex_component_i(p + 3 * t.bytes, t);
  }
  return r;
}

// The texel index of coordinate c along a dimension of n texels, point
// sampled; *out is set when border addressing leaves the texture.
static int ultima_tex_point(float c, int n, int mode, int normalized, int *out) {
  if (normalized && mode == 0) { // wrap
    int i = (int)floor((c - floor(c)) * n);
    return i > n - 1 ? i - n : i;
  }
  if (normalized && mode == 2) { // mirror
    float m = fabs(c - 2.0f * rint(0.5f * c));
    return min((int)floor(m * n), n - 1);
  }
  float u = normalized ? c * n : c;
  if (!(u >= -2147483648.0f && u < 2147483647.0f)) // NaN and what int cannot hold
    u = u < 0.0f ? -1.0f : (float)n;
  int i = (int)floor(u);
  if (mode == 3 && (i < 0 || i > n - 1))
    *out = 1;
  return clamp(i, 0, n - 1);
}

// Linear filtering along one dimension: the two texel indices, their
// weight (of i1, rounded to 1/256) and whether each is outside (border).
static void ultima_tex_linear(float c, int n, int mode, int normalized, int *i0, int *i1,
                              float *a, int *out0, int *out1) {
  float u;
  if (normalized && mode == 0)
    u = (c - floor(c)) * n;
  else if (normalized && mode == 2)
    u = fabs(c - 2.0f * rint(0.5f * c)) * n;
  else
    u = normalized ? c * n : c;
  u -= 0.5f;
  if (!(u >= -2147483648.0f && u < 2147483647.0f))
    u = u < 0.0f ? -2.0f : (float)n + 1.0f;
  float f = floor(u);
  *a = rint((u - f) * 256.0f) / 256.0f;
  int j0 = (int)f, j1 = j0 + 1;
  if (normalized && mode == 0) {
    if (j0 < 0)
      j0 += n;
    if (j1 > n - 1)
      j1 -= n;
  }
  *out0 = mode == 3 && (j0 < 0 || j0 > n - 1);
  *out1 = mode == 3 && (j1 < 0 || j1 > n - 1);
  *i0 = clamp(j0, 0, n - 1);
  *i1 = clamp(j1, 0, n - 1);
}

static float4 ultima_tex_border(ultima_texture t) {
  return (float4)(t.border[0], t.border[1], t.border[2], t.border[3]);
}

// A sample as float components: `dims` coordinates filtered, a layer (>= 0)
// as z. Linear filtering applies to float formats and normalized reads.
static float4 ultima_tex_sample_f(__global const uchar *d, ultima_texture t, float x, float y,
                                  float z, int dims, int layer) {
  float c[3] = {x, y, z};
  int n[3] = {t.width, t.height, t.depth};
  int i0[3] = {0, 0, 0}, i1[3] = {0, 0, 0}, o0[3] = {0, 0, 0}, o1[3] = {0, 0, 0};
  float a[3] = {0.0f, 0.0f, 0.0f};
  if (t.filterMode == 0 || (t.format != 2 && t.readMode == 0)) {
    int out = 0;
    for (int k = 0; k < dims; ++k)
      i0[k] = ultima_tex_point(c[k], n[k], t.address[k], t.normalized, &out);
    if (layer >= 0)
      i0[2] = clamp(layer, 0, t.depth - 1);
    return out ? ultima_tex_border(t) : ultima_tex_texel_f(d, t, i0[0], i0[1], i0[2]);
  }
  for (int k = 0; k < dims; ++k)
    ultima_tex_linear(c[k], n[k], t.address[k], t.normalized, &i0[k], &i1[k], &a[k], &o0[k],
                      &o1[k]);
  if (layer >= 0)
    i0[2] = i1[2] = clamp(layer, 0, t.depth - 1);
  float4 sum = (float4)(0.0f);
  for (int corner = 0; corner < (1 << dims); ++corner) {
    float weight = 1.0f;
    int at[3] = {i0[0], i0[1], i0[2]}, out = 0;
    for (int k = 0; k < dims; ++k) {
      bool second = (corner >> k) & 1;
      weight *= second ? a[k] : 1.0f - a[k];
      at[k] = second ? i1[k] : i0[k];
      out |= second ? o1[k] : o0[k];
    }
    if (weight != 0.0f)
      sum += weight * (out ? ultima_tex_border(t) : ultima_tex_texel_f(d, t, at[0], at[1], at[2]));
  }
  return sum;
}

// A sample as integer components (an integer element type): point sampled.
static int4 ultima_tex_sample_i(__global const uchar *d, ultima_texture t, float x, float y,
                                float z, int dims, int layer) {
  float c[3] = {x, y, z};
  int n[3] = {t.width, t.height, t.depth};
  int i[3] = {0, 0, 0}, out = 0;
  for (int k = 0; k < dims; ++k)
    i[k] = ultima_tex_point(c[k], n[k], t.address[k], t.normalized, &out);
  if (layer >= 0)
    i[2] = clamp(layer, 0, t.depth - 1);
  return out ? convert_int4(ultima_tex_border(t)) : ultima_tex_texel_i(d, t, i[0], i[1], i[2]);
}

// tex1Dfetch: an element of linear memory, no filtering or addressing; 0
// outside the texture.
static float4 ultima_tex_fetch_f(__global const uchar *d, ultima_texture t, int x) {
  return x < 0 || x >= t.width ? (float4)(0.0f) : ultima_tex_texel_f(d, t, x, 0, 0);
}
static int4 ultima_tex_fetch_i(__global const uchar *d, ultima_texture t, int x) {
  return x < 0 || x >= t.width ? (int4)(0) : ultima_tex_texel_i(d, t, x, 0, 0);
}

// A cubemap fetch at direction (x, y, z): the face and the face's
// coordinates (s, t) in [0, 1], from the CUDA Programming Guide's "Cubemap
// Textures" table. The major axis ma (the largest |x|, |y|, |z|; ties go to
// z, then y) picks face 0/1 (+x/-x: sc = -z/z, tc = -y), 2/3 (+y/-y: sc = x,
// tc = z/-z) or 4/5 (+z/-z: sc = x/-x, tc = -y); s = (sc / |ma| + 1) / 2,
// t = (tc / |ma| + 1) / 2. Layer l's faces are layers 6l .. 6l + 5.
static int ultima_tex_cube_face(float x, float y, float z, float *s, float *t) {
  float ax = fabs(x), ay = fabs(y), az = fabs(z), ma, sc, tc;
  int face;
  if (az >= ax && az >= ay) {
    face = z >= 0.0f ? 4 : 5;
    ma = az;
    sc = z >= 0.0f ? x : -x;
    tc = -y;
  } else if (ay >= ax) {
    face = y >= 0.0f ? 2 : 3;
    ma = ay;
    sc = x;
    tc = y >= 0.0f ? z : -z;
  } else {
    face = x >= 0.0f ? 0 : 1;
    ma = ax;
    sc = x >= 0.0f ? -z : z;
    tc = -y;
  }
  *s = (sc / ma + 1.0f) * 0.5f;
  *t = (tc / ma + 1.0f) * 0.5f;
  return face;
}

// The descriptor and layer of a cubemap fetch: its coordinates are a face's
// (s, t), always normalized; the layer is face + 6 * (the cubemap layer,
// clamped to the cubemaps).
static ultima_texture ultima_tex_cube(ultima_texture t, float x, float y, float z, int layer,
                                      float *s, float *u, int *at) {
  int face = ultima_tex_cube_face(x, y, z, s, u);
  t.normalized = 1;
  *at = face + 6 * clamp(layer, 0, max(t.depth / 6, 1) - 1);
  return t;
}
static float4 ultima_tex_cube_f(__global const uchar *d, ultima_texture t, float x, float y,
                                float z, int layer) {
  float s, u;
  int at;
  ultima_texture c = ultima_tex_cube(t, x, y, z, layer, &s, &u, &at);
  return ultima_tex_sample_f(d, c, s, u, 0.0f, 2, at);
}
static int4 ultima_tex_cube_i(__global const uchar *d, ultima_texture t, float x, float y, float z,
                              int layer) {
  float s, u;
  int at;
  ultima_texture c = ultima_tex_cube(t, x, y, z, layer, &s, &u, &at);
  return ultima_tex_sample_i(d, c, s, u, 0.0f, 2, at);
}

// tex2Dgather: component `comp` of the four texels bilinear filtering at
// (x, y) uses (whatever the filter mode), in the order of PTX's tld4:
// counter-clockwise from the lower left, (i0, j1), (i1, j1), (i1, j0),
// (i0, j0), where j1 is the row below j0. A texel outside the texture in
// border addressing is the border colour's component.
static void ultima_tex_gather_at(ultima_texture t, float x, float y, int *i, int *j, int *out) {
  int i0, i1, j0, j1, ox0, ox1, oy0, oy1;
  float a;
  ultima_tex_linear(x, t.width, t.address[0], t.normalized, &i0, &i1, &a, &ox0, &ox1);
  ultima_tex_linear(y, t.height, t.address[1], t.normalized, &j0, &j1, &a, &oy0, &oy1);
  i[0] = i0, j[0] = j1, out[0] = ox0 | oy1;
  i[1] = i1, j[1] = j1, out[1] = ox1 | oy1;
  i[2] = i1, j[2] = j0, out[2] = ox1 | oy0;
  i[3] = i0, j[3] = j0, out[3] = ox0 | oy0;
}
static float ultima_tex_pick_f(float4 v, int comp) {
  return comp == 0 ? v.x : comp == 1 ? v.y : comp == 2 ? v.z : v.w;
}
static float4 ultima_tex_gather_f(__global const uchar *d, ultima_texture t, float x, float y,
                                  int comp) {
  int i[4], j[4], out[4];
  float r[4];
  ultima_tex_gather_at(t, x, y, i, j, out);
  for (int k = 0; k < 4; ++k)
    r[k] = ultima_tex_pick_f(out[k] ? ultima_tex_border(t) : ultima_tex_texel_f(d, t, i[k], j[k], 0),
                             comp);
  return (float4)(r[0], r[1], r[2], r[3]);
}
static int4 ultima_tex_gather_i(__global const uchar *d, ultima_texture t, float x, float y,
                                int comp) {
  int i[4], j[4], out[4];
  ultima_tex_gather_at(t, x, y, i, j, out);
  int4 v[4];
  for (int k = 0; k < 4; ++k)
    v[k] = out[k] ? convert_int4(ultima_tex_border(t)) : ultima_tex_texel_i(d, t, i[k], j[k], 0);
  return comp == 0   ? (int4)(v[0].x, v[1].x, v[2].x, v[3].x)
         : comp == 1 ? (int4)(v[0].y, v[1].y, v[2].y, v[3].y)
         : comp == 2 ? (int4)(v[0].z, v[1].z, v[2].z, v[3].z)
                     : (int4)(v[0].w, v[1].w, v[2].w, v[3].w);
}

#ifdef ULTIMA_TEXTURE_IMAGES
// Whether a fetch of `dims` coordinates (a layer when layer >= 0) reads
// t's image: the image of that shape, read the way the fetch's element type
// asks (float: read_imagef; integer: read_imagei or read_imageui). A 1-D
// fetch reads the image's one row only when it has one row, as the buffer
// path reads row 0.
static bool ultima_tex_image_fits(ultima_texture t, int dims, int layer, bool integer) {
  if (t.image == 0 || (t.imageRead == 1 || t.imageRead == 2) != integer)
    return false;
  if (layer >= 0)
    return t.image == 3 && (dims == 2 || t.height == 1);
  if (dims == 3)
    return t.image == 2;
  return t.image == 1 && (dims == 2 || t.height == 1);
}

// The components of a read the texture's format has; the rest 0 (OpenCL
// reads a missing alpha as 1).
static float4 ultima_tex_image_mask_f(float4 v, int channels) {
  return channels == 1 ? (float4)(v.x, 0.0f, 0.0f, 0.0f)
         : channels == 2 ? (float4)(v.x, v.y, 0.0f, 0.0f)
                         : v;
}
static int4 ultima_tex_image_mask_i(int4 v, int channels) {
  return channels == 1 ? (int4)(v.x, 0, 0, 0) : channels == 2 ? (int4)(v.x, v.y, 0, 0) : v;
}

// A 1-D fetch reads row 0 at y = 0.5, in texels or normalized (of one row).
static int4 ultima_tex_image_i(ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x, float y, float z,
                               int dims, int layer);
static float4 ultima_tex_image_f(ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x, float y,
                                 float z, int dims, int layer) {
  if (t.imageRead >= 3) { // point-sampled normalized read: as the buffer path divides
    float4 v = convert_float4(ultima_tex_image_i(t ULTIMA_TEX_IMAGE_PASS, x, y, z, dims, layer));
    if (t.imageRead == 3)
      return ultima_tex_image_mask_f(fmax(v / (t.bytes == 1 ? 127.0f : 32767.0f), -1.0f),
                                     t.channels);
    return ultima_tex_image_mask_f(v / (t.bytes == 1 ? 255.0f : 65535.0f), t.channels);
  }
  float row = dims > 1 ? y : 0.5f;
  float4 v = layer >= 0 ? read_imagef(ultima_ia, ultima_s, (float4)(x, row, (float)layer, 0.0f))
             : dims == 3 ? read_imagef(ultima_i3, ultima_s, (float4)(x, y, z, 0.0f))
                         : read_imagef(ultima_i2, ultima_s, (float2)(x, row));
  return ultima_tex_image_mask_f(v, t.channels);
}
static int4 ultima_tex_image_i(ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x, float y, float z,
                               int dims, int layer) {
  float row = dims > 1 ? y : 0.5f;
  float4 c = layer >= 0 ? (float4)(x, row, (float)layer, 0.0f) : (float4)(x, y, z, 0.0f);
  int4 v;
  if (t.imageRead == 1 || t.imageRead == 3)
    v = layer >= 0   ? read_imagei(ultima_ia, ultima_s, c)
        : dims == 3 ? read_imagei(ultima_i3, ultima_s, c)
                    : read_imagei(ultima_i2, ultima_s, c.xy);
  else
    v = as_int4(layer >= 0   ? read_imageui(ultima_ia, ultima_s, c)
                : dims == 3 ? read_imageui(ultima_i3, ultima_s, c)
                            : read_imageui(ultima_i2, ultima_s, c.xy));
  return ultima_tex_image_mask_i(v, t.channels);
}
#endif

// A sample from the image when the texture has one that fits, else from the
// buffer (both paths give CUDA's sampling: docs/device-library.md).
static float4 ultima_tex_sample_fi(__global const uchar *d,
                                   ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x, float y,
                                   float z, int dims, int layer) {
#ifdef ULTIMA_TEXTURE_IMAGES
  if (ultima_tex_image_fits(t, dims, layer, false))
    return ultima_tex_image_f(t ULTIMA_TEX_IMAGE_PASS, x, y, z, dims, layer);
#endif
  return ultima_tex_sample_f(d, t, x, y, z, dims, layer);
}
static int4 ultima_tex_sample_ii(__global const uchar *d,
                                 ultima_texture t ULTIMA_TEX_IMAGE_PARAMS, float x, float y,
                                 float z, int dims, int layer) {
#ifdef ULTIMA_TEXTURE_IMAGES
  if (ultima_tex_image_fits(t, dims, layer, true))
    return ultima_tex_image_i(t ULTIMA_TEX_IMAGE_PASS, x, y, z, dims, layer);
#endif
  return ultima_tex_sample_i(d, t, x, y, z, dims, layer);
}
