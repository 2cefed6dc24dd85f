/* libstdc++'s <bits/shared_ptr_base.h> (reached from <memory>) spells
 * `__attribute__((__noinline__))`. Where Clang has no __noinline__ keyword
 * (Clang 14), the prelude defines __noinline__ as a macro, which would break
 * that spelling: hide the macro while the system header is read. */
#pragma push_macro("__noinline__")
#undef __noinline__
#include_next <bits/shared_ptr_base.h>
#pragma pop_macro("__noinline__")
