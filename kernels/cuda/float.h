#pragma once
#include_next <float.h>
