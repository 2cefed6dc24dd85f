/*===- omp.h - the OpenMP runtime, for host code ---------------------------===*\
 *
 * Host programs (benchmarks timing with omp_get_wtime, CPU reference loops)
 * include <omp.h>. The system's header is used when there is one; otherwise
 * the common OpenMP runtime functions are declared here (OpenMP API, section
 * "Runtime Library Routines"). Host code is never emitted, and `#pragma omp`
 * is ignored: ultima parses without -fopenmp.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_OMP_H
#define __ULTIMA_OMP_H
#if __has_include_next(<omp.h>)
#include_next <omp.h>
#else
typedef struct __ultima_omp_lock {
  void *__impl;
} omp_lock_t;
typedef struct __ultima_omp_nest_lock {
  void *__impl;
} omp_nest_lock_t;
extern "C" {
void omp_set_num_threads(int num_threads);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
void omp_set_dynamic(int dynamic_threads);
int omp_get_dynamic(void);
void omp_set_nested(int nested);
int omp_get_nested(void);
double omp_get_wtime(void);
double omp_get_wtick(void);
void omp_init_lock(omp_lock_t *lock);
void omp_destroy_lock(omp_lock_t *lock);
void omp_set_lock(omp_lock_t *lock);
void omp_unset_lock(omp_lock_t *lock);
int omp_test_lock(omp_lock_t *lock);
void omp_init_nest_lock(omp_nest_lock_t *lock);
void omp_destroy_nest_lock(omp_nest_lock_t *lock);
void omp_set_nest_lock(omp_nest_lock_t *lock);
void omp_unset_nest_lock(omp_nest_lock_t *lock);
int omp_test_nest_lock(omp_nest_lock_t *lock);
}
#endif
#endif
