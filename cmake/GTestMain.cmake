# Sets ULTIMA_GTEST_MAIN to GoogleTest's main library for the including
# directory's unit tests, or to "" when there is none. find_package's imported
# targets are directory-scoped, so each unittests/ directory includes this
# itself; tool/unittests (configured first) may instead build Debian's
# googletest sources in-tree, whose gtest_main target is global.
find_package(GTest CONFIG QUIET)
if(NOT TARGET GTest::gtest_main)
  find_package(GTest MODULE QUIET)
endif()
if(TARGET GTest::gtest_main)
  set(ULTIMA_GTEST_MAIN GTest::gtest_main)
elseif(TARGET gtest_main)
  set(ULTIMA_GTEST_MAIN gtest_main)
else()
  set(ULTIMA_GTEST_MAIN "")
endif()
