// Integer widths and wrap-around with CUDA's types and <stdint.h>.
#include <stdint.h>

__global__ void type_sizes(int *sizes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        sizes[0] = sizeof(char);
        sizes[1] = sizeof(short);
        sizes[2] = sizeof(int);
        sizes[3] = sizeof(long);
        sizes[4] = sizeof(long long);
        sizes[5] = sizeof(unsigned long long);
        sizes[6] = sizeof(int64_t);
        sizes[7] = sizeof(uint8_t);
        sizes[8] = sizeof(uint16_t);
        sizes[9] = sizeof(uint32_t);
        sizes[10] = sizeof(float);
        sizes[11] = sizeof(double);
        sizes[12] = sizeof(size_t);
        sizes[13] = sizeof(int8_t);
    }
}

// 64-bit hashing: multiplication and addition wrap modulo 2^64.
__global__ void mix64(const unsigned long long *a, const unsigned long long *b,
                      unsigned long long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned long long h = a[i] * 0x9E3779B97F4A7C15ULL + b[i];
        h ^= h >> 31;
        h *= 0xBF58476D1CE4E5B9ull;
        out[i] = h ^ (h >> 27);
    }
}

// Products of 32-bit values that only fit in 64 bits; shifts past bit 31.
__global__ void wide_products(const int *x, const int *y, int64_t *prod, long long *shifted, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        prod[i] = (int64_t)x[i] * (int64_t)y[i];
        shifted[i] = (1LL << 40) + ((long long)x[i] << 20);
    }
}

// 8-bit arithmetic: operands promote to int, stores wrap modulo 256.
__global__ void bytes(const uint8_t *a, const uint8_t *b, uint8_t *wrapped, int *promoted,
                      uint8_t *bumped, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        wrapped[i] = (uint8_t)(a[i] + b[i]);
        promoted[i] = a[i] + b[i];
        uint8_t v = a[i];
        v += 200;
        bumped[i] = v;
    }
}

// 32-bit unsigned hash (Knuth multiplicative) wraps modulo 2^32.
__global__ void hash32(const unsigned int *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        uint32_t h = in[i] * 2654435761u;
        h ^= h >> 16;
        out[i] = h - 12345u;
    }
}
