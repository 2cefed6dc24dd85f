// An entry point that takes the lock by hand (checked by cudart-entry-points.test).
extern "C" {
cudaError_t cudaForwarded(int *p) { return cudaGood(p); }
cudaError_t cudaGood(int *p) {
  return apiCall([&] { *p = 1; });
}
cudaError_t cudaByHand(int *p) {
  std::lock_guard<std::recursive_mutex> lock(Context::get().mutex);
  *p = 2;
  return cudaSuccess;
}
}
