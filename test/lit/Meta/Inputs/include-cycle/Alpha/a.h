#include "../Beta/b.h"
