// An input with an asm statement whose last token, an identifier, ends the
// buffer without a newline: the one-% respelling lexed past its end.
__device__ unsigned lane() {
  unsigned r;
  asm volatile("mov.u32 %0, %laneid;" : "=r"(r));
  return r;
}
__global__ void k(unsigned *p) { p[0] = lane(); }
int identifier_at_the_end