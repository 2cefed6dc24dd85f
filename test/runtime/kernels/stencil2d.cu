// 2-D kernels: a 5-point stencil on a 2-D grid and indexing with gridDim.
#define BX 16
#define BY 8

__global__ void stencil5(const float *in, float *out, int width, int height, float alpha)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;

    int idx = y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        out[idx] = in[idx]; // boundary: copy
        return;
    }
    float center = in[idx];
    float north = in[idx - width];
    float south = in[idx + width];
    float west = in[idx - 1];
    float east = in[idx + 1];
    out[idx] = center + alpha * (north + south + west + east - 4.0f * center);
}

// Every thread of a 2-D launch writes its coordinates into a (gridDim*blockDim)-shaped image.
__global__ void thread_coords(int *xs, int *ys, int *linear_block, int *linear_thread)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int pitch = gridDim.x * blockDim.x;
    int idx = y * pitch + x;
    xs[idx] = x;
    ys[idx] = y;
    linear_block[idx] = blockIdx.y * gridDim.x + blockIdx.x;
    linear_thread[idx] = (blockIdx.y * gridDim.x + blockIdx.x) * (blockDim.x * blockDim.y) +
                         threadIdx.y * blockDim.x + threadIdx.x;
}

// 2-D grid-stride loops over a matrix larger than the launch.
__global__ void transpose_scale_2d(const float *in, float *out, int rows, int cols, float s)
{
    for (int r = blockIdx.y * blockDim.y + threadIdx.y; r < rows; r += blockDim.y * gridDim.y) {
        for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols;
             c += blockDim.x * gridDim.x) {
            out[c * rows + r] = s * in[r * cols + c];
        }
    }
}
