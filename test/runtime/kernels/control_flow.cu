// switch, do/while with break/continue, goto, ternary and comma operators.

__global__ void apply_op(const int *codes, const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = 0.0f;
    switch (codes[i]) {
    case 0:
        v = a[i] + b[i];
        break;
    case 1:
    case 2:
        v = a[i] - b[i];
        break;
    case 3:
        v = a[i] * b[i];
        // fall through
    case 4:
        v += 1.0f;
        break;
    default: {
        float m = a[i] > b[i] ? a[i] : b[i];
        v = m;
        break;
    }
    }
    out[i] = v;
}

// Collatz steps (capped), with do/while, continue and break.
__global__ void collatz_steps(const unsigned int *start, int *steps, unsigned int *peak,
                              int n, int max_steps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned int x = start[i];
    unsigned int hi = x;
    int s = 0;
    do {
        if (x <= 1)
            break;
        ++s;
        if ((x & 1u) == 0) {
            x >>= 1;
            continue;
        }
        x = 3 * x + 1;
        if (x > hi)
            hi = x;
    } while (s < max_steps);
    steps[i] = s;
    peak[i] = hi;
}

// First index of a negative value in each row, -1 if none: the classic goto out of nested loops.
__global__ void first_negative(const int *m, int *pos, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    int found = -1;
    for (int c = 0; c < cols; ++c) {
        for (int k = 0; k < 1; ++k) {
            if (m[r * cols + c] < 0) {
                found = c;
                goto done;
            }
        }
    }
    found = -1;
done:
    pos[r] = found;
}

__global__ void ternary_comma(const int *x, const int *y, int *quadrant, int *mx, int *pairsum,
                              int *seq, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int a = x[i], b = y[i];
    quadrant[i] = (a >= 0) ? (b >= 0 ? 0 : 3) : (b >= 0 ? 1 : 2);
    mx[i] = a > b ? a : b;
    int t, u;
    t = (u = a + 1, u * 2);
    pairsum[i] = t + u;
    int acc = 0;
    for (int k = 0, j = 10; k < j; ++k, --j)
        acc += k * j;
    seq[i] = (acc += a, acc - b);
}
