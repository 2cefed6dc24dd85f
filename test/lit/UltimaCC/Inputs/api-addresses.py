"""Writes a C file that takes the address of every function ultima's CUDA
headers declare for the runtime API (cuda_runtime_api.h, cuda_profiler_api.h),
so that linking it with libultima-cudart proves each is defined.

usage: api-addresses.py KERNELS_CUDA_DIR > all.c
"""
import re
import sys

# A declaration starts a line: a return type, then the function's name.
DECL = re.compile(r"^(?:const\s+)?(?:struct\s+)?\w+\s*\*?\s*(cuda\w+|__cuda\w+)\s*\(", re.M)
names = []
for header in ("cuda_runtime_api.h", "cuda_profiler_api.h"):
    text = open(sys.argv[1] + "/" + header).read()
    names += [n for n in DECL.findall(text) if n not in names]
if len(names) < 100:
    sys.exit("api-addresses.py: only %d declarations found" % len(names))
print("#include <cuda_runtime_api.h>\n#include <cuda_profiler_api.h>\n#include <stdio.h>")
# Used at run time, so that no compiler drops a reference.
print("void *const functions[] = {")
for n in names:
    print("  (void *)&%s," % n)
print("};")
print("int main(void) {")
print("  size_t defined = 0;")
print("  for (size_t i = 0; i < sizeof functions / sizeof functions[0]; ++i)")
print("    defined += functions[i] != NULL;")
print('  printf("%zu functions\\n", defined);')
print("  return 0;\n}")
