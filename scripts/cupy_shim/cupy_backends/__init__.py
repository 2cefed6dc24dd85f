"""cupy_backends stand-in (scripts/cupy_shim): test_raw.py imports NVRTC's
version query from it."""
