// Replay kernel launches recorded by the executed-kernel tests on another
// machine's OpenCL device, and compare the results with the recorded ones.
// Such machines (NVIDIA's OpenCL, another PoCL) may have no PyOpenCL, no
// translator and no PyPI, so the tests cannot run there, but their launches can.
//
//   Here:   rm -rf /tmp/rec
//           ULTIMA_TEST_RECORD=/tmp/rec /usr/bin/python3 -m pytest -q test/runtime
//           then carry /tmp/rec and this file to the other machine.
//   There:  cc -O1 -o replay replay.c -lOpenCL
//           ./replay [-d DEVICE_SUBSTRING] [-s SOURCES_DIR] /tmp/rec/*-*
//
// -d picks the first device whose platform or device name contains the
// substring (case-insensitive; default: the first device); -s is where the
// translated sources are (default: <record dir>/../sources). One line per
// record: SAME, DIFF (per differing argument: for <f4/<f8 the count of
// differing elements, the max absolute and max relative difference
// |a-b|/max(|a|,|b|), NaN equal to NaN but differing NaN payloads noted;
// otherwise the count and the first differing element) or ERROR; exit 1 if
// any record differs or failed, 2 if there is no (matching) device.
//
// A record (written by test/runtime/harness.py, _record_launch) is a
// directory with meta.txt, one "key value" a line:
//   source <sha256>.cl   options <build options>   kernel <name>
//   global g0 g1 g2      local l0 l1 l2            (cu, args: unused here)
//   arg buf <dtype> <i>     in<i>.bin before, out<i>.bin after the launch
//   arg scalar <dtype> <i>  in<i>.bin: the value's bytes
//   arg local <bytes>
// where <dtype> is NumPy's dtype.str ("<f4", "<i8", "|V12", ...).
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <ctype.h>
#include <math.h> // isnan, isinf, INFINITY only: no -lm needed
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 64

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *text = NULL;
  long n = -1;
  if (fseek(f, 0, SEEK_END) == 0)
    n = ftell(f);
  if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (text = malloc((size_t)n + 1)) != NULL) {
    *size = fread(text, 1, (size_t)n, f);
    text[*size] = 0;
  }
  fclose(f);
  return text;
}

// Appends printf-style text to buf, truncating at size.
static void append(char *buf, size_t size, const char *format, ...) {
  size_t used = strlen(buf);
  if (used + 1 >= size)
    return;
  va_list ap;
  va_start(ap, format);
  vsnprintf(buf + used, size - used, format, ap);
  va_end(ap);
}

static char *copyString(const char *s) { // strdup is not C99
  char *copy = malloc(strlen(s) + 1);
  return copy ? strcpy(copy, s) : NULL;
}

static int containsNoCase(const char *haystack, const char *needle) {
  for (; *haystack; ++haystack) {
    size_t i = 0;
    while (needle[i] && tolower((unsigned char)haystack[i]) == tolower((unsigned char)needle[i]))
      ++i;
    if (!needle[i])
      return 1;
  }
  return !*needle;
}

// ---------------------------------------------------------------------------
// Device and programs

typedef struct {
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  const char *sourcesDir;
} Device;

static int pickDevice(const char *want, Device *out) {
  cl_platform_id platforms[16];
  cl_uint numPlatforms = 0;
  if (clGetPlatformIDs(16, platforms, &numPlatforms) != CL_SUCCESS)
    numPlatforms = 0;
  for (cl_uint p = 0; p < numPlatforms && p < 16; ++p) {
    char platformName[1024] = "", deviceName[1024] = "";
    clGetPlatformInfo(platforms[p], CL_PLATFORM_NAME, sizeof platformName, platformName, NULL);
    cl_device_id devices[16];
    cl_uint numDevices = 0;
    if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 16, devices, &numDevices) != CL_SUCCESS)
      continue;
    for (cl_uint d = 0; d < numDevices && d < 16; ++d) {
      clGetDeviceInfo(devices[d], CL_DEVICE_NAME, sizeof deviceName, deviceName, NULL);
      if (want && !containsNoCase(platformName, want) && !containsNoCase(deviceName, want))
        continue;
      cl_int err;
      out->device = devices[d];
      out->context = clCreateContext(NULL, 1, &out->device, NULL, NULL, &err);
      if (err != CL_SUCCESS) {
        printf("cannot create a context on %s / %s (%d)\n", platformName, deviceName, err);
        return 0;
      }
      out->queue = clCreateCommandQueue(out->context, out->device, 0, &err);
      if (err != CL_SUCCESS) {
        printf("cannot create a queue on %s / %s (%d)\n", platformName, deviceName, err);
        return 0;
      }
      printf("device: %s / %s\n", platformName, deviceName);
      return 1;
    }
  }
  printf("no OpenCL device%s%s\n", want ? " matches " : "", want ? want : "");
  return 0;
}

// Built programs by source file name (and options). A failed build is cached
// too, with its log, so that it is reported once, not rebuilt per record.
typedef struct {
  char *name, *options, *log;
  cl_program program; // NULL: the build failed
  int logShown;
} Built;

static Built *built;
static size_t numBuilt;

static Built *getProgram(Device *dev, const char *path, const char *name, const char *options) {
  for (size_t i = 0; i < numBuilt; ++i)
    if (strcmp(built[i].name, name) == 0 && strcmp(built[i].options, options) == 0)
      return &built[i];
  Built *grown = realloc(built, (numBuilt + 1) * sizeof *built);
  if (!grown)
    return NULL;
  built = grown;
  Built *b = &built[numBuilt++];
  memset(b, 0, sizeof *b);
  b->name = copyString(name);
  b->options = copyString(options);
  size_t size;
  char *text = readFile(path, &size);
  if (!b->name || !b->options || !text) {
    b->log = malloc(strlen(path) + 32);
    if (b->log)
      sprintf(b->log, "cannot read %s", path);
    free(text);
    return b;
  }
  const char *sources[] = {text};
  cl_int err;
  cl_program program = clCreateProgramWithSource(dev->context, 1, sources, &size, &err);
  free(text);
  if (err == CL_SUCCESS)
    err = clBuildProgram(program, 1, &dev->device, options, NULL, NULL);
  if (err == CL_SUCCESS) {
    b->program = program;
    return b;
  }
  size_t logSize = 0;
  clGetProgramBuildInfo(program, dev->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &logSize);
  if ((b->log = malloc(logSize + 64)) != NULL) {
    int n = sprintf(b->log, "error %d, build log:\n", err);
    if (clGetProgramBuildInfo(program, dev->device, CL_PROGRAM_BUILD_LOG, logSize, b->log + n,
                              NULL) != CL_SUCCESS)
      logSize = 0;
    b->log[n + logSize] = 0;
  }
  if (program)
    clReleaseProgram(program);
  return b;
}

// ---------------------------------------------------------------------------
// Records

enum { ARG_BUF, ARG_SCALAR, ARG_LOCAL };

typedef struct {
  int kind, index;
  char dtype[32];
  size_t localBytes;
  char *data; // in<index>.bin
  size_t size;
  cl_mem mem;
} Arg;

typedef struct {
  char source[256], options[1024], kernel[256];
  size_t global[3], local[3];
  int numArgs;
  Arg args[MAX_ARGS];
} Record;

// Copies value into dst[size]; 0 when it does not fit.
static int copyValue(char *dst, size_t size, const char *value) {
  if (strlen(value) >= size)
    return 0;
  strcpy(dst, value);
  return 1;
}

// Parses meta.txt (modified in place); on failure says why in error.
static int parseMeta(char *text, Record *r, char *error, size_t errorSize) {
  int have = 0; // bits: source, kernel, global, local
  for (char *line = text, *next; line && *line; line = next) {
    next = strchr(line, '\n');
    if (next)
      *next++ = 0;
    char *value = strchr(line, ' ');
    value = value ? value + 1 : line + strlen(line);
    int ok = 1;
    if (strncmp(line, "source ", 7) == 0)
      ok = copyValue(r->source, sizeof r->source, value), have |= 1;
    else if (strncmp(line, "options ", 8) == 0)
      ok = copyValue(r->options, sizeof r->options, value);
    else if (strncmp(line, "kernel ", 7) == 0)
      ok = copyValue(r->kernel, sizeof r->kernel, value), have |= 2;
    else if (strncmp(line, "global ", 7) == 0)
      ok = sscanf(value, "%zu %zu %zu", &r->global[0], &r->global[1], &r->global[2]) == 3,
      have |= 4;
    else if (strncmp(line, "local ", 6) == 0)
      ok = sscanf(value, "%zu %zu %zu", &r->local[0], &r->local[1], &r->local[2]) == 3,
      have |= 8;
    else if (strncmp(line, "arg ", 4) == 0) {
      if (r->numArgs == MAX_ARGS) {
        snprintf(error, errorSize, "more than %d arguments", MAX_ARGS);
        return 0;
      }
      Arg *a = &r->args[r->numArgs++];
      if (sscanf(value, "buf %31s %d", a->dtype, &a->index) == 2)
        a->kind = ARG_BUF;
      else if (sscanf(value, "scalar %31s %d", a->dtype, &a->index) == 2)
        a->kind = ARG_SCALAR;
      else if (sscanf(value, "local %zu", &a->localBytes) == 1)
        a->kind = ARG_LOCAL;
      else
        ok = 0;
    } // other keys (cu, args) are for re-translating, not for replaying
    if (!ok) {
      snprintf(error, errorSize, "bad meta.txt line: %.200s", line);
      return 0;
    }
  }
  if (have != 15) {
    snprintf(error, errorSize, "meta.txt lacks source, kernel, global or local");
    return 0;
  }
  if (!r->options[0])
    strcpy(r->options, "-cl-std=CL1.2");
  return 1;
}

// The element size of a NumPy dtype string: the number after the kind
// ("<f4" 4, "|V12" 12); 1 when there is none.
static size_t elementSize(const char *dtype) {
  while (*dtype && !isdigit((unsigned char)*dtype))
    ++dtype;
  long n = strtol(dtype, NULL, 10);
  return n > 0 ? (size_t)n : 1;
}

static double absd(double x) { return x < 0 ? -x : x; }
static double maxd(double a, double b) { return a > b ? a : b; }

static double loadFloat(const char *p, size_t size) {
  if (size == 4) {
    float f;
    memcpy(&f, p, 4);
    return f;
  }
  double d;
  memcpy(&d, p, 8);
  return d;
}

static void appendElement(char *buf, size_t size, const char *dtype, const char *p, size_t es) {
  char kind = dtype[0] ? dtype[1] : 0;
  if ((kind == 'i' || kind == 'u' || kind == 'b') && (es == 1 || es == 2 || es == 4 || es == 8)) {
    unsigned long long u = 0; // little-endian, like the machines this runs on
    memcpy(&u, p, es);
    if (kind == 'i' && es < 8 && (u >> (8 * es - 1)))
      u |= ~0ULL << (8 * es); // sign-extend
    if (kind == 'i')
      append(buf, size, "%lld", (long long)u);
    else
      append(buf, size, "%llu", u);
    return;
  }
  append(buf, size, "0x");
  for (size_t i = es; i-- > 0 && es - i <= 16;) // bytes, most significant first
    append(buf, size, "%02x", (unsigned char)p[i]);
  if (es > 16)
    append(buf, size, "...");
}

// Compares got with want (both n bytes); 0: equal, else appends the details.
// Floats whose only differences are NaN payloads count as equal (devices may
// canonicalize NaNs), but the details still say so.
static int compare(int i, const char *dtype, const char *got, const char *want, size_t n,
                   char *details, size_t size) {
  if (memcmp(got, want, n) == 0)
    return 0;
  size_t es = elementSize(dtype), count = n / es, differ = 0, first = 0, nans = 0;
  int isFloat = strcmp(dtype, "<f4") == 0 || strcmp(dtype, "<f8") == 0;
  if (n % es != 0) // not whole elements (the 1-byte stand-in for an empty array)
    es = 1, count = n, isFloat = 0;
  double maxAbs = 0, maxRel = 0;
  size_t worst = 0;
  for (size_t k = 0; k < count; ++k) {
    const char *g = got + k * es, *w = want + k * es;
    if (memcmp(g, w, es) == 0)
      continue;
    if (!isFloat) {
      if (differ++ == 0)
        first = k;
      continue;
    }
    double a = loadFloat(g, es), b = loadFloat(w, es);
    if (isnan(a) && isnan(b)) {
      ++nans;
      continue;
    }
    ++differ;
    double abs = absd(a - b), scale = maxd(absd(a), absd(b));
    if (isnan(abs))
      abs = INFINITY;
    double rel = isinf(abs) ? INFINITY : scale > 0 ? abs / scale : 0;
    if (differ == 1 || abs > maxAbs)
      worst = k;
    maxAbs = maxd(maxAbs, abs);
    maxRel = maxd(maxRel, rel);
  }
  if (nans)
    append(details, size, " arg%d %zu NaN payloads differ;", i, nans);
  if (differ == 0)
    return 0;
  append(details, size, " arg%d %zu/%zu differ", i, differ, count);
  if (isFloat) {
    append(details, size, " max_abs %.3g max_rel %.3g (worst [%zu] got %.17g want %.17g);",
           maxAbs, maxRel, worst, loadFloat(got + worst * es, es), loadFloat(want + worst * es, es));
  } else {
    append(details, size, " first [%zu] got ", first);
    appendElement(details, size, dtype, got + first * es, es);
    append(details, size, " want ");
    appendElement(details, size, dtype, want + first * es, es);
    append(details, size, ";");
  }
  return 1;
}

enum { SAME, DIFF, ERROR };

// Replays one record and prints its line; returns SAME, DIFF or ERROR.
static int replay(Device *dev, const char *dir) {
  static Record r;
  memset(&r, 0, sizeof r);
  char path[4096], error[1024] = "", details[4096] = "";
  const char *log = NULL;
  int status = ERROR;
  cl_kernel kernel = NULL;
  char *out = NULL, *result = NULL;
  size_t size;

  snprintf(path, sizeof path, "%s/meta.txt", dir);
  char *meta = readFile(path, &size);
  if (!meta) {
    snprintf(error, sizeof error, "cannot read %.400s", path);
    goto done;
  }
  if (!parseMeta(meta, &r, error, sizeof error))
    goto done;

  if (dev->sourcesDir)
    snprintf(path, sizeof path, "%s/%s", dev->sourcesDir, r.source);
  else
    snprintf(path, sizeof path, "%s/../sources/%s", dir, r.source);
  Built *b = getProgram(dev, path, r.source, r.options);
  if (!b || !b->name || !b->options) {
    snprintf(error, sizeof error, "%s: out of memory", r.kernel);
    goto done;
  }
  if (!b->program) { // the log only once: every launch of the file fails alike
    snprintf(error, sizeof error, "%s: %s did not build%s", r.kernel, r.source,
             b->logShown ? " (log above)" : "");
    if (!b->logShown)
      log = b->log, b->logShown = 1;
    goto done;
  }
  cl_int err;
  kernel = clCreateKernel(b->program, r.kernel, &err);
  if (err != CL_SUCCESS) {
    snprintf(error, sizeof error, "%s: clCreateKernel failed (%d)", r.kernel, err);
    goto done;
  }
  cl_uint numArgs = 0;
  clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof numArgs, &numArgs, NULL);
  if (numArgs != (cl_uint)r.numArgs) {
    snprintf(error, sizeof error, "%s takes %u arguments, the record has %d", r.kernel, numArgs,
             r.numArgs);
    goto done;
  }

  for (int i = 0; i < r.numArgs; ++i) {
    Arg *a = &r.args[i];
    if (a->kind == ARG_LOCAL) {
      err = clSetKernelArg(kernel, (cl_uint)i, a->localBytes, NULL);
    } else {
      snprintf(path, sizeof path, "%s/in%d.bin", dir, a->index);
      if (!(a->data = readFile(path, &a->size)) || a->size == 0) {
        snprintf(error, sizeof error, "%s: cannot read %.400s or it is empty", r.kernel, path);
        goto done;
      }
      if (a->kind == ARG_SCALAR) {
        err = clSetKernelArg(kernel, (cl_uint)i, a->size, a->data);
      } else {
        a->mem = clCreateBuffer(dev->context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, a->size,
                                a->data, &err);
        if (err == CL_SUCCESS)
          err = clSetKernelArg(kernel, (cl_uint)i, sizeof a->mem, &a->mem);
      }
    }
    if (err != CL_SUCCESS) {
      snprintf(error, sizeof error, "%s: argument %d cannot be set (%d)", r.kernel, i, err);
      goto done;
    }
  }

  // The harness pads the sizes to 3 dimensions; drop the padding again so
  // that get_work_dim() is what it was (unless the launch had trailing 1s).
  cl_uint dims = 3;
  while (dims > 1 && r.global[dims - 1] == 1 && r.local[dims - 1] == 1)
    --dims;
  err = clEnqueueNDRangeKernel(dev->queue, kernel, dims, NULL, r.global, r.local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clFinish(dev->queue);
  if (err != CL_SUCCESS) {
    snprintf(error, sizeof error, "%s: launch failed (%d)", r.kernel, err);
    goto done;
  }

  status = SAME;
  for (int i = 0; i < r.numArgs && status != ERROR; ++i) {
    Arg *a = &r.args[i];
    if (a->kind != ARG_BUF)
      continue;
    snprintf(path, sizeof path, "%s/out%d.bin", dir, a->index);
    free(out);
    free(result);
    out = readFile(path, &size);
    result = malloc(a->size);
    if (!out || size != a->size || !result) {
      snprintf(error, sizeof error, "%s: %.400s is missing or not %zu bytes", r.kernel, path, a->size);
      status = ERROR;
    } else if ((err = clEnqueueReadBuffer(dev->queue, a->mem, CL_TRUE, 0, a->size, result, 0, NULL,
                                          NULL)) != CL_SUCCESS) {
      snprintf(error, sizeof error, "%s: reading argument %d failed (%d)", r.kernel, i, err);
      status = ERROR;
    } else if (compare(a->index, a->dtype, result, out, size, details, sizeof details)) {
      status = DIFF;
    }
  }

done:
  if (status == SAME)
    printf("SAME %s %s%s\n", dir, r.kernel, details);
  else if (status == DIFF)
    printf("DIFF %s %s%s\n", dir, r.kernel, details);
  else
    printf("ERROR %s %s\n%.4000s%s", dir, error, log ? log : "", log ? "\n" : "");
  fflush(stdout);
  for (int i = 0; i < r.numArgs; ++i) {
    if (r.args[i].mem)
      clReleaseMemObject(r.args[i].mem);
    free(r.args[i].data);
  }
  if (kernel)
    clReleaseKernel(kernel);
  free(out);
  free(result);
  free(meta);
  return status;
}

int main(int argc, char **argv) {
  const char *want = NULL;
  Device dev = {0};
  int first = 1;
  for (; first + 1 < argc; first += 2) {
    if (strcmp(argv[first], "-d") == 0)
      want = argv[first + 1];
    else if (strcmp(argv[first], "-s") == 0)
      dev.sourcesDir = argv[first + 1];
    else
      break;
  }
  if (first >= argc) {
    printf("usage: %s [-d DEVICE_SUBSTRING] [-s SOURCES_DIR] RECORD_DIR...\n", argv[0]);
    return 2;
  }
  if (!pickDevice(want, &dev))
    return 2;
  int counts[3] = {0, 0, 0};
  for (int i = first; i < argc; ++i)
    ++counts[replay(&dev, argv[i])];
  printf("%d records, %d same, %d differ, %d errors\n", argc - first, counts[SAME], counts[DIFF],
         counts[ERROR]);
  return counts[DIFF] || counts[ERROR] ? 1 : 0;
}
