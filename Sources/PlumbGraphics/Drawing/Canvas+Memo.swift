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
      write(entry, in: box)
      memo.countHit()
      return
    }
    memo.countMiss()
    let before = read(box)
    try body()
    cairo_surface_flush(surface)
    let after = read(box)
    guard let (runs, kept) = changedRuns(box, before: before, after: after) else { return }
    let first = before[0]
    let backdrop: PaintMemo.Backdrop = before.allSatisfy { $0 == first } ? .uniform(first) : .pixels(before)
    memo.store(PaintMemo.Entry(before: backdrop, runs: runs, after: kept), for: memoKey)
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

  /// Writes `entry`'s changed pixels into `box`, marks their rows drawn and tells Cairo.
  private func write(_ entry: PaintMemo.Entry, in box: PaintMemo.PixelBox) {
    guard !entry.runs.isEmpty else { return }
    let data = words(), stride = stride, width = box.width
    var top = Int.max, bottom = 0
    entry.after.withUnsafeBufferPointer { source in
      var next = source.baseAddress!
      for run in entry.runs {
        let start = Int(run.start), count = Int(run.count)
        let row = start / width, column = start - row * width
        (data + (box.y + row) * stride + box.x + column).update(from: next, count: count)
        next += count
        top = min(top, row)
        bottom = max(bottom, row)
      }
    }
    cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y + top), Int32(box.width), Int32(bottom - top + 1))
    markRows(box.y + top, box.y + bottom + 1)
  }

  /// The runs of pixels where `after` differs from `before` along each row of `box` (runs closer than
  /// eight pixels joined: the pixels between kept their value, so writing them again is harmless) and
  /// their pixels after drawing; nil when a pixel changed on the box's outermost ring (except along the
  /// canvas's own edges): the ink may then reach beyond the box, and the drawing is not kept.
  private func changedRuns(_ box: PaintMemo.PixelBox, before: [UInt32], after: [UInt32]) -> ([PaintMemo.Run], [UInt32])? {
    let width = box.width, height = box.height
    var runs: [PaintMemo.Run] = [], kept: [UInt32] = []
    for y in 0..<height {
      let row = y * width
      var x = 0
      while x < width {
        guard before[row + x] != after[row + x] else { x += 1; continue }
        if (y == 0 && box.y > 0) || (y == height - 1 && box.y + height < pixelHeight)
          || (x == 0 && box.x > 0) { return nil }
        var end = x + 1, last = x
        while end < width && end - last <= 8 {
          if before[row + end] != after[row + end] { last = end }
          end += 1
        }
        if last == width - 1 && box.x + width < pixelWidth { return nil }
        runs.append(PaintMemo.Run(start: Int32(row + x), count: Int32(last - x + 1)))
        kept.append(contentsOf: after[(row + x)...(row + last)])
        x = last + 1
      }
    }
    return (runs, kept)
  }
}
