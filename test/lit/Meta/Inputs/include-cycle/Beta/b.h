#include "../Alpha/a.h"
