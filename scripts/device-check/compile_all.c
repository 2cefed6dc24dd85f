// Build OpenCL C files on every OpenCL device this machine has, the way the
// runtime does (-cl-std=CL1.2), and report each failure with its build log.
// It checks our output against compilers other than PoCL's clang (NVIDIA's,
// for one) without PyOpenCL, which such machines may lack.
//
//   cc -O1 -o compile_all compile_all.c -lOpenCL
//   ./compile_all [-o "options"] FILE.cl...     (exit 1 if any build failed)
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)n + 1);
  *size = fread(text, 1, (size_t)n, f);
  text[*size] = 0;
  fclose(f);
  return text;
}

static void printInfo(cl_device_id device, cl_device_info what, const char *label) {
  char buf[16384];
  if (clGetDeviceInfo(device, what, sizeof buf, buf, NULL) == CL_SUCCESS)
    printf("  %s: %s\n", label, buf);
}

int main(int argc, char **argv) {
  const char *options = "-cl-std=CL1.2";
  int first = 1;
  if (argc > 2 && strcmp(argv[1], "-o") == 0) {
    options = argv[2];
    first = 3;
  }
  cl_platform_id platforms[8];
  cl_uint numPlatforms = 0;
  if (clGetPlatformIDs(8, platforms, &numPlatforms) != CL_SUCCESS || numPlatforms == 0) {
    printf("no OpenCL platform\n");
    return 2;
  }
  int failures = 0, builds = 0;
  for (cl_uint p = 0; p < numPlatforms; ++p) {
    cl_device_id devices[8];
    cl_uint numDevices = 0;
    if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 8, devices, &numDevices) != CL_SUCCESS)
      continue;
    for (cl_uint d = 0; d < numDevices; ++d) {
      cl_device_id device = devices[d];
      printInfo(device, CL_DEVICE_NAME, "device");
      printInfo(device, CL_DEVICE_VERSION, "version");
      printInfo(device, CL_DEVICE_OPENCL_C_VERSION, "OpenCL C");
      printInfo(device, CL_DRIVER_VERSION, "driver");
      printInfo(device, CL_DEVICE_EXTENSIONS, "extensions");
      cl_int err;
      cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
      if (err != CL_SUCCESS) {
        printf("  cannot create a context (%d)\n", err);
        continue;
      }
      for (int i = first; i < argc; ++i) {
        size_t size;
        char *text = readFile(argv[i], &size);
        if (!text) {
          printf("FAIL %s: unreadable\n", argv[i]);
          ++failures;
          continue;
        }
        const char *sources[] = {text};
        cl_program program = clCreateProgramWithSource(context, 1, sources, &size, &err);
        ++builds;
        err = clBuildProgram(program, 1, &device, options, NULL, NULL);
        if (err != CL_SUCCESS) {
          ++failures;
          size_t logSize = 0;
          clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &logSize);
          char *log = malloc(logSize + 1);
          clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, logSize, log, NULL);
          log[logSize] = 0;
          printf("FAIL %s (%d)\n%.4000s\n", argv[i], err, log);
          free(log);
        }
        clReleaseProgram(program);
        free(text);
      }
      clReleaseContext(context);
    }
  }
  printf("%d builds, %d failed\n", builds, failures);
  return failures ? 1 : 0;
}
