// Everything Plumb calls in Pango, Cairo, fontconfig and HarfBuzz.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H

// pango_find_base_dir is deprecated (Pango 1.44) but is still the one call that finds a paragraph's first
// strong direction the way Pango lays the paragraph out; called through this wrapper without a warning.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline PangoDirection plumb_find_base_dir(const char *text, int length) {
  return pango_find_base_dir(text, length);
}
#pragma GCC diagnostic pop
