/* needle.h - tile size and scoring shared by host and device code. */
#ifndef NEEDLE_H
#define NEEDLE_H

#define BLOCK_SIZE 16
#define ALPHABET 24

#ifndef MAX_LEN
#define MAX_LEN 2048 /* sequence length, a multiple of BLOCK_SIZE */
#endif
#ifndef PENALTY
#define PENALTY 10
#endif

#endif
