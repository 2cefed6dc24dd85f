/*
 * bfs.cu - level-synchronous breadth-first search over a random graph.
 *
 * Frontier arrays in the classic GPU style: graph_mask holds the current
 * frontier, updating_mask the nodes discovered in this level, visited the
 * nodes already reached; cost is the BFS level. The host loops until no
 * kernel launch discovered a new node (the 'over' flag).
 *
 *   nvcc -O2 bfs.cu -o bfs [-DNUM_NODES=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "bfs.h"

#ifndef NUM_NODES
#define NUM_NODES 65536
#endif
#define AVG_DEGREE 6

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

/* Expand the frontier: every node in it relaxes its unvisited neighbours. */
__global__ void bfs_kernel(const Node *g_graph_nodes, const int *g_graph_edges,
                           bool *g_graph_mask, bool *g_updating_graph_mask,
                           const bool *g_graph_visited, int *g_cost, int no_of_nodes)
{
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = false;
    int first = g_graph_nodes[tid].starting;
    int last = first + g_graph_nodes[tid].no_of_edges;
    for (int i = first; i < last; i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = true;
      }
    }
  }
}

/* Promote the nodes found in this level to the next frontier. */
__global__ void bfs_update_kernel(bool *g_graph_mask, bool *g_updating_graph_mask,
                                  bool *g_graph_visited, bool *g_over, int no_of_nodes)
{
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_updating_graph_mask[tid]) {
    g_graph_mask[tid] = true;
    g_graph_visited[tid] = true;
    *g_over = true;
    g_updating_graph_mask[tid] = false;
  }
}

static double wall_time(void)
{
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

/* Host reference: queue-based BFS. */
static void bfs_cpu(const Node *nodes, const int *edges, int n, int source, int *cost)
{
  int *queue = (int *)malloc(n * sizeof(int));
  int head = 0, tail = 0;
  for (int i = 0; i < n; i++)
    cost[i] = -1;
  cost[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    int u = queue[head++];
    for (int e = nodes[u].starting; e < nodes[u].starting + nodes[u].no_of_edges; e++) {
      int v = edges[e];
      if (cost[v] < 0) {
        cost[v] = cost[u] + 1;
        queue[tail++] = v;
      }
    }
  }
  free(queue);
}

int main(int argc, char **argv)
{
  int no_of_nodes = NUM_NODES;
  int source = 0;
  srand(7);

  Node *h_graph_nodes = (Node *)malloc(sizeof(Node) * no_of_nodes);
  int edge_list_size = 0;
  for (int i = 0; i < no_of_nodes; i++) {
    h_graph_nodes[i].starting = edge_list_size;
    h_graph_nodes[i].no_of_edges = 1 + rand() % (2 * AVG_DEGREE);
    edge_list_size += h_graph_nodes[i].no_of_edges;
  }
  int *h_graph_edges = (int *)malloc(sizeof(int) * edge_list_size);
  for (int i = 0; i < edge_list_size; i++)
    h_graph_edges[i] = rand() % no_of_nodes;

  bool *h_graph_mask = (bool *)calloc(no_of_nodes, sizeof(bool));
  bool *h_updating_graph_mask = (bool *)calloc(no_of_nodes, sizeof(bool));
  bool *h_graph_visited = (bool *)calloc(no_of_nodes, sizeof(bool));
  int *h_cost = (int *)malloc(sizeof(int) * no_of_nodes);
  int *ref_cost = (int *)malloc(sizeof(int) * no_of_nodes);
  for (int i = 0; i < no_of_nodes; i++)
    h_cost[i] = -1;
  h_graph_mask[source] = true;
  h_graph_visited[source] = true;
  h_cost[source] = 0;

  int num_of_blocks = (no_of_nodes + MAX_THREADS_PER_BLOCK - 1) / MAX_THREADS_PER_BLOCK;

  Node *d_graph_nodes;
  int *d_graph_edges, *d_cost;
  bool *d_graph_mask, *d_updating_graph_mask, *d_graph_visited, *d_over;
  CUDA_CHECK(cudaMalloc((void **)&d_graph_nodes, sizeof(Node) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_edges, sizeof(int) * edge_list_size));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_mask, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_updating_graph_mask, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_visited, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_cost, sizeof(int) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_over, sizeof(bool)));
  CUDA_CHECK(cudaMemcpy(d_graph_nodes, h_graph_nodes, sizeof(Node) * no_of_nodes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_graph_edges, h_graph_edges, sizeof(int) * edge_list_size, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_graph_mask, h_graph_mask, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_updating_graph_mask, h_updating_graph_mask, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_graph_visited, h_graph_visited, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_cost, h_cost, sizeof(int) * no_of_nodes, cudaMemcpyHostToDevice));

  dim3 grid(num_of_blocks, 1, 1);
  dim3 threads(MAX_THREADS_PER_BLOCK, 1, 1);

  double t0 = wall_time();
  int k = 0;
  bool stop;
  do {
    stop = false;
    CUDA_CHECK(cudaMemcpy(d_over, &stop, sizeof(bool), cudaMemcpyHostToDevice));
    bfs_kernel<<<grid, threads, 0>>>(d_graph_nodes, d_graph_edges, d_graph_mask,
                                     d_updating_graph_mask, d_graph_visited, d_cost, no_of_nodes);
    bfs_update_kernel<<<grid, threads, 0>>>(d_graph_mask, d_updating_graph_mask,
                                            d_graph_visited, d_over, no_of_nodes);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(&stop, d_over, sizeof(bool), cudaMemcpyDeviceToHost));
    k++;
  } while (stop);
  CUDA_CHECK(cudaDeviceSynchronize());
  double t1 = wall_time();

  CUDA_CHECK(cudaMemcpy(h_cost, d_cost, sizeof(int) * no_of_nodes, cudaMemcpyDeviceToHost));
  bfs_cpu(h_graph_nodes, h_graph_edges, no_of_nodes, source, ref_cost);

  int errors = 0;
  for (int i = 0; i < no_of_nodes; i++)
    if (h_cost[i] != ref_cost[i])
      errors++;
  printf("bfs: %d nodes, %d edges, %d levels, %.3f ms, %s (%d mismatches)\n", no_of_nodes,
         edge_list_size, k, (t1 - t0) * 1e3, errors ? "FAILED" : "PASSED", errors);

  cudaFree(d_graph_nodes);
  cudaFree(d_graph_edges);
  cudaFree(d_graph_mask);
  cudaFree(d_updating_graph_mask);
  cudaFree(d_graph_visited);
  cudaFree(d_cost);
  cudaFree(d_over);
  free(h_graph_nodes);
  free(h_graph_edges);
  free(h_graph_mask);
  free(h_updating_graph_mask);
  free(h_graph_visited);
  free(h_cost);
  free(ref_cost);
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
