// Digests for snapshot references: XXH3-128 (libxxhash) and zlib's CRC-32 for PNG chunks.
#include "CPlumbSupport.h"

#include <string.h>
#define XXH_STATIC_LINKING_ONLY  // XXH3_state_t on the stack
#include <xxhash.h>
#include <zlib.h>

void plumb_digest128(const void *data, size_t size, uint64_t digest[2]) {
  XXH128_hash_t hash = XXH3_128bits(data, size);
  digest[0] = hash.low64;
  digest[1] = hash.high64;
}

void plumb_pixel_digest128(const uint32_t *pixels, int width, int height, uint64_t digest[2]) {
  uint8_t header[15] = {'A', 'R', 'G', 'B', '3', '2', 'p'};
  for (int k = 0; k < 4; k++) {
    header[7 + k] = (uint8_t)((uint32_t)width >> (8 * k));
    header[11 + k] = (uint8_t)((uint32_t)height >> (8 * k));
  }
  XXH3_state_t state;
  XXH3_128bits_reset(&state);
  XXH3_128bits_update(&state, header, sizeof header);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  XXH3_128bits_update(&state, pixels, (size_t)width * (size_t)height * 4);
#else
  for (size_t i = 0; i < (size_t)width * (size_t)height; i++) {
    uint32_t word = __builtin_bswap32(pixels[i]);
    XXH3_128bits_update(&state, &word, 4);
  }
#endif
  XXH128_hash_t hash = XXH3_128bits_digest(&state);
  digest[0] = hash.low64;
  digest[1] = hash.high64;
}

uint32_t plumb_crc32(uint32_t crc, const uint8_t *data, size_t size) {
  return (uint32_t)crc32(crc, data, (uInt)size);
}
