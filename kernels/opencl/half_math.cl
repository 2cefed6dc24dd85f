// CUDA's half math functions: the float function of OpenCL rounded once to
// half. hsqrt (half_ops.cl) and hrcp are correctly rounded, htrunc hceil hfloor
// hrint exact; the others are within OpenCL's float error plus half an ulp of
// half, no worse than CUDA's approximate half functions.
//! requires: half_ops
static inline ultima_half ultima_hrcp(ultima_half a) { return ultima_hdiv((ultima_half)0x3c00u, a); }
static inline ultima_half ultima_hrsqrt(ultima_half a) { return ultima_f2h_mode(1.0f / sqrt(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hexp(ultima_half a) { return ultima_f2h_mode(exp(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hexp2(ultima_half a) { return ultima_f2h_mode(exp2(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hexp10(ultima_half a) { return ultima_f2h_mode(exp10(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hlog(ultima_half a) { return ultima_f2h_mode(log(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hlog2(ultima_half a) { return ultima_f2h_mode(log2(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hlog10(ultima_half a) { return ultima_f2h_mode(log10(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hsin(ultima_half a) { return ultima_f2h_mode(sin(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hcos(ultima_half a) { return ultima_f2h_mode(cos(ultima_h2f(a)), 0); }
static inline ultima_half ultima_htrunc(ultima_half a) { return ultima_f2h_mode(trunc(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hceil(ultima_half a) { return ultima_f2h_mode(ceil(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hfloor(ultima_half a) { return ultima_f2h_mode(floor(ultima_h2f(a)), 0); }
static inline ultima_half ultima_hrint(ultima_half a) { return ultima_f2h_mode(rint(ultima_h2f(a)), 0); }
