// PNG writing with libpng. libpng reports errors through its error function, which must not return:
// here it records the message and longjmps back to the encode call, which cleans up.
#include "CPlumbSupport.h"
#include "png_common.h"
#include "png_rows.h"

#include <stdlib.h>
#include <string.h>

/// The growing output buffer libpng writes into.
typedef struct plumb_png_sink {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
  int out_of_memory;
} plumb_png_sink;

static void plumb_png_sink_write(png_structp png, png_bytep data, size_t length) {
  plumb_png_sink *sink = (plumb_png_sink *)png_get_io_ptr(png);
  if (sink->size + length > sink->capacity) {
    size_t capacity = sink->capacity ? sink->capacity : 1 << 16;
    while (capacity < sink->size + length) capacity *= 2;
    uint8_t *grown = realloc(sink->bytes, capacity);
    if (!grown) {
      sink->out_of_memory = 1;
      png_error(png, "out of memory");
    }
    sink->bytes = grown;
    sink->capacity = capacity;
  }
  memcpy(sink->bytes + sink->size, data, length);
  sink->size += length;
}

static void plumb_png_sink_flush(png_structp png) { (void)png; }

void plumb_png_encode(const uint32_t *pixels, int width, int height, plumb_png_settings settings,
                      uint8_t **output, size_t *output_size, plumb_png_status *status) {
  *output = NULL;
  *output_size = 0;
  status->failed = 0;
  status->message[0] = 0;
  if (width <= 0 || height <= 0) {
    plumb_png_fail(status, "empty picture");
    return;
  }
  plumb_png_sink sink = {0};
  uint8_t *volatile row = NULL;
  plumb_png_error_context context = {.status = status};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, plumb_png_error, plumb_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_write_struct(&png, &info);
    plumb_png_fail(status, "png_create_write_struct failed");
    return;
  }
  if (setjmp(context.jump)) {
    png_destroy_write_struct(&png, &info);
    free(row);
    free(sink.bytes);
    return;
  }
  int opaque = plumb_png_opaque(pixels, (size_t)width * (size_t)height);
  png_set_write_fn(png, &sink, plumb_png_sink_write, plumb_png_sink_flush);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, settings.level);
  png_set_compression_strategy(png, settings.strategy);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
  // Fewer, larger IDAT chunks: less framing to write and to hash.
  png_set_compression_buffer_size(png, 1 << 17);
  png_write_info(png, info);
  if (opaque) {
    // B G R A bytes in memory (little-endian ARGB32): libpng swaps to R G B and drops the fourth byte.
    png_set_bgr(png);
    png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)width));
  } else {
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
      plumb_png_unpremultiply_row(pixels + (size_t)y * (size_t)width, row, width);
      png_write_row(png, row);
    }
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  *output = sink.bytes;
  *output_size = sink.size;
}

void plumb_png_free(uint8_t *buffer) { free(buffer); }
