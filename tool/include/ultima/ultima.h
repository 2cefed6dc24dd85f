/*===- ultima/ultima.h - C ABI of the translator, for FFI ------------------===*\
 *
 * Mirrors ultima::translate (Translator.h) for callers that cannot use C++.
 * Every function is thread-safe. A result owns its strings; free it with
 * ultima_result_free.
 *
 * Compatibility of ultima_options. The struct is versioned by its size:
 * `struct_size`, its first member, holds sizeof(ultima_options) as the
 * caller was compiled, set by ULTIMA_OPTIONS_INIT or ultima_options_init
 * (which zero everything else: zero is every field's default).
 *  - New fields are only ever appended, and zero always keeps the old
 *    behaviour; existing fields never move, change type or meaning.
 *  - A library reads only the fields that lie wholly within struct_size: a
 *    caller built against an older, shorter ultima.h gets the defaults for
 *    the fields it does not know.
 *  - A caller built against a newer ultima.h than the library may pass a
 *    larger struct_size if the bytes the library does not know are all zero
 *    (new fields left at their defaults); otherwise the call fails with an
 *    ultima-usage diagnostic instead of ignoring a request.
 *  - A struct_size smaller than sizeof(size_t) (0: not initialised) or larger
 *    than ULTIMA_OPTIONS_MAX_SIZE is rejected with an ultima-usage diagnostic.
 * Callers built before struct_size existed have a pointer or 0 where it is
 * now, which is almost always rejected as above: rebuild them against this
 * header.
\*===----------------------------------------------------------------------===*/
#ifndef ULTIMA_ULTIMA_H
#define ULTIMA_ULTIMA_H

#include <stddef.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ultima_result ultima_result;

/* The largest struct_size accepted (so that a garbage size is not read as one). */
#define ULTIMA_OPTIONS_MAX_SIZE 4096

typedef struct ultima_options {
  size_t struct_size;      /* sizeof(ultima_options); see above. Always first. */
  const char *file_name;   /* name used in diagnostics and #line (any bytes: it is
                              printed in #line as an escaped C string); NULL means
                              "input.cu" */
  int line_directives;     /* nonzero: emit #line */
  int verify;              /* nonzero: compile the output as OpenCL C 1.2 */
  const char *const *args; /* extra clang arguments (-I, -D, ...): num_args non-NULL
                              strings; NULL only when num_args is 0 */
  int num_args;            /* 0 or more; a negative count, a NULL args with a
                              positive count or a NULL entry is an ultima-usage error */
  /* Comma-separated OpenCL extensions the target supports (e.g. "cl_khr_fp16"),
     see Options::targetExtensions; NULL or "" for none. */
  const char *target_extensions;
  /* New fields go here, at the end (see the compatibility rule above), and
     into ULTIMA_OPTIONS_INIT and CAPI.cpp's readOptions. */
} ultima_options;

/* Options with every field at its default: `ultima_options o = ULTIMA_OPTIONS_INIT;`
   (every field spelled out, so that -Wmissing-field-initializers stays quiet). */
#define ULTIMA_OPTIONS_INIT                                                                        \
  { sizeof(ultima_options), NULL, 0, 0, NULL, 0, NULL }

/* The same for an existing struct. Inline, so that the size is the caller's. */
static inline void ultima_options_init(ultima_options *options) {
  memset(options, 0, sizeof *options);
  options->struct_size = sizeof *options;
}

/* Translates `source` (length `length` bytes); never returns NULL. `options`
   may be NULL (every default); otherwise its struct_size must be set. */
ultima_result *ultima_translate(const char *source, unsigned long length,
                                const ultima_options *options);
/* 1 when translation succeeded. */
int ultima_result_ok(const ultima_result *result);
/* The OpenCL C source (empty on failure); owned by the result. */
const char *ultima_result_source(const ultima_result *result);
/* The launch manifest (JSON, docs/launch-manifest.md: the kernels' OpenCL
   signatures and host code's launches); empty on failure; owned by the result. */
const char *ultima_result_launch_manifest(const ultima_result *result);
/* All diagnostics, one clang-style line each; owned by the result. */
const char *ultima_result_diagnostics(const ultima_result *result);
unsigned ultima_result_num_diagnostics(const ultima_result *result);
/* Diagnostic `index` (0-based, in the order of the lines above): its stable
   ID without the "ultima-" prefix ("internal", "unsupported-recursion", ...;
   see docs/diagnostics.md), or NULL when index is out of range; owned by the
   result. Test IDs here rather than searching the text, which quotes input. */
const char *ultima_result_diagnostic_id(const ultima_result *result, unsigned index);
/* Its severity: 0 note, 1 warning, 2 error; -1 when index is out of range. */
int ultima_result_diagnostic_severity(const ultima_result *result, unsigned index);
void ultima_result_free(ultima_result *result);
/* Version string, statically allocated. */
const char *ultima_version(void);

#ifdef __cplusplus
}
#endif
#endif
