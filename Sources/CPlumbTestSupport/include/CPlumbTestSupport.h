// What only tests and benchmarks need from C: a JPEG encoder that makes image fixtures (Plumb itself never
// writes JPEG, so it is not part of any product).
#ifndef CPLUMB_TEST_SUPPORT_H
#define CPLUMB_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include "CPlumbSupport.h"

/// Encodes B G R X pixels as a baseline JPEG at `quality` (1…100) into a malloc'd buffer (`*output`,
/// `*output_size`), to be released with `plumb_jpeg_free`. Deterministic.
void plumb_jpeg_encode(const uint8_t *pixels, size_t stride, int width, int height, int quality,
                       uint8_t **output, size_t *output_size, plumb_jpeg_status *status);

/// Frees a buffer from `plumb_jpeg_encode`.
void plumb_jpeg_free(uint8_t *buffer);

#endif
