/* No include guard: the C library includes <stddef.h> again and again with
   __need_size_t and friends, each time for another part. */
#include_next <stddef.h>
