# lit configuration for ultima's translator tests.
#
# Every test translates a CUDA input with %ultima, checks the text with FileCheck
# and compiles the output as OpenCL C 1.2 with %oclc (clang-15, the compiler PoCL
# is built on). Negative tests check diagnostic IDs and locations with
# `not %ultima ... 2>&1 | FileCheck`.
import os
import shutil
import sys
import lit.formats

config.name = "ultima"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.ultima_bin), "..", "test", "lit-out")

# Before %ultima, which is a prefix of it.
ultima_cc = os.path.join(os.path.dirname(config.ultima_bin), "ultima-cc")
# ULTIMA_LIT_TSAN_LIBDIR=DIR (scripts/test-tsan.sh): programs are built with
# ThreadSanitizer and run against the libultima-cudart of DIR, a build of the
# `tsan` preset, under the TSAN_OPTIONS the script sets.
ultima_cc_command = ultima_cc
tsan_libdir = os.environ.get("ULTIMA_LIT_TSAN_LIBDIR")
if tsan_libdir:
    # The program's run path names DIR before ultima-cc's own library folder
    # (ultima-cc itself must not load DIR's libraries: LD_LIBRARY_PATH would).
    ultima_cc_command += " -Xcompiler -fsanitize=thread -Xlinker -rpath,%s" % tsan_libdir
    config.environment["TSAN_OPTIONS"] = os.environ.get("TSAN_OPTIONS", "")
config.substitutions.append(("%ultima-cc", ultima_cc_command))
config.substitutions.append(("%ultima", config.ultima_bin))
# ultima-cc is built with the runtime (Clang 15); its tests run programs on OpenCL.
if os.path.exists(ultima_cc):
    config.available_features.add("ultima-cc")
# At least as strict as ultima's own verification (tool/lib/Verify/Verify.cpp):
# the warnings that Clang 16+ (and so newer PoCLs) report as errors are errors.
oclc_strict = " -Werror=implicit-function-declaration -Werror=int-conversion -Werror=implicit-int -Werror=incompatible-function-pointer-types"
# OpenCL C 1.2 is C99, which has no typedef redefinition (a C11 feature to Clang).
oclc_strict += " -Werror=typedef-redefinition"
config.substitutions.append(("%oclc", config.opencl_clang +
    " -x cl -cl-std=CL1.2 -fsyntax-only -Xclang -finclude-default-header" + oclc_strict))
# The same for outputs that use sub-groups (warp_subgroup.cl): Clang 15 knows
# cl_khr_subgroups but declares the shuffle and ballot built-ins only under
# their extension macros.
config.substitutions.append(("%subgroup_oclc", config.opencl_clang +
    " -x cl -cl-std=CL1.2 -fsyntax-only -Xclang -finclude-default-header" + oclc_strict +
    " -Xclang -cl-ext=+cl_khr_subgroups -Dcl_khr_subgroup_shuffle -Dcl_khr_subgroup_ballot"))
config.substitutions.append(("%src_root", config.ultima_src_root))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("FileCheck", config.filecheck))
config.available_features.add("clang-" + config.clang_version)
# An ASan build's programs reserve terabytes of shadow memory: no address-space
# limit for them.
if "-fsanitize=address" in getattr(config, "cxx_flags", ""):
    config.available_features.add("asan")
# scripts/install-deps.sh installs it; Meta/formatted.test needs it.
if shutil.which("clang-format-15"):
    config.available_features.add("clang-format-15")
config.environment["LC_ALL"] = "C"
# ULTIMA_LIT_PRELUDE_CACHE=DIR runs every test through precompiled preludes
# kept in DIR (docs/cli.md); scripts/test.sh does so for Clang 14, 16 and 19.
# Otherwise no cache at all (an empty ULTIMA_CACHE_DIR): the prelude is parsed
# as text, and no test reads or fills the user's default cache directory.
config.environment["ULTIMA_CACHE_DIR"] = os.environ.get("ULTIMA_LIT_PRELUDE_CACHE", "")
