// The CUDA runtime reaching into the translator.
#include "../../tool/lib/Basic/Names.h"
