// PNG reading with libpng and with libspng; both give Cairo's premultiplied ARGB32 words exactly.
#include "CPlumbSupport.h"
#include "png_common.h"

#include <spng.h>
#include <string.h>

void plumb_png_dimensions(const uint8_t *data, size_t size, int *width, int *height, plumb_png_status *status) {
  status->failed = 0;
  *width = *height = 0;
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  if (size < 33 || memcmp(data, signature, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) {
    plumb_png_fail(status, "not a PNG file (no signature and IHDR)");
    return;
  }
  uint32_t w = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 | data[19];
  uint32_t h = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 | data[23];
  if (w == 0 || h == 0 || w > 32767 || h > 32767) {
    plumb_png_fail(status, "picture size out of range (1…32767 pixels a side)");
    return;
  }
  *width = (int)w;
  *height = (int)h;
}

void plumb_png_decode_libpng(const uint8_t *data, size_t size, uint32_t *pixels, int width, int height,
                             plumb_png_status *status) {
  status->failed = 0;
  plumb_png_error_context context = {.status = status};
  plumb_png_source source = {.data = data, .size = size, .position = 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, plumb_png_error, plumb_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_read_struct(&png, &info, NULL);
    plumb_png_fail(status, "png_create_read_struct failed");
    return;
  }
  if (setjmp(context.jump)) {
    png_destroy_read_struct(&png, &info, NULL);
    return;
  }
  png_set_read_fn(png, &source, plumb_png_source_read);
  int passes = plumb_png_begin_rgba8(png, info, width, height);
  // Interlaced pictures come in several passes over the same rows, each filling in more pixels.
  for (int pass = 0; pass < passes; pass++) {
    for (int y = 0; y < height; y++) png_read_row(png, (png_bytep)(pixels + (size_t)y * (size_t)width), NULL);
  }
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  plumb_premultiply_rgba((uint8_t *)pixels, (size_t)width * (size_t)height);
}

void plumb_png_decode_spng(const uint8_t *data, size_t size, uint32_t *pixels, int width, int height,
                           plumb_png_status *status) {
  status->failed = 0;
  spng_ctx *ctx = spng_ctx_new(0);
  if (!ctx) {
    plumb_png_fail(status, "spng_ctx_new failed");
    return;
  }
  int error = spng_set_png_buffer(ctx, data, size);
  struct spng_ihdr ihdr;
  if (!error) error = spng_get_ihdr(ctx, &ihdr);
  if (!error && ((int)ihdr.width != width || (int)ihdr.height != height)) {
    spng_ctx_free(ctx);
    plumb_png_fail(status, "size differs from the IHDR read before");
    return;
  }
  size_t needed = 0;
  if (!error) error = spng_decoded_image_size(ctx, SPNG_FMT_RGBA8, &needed);
  if (!error && needed != (size_t)width * (size_t)height * 4) {
    spng_ctx_free(ctx);
    plumb_png_fail(status, "unexpected decoded size");
    return;
  }
  if (!error) error = spng_decode_image(ctx, pixels, needed, SPNG_FMT_RGBA8, SPNG_DECODE_TRNS);
  spng_ctx_free(ctx);
  if (error) {
    plumb_png_fail(status, spng_strerror(error));
    return;
  }
  plumb_premultiply_rgba((uint8_t *)pixels, (size_t)width * (size_t)height);
}
