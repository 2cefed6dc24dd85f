/*
 * backprop.cu - one training step of a 3-layer perceptron (Rodinia-like).
 *
 * Layer sizes: LAYER_SIZE inputs -> HIDDEN_SIZE hidden -> OUTPUT_SIZE.
 * Weights are (rows = inputs + 1 bias) x (cols = hidden + 1) row-major.
 *  bpnn_layerforward_CUDA: every 16x16 block multiplies 16 inputs with their
 *    16x16 weights and reduces each column in shared memory; the host adds
 *    the partial sums of all blocks and applies the sigmoid.
 *  bpnn_adjust_weights_cuda: w += ETA * delta[j] * x[i] + MOMENTUM * dw_old.
 * Output layer, errors and the check run on the host.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "backprop.h"

#define CUDA_ERR(call)                                                         \
  if ((call) != cudaSuccess) {                                                 \
    fprintf(stderr, "CUDA call failed: %s at line %d\n", #call, __LINE__);     \
    exit(1);                                                                   \
  }

__global__ void bpnn_layerforward_CUDA(const float *input_cuda, float *output_hidden_cuda,
                                       float *input_hidden_cuda, float *hidden_partial_sum,
                                       int in, int hid) {
  const int by = blockIdx.y;
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;

  /* Row of the weight matrix (input unit, 1-based: row 0 is the bias). */
  const int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  const int index_in = HEIGHT * by + ty + 1;

  __shared__ float input_node[HEIGHT];
  __shared__ float weight_matrix[HEIGHT][WIDTH];

  if (tx == 0)
    input_node[ty] = input_cuda[index_in];
  __syncthreads();

  weight_matrix[ty][tx] = input_hidden_cuda[index];
  __syncthreads();

  weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];
  __syncthreads();

  /* Tree reduction over the 16 rows of each column. */
  for (int i = 1; i <= 4; i++) {
    int power_two = 1 << i;
    if (ty % power_two == 0)
      weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two / 2][tx];
    __syncthreads();
  }

  input_hidden_cuda[index] = weight_matrix[ty][tx];
  __syncthreads();

  if (tx == 0)
    hidden_partial_sum[by * hid + ty] = weight_matrix[0][ty];
}

__global__ void bpnn_adjust_weights_cuda(const float *delta, int hid, const float *ly, int in,
                                         float *w, float *oldw) {
  const int by = blockIdx.y;
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;

  const int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  const int index_y = HEIGHT * by + ty + 1;
  const int index_x = tx + 1;

  const float dw = ETA * delta[index_x] * ly[index_y] + MOMENTUM * oldw[index];
  w[index] += dw;
  oldw[index] = dw;

  /* Block row 0 also updates the bias row (ly[0] == 1). */
  if (ty == 0 && by == 0) {
    const float dwb = ETA * delta[index_x] + MOMENTUM * oldw[index_x];
    w[index_x] += dwb;
    oldw[index_x] = dwb;
  }
}

static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }

static double gettime() {
  struct timeval t;
  gettimeofday(&t, NULL);
  return t.tv_sec + t.tv_usec * 1e-6;
}

static float drnd() { return (float)(rand() % 10000) / 10000.0f; }

int main(int argc, char **argv) {
  const int in = LAYER_SIZE, hid = HIDDEN_SIZE, out = OUTPUT_SIZE;
  const int num_blocks = in / HEIGHT;
  const size_t wsize = (size_t)(in + 1) * (hid + 1);

  float *input_units = (float *)malloc((in + 1) * sizeof(float));
  float *hidden_units = (float *)malloc((hid + 1) * sizeof(float));
  float *output_units = (float *)malloc((out + 1) * sizeof(float));
  float *hidden_delta = (float *)calloc(hid + 1, sizeof(float));
  float *target = (float *)malloc((out + 1) * sizeof(float));
  float *input_weights = (float *)malloc(wsize * sizeof(float));
  float *input_prev_weights = (float *)calloc(wsize, sizeof(float));
  float *hidden_weights = (float *)malloc((hid + 1) * (out + 1) * sizeof(float));
  float *partial_sum = (float *)malloc(num_blocks * hid * sizeof(float));
  float *weights_gpu_out = (float *)malloc(wsize * sizeof(float));

  srand(7);
  input_units[0] = 1.0f;
  for (int i = 1; i <= in; i++)
    input_units[i] = drnd();
  for (size_t k = 0; k < wsize; k++)
    input_weights[k] = drnd() * 0.02f - 0.01f;
  for (int k = 0; k < (hid + 1) * (out + 1); k++)
    hidden_weights[k] = drnd() - 0.5f;
  target[1] = 0.1f;

  float *input_cuda, *output_hidden_cuda, *input_hidden_cuda, *hidden_partial_sum;
  float *hidden_delta_cuda, *input_prev_weights_cuda;
  CUDA_ERR(cudaMalloc((void **)&input_cuda, (in + 1) * sizeof(float)));
  CUDA_ERR(cudaMalloc((void **)&output_hidden_cuda, (hid + 1) * sizeof(float)));
  CUDA_ERR(cudaMalloc((void **)&input_hidden_cuda, wsize * sizeof(float)));
  CUDA_ERR(cudaMalloc((void **)&hidden_partial_sum, num_blocks * hid * sizeof(float)));
  CUDA_ERR(cudaMalloc((void **)&hidden_delta_cuda, (hid + 1) * sizeof(float)));
  CUDA_ERR(cudaMalloc((void **)&input_prev_weights_cuda, wsize * sizeof(float)));

  dim3 grid(1, num_blocks);
  dim3 threads(WIDTH, HEIGHT);
  double t0 = gettime();

  /* Forward pass, input -> hidden. The kernel leaves the products in the weights. */
  CUDA_ERR(cudaMemcpy(input_cuda, input_units, (in + 1) * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_ERR(cudaMemcpy(input_hidden_cuda, input_weights, wsize * sizeof(float), cudaMemcpyHostToDevice));
  bpnn_layerforward_CUDA<<<grid, threads>>>(input_cuda, output_hidden_cuda, input_hidden_cuda,
                                            hidden_partial_sum, in, hid);
  CUDA_ERR(cudaDeviceSynchronize());
  CUDA_ERR(cudaMemcpy(partial_sum, hidden_partial_sum, num_blocks * hid * sizeof(float),
                      cudaMemcpyDeviceToHost));

  hidden_units[0] = 1.0f;
  for (int j = 1; j <= hid; j++) {
    float sum = input_weights[j]; /* bias row */
    for (int k = 0; k < num_blocks; k++)
      sum += partial_sum[k * hid + j - 1];
    hidden_units[j] = squash(sum);
  }

  /* Hidden -> output and the error terms, on the host. */
  output_units[0] = 1.0f;
  for (int j = 1; j <= out; j++) {
    float sum = hidden_weights[j];
    for (int k = 1; k <= hid; k++)
      sum += hidden_weights[k * (out + 1) + j] * hidden_units[k];
    output_units[j] = squash(sum);
  }
  float out_err = 0.0f, hid_err = 0.0f;
  float output_delta[OUTPUT_SIZE + 1];
  for (int j = 1; j <= out; j++) {
    float o = output_units[j];
    output_delta[j] = o * (1.0f - o) * (target[j] - o);
    out_err += fabsf(output_delta[j]);
  }
  for (int j = 1; j <= hid; j++) {
    float h = hidden_units[j], sum = 0.0f;
    for (int k = 1; k <= out; k++)
      sum += output_delta[k] * hidden_weights[j * (out + 1) + k];
    hidden_delta[j] = h * (1.0f - h) * sum;
    hid_err += fabsf(hidden_delta[j]);
  }

  /* Weight update input -> hidden on the device. */
  CUDA_ERR(cudaMemcpy(hidden_delta_cuda, hidden_delta, (hid + 1) * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_ERR(cudaMemcpy(input_prev_weights_cuda, input_prev_weights, wsize * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_ERR(cudaMemcpy(input_hidden_cuda, input_weights, wsize * sizeof(float), cudaMemcpyHostToDevice));
  bpnn_adjust_weights_cuda<<<grid, threads>>>(hidden_delta_cuda, hid, input_cuda, in,
                                              input_hidden_cuda, input_prev_weights_cuda);
  CUDA_ERR(cudaMemcpy(weights_gpu_out, input_hidden_cuda, wsize * sizeof(float), cudaMemcpyDeviceToHost));
  double t1 = gettime();
  printf("output error %g, hidden error %g, %.3f ms\n", out_err, hid_err, 1e3 * (t1 - t0));

  /* CPU reference of the update. */
  int bad = 0;
  for (int i = 0; i <= in; i++)
    for (int j = 1; j <= hid; j++) {
      size_t k = (size_t)i * (hid + 1) + j;
      float expect = input_weights[k] + ETA * hidden_delta[j] * input_units[i];
      if (fabsf(expect - weights_gpu_out[k]) > 1e-5f)
        bad++;
    }
  printf("%d weight mismatches: %s\n", bad, bad ? "FAIL" : "PASS");

  cudaFree(input_cuda);
  cudaFree(output_hidden_cuda);
  cudaFree(input_hidden_cuda);
  cudaFree(hidden_partial_sum);
  cudaFree(hidden_delta_cuda);
  cudaFree(input_prev_weights_cuda);
  free(input_units);
  free(hidden_units);
  free(output_units);
  free(hidden_delta);
  free(target);
  free(input_weights);
  free(input_prev_weights);
  free(hidden_weights);
  free(partial_sum);
  free(weights_gpu_out);
  return bad != 0;
}
