#!/usr/bin/env python3
"""Writes the Image target's seed corpus: small PNGs of every colour type, bit depth and interlacing,
and small JPEGs (baseline, progressive, grayscale, 4:4:4 and 4:2:0). Needs Pillow (`pip install pillow`).
Run from this folder: python3 make_seeds.py
"""
import io
import os
from PIL import Image

os.makedirs("corpus", exist_ok=True)


def picture(mode, size=(13, 9)):
    image = Image.new("RGBA", size)
    for y in range(size[1]):
        for x in range(size[0]):
            image.putpixel((x, y), ((x * 19) % 256, (y * 29) % 256, (x * y * 7) % 256, 255 if (x + y) % 3 else 90))
    return image.convert(mode) if mode != "RGBA" else image


def save(name, image, **options):
    buffer = io.BytesIO()
    image.save(buffer, **options)
    with open(os.path.join("corpus", name), "wb") as out:
        out.write(buffer.getvalue())


for mode in ["RGBA", "RGB", "L", "LA", "P", "1"]:
    save(f"{mode.lower()}.png", picture(mode), format="PNG")
save("gray16.png", picture("L").convert("I;16"), format="PNG")
palette = picture("P")
save("palette-trns.png", palette, format="PNG", transparency=0)
save("baseline.jpg", picture("RGB"), format="JPEG", quality=80)
save("progressive.jpg", picture("RGB", (24, 17)), format="JPEG", quality=70, progressive=True)
save("gray.jpg", picture("L"), format="JPEG")
save("444.jpg", picture("RGB", (17, 16)), format="JPEG", subsampling=0)
save("420.jpg", picture("RGB", (33, 18)), format="JPEG", subsampling=2)
