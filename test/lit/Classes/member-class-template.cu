// A member class template's specialisations are structs nested in their
// class: each is printed before the class that declares it, with its member
// functions, whether the class is a template or not. Before, they were
// never emitted: a call of a member function was an internal error (callee
// not scheduled for emission) and a local of the type did not compile.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <int Width> struct Window {
  template <bool Clamped> struct Cursor {
    int pos, last;
    __device__ void reset() { pos = last = 0; }
    __device__ int step() {
      pos += Width;
      return Clamped && pos > last ? last : pos;
    }
  };
  // Only a field is used: the struct must still be declared.
  template <typename T> struct Pair { T a, b; };

  template <bool Clamped> __device__ int walk(int steps) {
    Cursor<Clamped> c;
    c.reset();
    c.last = 5 * Width;
    Pair<float> p;
    p.a = 0.5f;
    int s = 0;
    for (int i = 0; i < steps; ++i)
      s += c.step();
    return s + (int)(2 * p.a);
  }
};

struct Plain {
  template <int N> struct Buf {
    int v[N];
    __device__ void clear() {
      for (int i = 0; i < N; ++i)
        v[i] = 0;
    }
  };
};

__global__ void k(int *out) {
  Window<2> w;
  out[0] = w.walk<true>(out[1]);
  out[2] = w.walk<false>(out[3]);
  Plain::Buf<3> b;
  b.clear();
  out[4] = b.v[2];
}

// CHECK-LABEL: struct Window_Cursor_true {
// CHECK-NEXT:   int pos;
// CHECK-NEXT:   int last;
// CHECK-NEXT: };
// CHECK:      void Window_Cursor_true_reset(__private Window_Cursor_true *this)
// CHECK:      int Window_Cursor_true_step(__private Window_Cursor_true *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->pos += 2;
// CHECK-NEXT:   return true && this->pos > this->last ? this->last : this->pos;
// CHECK-NEXT: }
// CHECK-LABEL: struct Window_Cursor_false {
// CHECK:      int Window_Cursor_false_step(__private Window_Cursor_false *this)
// CHECK-LABEL: struct Window_Pair_float {
// CHECK-NEXT:   float a;
// CHECK-NEXT:   float b;
// CHECK-NEXT: };
// CHECK-LABEL: struct Window_2 {
// CHECK:      int Window_2_walk_true(__private Window_2 *this, int steps){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Window_Cursor_true c;
// CHECK-NEXT:   Window_Cursor_true_reset(&c);
// CHECK:        Window_Pair_float p;
// CHECK-LABEL: struct Plain_Buf_3 {
// CHECK-NEXT:   int v[3];
// CHECK-NEXT: };
// CHECK:      void Plain_Buf_3_clear(__private Plain_Buf_3 *this)
// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK:        Plain_Buf_3 b;
// CHECK-NEXT:   Plain_Buf_3_clear(&b);
