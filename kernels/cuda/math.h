#pragma once
#include <__ultima_math.h>
#if __has_include_next(<math.h>)
#include_next <math.h>
#endif
