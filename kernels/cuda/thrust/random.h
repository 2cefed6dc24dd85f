/* thrust/random.h: Thrust's random number engines and distributions
   (Thrust documentation, "Random Number Generation"), __host__ __device__.
   The engines are the documented linear congruential generators, so
   minstd_rand gives the sequence the C++ standard's std::minstd_rand gives.
   The distributions map the engine's output to their range by the
   documented formulas (uniform: a + (b - a) u with u in [0, 1); normal: the
   Box-Muller transform); their draws are not Thrust's own. */
#pragma once

namespace thrust {
namespace random {

template <typename UIntType, UIntType a, UIntType c, UIntType m>
class linear_congruential_engine {
public:
  typedef UIntType result_type;
  static const result_type multiplier = a;
  static const result_type increment = c;
  static const result_type modulus = m;
  static const result_type min = c == 0u ? 1u : 0u;
  static const result_type max = m - 1u;
  static const result_type default_seed = 1u;

  __host__ __device__ explicit linear_congruential_engine(result_type s = default_seed) {
    seed(s);
  }
  __host__ __device__ void seed(result_type s = default_seed) {
    unsigned long long r = (unsigned long long)s % m;
    x_ = (c % m == 0u && r == 0u) ? 1u : (result_type)r;
  }
  __host__ __device__ result_type operator()() {
    x_ = (result_type)(((unsigned long long)a * x_ + c) % m);
    return x_;
  }
  __host__ __device__ void discard(unsigned long long z) {
    for (; z > 0; --z)
      (*this)();
  }

private:
  result_type x_;
};

typedef linear_congruential_engine<unsigned int, 16807u, 0u, 2147483647u> minstd_rand0;
typedef linear_congruential_engine<unsigned int, 48271u, 0u, 2147483647u> minstd_rand;
typedef minstd_rand default_random_engine;

/* The engine's next value as a double in [0, 1). */
template <typename Engine> __host__ __device__ double __ultima_unit(Engine &urng) {
  double span = (double)Engine::max - (double)Engine::min + 1.0;
  return ((double)urng() - (double)Engine::min) / span;
}

template <typename IntType = int> class uniform_int_distribution {
public:
  typedef IntType result_type;
  __host__ __device__ explicit uniform_int_distribution(IntType a = 0, IntType b = 2147483647)
      : a_(a), b_(b) {}
  __host__ __device__ result_type a() const { return a_; }
  __host__ __device__ result_type b() const { return b_; }
  __host__ __device__ result_type min() const { return a_; }
  __host__ __device__ result_type max() const { return b_; }
  __host__ __device__ void reset() {}
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) {
    double range = (double)b_ - (double)a_ + 1.0;
    double offset = __ultima_unit(urng) * range;
    double v = (double)a_ + (offset < range ? offset : range - 1.0);
    return (result_type)(v > (double)b_ ? (double)b_ : v);
  }

private:
  IntType a_, b_;
};

template <typename RealType = double> class uniform_real_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit uniform_real_distribution(RealType a = 0, RealType b = 1)
      : a_(a), b_(b) {}
  __host__ __device__ result_type a() const { return a_; }
  __host__ __device__ result_type b() const { return b_; }
  __host__ __device__ result_type min() const { return a_; }
  __host__ __device__ result_type max() const { return b_; }
  __host__ __device__ void reset() {}
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) {
    RealType v = (RealType)(a_ + (b_ - a_) * __ultima_unit(urng));
    return v < b_ ? v : a_; // [a, b): a value rounded up to b wraps to a
  }

private:
  RealType a_, b_;
};

template <typename RealType = double> class normal_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit normal_distribution(RealType mean = 0, RealType stddev = 1)
      : mean_(mean), stddev_(stddev), cached_(false), extra_(0) {}
  __host__ __device__ result_type mean() const { return mean_; }
  __host__ __device__ result_type stddev() const { return stddev_; }
  __host__ __device__ void reset() { cached_ = false; }
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) {
    if (cached_) {
      cached_ = false;
      return mean_ + stddev_ * extra_;
    }
    double u = 1.0 - __ultima_unit(urng); // (0, 1]
    double v = __ultima_unit(urng);
    double r = sqrt(-2.0 * log(u));
    extra_ = (RealType)(r * sin(6.283185307179586 * v));
    cached_ = true;
    return mean_ + stddev_ * (RealType)(r * cos(6.283185307179586 * v));
  }

private:
  RealType mean_, stddev_;
  bool cached_;
  RealType extra_;
};

} // namespace random

using random::default_random_engine;
using random::linear_congruential_engine;
using random::minstd_rand;
using random::minstd_rand0;
using random::normal_distribution;
using random::uniform_int_distribution;
using random::uniform_real_distribution;

} // namespace thrust
