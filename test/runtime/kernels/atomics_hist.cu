// Histograms under contention with every CUDA atomic on every type it has:
// test/runtime/test_atomics.py. Each kernel bins n values into NB bins, either
// straight into global memory (shared == 0) or into a per-block __shared__
// histogram that is then written out per block (partials) and merged into the
// global one with the same operation. The apply_* helpers are called with both
// a __shared__ and a global pointer, so each gets a __local and a __global
// variant whose atomics lower to the matching address space.
#define NB 256

enum Op { ADD, SUB, MIN, MAX, AND, OR, XOR, INC, DEC, CAS_ADD, ADD_BLOCK, MAX_SYSTEM, EXCH_MAX };

// Apply `op` with operand v to *slot. limit: atomicInc/atomicDec's wrap value.
__device__ void apply_i32(int op, int *slot, int v)
{
    switch (op) {
    case ADD: atomicAdd(slot, v); break;
    case SUB: atomicSub(slot, v); break;
    case MIN: atomicMin(slot, v); break;
    case MAX: atomicMax(slot, v); break;
    case AND: atomicAnd(slot, v); break;
    case OR: atomicOr(slot, v); break;
    case XOR: atomicXor(slot, v); break;
    case CAS_ADD: {
        int old = *slot, seen;
        while ((seen = atomicCAS(slot, old, old + v)) != old)
            old = seen;
        break;
    }
    case ADD_BLOCK: atomicAdd_block(slot, v); break;
    case MAX_SYSTEM: atomicMax_system(slot, v); break;
    }
}

__device__ void apply_u32(int op, unsigned int *slot, unsigned int v, unsigned int limit)
{
    switch (op) {
    case ADD: atomicAdd(slot, v); break;
    case SUB: atomicSub(slot, v); break;
    case MIN: atomicMin(slot, v); break;
    case MAX: atomicMax(slot, v); break;
    case AND: atomicAnd(slot, v); break;
    case OR: atomicOr(slot, v); break;
    case XOR: atomicXor(slot, v); break;
    case INC: atomicInc(slot, limit); break;
    case DEC: atomicDec(slot, limit); break;
    case CAS_ADD: {
        unsigned int old = *slot, seen;
        while ((seen = atomicCAS(slot, old, old + v)) != old)
            old = seen;
        break;
    }
    }
}

__device__ void apply_i64(int op, long long *slot, long long v)
{
    if (op == MIN)
        atomicMin(slot, v);
    else if (op == MAX)
        atomicMax(slot, v);
}

__device__ void apply_u64(int op, unsigned long long *slot, unsigned long long v)
{
    switch (op) {
    case ADD: atomicAdd(slot, v); break;
    case MIN: atomicMin(slot, v); break;
    case MAX: atomicMax(slot, v); break;
    case AND: atomicAnd(slot, v); break;
    case OR: atomicOr(slot, v); break;
    case XOR: atomicXor(slot, v); break;
    case CAS_ADD: {
        unsigned long long old = *slot, seen;
        while ((seen = atomicCAS(slot, old, old + v)) != old)
            old = seen;
        break;
    }
    }
}

// Lock-free float max built on atomicCAS over the bit pattern.
union FloatBits { float f; int i; };
__device__ float atomic_max_float(float *addr, float v)
{
    int *bits = (int *)addr;
    FloatBits old;
    old.i = *bits;
    while (old.f < v) {
        FloatBits want;
        want.f = v;
        int seen = atomicCAS(bits, old.i, want.i);
        if (seen == old.i)
            break;
        old.i = seen;
    }
    return old.f;
}

__device__ void apply_f32(int op, float *slot, float v)
{
    if (op == ADD)
        atomicAdd(slot, v);
    else if (op == MAX)
        atomic_max_float(slot, v);
}

__device__ void apply_f64(int op, double *slot, double v)
{
    if (op == ADD)
        atomicAdd(slot, v);
}

// 16-bit counters: adjacent bins share a 32-bit word.
__device__ void apply_u16(int op, unsigned short *slot, unsigned short v)
{
    if (op == CAS_ADD) {
        unsigned short old = *slot, seen;
        while ((seen = atomicCAS(slot, old, (unsigned short)(old + v))) != old)
            old = seen;
    }
}

// Merging a block's partial result into the global histogram: the same
// operation, except that subtraction merges the amount subtracted and the
// wrapping counters (INC/DEC) are only checked per block.
#define HIST_KERNEL(NAME, T, APPLY, ...)                                             \
    __global__ void NAME(const int *bins, const T *vals, int n, int op, int shared,    \
                         T init, unsigned int limit, T *hist, T *partials)            \
    {                                                                                \
        __shared__ T local[NB];                                                      \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                               \
        if (!shared) {                                                               \
            if (i < n)                                                               \
                APPLY(op, &hist[bins[i]], vals[i] __VA_ARGS__);                      \
            return;                                                                  \
        }                                                                            \
        for (int b = threadIdx.x; b < NB; b += blockDim.x)                           \
            local[b] = init;                                                         \
        __syncthreads();                                                             \
        if (i < n)                                                                   \
            APPLY(op, &local[bins[i]], vals[i] __VA_ARGS__);                         \
        __syncthreads();                                                             \
        for (int b = threadIdx.x; b < NB; b += blockDim.x) {                         \
            T part = local[b];                                                       \
            partials[blockIdx.x * NB + b] = part;                                    \
            if (op == SUB)                                                           \
                APPLY(op, &hist[b], (T)(init - part) __VA_ARGS__);                   \
            else if (op != INC && op != DEC)                                         \
                APPLY(op, &hist[b], part __VA_ARGS__);                               \
        }                                                                            \
    }

HIST_KERNEL(hist_i32, int, apply_i32)
HIST_KERNEL(hist_u32, unsigned int, apply_u32, , limit)
HIST_KERNEL(hist_i64, long long, apply_i64)
HIST_KERNEL(hist_u64, unsigned long long, apply_u64)
HIST_KERNEL(hist_f32, float, apply_f32)
HIST_KERNEL(hist_f64, double, apply_f64)
HIST_KERNEL(hist_u16, unsigned short, apply_u16)
