# What `cmake --install build --prefix P` puts under P (docs/install.md):
#   bin/ultima                     the CLI
#   lib/libultima{Translator,Runtime}.so, include/ultima/...   the libraries
#   lib/cmake/ultima/              the package: find_package(ultima) gives
#                                  ultima::translator and ultima::runtime
# The kernel headers and polyfills (kernels/) are compiled into the translator,
# so nothing else is needed at run time. Installed files find each other through
# $ORIGIN-relative RPATHs, so the prefix can be moved; the only absolute paths
# left are those of the system dependencies (LLVM/Clang 15, OpenCL).
#
# The `python` component (not part of a plain install) is the Python package
# laid out for site-packages: `cmake --install build --component python
# --prefix SITE` writes SITE/ultima/ (setup.py drives it for `pip install .`).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ULTIMA_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/ultima CACHE STRING
    "Where the CMake package (ultimaConfig.cmake) is installed, relative to the prefix")

# The system LLVM/OpenCL directories the libraries were linked from stay in the
# installed RPATHs (LLVM 15's libraries are not all on the default search path).
set(ultima_libraries ultimaTranslator)
if(ULTIMA_RUNTIME_SUPPORTED)
  list(APPEND ultima_libraries ultimaRuntime)
endif()
set_target_properties(ultima ${ultima_libraries} PROPERTIES INSTALL_RPATH_USE_LINK_PATH ON)
file(RELATIVE_PATH ultima_bin_to_lib /${CMAKE_INSTALL_BINDIR} /${CMAKE_INSTALL_LIBDIR})
set_target_properties(ultima PROPERTIES INSTALL_RPATH "$ORIGIN/${ultima_bin_to_lib}")
# The libraries sit next to each other, in lib/ and in the Python package alike.
set_target_properties(${ultima_libraries} PROPERTIES INSTALL_RPATH "$ORIGIN")

install(TARGETS ultima RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ${ultima_libraries} EXPORT ultimaTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/tool/include/ultima
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.h")
if(ULTIMA_RUNTIME_SUPPORTED)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/ultima
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.h")
endif()

# The LLVM/Clang shared libraries linked in, which ultimaConfig.cmake checks for.
get_target_property(ultima_clang_cpp_location clang-cpp LOCATION)
get_target_property(ultima_llvm_location LLVM LOCATION)
# Generated away from the top of the build tree, where find_package() would
# take them for an installed package without its targets.
set(ultima_package_dir ${PROJECT_BINARY_DIR}/package)
install(EXPORT ultimaTargets NAMESPACE ultima:: DESTINATION ${ULTIMA_INSTALL_CMAKEDIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/ultimaConfig.cmake.in
  ${ultima_package_dir}/ultimaConfig.cmake
  INSTALL_DESTINATION ${ULTIMA_INSTALL_CMAKEDIR})
# 0.x: a minor release may change the API, so only the same minor matches.
write_basic_package_version_file(${ultima_package_dir}/ultimaConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${ultima_package_dir}/ultimaConfig.cmake
              ${ultima_package_dir}/ultimaConfigVersion.cmake
        DESTINATION ${ULTIMA_INSTALL_CMAKEDIR})

if(ULTIMA_RUNTIME_SUPPORTED)
  # A self-contained package: the extension and both libraries in ultima/.
  set_target_properties(_ultima PROPERTIES INSTALL_RPATH "$ORIGIN" INSTALL_RPATH_USE_LINK_PATH ON)
  install(TARGETS _ultima ${ultima_libraries}
          LIBRARY DESTINATION ultima COMPONENT python EXCLUDE_FROM_ALL)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/python/ultima/
          DESTINATION ultima COMPONENT python EXCLUDE_FROM_ALL
          FILES_MATCHING PATTERN "*.py" PATTERN "__pycache__" EXCLUDE)
endif()
