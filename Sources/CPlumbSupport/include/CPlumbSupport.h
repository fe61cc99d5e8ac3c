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

/// Reads the header of the JPEG in `data` and reports the pixel size it decodes to at 1/`reduction`
/// (1, 2, 4 or 8: libjpeg's DCT scaling; each side rounded up). `reduction` 1 is the stored size.
/// Never exits or crashes on corrupt input: errors come back in `status`.
void plumb_jpeg_dimensions(const uint8_t *data, size_t size, int reduction, int *width, int *height,
                           plumb_jpeg_status *status);

/// Decodes the JPEG in `data` at 1/`reduction` into `pixels` (rows of `stride` bytes, B G R X per pixel,
/// i.e. Cairo's RGB24 on little-endian machines). `width`/`height` must be the values from
/// `plumb_jpeg_dimensions` for the same `reduction`.
/// Warnings (e.g. a truncated file, "Premature end of JPEG file") are treated as errors.
void plumb_jpeg_decode(const uint8_t *data, size_t size, int reduction, uint8_t *pixels, size_t stride, int width,
                       int height, plumb_jpeg_status *status);


// PNG with libpng (writing, reading) and libspng (reading), and XXH3-128 digests (libxxhash).
// Pixels are Cairo's: premultiplied ARGB32, one native-endian uint32 0xAARRGGBB per pixel, rows of
// `width` pixels with no padding. libpng reports errors by longjmp, which must never cross Swift
// frames, so every libpng call runs here.

#define PLUMB_PNG_MESSAGE_SIZE 200

/// Result of a PNG call: 0 on success; otherwise `message` holds the library's text (or Plumb's).
typedef struct plumb_png_status {
  int failed;
  char message[PLUMB_PNG_MESSAGE_SIZE];
} plumb_png_status;

/// How the PNG writer compresses: zlib `level` (0…9), zlib `strategy` (0 default, 1 filtered,
/// 2 Huffman only, 3 RLE) and libpng's `filters` mask (PNG_FILTER_NONE 0x08 … PNG_ALL_FILTERS 0xF8).
typedef struct plumb_png_settings {
  int level;
  int strategy;
  int filters;
} plumb_png_settings;

/// Encodes `pixels` as an 8-bit PNG (RGB when every pixel is opaque, else straight RGBA rounded as
/// Cairo's writer does) into a malloc'd buffer (`*output`, `*output_size`), released with
/// `plumb_png_free`. Writes only IHDR, IDAT and IEND: no time stamp, so equal pixels give equal bytes.
void plumb_png_encode(const uint32_t *pixels, int width, int height, plumb_png_settings settings,
                      uint8_t **output, size_t *output_size, plumb_png_status *status);

/// The same picture encoded by Plumb's own row filtering (`filters`: libpng's mask, the filter with the
/// smallest sum of signed magnitudes chosen per row) and libdeflate's zlib compressor at `level`
/// (0…12). Also IHDR, IDAT and IEND only; released with `plumb_png_free`.
void plumb_png_encode_deflate(const uint32_t *pixels, int width, int height, int level, int filters,
                              uint8_t **output, size_t *output_size, plumb_png_status *status);

/// Frees a buffer from `plumb_png_encode`.
void plumb_png_free(uint8_t *buffer);

/// Reads the IHDR of the PNG in `data`: its pixel size.
void plumb_png_dimensions(const uint8_t *data, size_t size, int *width, int *height, plumb_png_status *status);

/// Decodes the PNG in `data` with libpng into `pixels` (`width × height` words from
/// `plumb_png_dimensions`), premultiplied as Cairo's reader does. Any bit depth and colour type.
void plumb_png_decode_libpng(const uint8_t *data, size_t size, uint32_t *pixels, int width, int height,
                             plumb_png_status *status);

/// The same decode with libspng (same pixels, exactly).
void plumb_png_decode_spng(const uint8_t *data, size_t size, uint32_t *pixels, int width, int height,
                           plumb_png_status *status);

/// `length` divided by `reduction`, rounded up: the side of a reduced picture (0 for non-positive input).
int plumb_reduced_length(int length, int reduction);

/// Averages premultiplied ARGB32 `pixels` (`width × height`, rows of `stride` bytes) down by `reduction`
/// in each direction into `target` (rows of `target_stride` bytes, `plumb_reduced_length` pixels a side):
/// each output pixel is the mean, rounded half up, of its `reduction × reduction` block (fewer pixels at
/// the right and bottom edges).
void plumb_reduce_pixels(const uint32_t *pixels, size_t stride, int width, int height, int reduction, uint8_t *target,
                         size_t target_stride, plumb_png_status *status);

/// Decodes the PNG in `data` (`width × height` from `plumb_png_dimensions`) as `plumb_png_decode_libpng`
/// does and averages it down by `reduction` (1…64) into `target` as `plumb_reduce_pixels` does, one row
/// at a time: memory is one source row and one row of sums (an interlaced PNG is read whole first).
void plumb_png_decode_reduced(const uint8_t *data, size_t size, int width, int height, int reduction, uint8_t *target,
                              size_t target_stride, plumb_png_status *status);

/// XXH3-128 of `size` bytes: `digest[0]` the low, `digest[1]` the high 64 bits.
void plumb_digest128(const void *data, size_t size, uint64_t digest[2]);

/// XXH3-128 of a pixel picture: a header (`"ARGB32p"`, width and height as little-endian 32-bit)
/// followed by the pixels as little-endian 32-bit words.
void plumb_pixel_digest128(const uint32_t *pixels, int width, int height, uint64_t digest[2]);

/// zlib's CRC-32 of `size` bytes, continuing `crc` (start with 0).
uint32_t plumb_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// A new anonymous in-memory file (`memfd_create` with close-on-exec), readable by path as
/// `/proc/self/fd/N` while the descriptor is open; -1 with `errno` set on failure.
int plumb_memfd_create(const char *name);

#endif
