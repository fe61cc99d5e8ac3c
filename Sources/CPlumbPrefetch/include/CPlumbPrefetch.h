// A cache hint for PlumbSolver, which Swift cannot express: `__builtin_prefetch` asks the CPU to
// start loading memory that will be read soon. It never changes a result; on a large tableau it
// lets the loads of the next row overlap the work on the current one.
#ifndef CPLUMB_PREFETCH_H
#define CPLUMB_PREFETCH_H

#include <stddef.h>

/// Asks the CPU to bring the `bytes` bytes from `start` into its caches (a hint; `start` may be
/// NULL when `bytes` is 0).
///
///     plumb_prefetch_range(buffer, 4096);   // 64 prefetches, one per cache line
static inline void plumb_prefetch_range(const void *start, size_t bytes) {
  const char *p = (const char *)start;
  for (size_t i = 0; i < bytes; i += 64) __builtin_prefetch(p + i, 0, 2);
}

#endif
