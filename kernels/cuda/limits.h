#pragma once
#include_next <limits.h>
