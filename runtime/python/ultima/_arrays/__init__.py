"""The package's upper layer: ultima.ndarray and what runs kernels on it
(assignment, operators, reductions), the creation functions, and the kernel
classes ultima exports (kernels), all built on ultima._kernels, which never
imports this layer.
"""
