// Shared by both PNG writers: Cairo's premultiplied ARGB32 words as PNG sample bytes.
#ifndef CPLUMB_PNG_ROWS_H
#define CPLUMB_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Whether every pixel has alpha 255.
static inline int plumb_png_opaque(const uint32_t *pixels, size_t count) {
  uint32_t all = 0xFF000000u;
  for (size_t i = 0; i < count; i++) all &= pixels[i];
  return (all & 0xFF000000u) == 0xFF000000u;
}

/// One row of premultiplied ARGB32 as straight R G B A bytes, rounding as Cairo's writer does.
static inline void plumb_png_unpremultiply_row(const uint32_t *source, uint8_t *target, int width) {
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    uint32_t alpha = pixel >> 24;
    uint8_t *out = target + 4 * x;
    if (alpha == 0) {
      out[0] = out[1] = out[2] = out[3] = 0;
    } else {
      out[0] = (uint8_t)((((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha);
      out[1] = (uint8_t)((((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha);
      out[2] = (uint8_t)(((pixel & 0xFF) * 255 + alpha / 2) / alpha);
      out[3] = (uint8_t)alpha;
    }
  }
}

#endif
