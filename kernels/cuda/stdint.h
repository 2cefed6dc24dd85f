#pragma once
#include_next <stdint.h>
