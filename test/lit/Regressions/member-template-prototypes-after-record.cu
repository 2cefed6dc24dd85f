// Member template specialisations of a class template, instantiated with a
// record declared after the class, follow that record; one calling another
// (CUB's `Reduce(op)` calling its private `reduce_(op, n)`) needs the
// callee's prototype first.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> struct Reducer {
  template <typename Op> __device__ T reduce(T a, T b, Op op) { return reduce_(a, b, op, 2); }

private:
  template <typename Op> __device__ T reduce_(T a, T b, Op op, int n) {
    return n > 1 ? op(a, b) : a;
  }
};

struct Item {
  int v;
};
struct Larger {
  __device__ Item operator()(const Item &a, const Item &b) const { return a.v < b.v ? b : a; }
};

// CHECK: struct Larger {
// CHECK: Item Reducer_Item_reduce_Larger({{.*}});
// CHECK: Item Reducer_Item_reduce__Larger({{.*}});
// CHECK: Item Reducer_Item_reduce_Larger({{.*}} op)
// CHECK-NEXT: {
// CHECK-NEXT: return Reducer_Item_reduce__Larger(this, a, b, op, 2);
__global__ void k(Item *items) {
  Reducer<Item> r;
  items[0] = r.reduce(items[1], items[2], Larger());
}
