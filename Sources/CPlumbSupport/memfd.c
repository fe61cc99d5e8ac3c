// An anonymous in-memory file (Linux memfd), for font data fontconfig and FreeType must open by path.
#define _GNU_SOURCE
#include <sys/mman.h>
#include "CPlumbSupport.h"

int plumb_memfd_create(const char *name) {
  return memfd_create(name, MFD_CLOEXEC);
}
