// C helpers for what Swift cannot call directly: libjpeg's error handling needs setjmp/longjmp,
// which must never cross Swift frames, so the whole decode runs here.
#ifndef CPLUMB_SUPPORT_H
#define CPLUMB_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#define PLUMB_JPEG_MESSAGE_SIZE 200

/// Result of a JPEG call: 0 on success; otherwise `message` holds libjpeg's text (or Plumb's).
typedef struct plumb_jpeg_status {
  int failed;
  char message[PLUMB_JPEG_MESSAGE_SIZE];
} plumb_jpeg_status;

/// Reads the header of the JPEG in `data` and reports its pixel size.
/// Never exits or crashes on corrupt input: errors come back in `status`.
void plumb_jpeg_dimensions(const uint8_t *data, size_t size, int *width, int *height, plumb_jpeg_status *status);

/// Decodes the JPEG in `data` into `pixels` (rows of `stride` bytes, B G R X per pixel, i.e. Cairo's
/// RGB24 on little-endian machines). `width`/`height` must be the values from `plumb_jpeg_dimensions`.
/// Warnings (e.g. a truncated file, "Premature end of JPEG file") are treated as errors.
void plumb_jpeg_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t stride, int width, int height,
                       plumb_jpeg_status *status);

/// Encodes B G R X pixels as a baseline JPEG at `quality` (1…100) into a malloc'd buffer (`*output`,
/// `*output_size`), to be released with `plumb_jpeg_free`. Used to make test fixtures; deterministic.
void plumb_jpeg_encode(const uint8_t *pixels, size_t stride, int width, int height, int quality,
                       uint8_t **output, size_t *output_size, plumb_jpeg_status *status);

/// Frees a buffer from `plumb_jpeg_encode`.
void plumb_jpeg_free(uint8_t *buffer);

#endif
