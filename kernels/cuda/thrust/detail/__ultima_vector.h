/* thrust::device_vector and thrust::host_vector: ultima's Thrust subset
   (docs/cuda-libraries.md#thrust). device_vector owns cudaMalloc'd memory;
   its iterators are device_ptr<T>, its operator[] a device_reference<T>
   (cudaMemcpy per access, as in Thrust). host_vector is std::vector with the
   conversions from and to device_vector. Copies between them are one
   cudaMemcpy; elements must be trivially copyable. */
#pragma once
#include <thrust/detail/__ultima_memory.h>
#include <algorithm>
#include <initializer_list>
#include <memory>
#include <vector>

namespace thrust {

template <typename T, typename Alloc = void> class device_vector {
public:
  typedef T value_type;
  typedef device_ptr<T> iterator;
  typedef device_ptr<const T> const_iterator;
  typedef device_reference<T> reference;
  typedef device_reference<const T> const_reference;
  typedef device_ptr<T> pointer;
  typedef device_ptr<const T> const_pointer;
  typedef std::size_t size_type;
  typedef std::ptrdiff_t difference_type;

  device_vector() : p_(nullptr), n_(0), cap_(0) {}
  explicit device_vector(size_type n) : p_(nullptr), n_(0), cap_(0) { resize(n); }
  device_vector(size_type n, const T &value) : p_(nullptr), n_(0), cap_(0) { resize(n, value); }
  device_vector(const device_vector &o) : p_(nullptr), n_(0), cap_(0) { assign_device(o.p_, o.n_); }
  device_vector(device_vector &&o) : p_(o.p_), n_(o.n_), cap_(o.cap_) {
    o.p_ = nullptr;
    o.n_ = o.cap_ = 0;
  }
  template <typename U, typename A>
  device_vector(const std::vector<U, A> &v) : p_(nullptr), n_(0), cap_(0) {
    assign(v.begin(), v.end());
  }
  template <typename U, typename A>
  device_vector(const device_vector<U, A> &o) : p_(nullptr), n_(0), cap_(0) {
    std::vector<U> h(o.size());
    if (!h.empty())
      __ultima::check(cudaMemcpy(h.data(), raw_pointer_cast(o.data()), h.size() * sizeof(U),
                                 cudaMemcpyDeviceToHost),
                      "device_vector copy");
    assign(h.begin(), h.end());
  }
  template <typename It, typename = typename std::enable_if<!std::is_integral<It>::value>::type>
  device_vector(It first, It last) : p_(nullptr), n_(0), cap_(0) {
    assign(first, last);
  }
  device_vector(std::initializer_list<T> l) : p_(nullptr), n_(0), cap_(0) {
    assign(l.begin(), l.end());
  }
  ~device_vector() {
    if (p_)
      cudaFree(p_);
  }

  device_vector &operator=(const device_vector &o) {
    if (this != &o)
      assign_device(o.p_, o.n_);
    return *this;
  }
  device_vector &operator=(device_vector &&o) {
    swap(o);
    return *this;
  }
  template <typename U, typename A> device_vector &operator=(const std::vector<U, A> &v) {
    assign(v.begin(), v.end());
    return *this;
  }
  template <typename U, typename A> device_vector &operator=(const device_vector<U, A> &o) {
    device_vector t(o);
    swap(t);
    return *this;
  }

  size_type size() const { return n_; }
  bool empty() const { return n_ == 0; }
  size_type capacity() const { return cap_; }
  size_type max_size() const { return (size_type)-1 / sizeof(T); }
  iterator begin() { return iterator(p_); }
  iterator end() { return iterator(p_ + n_); }
  const_iterator begin() const { return const_iterator(p_); }
  const_iterator end() const { return const_iterator(p_ + n_); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  pointer data() { return pointer(p_); }
  const_pointer data() const { return const_pointer(p_); }
  reference operator[](size_type i) { return reference(p_ + i); }
  const_reference operator[](size_type i) const { return const_reference(p_ + i); }
  reference front() { return reference(p_); }
  reference back() { return reference(p_ + n_ - 1); }
  const_reference front() const { return const_reference(p_); }
  const_reference back() const { return const_reference(p_ + n_ - 1); }

  void reserve(size_type n) {
    if (n <= cap_)
      return;
    T *q = nullptr;
    __ultima::check(cudaMalloc((void **)&q, n * sizeof(T)), "device_vector allocation");
    if (n_ > 0)
      __ultima::check(cudaMemcpy(q, p_, n_ * sizeof(T), cudaMemcpyDeviceToDevice),
                      "device_vector reallocation");
    if (p_)
      cudaFree(p_);
    p_ = q;
    cap_ = n;
  }
  void resize(size_type n) { resize(n, T()); }
  void resize(size_type n, const T &value) {
    if (n > n_) {
      reserve(n > 2 * cap_ ? n : 2 * cap_);
      std::vector<T> fill(n - n_, value);
      __ultima::check(cudaMemcpy(p_ + n_, fill.data(), fill.size() * sizeof(T),
                                 cudaMemcpyHostToDevice),
                      "device_vector resize");
    }
    n_ = n;
  }
  void clear() { n_ = 0; }
  void shrink_to_fit() {
    if (cap_ == n_)
      return;
    device_vector t(*this);
    swap(t);
  }
  void push_back(const T &value) { resize(n_ + 1, value); }
  void pop_back() {
    if (n_ > 0)
      --n_;
  }
  void swap(device_vector &o) {
    std::swap(p_, o.p_);
    std::swap(n_, o.n_);
    std::swap(cap_, o.cap_);
  }
  void assign(size_type n, const T &value) {
    clear();
    resize(n, value);
  }
  template <typename It, typename = typename std::enable_if<!std::is_integral<It>::value>::type>
  void assign(It first, It last) {
    assign_from(first, last, __ultima::is_device<It>());
  }

private:
  template <typename It> void assign_from(It first, It last, std::true_type) {
    std::vector<typename __ultima::value_of<It>::type> h(last - first);
    if (!h.empty())
      __ultima::check(cudaMemcpy(h.data(), __ultima::raw(first), h.size() * sizeof(h[0]),
                                 cudaMemcpyDeviceToHost),
                      "device_vector copy");
    assign_from(h.begin(), h.end(), std::false_type());
  }
  template <typename It> void assign_from(It first, It last, std::false_type) {
    std::vector<T> h(first, last);
    clear();
    reserve(h.size());
    n_ = h.size();
    if (n_ > 0)
      __ultima::check(cudaMemcpy(p_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice),
                      "device_vector copy");
  }
  void assign_device(const T *src, size_type n) {
    clear();
    reserve(n);
    n_ = n;
    if (n > 0)
      __ultima::check(cudaMemcpy(p_, src, n * sizeof(T), cudaMemcpyDeviceToDevice),
                      "device_vector copy");
  }

  T *p_;
  size_type n_, cap_;
};

template <typename T, typename Alloc = std::allocator<T>>
class host_vector : public std::vector<T, Alloc> {
  typedef std::vector<T, Alloc> base;

public:
  using base::base;
  host_vector() {}
  host_vector(const base &v) : base(v) {}
  template <typename U, typename A> host_vector(const device_vector<U, A> &d) {
    *this = d;
  }
  template <typename U, typename A> host_vector &operator=(const device_vector<U, A> &d) {
    std::vector<U> h(d.size());
    if (!h.empty())
      __ultima::check(cudaMemcpy(h.data(), raw_pointer_cast(d.data()), h.size() * sizeof(U),
                                 cudaMemcpyDeviceToHost),
                      "host_vector copy");
    this->assign(h.begin(), h.end());
    return *this;
  }
};

} // namespace thrust
