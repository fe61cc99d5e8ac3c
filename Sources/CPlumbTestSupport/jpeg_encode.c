// JPEG encoding with libjpeg-turbo, for test fixtures; errors longjmp back here like the decoder's.
#include "CPlumbTestSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct plumb_encode_error_manager {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  plumb_jpeg_status *status;
} plumb_encode_error_manager;

static void plumb_encode_error_exit(j_common_ptr info) {
  plumb_encode_error_manager *manager = (plumb_encode_error_manager *)info->err;
  manager->status->failed = 1;
  (*info->err->format_message)(info, manager->status->message);
  longjmp(manager->jump, 1);
}

void plumb_jpeg_encode(const uint8_t *pixels, size_t stride, int width, int height, int quality,
                       uint8_t **output, size_t *output_size, plumb_jpeg_status *status) {
  struct jpeg_compress_struct info;
  plumb_encode_error_manager manager;
  unsigned char *buffer = NULL;
  unsigned long size = 0;
  memset(status, 0, sizeof *status);
  memset(&info, 0, sizeof info);
  *output = NULL;
  *output_size = 0;
  manager.status = status;
  info.err = jpeg_std_error(&manager.base);
  manager.base.error_exit = plumb_encode_error_exit;
  if (setjmp(manager.jump) == 0) {
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
      JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
      jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    *output = buffer;
    *output_size = size;
    buffer = NULL;
  }
  jpeg_destroy_compress(&info);
  free(buffer);
}

void plumb_jpeg_free(uint8_t *buffer) { free(buffer); }
