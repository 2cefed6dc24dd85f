// CUDA's __half and __half2 are their bits here: ushort and ushort2 have CUDA's
// size and alignment (2 and 4 bytes; .x is the low half), so buffers, structs
// and __local arrays keep CUDA's layout on devices without cl_khr_fp16. Every
// operation goes through the ultima_* helpers of half_*.cl.
typedef ushort ultima_half;
typedef ushort2 ultima_half2;
static inline bool ultima_h2bool(ultima_half h) { return (h & 0x7fffu) != 0u; }
