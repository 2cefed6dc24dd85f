//===- ReservedNames.cpp --------------------------------------------------===//
#include "ReservedNames.h"
#include "ultima/compat/ClangCompat.h"
#include "llvm/ADT/StringSet.h"

namespace ultima {

static const llvm::StringSet<> &reservedSet() {
  static const llvm::StringSet<> set = [] {
    llvm::StringSet<> s;
    static const char *const words[] = {
        // Address-space, function and access qualifiers; C99 keywords C++ lacks.
        "global", "local", "constant", "private", "kernel", "read_only", "write_only", "read_write",
        "uniform", "pipe", "restrict", "_Bool", "_Complex", "_Imaginary", "complex", "imaginary",
        "__global", "__local", "__constant", "__private", "__kernel",
        // Built-in scalar and opaque types.
        "half", "quad", "uchar", "ushort", "uint", "ulong", "size_t", "ptrdiff_t", "intptr_t",
        "uintptr_t", "image1d_t", "image1d_array_t", "image1d_buffer_t", "image2d_t",
        "image2d_array_t", "image2d_depth_t", "image2d_array_depth_t", "image2d_msaa_t",
        "image2d_array_msaa_t", "image2d_msaa_depth_t", "image2d_array_msaa_depth_t", "image3d_t",
        "sampler_t", "event_t", "queue_t", "clk_event_t", "ndrange_t", "reserve_id_t",
        "cl_mem_fence_flags", "memory_scope", "memory_order", "atomic_int", "atomic_uint",
        "atomic_long", "atomic_ulong", "atomic_float", "atomic_double", "atomic_flag",
        // Predefined macros.
        "CLK_LOCAL_MEM_FENCE", "CLK_GLOBAL_MEM_FENCE", "CLK_IMAGE_MEM_FENCE", "MAXFLOAT",
        "HUGE_VALF", "HUGE_VAL", "INFINITY", "NAN", "FP_FAST_FMA", "FP_FAST_FMAF", "M_E_F",
        "M_LOG2E_F", "M_LOG10E_F", "M_LN2_F", "M_LN10_F", "M_PI_F", "M_PI_2_F", "M_PI_4_F",
        "M_1_PI_F", "M_2_PI_F", "M_2_SQRTPI_F", "M_SQRT2_F", "M_SQRT1_2_F", "CL_VERSION_1_0",
        "CL_VERSION_1_1", "CL_VERSION_1_2", "__OPENCL_VERSION__", "__OPENCL_C_VERSION__",
        "__ENDIAN_LITTLE__", "__IMAGE_SUPPORT__", "NULL", "__FAST_RELAXED_MATH__", "vec_type_hint",
        "work_group_size_hint", "reqd_work_group_size",
        // Work-item, synchronisation, async-copy functions.
        "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id",
        "get_num_groups", "get_group_id", "get_global_offset", "barrier", "mem_fence",
        "read_mem_fence", "write_mem_fence", "async_work_group_copy",
        "async_work_group_strided_copy", "wait_group_events", "prefetch", "printf",
        // Math.
        "acos", "acosh", "acospi", "asin", "asinh", "asinpi", "atan", "atan2", "atanh", "atanpi",
        "atan2pi", "cbrt", "ceil", "copysign", "cos", "cosh", "cospi", "erfc", "erf", "exp", "exp2",
        "exp10", "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod", "fract", "frexp",
        "hypot", "ilogb", "ldexp", "lgamma", "lgamma_r", "log", "log2", "log10", "log1p", "logb",
        "mad", "maxmag", "minmag", "modf", "nan", "nextafter", "pow", "pown", "powr", "remainder",
        "remquo", "rint", "rootn", "round", "rsqrt", "sin", "sincos", "sinh", "sinpi", "sqrt",
        "tan", "tanh", "tanpi", "tgamma", "trunc",
        // Integer.
        "abs", "abs_diff", "add_sat", "hadd", "rhadd", "clamp", "clz", "ctz", "mad_hi", "mad_sat",
        "max", "min", "mul_hi", "rotate", "sub_sat", "upsample", "popcount", "mad24", "mul24",
        // Common and geometric.
        "degrees", "mix", "radians", "step", "smoothstep", "sign", "cross", "dot", "distance",
        "length", "normalize", "fast_distance", "fast_length", "fast_normalize",
        // Relational.
        "isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal",
        "islessgreater", "isfinite", "isinf", "isnan", "isnormal", "isordered", "isunordered",
        "signbit", "any", "all", "bitselect", "select",
        // Vector data and misc.
        "shuffle", "shuffle2", "vec_step",
        // Atomics (1.1 and the 32/64-bit extensions).
        "atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc", "atomic_dec", "atomic_cmpxchg",
        "atomic_min", "atomic_max", "atomic_and", "atomic_or", "atomic_xor", "atom_add", "atom_sub",
        "atom_xchg", "atom_inc", "atom_dec", "atom_cmpxchg", "atom_min", "atom_max", "atom_and",
        "atom_or", "atom_xor",
        // Images.
        "read_imagef", "read_imagei", "read_imageui", "write_imagef", "write_imagei",
        "write_imageui", "get_image_width", "get_image_height", "get_image_depth", "get_image_dim",
        "get_image_channel_data_type", "get_image_channel_order", "get_image_array_size"};
    for (const char *w : words)
      s.insert(w);
    // Vector types: <scalar><n>.
    static const char *const scalars[] = {"char", "uchar", "short", "ushort", "int",  "uint",
                                          "long", "ulong", "float", "double", "half", "bool"};
    static const char *const widths[] = {"2", "3", "4", "8", "16"};
    for (const char *sc : scalars)
      for (const char *w : widths)
        s.insert(std::string(sc) + w);
    return s;
  }();
  return set;
}

static bool isVectorOrScalarTypeName(llvm::StringRef n) {
  for (llvm::StringRef sc : {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                             "float", "double", "half"})
    if (n == sc || (compat::startsWith(n, sc) && reservedSet().contains(n)))
      return true;
  return false;
}

bool isOpenCLReservedName(llvm::StringRef name) {
  if (reservedSet().contains(name))
    return true;
  // Families of built-ins, matched exactly so that `half_width` stays a user name.
  for (llvm::StringRef prefix : {"native_", "half_"}) {
    if (!compat::startsWith(name, prefix))
      continue;
    llvm::StringRef fn = name.drop_front(prefix.size());
    for (llvm::StringRef f : {"cos", "divide", "exp", "exp2", "exp10", "log", "log2", "log10",
                              "powr", "recip", "rsqrt", "sin", "sqrt", "tan"})
      if (fn == f)
        return true;
  }
  if (name.consume_front("as_"))
    return isVectorOrScalarTypeName(name);
  if (name.consume_front("convert_")) {
    for (llvm::StringRef suffix : {"_rte", "_rtz", "_rtp", "_rtn"})
      name.consume_back(suffix);
    name.consume_back("_sat");
    return isVectorOrScalarTypeName(name);
  }
  for (llvm::StringRef prefix : {"vload", "vstore", "vloada_half", "vstorea_half"}) {
    if (!compat::startsWith(name, prefix))
      continue;
    llvm::StringRef rest = name.drop_front(prefix.size());
    rest.consume_front("_half");
    for (llvm::StringRef suffix : {"_rte", "_rtz", "_rtp", "_rtn"})
      rest.consume_back(suffix);
    if (rest.empty() || rest == "2" || rest == "3" || rest == "4" || rest == "8" || rest == "16")
      return true;
  }
  return false;
}

} // namespace ultima
