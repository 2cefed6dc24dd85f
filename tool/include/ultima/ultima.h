/*===- ultima/ultima.h - C ABI of the translator, for FFI ------------------===*\
 *
 * Mirrors ultima::translate (Translator.h) for callers that cannot use C++.
 * Every function is thread-safe. A result owns its strings; free it with
 * ultima_result_free.
\*===----------------------------------------------------------------------===*/
#ifndef ULTIMA_ULTIMA_H
#define ULTIMA_ULTIMA_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ultima_result ultima_result;

typedef struct ultima_options {
  const char *file_name;      /* name used in diagnostics; NULL means "input.cu" */
  int line_directives;        /* nonzero: emit #line */
  int verify;                 /* nonzero: compile the output as OpenCL C 1.2 */
  const char *const *args;    /* extra clang arguments (-I, -D, ...), may be NULL */
  int num_args;
  /* Comma-separated OpenCL extensions the target supports (e.g. "cl_khr_fp16"),
     see Options::targetExtensions; NULL or "" for none. Appended last, so
     zero-initialised options from older callers keep their meaning. */
  const char *target_extensions;
} ultima_options;

/* Translates `source` (length `length` bytes); never returns NULL. */
ultima_result *ultima_translate(const char *source, unsigned long length,
                                const ultima_options *options);
/* 1 when translation succeeded. */
int ultima_result_ok(const ultima_result *result);
/* The OpenCL C source (empty on failure); owned by the result. */
const char *ultima_result_source(const ultima_result *result);
/* All diagnostics, one clang-style line each; owned by the result. */
const char *ultima_result_diagnostics(const ultima_result *result);
unsigned ultima_result_num_diagnostics(const ultima_result *result);
void ultima_result_free(ultima_result *result);
/* Version string, statically allocated. */
const char *ultima_version(void);

#ifdef __cplusplus
}
#endif
#endif
