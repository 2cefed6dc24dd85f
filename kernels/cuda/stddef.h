#pragma once
#include_next <stddef.h>
