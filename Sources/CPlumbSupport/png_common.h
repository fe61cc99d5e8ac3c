// Shared by the PNG reader and writer: libpng's error plumbing and Cairo's premultiplication.
#ifndef CPLUMB_PNG_COMMON_H
#define CPLUMB_PNG_COMMON_H

#include "CPlumbSupport.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>

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

#endif
