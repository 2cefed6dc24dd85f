/*===- helper_functions.h - a small subset of the CUDA samples' helpers ---===*\
 *
 * The CUDA samples ship helper_functions.h (with helper_timer.h and
 * helper_string.h, in their common/inc, not in the toolkit). A program that
 * passes -I to the samples' headers gets those; otherwise this subset is
 * used, written by ultima from the samples' documented behaviour: the
 * stopwatch timers (sdkCreateTimer...) and the command-line queries
 * (checkCmdLineFlag, getCmdLineArgumentInt/Float/String). Host code only
 * (docs/cuda-api.md).
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_HELPER_FUNCTIONS_H
#define __ULTIMA_HELPER_FUNCTIONS_H

#include <helper_string.h>
#include <helper_timer.h>

#endif
