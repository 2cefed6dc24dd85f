//===- CApiTest.cpp - the C ABI in ultima.h -----------------------------------===//
#include "ultima/Translator.h"
#include "ultima/ultima.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char *const VectorAdd = R"cu(
__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
)cu";

unsigned countLines(const std::string &s) {
  if (s.empty())
    return 0;
  unsigned n = 1;
  for (char c : s)
    n += c == '\n';
  return n;
}

TEST(CApiTest, RoundTrip) {
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = "capi.cu";
  ultima_result *r = ultima_translate(VectorAdd, std::strlen(VectorAdd), &options);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  std::string source = ultima_result_source(r);
  EXPECT_NE(source.find("__kernel void vadd("), std::string::npos) << source;
  EXPECT_EQ(ultima_result_num_diagnostics(r), countLines(ultima_result_diagnostics(r)));

  // Same bytes as the C++ API.
  ultima::Options cxxOptions;
  cxxOptions.fileName = "capi.cu";
  EXPECT_EQ(source, ultima::translate(VectorAdd, cxxOptions).openclSource);
  ultima_result_free(r);
}

TEST(CApiTest, LengthIsHonoured) {
  // Only the first `length` bytes are translated: the garbage after them is not seen.
  std::string text = std::string(VectorAdd) + "this is not CUDA @@@";
  ultima_result *r = ultima_translate(text.data(), std::strlen(VectorAdd), nullptr);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  ultima_result_free(r);
}

TEST(CApiTest, Diagnostics) {
  const char *bad = "__global__ void k(int *p) {\n  p[0] = ;\n}\n";
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = "bad.cu";
  ultima_result *r = ultima_translate(bad, std::strlen(bad), &options);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(ultima_result_ok(r), 0);
  EXPECT_STREQ(ultima_result_source(r), "");
  std::string diags = ultima_result_diagnostics(r);
  EXPECT_GE(ultima_result_num_diagnostics(r), 1u);
  EXPECT_EQ(ultima_result_num_diagnostics(r), countLines(diags)) << diags;
  EXPECT_EQ(diags.rfind("bad.cu:2:", 0), 0u) << diags;
  EXPECT_NE(diags.find(": error: "), std::string::npos) << diags;
  EXPECT_NE(diags.find("[ultima-frontend]"), std::string::npos) << diags;
  EXPECT_NE(diags.back(), '\n') << "lines are joined, not terminated";
  ultima_result_free(r);
}

TEST(CApiTest, DiagnosticIdsAndSeverities) {
  // A recursion error (a recursive call on the right of `&&` is not lowered
  // to iteration) whose message quotes an identifier that spells another
  // ID: the accessors give the real ID whatever the text says.
  const char *src =
      "__device__ bool ultima_internal(int n) { return n > 0 && ultima_internal(n - 1); }\n"
      "__global__ void k(int *p) { int unused; p[0] = ultima_internal(3); }\n";
  ultima_result *r = ultima_translate(src, std::strlen(src), nullptr);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(ultima_result_ok(r), 0);
  unsigned n = ultima_result_num_diagnostics(r);
  ASSERT_GE(n, 1u) << ultima_result_diagnostics(r);
  bool sawRecursion = false;
  for (unsigned i = 0; i < n; ++i) {
    ASSERT_NE(ultima_result_diagnostic_id(r, i), nullptr);
    EXPECT_STRNE(ultima_result_diagnostic_id(r, i), "internal") << ultima_result_diagnostics(r);
    int severity = ultima_result_diagnostic_severity(r, i);
    EXPECT_TRUE(severity >= 0 && severity <= 2);
    if (std::string(ultima_result_diagnostic_id(r, i)) == "unsupported-recursion") {
      sawRecursion = true;
      EXPECT_EQ(severity, 2);
    }
  }
  EXPECT_TRUE(sawRecursion) << ultima_result_diagnostics(r);
  EXPECT_EQ(ultima_result_diagnostic_id(r, n), nullptr);
  EXPECT_EQ(ultima_result_diagnostic_severity(r, n), -1);
  EXPECT_EQ(ultima_result_diagnostic_id(nullptr, 0), nullptr);
  ultima_result_free(r);

  // A usage error made by the C layer itself has an ID too.
  ultima_options bogus = ULTIMA_OPTIONS_INIT;
  bogus.struct_size = 1;
  r = ultima_translate(src, std::strlen(src), &bogus);
  ASSERT_EQ(ultima_result_num_diagnostics(r), 1u);
  EXPECT_STREQ(ultima_result_diagnostic_id(r, 0), "usage");
  EXPECT_EQ(ultima_result_diagnostic_severity(r, 0), 2);
  ultima_result_free(r);
}

TEST(CApiTest, DefaultsAndArgs) {
  const char *source = "__global__ void k(float *x) { x[0] = SCALE; }\n";
  // NULL options: defaults, file name "input.cu"; SCALE is undefined.
  ultima_result *r = ultima_translate(source, std::strlen(source), nullptr);
  EXPECT_EQ(ultima_result_ok(r), 0);
  EXPECT_EQ(std::string(ultima_result_diagnostics(r)).rfind("input.cu:1:", 0), 0u)
      << ultima_result_diagnostics(r);
  ultima_result_free(r);

  const char *args[] = {"-DSCALE=2.0f"};
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.args = args;
  options.num_args = 1;
  r = ultima_translate(source, std::strlen(source), &options);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  EXPECT_EQ(ultima_result_num_diagnostics(r), 0u) << ultima_result_diagnostics(r);
  EXPECT_STREQ(ultima_result_diagnostics(r), "");
  ultima_result_free(r);
}

/// The lines of \p text.
std::vector<std::string> linesOf(const std::string &text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos)
      end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

TEST(CApiTest, FileNamesAreEscapedInLineDirectives) {
  // A file name is any bytes: a newline in it must not start a line of the
  // output (here a #define that would change the kernel), a quote or a
  // backslash must not end the string, `??/` must not be a trigraph.
  const char *source = "__global__ void k(float *x) { x[0] = 1.0f; }\n";
  const char *name = "evil\n#define x y\n\"q\\\r\t\x01??/.cu";
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = name;
  options.line_directives = 1;
  options.verify = 1;
  ultima_result *r = ultima_translate(source, std::strlen(source), &options);
  ASSERT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  std::string text = ultima_result_source(r);
  ultima_result_free(r);
  const std::string literal = R"("evil\n#define x y\n\"q\\\r\t\001\?\?/.cu")";
  EXPECT_NE(text.find("#line 1 " + literal + "\n"), std::string::npos) << text;
  EXPECT_EQ(text.rfind("// OpenCL C 1.2 generated by ultima from " + literal + "\n", 0), 0u)
      << text;
  for (const std::string &line : linesOf(text)) {
    EXPECT_NE(line.rfind("#define", 0), 0u) << text;
    EXPECT_EQ(line.find('\r'), std::string::npos) << text;
  }
  EXPECT_NE(text.find("x[0] = 1.0f"), std::string::npos) << text;

  // An ordinary name is printed as it is.
  options.file_name = "dir/plain name.cu";
  r = ultima_translate(source, std::strlen(source), &options);
  text = ultima_result_source(r);
  ultima_result_free(r);
  EXPECT_NE(text.find("#line 1 \"dir/plain name.cu\"\n"), std::string::npos) << text;
  EXPECT_EQ(text.rfind("// OpenCL C 1.2 generated by ultima from dir/plain name.cu\n", 0), 0u)
      << text;
}

TEST(CApiTest, MalformedArgsAreUsageErrors) {
  const char *source = "__global__ void k(float *x) { x[0] = SCALE; }\n";
  const char *withNull[] = {"-DSCALE=2.0f", nullptr, "-DOTHER"};
  struct Case {
    const char *const *args;
    int numArgs;
    const char *message;
  } cases[] = {
      {withNull, 3, "ultima_options::args[1] is NULL"},
      {withNull, -1, "ultima_options::num_args is -1; it must be 0 or more"},
      {nullptr, -5, "ultima_options::num_args is -5; it must be 0 or more"},
      {nullptr, 2, "ultima_options::args is NULL but num_args is 2"},
  };
  for (const Case &c : cases) {
    ultima_options options = ULTIMA_OPTIONS_INIT;
    options.args = c.args;
    options.num_args = c.numArgs;
    ultima_result *r = ultima_translate(source, std::strlen(source), &options);
    EXPECT_EQ(ultima_result_ok(r), 0);
    ASSERT_EQ(ultima_result_num_diagnostics(r), 1u) << ultima_result_diagnostics(r);
    EXPECT_STREQ(ultima_result_diagnostic_id(r, 0), "usage");
    EXPECT_NE(std::string(ultima_result_diagnostics(r)).find(c.message), std::string::npos)
        << ultima_result_diagnostics(r);
    ultima_result_free(r);
  }
  // The entries before num_args are all that is read: a NULL after them is fine.
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.args = withNull;
  options.num_args = 1;
  ultima_result *r = ultima_translate(source, std::strlen(source), &options);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  ultima_result_free(r);
}

TEST(CApiTest, NullSafety) {
  ultima_result_free(nullptr);
  EXPECT_EQ(ultima_result_ok(nullptr), 0);
  EXPECT_STREQ(ultima_result_source(nullptr), "");
  EXPECT_STREQ(ultima_result_diagnostics(nullptr), "");
  EXPECT_EQ(ultima_result_num_diagnostics(nullptr), 0u);

  // NULL source with a nonzero length is a usage error, not a crash.
  ultima_result *r = ultima_translate(nullptr, 10, nullptr);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(ultima_result_ok(r), 0);
  EXPECT_NE(std::string(ultima_result_diagnostics(r)).find("[ultima-usage]"), std::string::npos);
  ultima_result_free(r);

  // NULL source with length 0 is an empty input.
  r = ultima_translate(nullptr, 0, nullptr);
  ASSERT_NE(r, nullptr);
  ultima_result_free(r);
}

TEST(CApiTest, Version) {
  const char *v = ultima_version();
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(std::string(v), ultima::versionString());
  EXPECT_EQ(v, ultima_version()) << "statically allocated";
}

} // namespace

TEST(CApiTest, TargetExtensionsSelectNativeHalf) {
  const char *src = "#include <cuda_fp16.h>\n"
                    "__global__ void k(__half *h) { h[0] = h[1] * h[2]; }\n";
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.target_extensions = "cl_khr_int64_base_atomics,cl_khr_fp16";
  ultima_result *r = ultima_translate(src, std::strlen(src), &options);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  std::string native = ultima_result_source(r);
  ultima_result_free(r);
  EXPECT_NE(native.find("#pragma OPENCL EXTENSION cl_khr_fp16 : enable"), std::string::npos)
      << native;
  options.target_extensions = "";
  r = ultima_translate(src, std::strlen(src), &options);
  std::string storage = ultima_result_source(r);
  ultima_result_free(r);
  EXPECT_EQ(storage.find("#pragma OPENCL EXTENSION cl_khr_fp16"), std::string::npos) << storage;
  EXPECT_NE(storage.find("ultima_hmul("), std::string::npos) << storage;
}

// ultima_options is versioned by struct_size (ultima.h): an older caller's
// shorter struct, the current one, a newer caller's larger one, and sizes
// that cannot be an ultima_options.
namespace {

/// What a caller built against an older ultima.h, before target_extensions,
/// passes: its struct ends there, and the bytes after it are not its own.
struct OlderOptions {
  ultima_options known;
  static size_t olderSize() { return offsetof(ultima_options, target_extensions); }
};

const char *const HalfKernel = "#include <cuda_fp16.h>\n"
                               "__global__ void k(__half *h) { h[0] = h[1] * h[2]; }\n";

std::string translateOk(const ultima_options &options) {
  ultima_result *r = ultima_translate(HalfKernel, std::strlen(HalfKernel), &options);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  std::string source = ultima_result_source(r);
  ultima_result_free(r);
  return source;
}

std::string translateError(const ultima_options &options) {
  ultima_result *r = ultima_translate(HalfKernel, std::strlen(HalfKernel), &options);
  EXPECT_EQ(ultima_result_ok(r), 0);
  EXPECT_EQ(ultima_result_num_diagnostics(r), 1u);
  std::string diagnostics = ultima_result_diagnostics(r);
  ultima_result_free(r);
  return diagnostics;
}

} // namespace

TEST(CApiTest, InitSetsTheSizeAndDefaults) {
  ultima_options a = ULTIMA_OPTIONS_INIT;
  EXPECT_EQ(a.struct_size, sizeof(ultima_options));
  EXPECT_EQ(a.file_name, nullptr);
  EXPECT_EQ(a.target_extensions, nullptr);
  ultima_options b;
  std::memset(&b, 0xab, sizeof b);
  ultima_options_init(&b);
  EXPECT_EQ(b.struct_size, sizeof(ultima_options));
  EXPECT_EQ(b.verify, 0);
  EXPECT_EQ(b.args, nullptr);
  EXPECT_EQ(b.file_name, nullptr);
  EXPECT_EQ(b.line_directives, 0);
  EXPECT_EQ(b.num_args, 0);
  EXPECT_EQ(b.target_extensions, nullptr);
}

TEST(CApiTest, CurrentSizeReadsEveryField) {
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = "current.cu";
  options.target_extensions = "cl_khr_fp16";
  std::string source = translateOk(options);
  EXPECT_NE(source.find("from current.cu"), std::string::npos) << source;
  EXPECT_NE(source.find("#pragma OPENCL EXTENSION cl_khr_fp16 : enable"), std::string::npos)
      << source;
}

TEST(CApiTest, OlderShorterStructGetsDefaultsForWhatItLacks) {
  OlderOptions older;
  ultima_options_init(&older.known);
  older.known.struct_size = OlderOptions::olderSize();
  older.known.file_name = "older.cu";
  // Past the older struct's end: must not be read (it would select native half).
  older.known.target_extensions = "cl_khr_fp16";
  std::string source = translateOk(older.known);
  EXPECT_NE(source.find("from older.cu"), std::string::npos) << source;
  EXPECT_EQ(source.find("#pragma OPENCL EXTENSION cl_khr_fp16"), std::string::npos) << source;
  EXPECT_NE(source.find("ultima_hmul("), std::string::npos) << source;

  // A size that ends inside a field does not read that field either.
  older.known.struct_size = OlderOptions::olderSize() + 3;
  source = translateOk(older.known);
  EXPECT_EQ(source.find("#pragma OPENCL EXTENSION cl_khr_fp16"), std::string::npos) << source;

  // The smallest valid struct holds only struct_size: every default.
  older.known.struct_size = sizeof(size_t);
  source = translateOk(older.known);
  EXPECT_NE(source.find("from input.cu"), std::string::npos) << source;
}

TEST(CApiTest, NewerLargerStructIsReadWhenTheUnknownTailIsZero) {
  struct Newer {
    ultima_options known;
    const char *future_field;
  } newer;
  std::memset(&newer, 0, sizeof newer);
  newer.known.struct_size = sizeof newer;
  newer.known.file_name = "newer.cu";
  std::string source = translateOk(newer.known);
  EXPECT_NE(source.find("from newer.cu"), std::string::npos) << source;

  newer.future_field = "set";
  std::string error = translateError(newer.known);
  EXPECT_NE(error.find("sets fields this library"), std::string::npos) << error;
  EXPECT_NE(error.find("[ultima-usage]"), std::string::npos) << error;
}

TEST(CApiTest, BogusSizeIsRejected) {
  for (size_t bogus : {size_t(0), size_t(1), sizeof(size_t) - 1,
                       size_t(ULTIMA_OPTIONS_MAX_SIZE) + 1, ~size_t(0)}) {
    ultima_options options = ULTIMA_OPTIONS_INIT;
    options.struct_size = bogus;
    std::string error = translateError(options);
    EXPECT_NE(error.find("error: ultima_translate: ultima_options::struct_size is " +
                         std::to_string(bogus)),
              std::string::npos)
        << error;
    EXPECT_NE(error.find("ULTIMA_OPTIONS_INIT"), std::string::npos) << error;
  }
}

namespace {

const char *const WholeProgram = R"cu(
template <typename T> __global__ void scale(T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}
int main() {
  float *x = 0;
  scale<<<4, 256>>>(x, 2.0f, 1024);
  return 0;
}
)cu";

TEST(CApiTest, LaunchManifest) {
  ultima_options options = ULTIMA_OPTIONS_INIT;
  options.file_name = "prog.cu";
  ultima_result *r = ultima_translate(WholeProgram, std::strlen(WholeProgram), &options);
  ASSERT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  std::string manifest = ultima_result_launch_manifest(r);
  // The same JSON as the C++ API renders from the same translation.
  ultima::Options cxxOptions;
  cxxOptions.fileName = "prog.cu";
  ultima::Result cxx = ultima::translate(WholeProgram, cxxOptions);
  EXPECT_EQ(manifest, ultima::launchManifestJson(cxx));
  ASSERT_EQ(cxx.kernels.size(), 1u);
  EXPECT_EQ(cxx.kernels[0].name, "scale_float");
  EXPECT_EQ(cxx.kernels[0].cudaName, "scale<float>");
  ASSERT_EQ(cxx.kernels[0].params.size(), 3u);
  EXPECT_EQ(cxx.kernels[0].params[0].kind, ultima::KernelParameter::Kind::Buffer);
  EXPECT_EQ(cxx.kernels[0].params[1].kind, ultima::KernelParameter::Kind::Value);
  EXPECT_EQ(cxx.kernels[0].params[1].type, "float");
  ASSERT_EQ(cxx.launches.size(), 1u);
  EXPECT_EQ(cxx.launches[0].kernel, "scale_float");
  EXPECT_EQ(cxx.launches[0].function, "main");
  EXPECT_EQ(cxx.launches[0].line, 9u);
  EXPECT_EQ(cxx.launches[0].grid, "4");
  EXPECT_EQ(cxx.launches[0].arguments.size(), 3u);
  EXPECT_NE(manifest.find("\"kernel\": \"scale_float\""), std::string::npos) << manifest;
  ultima_result_free(r);

  // A failed translation has no manifest.
  const char *bad = "__global__ void k(int *p) { p[0] = ; }";
  r = ultima_translate(bad, std::strlen(bad), nullptr);
  EXPECT_EQ(ultima_result_ok(r), 0);
  EXPECT_STREQ(ultima_result_launch_manifest(r), "");
  ultima_result_free(r);
}

} // namespace
