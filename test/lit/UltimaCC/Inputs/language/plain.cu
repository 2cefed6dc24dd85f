/* Plain C in a .cu file: C converts malloc's void * implicitly, C++ does not. */
#include <stdio.h>
#include <stdlib.h>
int seven(void);
int main(void) {
  int *p = malloc(sizeof *p);
  *p = seven();
  printf("%d\n", *p);
  free(p);
  return 0;
}
