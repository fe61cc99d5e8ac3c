// PNG writing with libdeflate: Plumb's own row filtering and chunk framing around libdeflate's zlib
// compressor, which is two to three times faster than zlib at the same ratio on screen pictures
// (measured in docs/png.md). The bytes depend only on the pixels and the settings.
#include "CPlumbSupport.h"
#include "png_rows.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { PLUMB_FILTER_NONE = 0, PLUMB_FILTER_SUB = 1, PLUMB_FILTER_UP = 2, PLUMB_FILTER_AVERAGE = 3, PLUMB_FILTER_PAETH = 4 };

static void plumb_deflate_fail(plumb_png_status *status, const char *message) {
  status->failed = 1;
  snprintf(status->message, PLUMB_PNG_MESSAGE_SIZE, "%s", message);
}

/// One row of premultiplied ARGB32 as R G B bytes (opaque) or straight R G B A bytes.
static void plumb_deflate_row_bytes(const uint32_t *source, uint8_t *target, int width, int opaque) {
  if (!opaque) {
    plumb_png_unpremultiply_row(source, target, width);
    return;
  }
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    target[3 * x] = (uint8_t)(pixel >> 16);
    target[3 * x + 1] = (uint8_t)(pixel >> 8);
    target[3 * x + 2] = (uint8_t)pixel;
  }
}

static inline uint8_t plumb_paeth(int a, int b, int c) {
  int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

/// Filters `row` (with `previous`, or NULL on the first row) by `type` into `out`.
static void plumb_filter_row(int type, const uint8_t *row, const uint8_t *previous, size_t length, int bpp, uint8_t *out) {
  switch (type) {
  case PLUMB_FILTER_NONE:
    memcpy(out, row, length);
    break;
  case PLUMB_FILTER_SUB:
    for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - (i >= (size_t)bpp ? row[i - bpp] : 0));
    break;
  case PLUMB_FILTER_UP:
    for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - previous[i]);
    break;
  case PLUMB_FILTER_AVERAGE:
    for (size_t i = 0; i < length; i++) {
      int left = i >= (size_t)bpp ? row[i - bpp] : 0;
      out[i] = (uint8_t)(row[i] - ((left + previous[i]) >> 1));
    }
    break;
  default:
    for (size_t i = 0; i < length; i++) {
      int left = i >= (size_t)bpp ? row[i - bpp] : 0, upperLeft = i >= (size_t)bpp ? previous[i - bpp] : 0;
      out[i] = (uint8_t)(row[i] - plumb_paeth(left, previous[i], upperLeft));
    }
  }
}

/// The magnitude of a filtered byte read as signed (0…128), libpng's measure of how well it compresses.
static inline uint32_t plumb_magnitude(uint8_t byte) {
  int8_t value = (int8_t)byte;
  return (uint32_t)(value < 0 ? -value : value);
}

/// libpng's heuristic: the sum of the filtered bytes taken as signed magnitudes (smaller compresses
/// better). Summed in 32-bit blocks of 4,096 bytes (at most 128 × 4,096 each), which the compiler
/// vectorises, then added up.
static uint64_t plumb_filter_cost(const uint8_t *bytes, size_t length) {
  uint64_t sum = 0;
  for (size_t start = 0; start < length; start += 4096) {
    size_t end = start + 4096 < length ? start + 4096 : length;
    uint32_t block = 0;
    for (size_t i = start; i < end; i++) block += plumb_magnitude(bytes[i]);
    sum += block;
  }
  return sum;
}

static void plumb_put_u32(uint8_t *target, uint32_t value) {
  target[0] = (uint8_t)(value >> 24);
  target[1] = (uint8_t)(value >> 16);
  target[2] = (uint8_t)(value >> 8);
  target[3] = (uint8_t)value;
}

/// Writes one chunk (length, type, data, CRC) at `target`; returns the bytes written.
static size_t plumb_put_chunk(uint8_t *target, const char *type, const uint8_t *data, size_t length) {
  plumb_put_u32(target, (uint32_t)length);
  memcpy(target + 4, type, 4);
  if (length && data != target + 8) memmove(target + 8, data, length);
  uint32_t crc = (uint32_t)crc32(0, target + 4, (uInt)(length + 4));
  plumb_put_u32(target + 8 + length, crc);
  return 12 + length;
}

void plumb_png_encode_deflate(const uint32_t *pixels, int width, int height, int level, int filters,
                              uint8_t **output, size_t *output_size, plumb_png_status *status) {
  *output = NULL;
  *output_size = 0;
  status->failed = 0;
  status->message[0] = 0;
  if (width <= 0 || height <= 0) {
    plumb_deflate_fail(status, "empty picture");
    return;
  }
  if (level < 0 || level > 12) {
    plumb_deflate_fail(status, "libdeflate level must be 0…12");
    return;
  }
  int opaque = plumb_png_opaque(pixels, (size_t)width * (size_t)height);
  int bpp = opaque ? 3 : 4;
  size_t stride = (size_t)width * (size_t)bpp;
  if (stride + 1 > (SIZE_MAX / 2) / (size_t)height) {
    plumb_deflate_fail(status, "picture too large to encode");
    return;
  }
  // The allowed filters, in libpng's mask bits (NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80).
  int allowed[5], allowedCount = 0;
  for (int type = 0; type < 5; type++) if (filters & (0x08 << type)) allowed[allowedCount++] = type;
  if (allowedCount == 0) allowed[allowedCount++] = PLUMB_FILTER_NONE;

  size_t filteredSize = (stride + 1) * (size_t)height;
  uint8_t *filtered = malloc(filteredSize);
  uint8_t *rows = malloc(stride * 2);
  uint8_t *candidate = allowedCount > 1 ? malloc(stride) : NULL;
  struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
  uint8_t *file = NULL;
  if (!filtered || !rows || (allowedCount > 1 && !candidate) || !compressor) {
    plumb_deflate_fail(status, "out of memory");
    goto done;
  }
  for (int y = 0; y < height; y++) {
    uint8_t *current = rows + (size_t)(y & 1) * stride;
    const uint8_t *previous = y ? rows + (size_t)((y & 1) ^ 1) * stride : NULL;
    plumb_deflate_row_bytes(pixels + (size_t)y * (size_t)width, current, width, opaque);
    uint8_t *out = filtered + (size_t)y * (stride + 1);
    // On the first row Up, Average and Paeth see a zero row: only None and Sub make sense there.
    int best = allowed[0];
    if (y > 0 && filters == (0x08 | 0x20)) {
      // None or Up, the standard choice: both costs in one pass, then only the winner is written.
      uint64_t none = 0, up = 0;
      for (size_t start = 0; start < stride; start += 4096) {
        size_t end = start + 4096 < stride ? start + 4096 : stride;
        uint32_t blockNone = 0, blockUp = 0;
        for (size_t i = start; i < end; i++) {
          blockNone += plumb_magnitude(current[i]);
          blockUp += plumb_magnitude((uint8_t)(current[i] - previous[i]));
        }
        none += blockNone;
        up += blockUp;
      }
      best = up < none ? PLUMB_FILTER_UP : PLUMB_FILTER_NONE;
      plumb_filter_row(best, current, previous, stride, bpp, out + 1);
    } else if (allowedCount == 1 || (y == 0 && !(filters & 0x10))) {
      best = (y == 0 && best != PLUMB_FILTER_SUB) ? PLUMB_FILTER_NONE : best;
      plumb_filter_row(best, current, previous, stride, bpp, out + 1);
    } else {
      uint64_t bestCost = UINT64_MAX;
      for (int k = 0; k < allowedCount; k++) {
        int type = allowed[k];
        if (y == 0 && type != PLUMB_FILTER_NONE && type != PLUMB_FILTER_SUB) continue;
        plumb_filter_row(type, current, previous, stride, bpp, candidate);
        uint64_t cost = plumb_filter_cost(candidate, stride);
        if (cost < bestCost) {
          bestCost = cost;
          best = type;
          memcpy(out + 1, candidate, stride);
        }
      }
    }
    out[0] = (uint8_t)best;
  }

  size_t bound = libdeflate_zlib_compress_bound(compressor, filteredSize);
  // signature 8, IHDR 25, IDAT 12 + data, IEND 12
  file = malloc(8 + 25 + 12 + bound + 12);
  if (!file) {
    plumb_deflate_fail(status, "out of memory");
    goto done;
  }
  static const uint8_t signature[8] = {0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A};
  memcpy(file, signature, 8);
  size_t position = 8;
  uint8_t header[13];
  plumb_put_u32(header, (uint32_t)width);
  plumb_put_u32(header + 4, (uint32_t)height);
  header[8] = 8;                  // bit depth
  header[9] = opaque ? 2 : 6;     // colour type: RGB or RGBA
  header[10] = header[11] = header[12] = 0;   // deflate, adaptive filtering, no interlace
  position += plumb_put_chunk(file + position, "IHDR", header, 13);
  size_t compressed = libdeflate_zlib_compress(compressor, filtered, filteredSize, file + position + 8, bound);
  if (compressed == 0 || compressed > 0x7FFFFFFFu) {
    plumb_deflate_fail(status, "libdeflate_zlib_compress failed");
    free(file);
    file = NULL;
    goto done;
  }
  position += plumb_put_chunk(file + position, "IDAT", file + position + 8, compressed);
  position += plumb_put_chunk(file + position, "IEND", NULL, 0);
  *output = file;
  *output_size = position;
done:
  if (compressor) libdeflate_free_compressor(compressor);
  free(candidate);
  free(rows);
  free(filtered);
}
