"""Texture and surface objects from Python, as CuPy's cupy.cuda.texture
(ultima.cuda.texture, constants in ultima.cuda.runtime), passed to RawKernel
for cudaTextureObject_t / cudaSurfaceObject_t parameters. Every fetch is
compared with a NumPy sampler written from the CUDA C++ Programming Guide's
"Texture Fetching" rules as docs/device-library.md states them: point
sampling reads texel floor(x); linear filtering mixes texels
floor(x - 0.5) and the next with weight frac(x - 0.5) in 1/256 steps;
normalized coordinates scale by the size; wrap keeps the fraction, mirror
mirrors, clamp clamps indices, border reads the border colour; normalized
float reads map 8- and 16-bit integers to [0, 1] or [-1, 1]. Errors are
CuPy's types: CUDARuntimeError (with CUDA's status) for what
cudaCreateTextureObject refuses, ValueError for CuPy's own argument checks,
NotImplementedError for mipmaps."""

import numpy as np
import pytest

from rt_common import ultima
from ultima.cuda import runtime as rt
from ultima.cuda.texture import (ChannelFormatDescriptor, CUDAarray, ResourceDescriptor,
                                 SurfaceObject, TextureDescriptor, TextureObject)

WRAP, CLAMP, MIRROR, BORDER = (rt.cudaAddressModeWrap, rt.cudaAddressModeClamp,
                               rt.cudaAddressModeMirror, rt.cudaAddressModeBorder)
POINT, LINEAR = rt.cudaFilterModePoint, rt.cudaFilterModeLinear
FLOAT, SIGNED, UNSIGNED = (rt.cudaChannelFormatKindFloat, rt.cudaChannelFormatKindSigned,
                           rt.cudaChannelFormatKindUnsigned)

SOURCE = r'''
extern "C" {
__global__ void fetch1(float *out, cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, i - 2);
}
__global__ void sample1(float *out, const float *x, cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, x[i]);
}
__global__ void sample2(float *out, const float *x, const float *y, cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, x[i], y[i]);
}
__global__ void sample2_int(int *out, const float *x, const float *y, cudaTextureObject_t t,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<int>(t, x[i], y[i]);
}
__global__ void sample2_f4(float4 *out, const float *x, const float *y, cudaTextureObject_t t,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, x[i], y[i]);
}
__global__ void sample2_uc4(uchar4 *out, const float *x, const float *y, cudaTextureObject_t t,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<uchar4>(t, x[i], y[i]);
}
__global__ void sample2_sc(float *out, const float *x, const float *y, cudaTextureObject_t t,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, x[i], y[i]);
}
__global__ void sample3(float *out, const float *x, const float *y, const float *z,
                        cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex3D<float>(t, x[i], y[i], z[i]);
}
__global__ void sample2_layered(float *out, const float *x, const float *y, const int *layer,
                                cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DLayered<float>(t, x[i], y[i], layer[i]);
}
__global__ void sample1_layered(float *out, const float *x, const int *layer,
                                cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1DLayered<float>(t, x[i], layer[i]);
}
__global__ void surf_scale(cudaSurfaceObject_t s, int w, int h, float k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float v = surf2Dread<float>(s, x * 4, y);
    surf2Dwrite(v * k + (float)(y * w + x), s, x * 4, y);
  }
}
__global__ void sample_cube(float *out, const float *x, const float *y, const float *z,
                            cudaTextureObject_t t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = texCubemap<float>(t, x[i], y[i], z[i]);
}
__global__ void takes_pointer(float *p) { p[0] = 1.0f; }
}
'''


@pytest.fixture(scope="module")
def mod():
    return ultima.RawModule(code=SOURCE)


def launch(mod, name, n, *args):
    mod.get_function(name)(((n + 63) // 64,), (64,), args + (np.int32(n),))


def f32(a):
    return ultima.asarray(np.asarray(a, np.float32))


# -- the reference sampler --------------------------------------------------

def point_index(c, n, mode, normalized):
    """(texel index, outside the texture) along one dimension."""
    c = np.float32(c)
    if normalized and mode == WRAP:
        i = int(np.floor((c - np.floor(c)) * np.float32(n)))
        return (i - n if i > n - 1 else i), False
    if normalized and mode == MIRROR:
        m = abs(c - np.float32(2) * np.rint(np.float32(0.5) * c))
        return min(int(np.floor(m * np.float32(n))), n - 1), False
    u = c * np.float32(n) if normalized else c
    i = int(np.floor(u))
    return min(max(i, 0), n - 1), mode == BORDER and not 0 <= i < n


def linear_indices(c, n, mode, normalized):
    """((i0, outside0), (i1, outside1), weight of i1) along one dimension."""
    c = np.float32(c)
    if normalized and mode == WRAP:
        u = (c - np.floor(c)) * np.float32(n)
    else:
        u = c * np.float32(n) if normalized else c
    u = u - np.float32(0.5)
    f = np.floor(u)
    a = float(np.rint((u - f) * 256) / 256)
    out = []
    for j in (int(f), int(f) + 1):
        if normalized and mode == WRAP:
            j %= n
        out.append((min(max(j, 0), n - 1), mode == BORDER and not 0 <= j < n))
    return out[0], out[1], a


def sample(texels, coords, modes, filt, normalized, border):
    """A fetch of texels (shape (..., x) with channels last: dims + 1 axes)
    at coords (x, y, z order)."""
    dims = len(coords)
    sizes = texels.shape[:dims][::-1]  # x first
    if filt == POINT:
        idx, outside = zip(*(point_index(c, n, m, normalized)
                             for c, n, m in zip(coords, sizes, modes)))
        return np.asarray(border, np.float64) if any(outside) else texels[idx[::-1]]
    per_dim = [linear_indices(c, n, m, normalized) for c, n, m in zip(coords, sizes, modes)]
    total = 0.0
    for corner in range(1 << dims):
        weight, at, outside = 1.0, [], False
        for k, (first, second, a) in enumerate(per_dim):
            pick = second if (corner >> k) & 1 else first
            weight *= a if (corner >> k) & 1 else 1.0 - a
            at.append(pick[0])
            outside |= pick[1]
        total = total + weight * (np.asarray(border, np.float64) if outside
                                  else texels[tuple(at[::-1])].astype(np.float64))
    return total


def array_texture(host, fmt, tex_desc, flags=0, layered_1d=False):
    """A CUDAarray of host's texels (channels folded into the last axis) and its texture."""
    ch = ChannelFormatDescriptor(*fmt)
    channels = sum(1 for b in fmt[:4] if b)
    if layered_1d:
        layers, width = host.shape[0], host.shape[1] // channels
        arr = CUDAarray(ch, width, 0, layers, flags)
    else:
        dims = host.shape[::-1]
        arr = CUDAarray(ch, dims[0] // channels, *(list(dims[1:]) + [0, 0])[:2], flags)
    arr.copy_from(host)
    res = ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=arr)
    return arr, TextureObject(res, tex_desc)


def bound(texels, dims):
    return dims * float(texels.max() - texels.min()) / 256 + 1e-6


# -- fetches ----------------------------------------------------------------

def test_tex1Dfetch_on_linear_memory_at_a_view_offset(mod):
    data = np.random.default_rng(0).standard_normal(40).astype(np.float32)
    device = ultima.asarray(data)
    view = device[5:]  # the texture starts at element 5 of the buffer
    ch = ChannelFormatDescriptor(32, 0, 0, 0, FLOAT)
    res = ResourceDescriptor(rt.cudaResourceTypeLinear, arr=view, chDesc=ch,
                             sizeInBytes=20 * 4)
    tex = TextureObject(res, TextureDescriptor())
    out = ultima.zeros(26, np.float32)
    launch(mod, "fetch1", 26, out, tex)
    # fetch1 reads element i - 2: outside [0, 20) is 0 (no addressing for tex1Dfetch).
    expected = np.array([data[5 + i - 2] if 0 <= i - 2 < 20 else 0 for i in range(26)],
                        np.float32)
    np.testing.assert_array_equal(out.get(), expected)


@pytest.mark.parametrize("filt", [POINT, LINEAR])
def test_tex2D_on_a_CUDAarray_clamp(mod, filt):
    rng = np.random.default_rng(1)
    texels = rng.standard_normal((7, 9)).astype(np.float32)
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((CLAMP, CLAMP), filt, rt.cudaReadModeElementType))
    x = rng.uniform(-3, 12, 300).astype(np.float32)
    y = rng.uniform(-3, 10, 300).astype(np.float32)
    out = ultima.zeros(300, np.float32)
    launch(mod, "sample2", 300, out, f32(x), f32(y), tex)
    expected = [sample(texels, (a, b), (CLAMP, CLAMP), filt, False, [0]) for a, b in zip(x, y)]
    tol = 0 if filt == POINT else bound(texels, 2)
    np.testing.assert_allclose(out.get(), np.float32(expected), rtol=0, atol=tol)


def test_linear_filtering_with_weights_on_the_256_grid_is_exact(mod):
    texels = np.arange(12, dtype=np.float32).reshape(3, 4) ** 2
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((CLAMP, CLAMP), LINEAR, 0))
    x = np.float32([0.5, 1.0, 1.25, 2.75, 3.5, 1 + 37 / 256])
    y = np.float32([0.5, 0.75, 1.5, 2.0, 2.5, 1 + 200 / 256])
    out = ultima.zeros(6, np.float32)
    launch(mod, "sample2", 6, out, f32(x), f32(y), tex)
    expected = [sample(texels, (a, b), (CLAMP, CLAMP), LINEAR, False, [0]) for a, b in zip(x, y)]
    np.testing.assert_allclose(out.get(), expected, rtol=1e-6)


@pytest.mark.parametrize("mode", [WRAP, MIRROR, CLAMP, BORDER])
def test_normalized_coordinates_point(mod, mode):
    rng = np.random.default_rng(2)
    texels = rng.standard_normal((8, 16)).astype(np.float32)
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((mode, mode), POINT, 0, borderColors=(-7.5,),
                                             normalizedCoords=1))
    # Coordinates on a 1/64 grid, away from texel edges (exact in float32).
    x = (rng.integers(-160, 224, 256) + 0.5) / 64
    y = (rng.integers(-160, 224, 256) + 0.5) / 64
    out = ultima.zeros(256, np.float32)
    launch(mod, "sample2", 256, out, f32(x), f32(y), tex)
    expected = [sample(texels, (a, b), (mode, mode), POINT, True, -7.5)
                for a, b in zip(np.float32(x), np.float32(y))]
    np.testing.assert_array_equal(out.get(), np.float32(expected))


@pytest.mark.parametrize("mode", [WRAP, CLAMP, BORDER])
def test_normalized_coordinates_linear(mod, mode):
    rng = np.random.default_rng(3)
    texels = rng.standard_normal(16).astype(np.float32)
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((mode,), LINEAR, 0, borderColors=(2.0,),
                                             normalizedCoords=True))
    x = rng.uniform(-1.5, 2.5, 256).astype(np.float32)
    out = ultima.zeros(256, np.float32)
    launch(mod, "sample1", 256, out, f32(x), tex)
    expected = [sample(texels, (a,), (mode,), LINEAR, True, 2.0) for a in x]
    ref_span = np.append(texels, 2.0)
    np.testing.assert_allclose(out.get(), np.float32(expected), rtol=0,
                               atol=bound(ref_span, 1))


def test_border_colour_with_linear_filtering_in_2d(mod):
    texels = np.full((4, 4), 10.0, np.float32)
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((BORDER, BORDER), LINEAR, 0, borderColors=(2.0,)))
    x = np.float32([0.0, 2.0, -0.5, 4.5, 4.0])
    y = np.float32([2.0, 0.0, 2.0, 2.0, 4.0])
    out = ultima.zeros(5, np.float32)
    launch(mod, "sample2", 5, out, f32(x), f32(y), tex)
    # Half of each edge sample is the border; beyond half a texel, all of it.
    np.testing.assert_allclose(out.get(), [6.0, 6.0, 2.0, 2.0, 4.0], rtol=1e-6)


# -- read modes -------------------------------------------------------------

def test_uchar4_element_and_normalized_float_reads(mod):
    rng = np.random.default_rng(4)
    texels = rng.integers(0, 256, (5, 6, 4)).astype(np.uint8)
    host = texels.reshape(5, 24)
    x = rng.uniform(-1, 7, 100).astype(np.float32)
    y = rng.uniform(-1, 6, 100).astype(np.float32)
    expected_idx = [sample(texels, (a, b), (CLAMP, CLAMP), POINT, False, [0] * 4)
                    for a, b in zip(x, y)]

    _, element = array_texture(host, (8, 8, 8, 8, UNSIGNED), TextureDescriptor(
        (CLAMP, CLAMP), POINT, rt.cudaReadModeElementType))
    out = ultima.zeros((100, 4), np.uint8)
    launch(mod, "sample2_uc4", 100, out, f32(x), f32(y), element)
    np.testing.assert_array_equal(out.get(), np.uint8(expected_idx))

    _, normalized = array_texture(host, (8, 8, 8, 8, UNSIGNED), TextureDescriptor(
        (CLAMP, CLAMP), POINT, rt.cudaReadModeNormalizedFloat))
    out = ultima.zeros((100, 4), np.float32)
    launch(mod, "sample2_f4", 100, out, f32(x), f32(y), normalized)
    np.testing.assert_allclose(out.get(), np.float32(expected_idx) / 255, rtol=1e-6)


def test_signed_char_normalized_float_with_linear_filtering(mod):
    texels = np.int8([[-128, -127, 0, 127], [64, -64, 1, -1]])
    _, tex = array_texture(texels, (8, 0, 0, 0, SIGNED), TextureDescriptor(
        (CLAMP, CLAMP), LINEAR, rt.cudaReadModeNormalizedFloat))
    x = np.float32([0.5, 1.0, 2.0, 3.5, 0.5, 2.5])
    y = np.float32([0.5, 0.5, 0.5, 0.5, 1.5, 1.0])
    out = ultima.zeros(6, np.float32)
    launch(mod, "sample2_sc", 6, out, f32(x), f32(y), tex)
    normalized = np.maximum(texels / 127.0, -1.0)
    expected = [sample(normalized, (a, b), (CLAMP, CLAMP), LINEAR, False, [0])
                for a, b in zip(x, y)]
    np.testing.assert_allclose(out.get(), expected, rtol=1e-6, atol=1e-7)


def test_integer_texture_element_reads_are_point_sampled(mod):
    texels = np.arange(20, dtype=np.int32).reshape(4, 5) * 3 - 20
    _, tex = array_texture(texels, (32, 0, 0, 0, SIGNED),
                           TextureDescriptor((CLAMP, CLAMP), POINT, 0))
    x = np.float32([0.2, 4.9, 7.0, -2.0, 2.5])
    y = np.float32([0.0, 3.9, 1.0, 2.2, 9.0])
    out = ultima.zeros(5, np.int32)
    launch(mod, "sample2_int", 5, out, f32(x), f32(y), tex)
    expected = [sample(texels, (a, b), (CLAMP, CLAMP), POINT, False, [0]) for a, b in zip(x, y)]
    np.testing.assert_array_equal(out.get(), expected)


# -- 3-D, layered, pitched --------------------------------------------------

@pytest.mark.parametrize("filt", [POINT, LINEAR])
def test_tex3D_on_a_3d_array(mod, filt):
    rng = np.random.default_rng(5)
    texels = rng.standard_normal((5, 6, 7)).astype(np.float32)  # depth, height, width
    arr, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                             TextureDescriptor((CLAMP, WRAP, CLAMP), filt, 0))
    assert arr.ndim == 3
    x, y, z = (rng.uniform(-1, n + 1, 200).astype(np.float32) for n in (7, 6, 5))
    out = ultima.zeros(200, np.float32)
    launch(mod, "sample3", 200, out, f32(x), f32(y), f32(z), tex)
    # Unnormalized: wrap acts as clamp (docs/device-library.md).
    expected = [sample(texels, c, (CLAMP, CLAMP, CLAMP), filt, False, [0]) for c in zip(x, y, z)]
    tol = 0 if filt == POINT else bound(texels, 3)
    np.testing.assert_allclose(out.get(), np.float32(expected), rtol=0, atol=tol)


def test_tex2DLayered_on_a_layered_array(mod):
    rng = np.random.default_rng(6)
    texels = rng.standard_normal((3, 4, 5)).astype(np.float32)  # layers, height, width
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((CLAMP, CLAMP), LINEAR, 0),
                           flags=rt.cudaArrayLayered)
    x = rng.uniform(-1, 6, 150).astype(np.float32)
    y = rng.uniform(-1, 5, 150).astype(np.float32)
    layer = rng.integers(-1, 4, 150).astype(np.int32)
    out = ultima.zeros(150, np.float32)
    launch(mod, "sample2_layered", 150, out, f32(x), f32(y), ultima.asarray(layer), tex)
    # The layer is never filtered, and clamped to the layers.
    expected = [sample(texels[min(max(l, 0), 2)], (a, b), (CLAMP, CLAMP), LINEAR, False, [0])
                for a, b, l in zip(x, y, layer)]
    np.testing.assert_allclose(out.get(), np.float32(expected), rtol=0, atol=bound(texels, 2))


def cube_face(x, y, z):
    """The CUDA Programming Guide's cubemap table: (face, s, t)."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax > ay and ax > az:
        face, m, sc, tc = (0 if x >= 0 else 1), ax, (-z if x >= 0 else z), -y
    elif ay > az:
        face, m, sc, tc = (2 if y >= 0 else 3), ay, x, (z if y >= 0 else -z)
    else:
        face, m, sc, tc = (4 if z >= 0 else 5), az, (x if z >= 0 else -x), -y
    return face, (sc / m + 1) / 2, (tc / m + 1) / 2


def test_texCubemap_on_a_cubemap_array(mod):
    rng = np.random.default_rng(9)
    texels = rng.standard_normal((6, 4, 4)).astype(np.float32)  # faces, height, width
    _, tex = array_texture(texels, (32, 0, 0, 0, FLOAT),
                           TextureDescriptor((CLAMP, CLAMP), POINT, 0, normalizedCoords=1),
                           flags=rt.cudaArrayCubemap)
    x, y, z = (rng.uniform(-2, 2, 300).astype(np.float32) for _ in range(3))
    out = ultima.zeros(300, np.float32)
    launch(mod, "sample_cube", 300, out, f32(x), f32(y), f32(z), tex)
    got = out.get()
    checked = 0
    for i, (a, b, c) in enumerate(zip(x, y, z)):
        face, s, t = cube_face(float(a), float(b), float(c))
        if min(abs(s * 4 - round(s * 4)), abs(t * 4 - round(t * 4))) < 1e-3:
            continue  # on a texel boundary
        assert got[i] == texels[face, min(int(t * 4), 3), min(int(s * 4), 3)], i
        checked += 1
    assert checked > 250


def test_tex1DLayered_on_a_layered_1d_array(mod):
    texels = np.arange(24, dtype=np.float32).reshape(4, 6) * 0.5
    arr, tex = array_texture(texels, (32, 0, 0, 0, FLOAT), TextureDescriptor((CLAMP,), POINT, 0),
                             flags=rt.cudaArrayLayered, layered_1d=True)
    assert (arr.width, arr.height, arr.depth) == (6, 0, 4)
    x = np.float32([0.0, 5.5, 9.0, -1.0, 3.2])
    layer = np.int32([0, 1, 3, 2, 7])
    out = ultima.zeros(5, np.float32)
    launch(mod, "sample1_layered", 5, out, f32(x), ultima.asarray(layer), tex)
    expected = [texels[min(l, 3), min(max(int(np.floor(a)), 0), 5)] for a, l in zip(x, layer)]
    np.testing.assert_array_equal(out.get(), expected)


def test_pitch2D_resource_over_padded_rows(mod):
    rng = np.random.default_rng(7)
    padded = rng.standard_normal((6, 16)).astype(np.float32)  # 10 texels a row, pitch 64 bytes
    device = ultima.asarray(padded)
    ch = ChannelFormatDescriptor(32, 0, 0, 0, FLOAT)
    res = ResourceDescriptor(rt.cudaResourceTypePitch2D, arr=device[1:], chDesc=ch, width=10,
                             height=5, pitchInBytes=64)
    tex = TextureObject(res, TextureDescriptor((CLAMP, CLAMP), POINT, 0))
    texels = padded[1:, :10]
    x = rng.uniform(-2, 12, 200).astype(np.float32)
    y = rng.uniform(-2, 7, 200).astype(np.float32)
    out = ultima.zeros(200, np.float32)
    launch(mod, "sample2", 200, out, f32(x), f32(y), tex)
    expected = [sample(texels, (a, b), (CLAMP, CLAMP), POINT, False, [0]) for a, b in zip(x, y)]
    np.testing.assert_array_equal(out.get(), np.float32(expected))


# -- surfaces ---------------------------------------------------------------

def test_surface_write_then_read_back(mod):
    w, h = 9, 5
    start = np.random.default_rng(8).standard_normal((h, w)).astype(np.float32)
    arr = CUDAarray(ChannelFormatDescriptor(32, 0, 0, 0, FLOAT), w, h, 0,
                    rt.cudaArraySurfaceLoadStore)
    arr.copy_from(ultima.asarray(start))
    surf = SurfaceObject(ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=arr))
    mod.get_function("surf_scale")((3, 2), (4, 4), (surf, np.int32(w), np.int32(h),
                                                    np.float32(2.0)))
    back = np.zeros((h, w), np.float32)
    arr.copy_to(back)
    expected = start * 2 + np.arange(w * h, dtype=np.float32).reshape(h, w)
    np.testing.assert_array_equal(back, expected)
    device_back = ultima.zeros((h, w), np.float32)
    arr.copy_to(device_back)
    np.testing.assert_array_equal(device_back.get(), expected)


# -- CUDAarray copies and descriptors ----------------------------------------

@pytest.mark.parametrize("dtype,kind", [(np.int8, SIGNED), (np.uint16, UNSIGNED),
                                        (np.float16, FLOAT), (np.float32, FLOAT)])
def test_CUDAarray_copies_round_trip(dtype, kind):
    host = (np.arange(3 * 4 * 10) % 100).astype(dtype).reshape(3, 4, 10)
    ch = ChannelFormatDescriptor(np.dtype(dtype).itemsize * 8, np.dtype(dtype).itemsize * 8, 0,
                                 0, kind)
    arr = CUDAarray(ch, 5, 4, 3)
    arr.copy_from(host[:, :, ::-1][:, :, ::-1])  # any strides
    out = np.zeros_like(host)
    arr.copy_to(out)
    np.testing.assert_array_equal(out, host)
    arr.copy_from(ultima.asarray(host[::-1])[::-1])
    device_out = ultima.zeros(host.shape, dtype)
    arr.copy_to(device_out)
    np.testing.assert_array_equal(device_out.get(), host)


def test_descriptors_report_their_arguments():
    ch = ChannelFormatDescriptor(16, 16, 0, 0, SIGNED)
    assert ch.get_channel_format() == {"x": 16, "y": 16, "z": 0, "w": 0, "f": SIGNED}
    td = TextureDescriptor((WRAP, BORDER), LINEAR, rt.cudaReadModeNormalizedFloat,
                           borderColors=(1, 2), normalizedCoords=1)
    d = td.get_texture_desc()
    assert d["addressMode"] == (WRAP, BORDER, 0) and d["borderColor"] == (1.0, 2.0, 0.0, 0.0)
    assert (d["filterMode"], d["readMode"], d["normalizedCoords"]) == (LINEAR, 1, 1)
    arr = CUDAarray(ch, 4, 2)
    assert arr.ndim == 2
    res = ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=arr)
    assert res.get_resource_desc() == {"resType": 0, "array": {"array": arr.ptr}}
    assert (rt.cudaArrayDefault, rt.cudaArrayLayered, rt.cudaArraySurfaceLoadStore) == (0, 1, 2)


# -- errors -------------------------------------------------------------------

def status_of(call):
    with pytest.raises(rt.CUDARuntimeError) as info:
        call()
    assert isinstance(info.value, RuntimeError)
    return info.value.status


@pytest.mark.parametrize("fmt", [(32, 32, 32, 0, FLOAT), (8, 0, 0, 0, FLOAT),
                                 (16, 8, 0, 0, SIGNED), (0, 0, 0, 0, UNSIGNED),
                                 (32, 0, 0, 0, 3), (12, 0, 0, 0, SIGNED), (8, 0, 8, 0, SIGNED)])
def test_bad_channel_formats(fmt):
    # cudaErrorInvalidChannelDescriptor, as cudaMalloc3DArray returns it.
    assert status_of(lambda: CUDAarray(ChannelFormatDescriptor(*fmt), 4)) == 20
    a = ultima.zeros(16, np.float32)
    res = ResourceDescriptor(rt.cudaResourceTypeLinear, arr=a,
                             chDesc=ChannelFormatDescriptor(*fmt), sizeInBytes=64)
    assert status_of(lambda: TextureObject(res, TextureDescriptor())) == 20


def test_bad_array_extents():
    ch = ChannelFormatDescriptor(32, 0, 0, 0, FLOAT)
    with pytest.raises(ValueError):
        CUDAarray(ch, 0)
    with pytest.raises(ValueError):
        CUDAarray(ch, 4, 0, 3)  # a depth without a height
    assert status_of(lambda: CUDAarray(ch, 4, 4, 0, rt.cudaArrayLayered)) == 1  # no layers
    assert status_of(lambda: CUDAarray(ch, 4, 4, 5, rt.cudaArrayCubemap)) == 1  # 6 faces
    assert status_of(lambda: CUDAarray(ch, 4, 3, 6, rt.cudaArrayCubemap)) == 1  # square faces
    assert status_of(lambda: CUDAarray(ch, 4, 4, 2, rt.cudaArrayTextureGather)) == 1  # 2-D only
    assert status_of(lambda: CUDAarray(ch, 4, 4, 0, 64)) == 1  # unknown flag


def test_bad_texture_descriptors():
    arr = CUDAarray(ChannelFormatDescriptor(32, 0, 0, 0, FLOAT), 4, 4)
    res = ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=arr)
    assert status_of(lambda: TextureObject(res, TextureDescriptor((7, 1)))) == 1
    assert status_of(lambda: TextureObject(res, TextureDescriptor(filterMode=2))) == 1
    assert status_of(lambda: TextureObject(res, TextureDescriptor(readMode=5))) == 1
    assert status_of(lambda: TextureObject(res, TextureDescriptor(sRGB=1))) == 801
    with pytest.raises(NotImplementedError):
        ResourceDescriptor(rt.cudaResourceTypeMipmappedArray)
    bad_type = ResourceDescriptor(9)
    assert status_of(lambda: TextureObject(bad_type, TextureDescriptor())) == 1


def test_bad_linear_and_pitched_resources():
    a = ultima.zeros(16, np.float32)
    ch = ChannelFormatDescriptor(32, 0, 0, 0, FLOAT)
    tex = TextureDescriptor()
    linear = lambda size, view=a: TextureObject(  # noqa: E731
        ResourceDescriptor(rt.cudaResourceTypeLinear, arr=view, chDesc=ch, sizeInBytes=size), tex)
    assert status_of(lambda: linear(0)) == 1  # not one texel
    assert status_of(lambda: linear(65)) == 1  # past the end of the array's memory
    assert status_of(lambda: linear(64, a[1:])) == 1
    linear(60, a[1:])
    pitched = lambda w, h, p: TextureObject(ResourceDescriptor(  # noqa: E731
        rt.cudaResourceTypePitch2D, arr=a, chDesc=ch, width=w, height=h, pitchInBytes=p), tex)
    assert status_of(lambda: pitched(4, 4, 12)) == 1  # a pitch shorter than a row
    assert status_of(lambda: pitched(0, 4, 16)) == 1
    assert status_of(lambda: pitched(4, 5, 16)) == 1  # past the end
    pitched(4, 4, 16)


def test_surfaces_need_a_surface_load_store_array():
    ch = ChannelFormatDescriptor(32, 0, 0, 0, FLOAT)
    plain = CUDAarray(ch, 4, 4)
    assert status_of(lambda: SurfaceObject(
        ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=plain))) == 1
    a = ultima.zeros(16, np.float32)
    assert status_of(lambda: SurfaceObject(ResourceDescriptor(
        rt.cudaResourceTypeLinear, arr=a, chDesc=ch, sizeInBytes=64))) == 1


def test_copy_shape_and_dtype_mismatches():
    arr = CUDAarray(ChannelFormatDescriptor(32, 32, 0, 0, FLOAT), 4, 3)
    with pytest.raises(ValueError, match="shape mismatch"):
        arr.copy_from(np.zeros((3, 4), np.float32))  # two channels: (3, 8)
    with pytest.raises(ValueError, match="dtype mismatch"):
        arr.copy_from(np.zeros((3, 8), np.int32))
    with pytest.raises(ValueError, match="C-contiguous"):
        arr.copy_to(np.zeros((3, 16), np.float32)[:, ::2])


def test_texture_arguments_are_checked(mod):
    arr = CUDAarray(ChannelFormatDescriptor(32, 0, 0, 0, FLOAT), 4, 4)
    tex = TextureObject(ResourceDescriptor(rt.cudaResourceTypeArray, cuArr=arr),
                        TextureDescriptor())
    out, x = ultima.zeros(4, np.float32), f32([0, 1, 2, 3])
    with pytest.raises(TypeError, match="texture"):
        launch(mod, "sample2", 4, out, x, x, np.uint64(1))
    with pytest.raises(TypeError, match="texture"):
        mod.get_function("takes_pointer")((1,), (1,), (tex,))
    with pytest.raises(TypeError, match="4 arguments|5 arguments"):
        mod.get_function("sample2")((1,), (4,), (out, x, tex, np.int32(4)))


def test_texture_references_are_refused():
    src = r'''
    texture<float, 1, cudaReadModeElementType> ref;
    extern "C" __global__ void k(float *out) { out[0] = tex1Dfetch(ref, 0); }
    '''
    with pytest.raises(ValueError, match="texture reference 'ref'"):
        ultima.RawKernel(src, "k")((1,), (1,), (ultima.zeros(1, np.float32),))
