/*===- helper_string.h - the CUDA samples' command-line queries (subset) --===*\
 * See helper_functions.h. An argument is `-name`, `--name`, `-name=value`
 * or `--name=value`.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_HELPER_STRING_H
#define __ULTIMA_HELPER_STRING_H

#include <stdlib.h>
#include <string.h>

/* The text after `name` in argument \p arg (after its dashes), or 0. */
inline const char *__ultima_cmdline_match(const char *arg, const char *name) {
  while (*arg == '-')
    ++arg;
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0 || (arg[n] != '\0' && arg[n] != '='))
    return 0;
  return arg + n;
}
inline bool checkCmdLineFlag(const int argc, const char **argv, const char *name) {
  for (int i = 1; i < argc; ++i)
    if (__ultima_cmdline_match(argv[i], name))
      return true;
  return false;
}
inline const char *__ultima_cmdline_value(const int argc, const char **argv, const char *name) {
  for (int i = 1; i < argc; ++i)
    if (const char *rest = __ultima_cmdline_match(argv[i], name))
      return *rest == '=' ? rest + 1 : rest;
  return 0;
}
inline int getCmdLineArgumentInt(const int argc, const char **argv, const char *name) {
  const char *v = __ultima_cmdline_value(argc, argv, name);
  return v ? atoi(v) : 0;
}
inline float getCmdLineArgumentFloat(const int argc, const char **argv, const char *name) {
  const char *v = __ultima_cmdline_value(argc, argv, name);
  return v ? (float)atof(v) : 0.0f;
}
inline bool getCmdLineArgumentString(const int argc, const char **argv, const char *name,
                                     char **value) {
  const char *v = __ultima_cmdline_value(argc, argv, name);
  if (v && *v)
    *value = (char *)v;
  return v && *v;
}

#endif
