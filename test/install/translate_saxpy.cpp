// Translates saxpy with ultima::translate and prints the OpenCL C; fails
// unless the translation succeeds and declares the OpenCL kernel.
#include "saxpy.h"
#include "ultima/Translator.h"
#include <cstdio>

int main() {
  ultima::Options options;
  options.fileName = "saxpy.cu";
  ultima::Result result = ultima::translate(SaxpyCuda, options);
  for (const ultima::Diagnostic &d : result.diagnostics)
    std::fprintf(stderr, "%s\n", d.format().c_str());
  if (!result.ok || result.openclSource.find("__kernel void saxpy(") == std::string::npos) {
    std::fprintf(stderr, "error: no OpenCL kernel saxpy in the translation\n");
    return 1;
  }
  std::printf("%s", result.openclSource.c_str());
  return 0;
}
