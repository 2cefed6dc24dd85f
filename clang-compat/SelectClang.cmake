# Selects and finds the Clang/LLVM major to build against (-DULTIMA_CLANG_VERSION=N).
# Included from the top-level CMakeLists.txt so that the imported clang-cpp and
# LLVM targets are visible everywhere.
set(ULTIMA_CLANG_VERSION 15 CACHE STRING "Clang/LLVM major to build against (14, 15, 16 or 19)")
set(ULTIMA_SUPPORTED_CLANG_VERSIONS 14 15 16 19)
if(NOT ULTIMA_CLANG_VERSION IN_LIST ULTIMA_SUPPORTED_CLANG_VERSIONS)
  message(FATAL_ERROR "ULTIMA_CLANG_VERSION=${ULTIMA_CLANG_VERSION} is not supported; "
                      "use one of: ${ULTIMA_SUPPORTED_CLANG_VERSIONS}")
endif()
set(ULTIMA_LLVM_ROOT /usr/lib/llvm-${ULTIMA_CLANG_VERSION} CACHE PATH "LLVM install prefix")
find_package(Clang REQUIRED CONFIG PATHS ${ULTIMA_LLVM_ROOT}/lib/cmake/clang NO_DEFAULT_PATH)
if(NOT LLVM_VERSION_MAJOR EQUAL ULTIMA_CLANG_VERSION)
  message(FATAL_ERROR "found LLVM ${LLVM_VERSION_MAJOR}, expected ${ULTIMA_CLANG_VERSION}")
endif()
message(STATUS "ultima: Clang ${LLVM_PACKAGE_VERSION} from ${ULTIMA_LLVM_ROOT}")

# The in-process runtime (runtime/, the Python package) loads PoCL, which Debian
# builds on LLVM 15; a second LLVM in that process crashes inside libpocl. So
# the runtime is built and tested only against Clang 15 (docs/clang-support.md).
if(ULTIMA_CLANG_VERSION EQUAL 15)
  set(ULTIMA_RUNTIME_SUPPORTED ON)
else()
  set(ULTIMA_RUNTIME_SUPPORTED OFF)
  message(STATUS "ultima: runtime not built: it must share PoCL's LLVM 15 "
                 "(this build uses Clang ${ULTIMA_CLANG_VERSION}); translator only")
endif()
