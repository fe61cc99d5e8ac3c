// JPEG decoding with libjpeg-turbo. libjpeg reports errors through `error_exit`, whose default calls
// exit(); here it longjmps back to the decode call, which cleans up and returns the message.
#include "CPlumbSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

typedef struct plumb_error_manager {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  plumb_jpeg_status *status;
} plumb_error_manager;

static void plumb_record_message(j_common_ptr info) {
  plumb_error_manager *manager = (plumb_error_manager *)info->err;
  manager->status->failed = 1;
  (*info->err->format_message)(info, manager->status->message);
}

static void plumb_error_exit(j_common_ptr info) {
  plumb_record_message(info);
  longjmp(((plumb_error_manager *)info->err)->jump, 1);
}

static void plumb_emit_message(j_common_ptr info, int level) {
  // level -1 is a warning about corrupt data (truncation, bad Huffman codes): treat it as an error.
  if (level < 0) plumb_error_exit(info);
}

static void plumb_fail(plumb_jpeg_status *status, const char *message) {
  status->failed = 1;
  snprintf(status->message, PLUMB_JPEG_MESSAGE_SIZE, "%s", message);
}

/// Sets up `info` reading `data`; returns 0 when the header is good.
static int plumb_begin(struct jpeg_decompress_struct *info, plumb_error_manager *manager, const uint8_t *data,
                       size_t size, int reduction) {
  info->err = jpeg_std_error(&manager->base);
  manager->base.error_exit = plumb_error_exit;
  manager->base.emit_message = plumb_emit_message;
  jpeg_create_decompress(info);
  jpeg_mem_src(info, data, (unsigned long)size);
  jpeg_read_header(info, TRUE);
  if (info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK) {
    plumb_fail(manager->status, "CMYK JPEGs are not supported");
    return 1;
  }
  if (reduction != 1 && reduction != 2 && reduction != 4 && reduction != 8) {
    plumb_fail(manager->status, "JPEG reduction must be 1, 2, 4 or 8");
    return 1;
  }
  // libjpeg scales in the DCT domain: 1/8 decodes only each block's mean, far less work than the full picture.
  info->scale_num = 1;
  info->scale_denom = (unsigned int)reduction;
  jpeg_calc_output_dimensions(info);
  return 0;
}

void plumb_jpeg_dimensions(const uint8_t *data, size_t size, int reduction, int *width, int *height,
                           plumb_jpeg_status *status) {
  struct jpeg_decompress_struct info;
  plumb_error_manager manager;
  memset(status, 0, sizeof *status);
  memset(&info, 0, sizeof info);
  manager.status = status;
  if (setjmp(manager.jump) == 0) {
    if (plumb_begin(&info, &manager, data, size, reduction) == 0) {
      *width = (int)info.output_width;
      *height = (int)info.output_height;
    }
  }
  jpeg_destroy_decompress(&info);
}

void plumb_jpeg_decode(const uint8_t *data, size_t size, int reduction, uint8_t *pixels, size_t stride, int width,
                       int height, plumb_jpeg_status *status) {
  struct jpeg_decompress_struct info;
  plumb_error_manager manager;
  memset(status, 0, sizeof *status);
  memset(&info, 0, sizeof info);
  manager.status = status;
  if (setjmp(manager.jump) == 0) {
    if (plumb_begin(&info, &manager, data, size, reduction) == 0) {
      info.out_color_space = JCS_EXT_BGRX;
      jpeg_start_decompress(&info);
      if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 4) {
        plumb_fail(status, "JPEG output size differs from its header");
      } else {
        while (info.output_scanline < info.output_height) {
          JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
          jpeg_read_scanlines(&info, &row, 1);
        }
        jpeg_finish_decompress(&info);
      }
    }
  }
  jpeg_destroy_decompress(&info);
}
