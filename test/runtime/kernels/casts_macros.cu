// static_cast / reinterpret_cast, #define constants and function-like macros.
#include <stdint.h>

#define BLOCK_SIZE 128
#define EXP_BIAS 127
#define EXP_MASK 0xFFu
#define MANT_BITS 23
#define SQUARE(x) ((x) * (x))
#define IDX2(r, c, w) ((r) * (w) + (c))
#define CLAMP(x, lo, hi) (((x) < (lo)) ? (lo) : (((x) > (hi)) ? (hi) : (x)))
#define RETURN_IF_OUT(i, n) \
    if ((i) >= (n))         \
    return

// Reinterpret the float buffer as raw bits to extract the unbiased exponent.
__global__ void float_exponent(const float *in, unsigned int *bits, int *exponent, int n)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    RETURN_IF_OUT(i, n);
    const unsigned int *raw = reinterpret_cast<const unsigned int *>(in);
    unsigned int b = raw[i];
    bits[i] = b;
    exponent[i] = static_cast<int>((b >> MANT_BITS) & EXP_MASK) - EXP_BIAS;
}

// Bit tricks on a private variable: |x| by clearing the sign bit.
__global__ void abs_by_bits(const float *in, float *out, int n)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    RETURN_IF_OUT(i, n);
    float f = in[i];
    uint32_t u = *reinterpret_cast<uint32_t *>(&f);
    u &= 0x7FFFFFFFu;
    out[i] = *reinterpret_cast<float *>(&u);
}

__global__ void static_casts(const float *x, int *trunc, float *ratio, double *widened,
                             unsigned char *low_byte, int n)
{
    int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    RETURN_IF_OUT(i, n);
    trunc[i] = static_cast<int>(x[i]);
    ratio[i] = static_cast<float>(i) / static_cast<float>(n);
    widened[i] = static_cast<double>(x[i]) * 3.0;
    low_byte[i] = static_cast<unsigned char>(static_cast<int>(x[i]) & 0xFF);
}

__global__ void macro_image(const float *img, float *out, int w, int h, float lo, float hi)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (c < w && r < h) {
        float v = img[IDX2(r, c, w)];
        out[IDX2(r, c, w)] = CLAMP(SQUARE(v) - 1.0f, lo, hi);
    }
}
