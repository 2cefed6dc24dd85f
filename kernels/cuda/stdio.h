#pragma once
#include_next <stdio.h>
