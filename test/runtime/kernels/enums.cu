// Unscoped enums, enum class, and enum-typed kernel parameters.

enum Op { OP_ADD, OP_SUB, OP_MUL = 5, OP_NEG, OP_MAX = 10 };

enum class Boundary : int { Clamp, Wrap, Mirror };

__device__ int apply(Op op, int a, int b)
{
    switch (op) {
    case OP_ADD: return a + b;
    case OP_SUB: return a - b;
    case OP_MUL: return a * b;
    case OP_NEG: return -a;
    case OP_MAX: return a > b ? a : b;
    }
    return 0;
}

__global__ void enum_ops(const int *ops, const int *a, const int *b, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Op op = static_cast<Op>(ops[i]);
        out[i] = apply(op, a[i], b[i]) + (op == OP_NEG ? (int)OP_MUL : 0);
    }
}

__device__ int resolve(int j, int n, Boundary mode)
{
    if (mode == Boundary::Clamp)
        return j < 0 ? 0 : (j >= n ? n - 1 : j);
    if (mode == Boundary::Wrap)
        return ((j % n) + n) % n;
    // Mirror (without repeating the edge)
    if (j < 0)
        return -j;
    if (j >= n)
        return 2 * n - 2 - j;
    return j;
}

__global__ void shift_with_boundary(const float *in, float *out, int n, int shift, Boundary mode)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[resolve(i + shift, n, mode)];
}
