// A Clang header in a part a Python process loads.
#include "clang/AST/Decl.h"
