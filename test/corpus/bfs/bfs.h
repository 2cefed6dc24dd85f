/* bfs.h - graph layout shared by the host code and the kernels of bfs.cu. */
#ifndef BFS_H
#define BFS_H

#ifndef MAX_THREADS_PER_BLOCK
#define MAX_THREADS_PER_BLOCK 256
#endif

/* Compressed adjacency: node i owns edges [starting, starting + no_of_edges). */
struct Node {
  int starting;
  int no_of_edges;
};

#endif
