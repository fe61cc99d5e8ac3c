import CPangoCairo
import Glibc
import PlumbLayout

extension Canvas {
  /// Runs `body` (which must draw only inside `inkBounds`, in this canvas's own coordinates, and depend on
  /// nothing but `key`, the canvas's scale and the position of `reference`) or, when `memo` holds the same
  /// drawing over the same pixels, copies its result: the same bytes, without rasterising anything.
  ///
  /// The key is completed with the scale, the sub-pixel phase of `reference` (where it falls inside its
  /// device pixel, which changes antialiasing) and the box of device pixels covering `inkBounds` (plus one
  /// pixel a side) relative to the reference's pixel. Inside a clip, an alpha group or a translation the
  /// body simply runs. After drawing, a pixel changed on the box's outer ring means the ink may go further
  /// than `inkBounds` said: that result is not kept.
  ///
  /// ```swift
  /// canvas.drawMemoized(key: SwitchKey(isOn: true), reference: frame.origin, inkBounds: frame.insetBy(-6),
  ///                     memo: .shared) {
  ///   drawSwitch(in: frame)
  /// }
  /// ```
  public func drawMemoized(key: AnyHashable, reference: Point, inkBounds: Rect, memo: PaintMemo, _ body: () throws -> Void) rethrows {
    guard nesting == 0, let (memoKey, box) = memoBox(key: key, reference: reference, inkBounds: inkBounds) else {
      return try body()
    }
    cairo_surface_flush(surface)
    for entry in memo.entries(for: memoKey) where backdrop(box, matches: entry.before) {
      let changed = entry.changed
      write(entry.after, to: PaintMemo.PixelBox(x: box.x + changed.x, y: box.y + changed.y, width: changed.width, height: changed.height))
      memo.countHit()
      return
    }
    memo.countMiss()
    let before = read(box)
    try body()
    cairo_surface_flush(surface)
    let after = read(box)
    guard let changed = changedBox(box, before: before, after: after) else { return }
    let first = before[0]
    let backdrop: PaintMemo.Backdrop = before.allSatisfy { $0 == first } ? .uniform(first) : .pixels(before)
    var kept: [UInt32] = []
    kept.reserveCapacity(changed.count)
    for row in changed.y..<(changed.y + changed.height) {
      kept.append(contentsOf: after[(row * box.width + changed.x)..<(row * box.width + changed.x + changed.width)])
    }
    memo.store(PaintMemo.Entry(before: backdrop, changed: changed, after: kept), for: memoKey)
  }

  /// The complete key and the device box (absolute, clamped to the canvas), or nil when there is nothing to
  /// keep (an empty box, a non-finite rectangle).
  private func memoBox(key: AnyHashable, reference: Point, inkBounds: Rect) -> (PaintMemo.Key, PaintMemo.PixelBox)? {
    let values = [reference.x, reference.y, inkBounds.minX, inkBounds.minY, inkBounds.maxX, inkBounds.maxY].map { $0 * scale }
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
    let referenceX = values[0].rounded(.down), referenceY = values[1].rounded(.down)
    let minX = max(0, Int(values[2].rounded(.down)) - 1), minY = max(0, Int(values[3].rounded(.down)) - 1)
    let maxX = min(pixelWidth, Int(values[4].rounded(.up)) + 1), maxY = min(pixelHeight, Int(values[5].rounded(.up)) + 1)
    guard maxX > minX, maxY > minY else { return nil }
    let box = PaintMemo.PixelBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    let relative = PaintMemo.PixelBox(x: minX - Int(referenceX), y: minY - Int(referenceY), width: box.width, height: box.height)
    let memoKey = PaintMemo.Key(
      content: key, scale: scale, phaseX: values[0] - referenceX, phaseY: values[1] - referenceY, box: relative)
    return (memoKey, box)
  }

  private var stride: Int { Int(cairo_image_surface_get_stride(surface)) / 4 }

  private func words() -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
  }

  /// The pixels of `box`, row after row.
  private func read(_ box: PaintMemo.PixelBox) -> [UInt32] {
    let data = words(), stride = stride
    return [UInt32](unsafeUninitializedCapacity: box.count) { buffer, count in
      for row in 0..<box.height {
        let source = data + (box.y + row) * stride + box.x
        (buffer.baseAddress! + row * box.width).update(from: source, count: box.width)
      }
      count = box.count
    }
  }

  /// Whether the canvas's pixels in `box` are exactly `backdrop`.
  private func backdrop(_ box: PaintMemo.PixelBox, matches backdrop: PaintMemo.Backdrop) -> Bool {
    let data = words(), stride = stride
    switch backdrop {
    case .uniform(let colour):
      // Rows nothing has drawn on still hold the background: only the others need looking at.
      let skipsUndrawn = colour == backgroundWord
      let width = box.width
      for row in 0..<box.height where !skipsUndrawn || drawnRows[box.y + row] {
        let line = data + (box.y + row) * stride + box.x
        var differs: UInt32 = 0
        for index in 0..<width { differs |= line[index] ^ colour }
        if differs != 0 { return false }
      }
      return true
    case .pixels(let pixels):
      return pixels.withUnsafeBufferPointer { stored in
        for row in 0..<box.height {
          let line = data + (box.y + row) * stride + box.x
          if memcmp(line, stored.baseAddress! + row * box.width, box.width * 4) != 0 { return false }
        }
        return true
      }
    }
  }

  /// Writes `pixels` (row after row) into `box` and tells Cairo.
  private func write(_ pixels: [UInt32], to box: PaintMemo.PixelBox) {
    guard box.count > 0 else { return }
    let data = words(), stride = stride
    pixels.withUnsafeBufferPointer { source in
      for row in 0..<box.height {
        (data + (box.y + row) * stride + box.x).update(from: source.baseAddress! + row * box.width, count: box.width)
      }
    }
    cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    markRows(box.y, box.y + box.height)
  }

  /// The part of `box` (relative to it) where `after` differs from `before` (empty when nothing changed),
  /// or nil when a pixel changed on the box's outermost ring (except along the canvas's own edges): the
  /// ink may then reach beyond the box, and the drawing is not kept.
  private func changedBox(_ box: PaintMemo.PixelBox, before: [UInt32], after: [UInt32]) -> PaintMemo.PixelBox? {
    let width = box.width, height = box.height
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      let row = y * width
      for x in 0..<width where before[row + x] != after[row + x] {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return PaintMemo.PixelBox(x: 0, y: 0, width: 0, height: 0) }
    if (minY == 0 && box.y > 0) || (maxY == height - 1 && box.y + height < pixelHeight)
      || (minX == 0 && box.x > 0) || (maxX == width - 1 && box.x + width < pixelWidth) {
      return nil
    }
    return PaintMemo.PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
