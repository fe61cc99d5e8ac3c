// Reduced decoding: a PNG (or any rows of premultiplied pixels) averaged down by a whole factor while it
// is read, so a large picture drawn small never exists at full size in memory.
#include "CPlumbSupport.h"
#include "png_common.h"

#include <stdlib.h>
#include <string.h>

/// Sums of one band of `reduction` source rows, per output pixel and channel.
typedef struct plumb_reducer {
  int width, height, reduction, out_width;
  uint32_t *sums;        // out_width × 4 (A, R, G, B)
  uint8_t *target;       // output rows
  size_t target_stride;  // bytes per output row
  int row;               // source rows added so far
} plumb_reducer;

int plumb_reduced_length(int length, int reduction) {
  if (length <= 0 || reduction <= 0) return 0;
  return (int)(((long long)length + reduction - 1) / reduction);
}

static int plumb_reducer_begin(plumb_reducer *reducer, int width, int height, int reduction, uint8_t *target,
                               size_t target_stride) {
  reducer->width = width;
  reducer->height = height;
  reducer->reduction = reduction;
  reducer->out_width = plumb_reduced_length(width, reduction);
  reducer->target = target;
  reducer->target_stride = target_stride;
  reducer->row = 0;
  reducer->sums = calloc((size_t)reducer->out_width * 4, sizeof(uint32_t));
  return reducer->sums != NULL;
}

/// Writes the band's means (rounded half up) as one output row and clears the sums.
static void plumb_reducer_emit(plumb_reducer *reducer, int band_rows) {
  uint32_t *out = (uint32_t *)(reducer->target + (size_t)((reducer->row - 1) / reducer->reduction) * reducer->target_stride);
  for (int x = 0; x < reducer->out_width; x++) {
    int columns = reducer->width - x * reducer->reduction;
    if (columns > reducer->reduction) columns = reducer->reduction;
    uint32_t count = (uint32_t)(columns * band_rows), *sum = reducer->sums + 4 * x;
    uint32_t a = (sum[0] + count / 2) / count, r = (sum[1] + count / 2) / count;
    uint32_t g = (sum[2] + count / 2) / count, b = (sum[3] + count / 2) / count;
    out[x] = a << 24 | r << 16 | g << 8 | b;
    sum[0] = sum[1] = sum[2] = sum[3] = 0;
  }
}

/// Adds one source row of premultiplied ARGB32 words; emits an output row when a band is complete.
static void plumb_reducer_add(plumb_reducer *reducer, const uint32_t *row) {
  for (int x = 0; x < reducer->width; x++) {
    uint32_t word = row[x], *sum = reducer->sums + 4 * (x / reducer->reduction);
    sum[0] += word >> 24;
    sum[1] += (word >> 16) & 0xFF;
    sum[2] += (word >> 8) & 0xFF;
    sum[3] += word & 0xFF;
  }
  reducer->row++;
  if (reducer->row % reducer->reduction == 0) {
    plumb_reducer_emit(reducer, reducer->reduction);
  } else if (reducer->row == reducer->height) {
    plumb_reducer_emit(reducer, reducer->row % reducer->reduction);
  }
}

void plumb_reduce_pixels(const uint32_t *pixels, size_t stride, int width, int height, int reduction, uint8_t *target,
                         size_t target_stride, plumb_png_status *status) {
  status->failed = 0;
  plumb_reducer reducer;
  if (!plumb_reducer_begin(&reducer, width, height, reduction, target, target_stride)) {
    plumb_png_fail(status, "out of memory for the reduction sums");
    return;
  }
  for (int y = 0; y < height; y++) plumb_reducer_add(&reducer, (const uint32_t *)((const uint8_t *)pixels + (size_t)y * stride));
  free(reducer.sums);
}

/// What a reduced decode holds that must be freed however it ends (libpng errors longjmp out).
typedef struct plumb_reduce_resources {
  uint8_t *row;
  uint8_t *whole;
  plumb_reducer reducer;
} plumb_reduce_resources;

static void plumb_reduce_resources_free(plumb_reduce_resources *resources) {
  free(resources->row);
  free(resources->whole);
  free(resources->reducer.sums);
  free(resources);
}

void plumb_png_decode_reduced(const uint8_t *data, size_t size, int width, int height, int reduction, uint8_t *target,
                              size_t target_stride, plumb_png_status *status) {
  status->failed = 0;
  if (reduction < 1 || reduction > 64) {
    plumb_png_fail(status, "reduction out of range (1…64)");
    return;
  }
  plumb_png_error_context context = {.status = status};
  plumb_png_source source = {.data = data, .size = size, .position = 0};
  // volatile: read again after longjmp.
  plumb_reduce_resources *volatile resources = calloc(1, sizeof(plumb_reduce_resources));
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, plumb_png_error, plumb_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info || !resources) {
    png_destroy_read_struct(&png, &info, NULL);
    free(resources);
    plumb_png_fail(status, "png_create_read_struct failed");
    return;
  }
  if (setjmp(context.jump)) {
    png_destroy_read_struct(&png, &info, NULL);
    plumb_reduce_resources_free(resources);
    return;
  }
  png_set_read_fn(png, &source, plumb_png_source_read);
  int passes = plumb_png_begin_rgba8(png, info, width, height);
  if (!plumb_reducer_begin(&resources->reducer, width, height, reduction, target, target_stride)) {
    png_error(png, "out of memory for the reduction sums");
  }
  size_t row_bytes = (size_t)width * 4;
  if (passes == 1) {
    // One row at a time: the full picture is never held.
    resources->row = malloc(row_bytes);
    if (!resources->row) png_error(png, "out of memory for a row");
    for (int y = 0; y < height; y++) {
      png_read_row(png, resources->row, NULL);
      plumb_premultiply_rgba(resources->row, (size_t)width);
      plumb_reducer_add(&resources->reducer, (const uint32_t *)resources->row);
    }
  } else {
    // Adam7 fills every row over seven passes, so an interlaced picture is read whole first.
    resources->whole = malloc(row_bytes * (size_t)height);
    if (!resources->whole) png_error(png, "out of memory for an interlaced picture");
    for (int pass = 0; pass < passes; pass++) {
      for (int y = 0; y < height; y++) png_read_row(png, resources->whole + (size_t)y * row_bytes, NULL);
    }
    for (int y = 0; y < height; y++) {
      uint8_t *row = resources->whole + (size_t)y * row_bytes;
      plumb_premultiply_rgba(row, (size_t)width);
      plumb_reducer_add(&resources->reducer, (const uint32_t *)row);
    }
  }
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  plumb_reduce_resources_free(resources);
}
