// Shared by the PNG readers and the writer: libpng's error plumbing, reading from memory with Cairo's
// transforms, and Cairo's premultiplication.
#ifndef CPLUMB_PNG_COMMON_H
#define CPLUMB_PNG_COMMON_H

#include "CPlumbSupport.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

typedef struct plumb_png_error_context {
  jmp_buf jump;
  plumb_png_status *status;
} plumb_png_error_context;

static inline void plumb_png_fail(plumb_png_status *status, const char *message) {
  status->failed = 1;
  snprintf(status->message, PLUMB_PNG_MESSAGE_SIZE, "%s", message);
}

static void plumb_png_error(png_structp png, png_const_charp message) {
  plumb_png_error_context *context = (plumb_png_error_context *)png_get_error_ptr(png);
  plumb_png_fail(context->status, message);
  longjmp(context->jump, 1);
}

static void plumb_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// `color × alpha / 255` rounded as Cairo's PNG reader does.
static inline uint32_t plumb_multiply_alpha(uint32_t alpha, uint32_t color) {
  uint32_t temp = alpha * color + 0x80;
  return (temp + (temp >> 8)) >> 8;
}

/// Straight R G B A bytes (in place) to premultiplied ARGB32 words, as Cairo's reader makes them.
static inline void plumb_premultiply_rgba(uint8_t *bytes, size_t count) {
  uint32_t *words = (uint32_t *)bytes;
  for (size_t i = 0; i < count; i++) {
    const uint8_t *p = bytes + 4 * i;
    uint32_t red = p[0], green = p[1], blue = p[2], alpha = p[3];
    if (alpha == 0) {
      words[i] = 0;
    } else {
      if (alpha != 0xFF) {
        red = plumb_multiply_alpha(alpha, red);
        green = plumb_multiply_alpha(alpha, green);
        blue = plumb_multiply_alpha(alpha, blue);
      }
      words[i] = alpha << 24 | red << 16 | green << 8 | blue;
    }
  }
}

/// Feeds libpng from memory; reading past the end is a truncated file.
typedef struct plumb_png_source {
  const uint8_t *data;
  size_t size;
  size_t position;
} plumb_png_source;

static inline void plumb_png_source_read(png_structp png, png_bytep target, size_t length) {
  plumb_png_source *source = (plumb_png_source *)png_get_io_ptr(png);
  if (source->position + length > source->size) png_error(png, "truncated PNG data");
  memcpy(target, source->data + source->position, length);
  source->position += length;
}

/// Reads the header of the PNG behind `png` and sets up Cairo's reading transforms: 8-bit straight RGBA
/// rows of `width` pixels whatever the colour type and depth. Returns the number of interlace passes.
static inline int plumb_png_begin_rgba8(png_structp png, png_infop info, int width, int height) {
  png_read_info(png, info);
  png_uint_32 w, h;
  int depth, color, interlace;
  png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
  if ((int)w != width || (int)h != height) png_error(png, "size differs from the IHDR read before");
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_strip_16(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after transforms");
  return passes;
}

#endif
