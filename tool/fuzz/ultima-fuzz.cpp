//===- ultima-fuzz.cpp - libFuzzer target on the C ABI ----------------------===//
///
/// \file
/// Feeds each input to ultima_translate (ultima.h) as a CUDA source and checks
/// the translator's contract: it returns (no crash, no sanitizer report, no
/// hang), the result is consistent, and an accepted input's output compiles as
/// OpenCL C 1.2 (the translator's own verify option). A diagnostic with the
/// `internal` ID means the translator accepted the input but printed invalid
/// OpenCL C, or hit a printer gap: that is a finding, so the target aborts.
///
/// The options vary with the input's length (not its bytes, so a seed keeps
/// its meaning): plain, with #line directives, for a target with cl_khr_fp16,
/// or for one whose warps are sub-groups of 32.
///
//===----------------------------------------------------------------------===//
#include "ultima/ultima.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

[[noreturn]] void finding(const char *what, const ultima_result *r) {
  std::fprintf(stderr, "ultima-fuzz: %s\n%s\n", what, ultima_result_diagnostics(r));
  std::abort();
}

/// Diagnostics are joined by newlines, one line each.
unsigned countLines(const char *s) {
  if (!*s)
    return 0;
  unsigned n = 1;
  for (; *s; ++s)
    n += *s == '\n';
  return n;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = "fuzz.cu";
  options.verify = 1;
  switch (size % 4) {
  case 1:
    options.line_directives = 1;
    break;
  case 2:
    options.target_extensions = "cl_khr_fp16";
    break;
  case 3:
    options.target_extensions = "cl_khr_subgroups,cl_khr_subgroup_shuffle,"
                                "cl_khr_subgroup_ballot,cl_intel_required_subgroup_size";
    break;
  default:
    break;
  }
  ultima_result *r = ultima_translate(reinterpret_cast<const char *>(data), size, &options);
  if (!r)
    std::abort(); // documented never to return NULL
  // Diagnostics are judged by their IDs and severities, never by searching
  // their text: messages quote the input, and libFuzzer feeds the strings a
  // target searches for back into its inputs.
  const char *diags = ultima_result_diagnostics(r);
  unsigned count = ultima_result_num_diagnostics(r);
  bool anyError = false;
  for (unsigned i = 0; i < count; ++i) {
    const char *id = ultima_result_diagnostic_id(r, i);
    int severity = ultima_result_diagnostic_severity(r, i);
    if (!id || severity < 0 || severity > 2)
      finding("a diagnostic without an ID or severity", r);
    if (std::strcmp(id, "internal") == 0)
      finding("internal error (invalid OpenCL C accepted, or a printer gap)", r);
    anyError |= severity == 2;
  }
  bool ok = ultima_result_ok(r) == 1;
  if (ok == anyError)
    finding("ok disagrees with the diagnostics", r);
  if (ok && !*ultima_result_source(r))
    finding("accepted with an empty output", r);
  if (!ok && *ultima_result_source(r))
    finding("rejected with a partial output", r);
  if (count != countLines(diags))
    finding("diagnostic count disagrees with the diagnostic lines", r);
  ultima_result_free(r);
  return 0;
}
