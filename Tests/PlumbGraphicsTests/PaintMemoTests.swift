import Testing
import PlumbLayout
@testable import PlumbGraphics

/// `Canvas.drawMemoized`: a hit copies exactly what drawing gives; keys, phases and backdrops that differ
/// are drawn (and kept apart); ink outside the stated bounds is never kept; the memo stays in its bounds.
@Suite struct PaintMemoTests {
  /// A thumb with its shadow (translucent layers and an opaque antialiased circle) at `origin`.
  func thumb(_ canvas: Canvas, at origin: Point, radius: Double = 13.5) {
    let rect = Rect(x: origin.x, y: origin.y, width: 2 * radius, height: 2 * radius)
    canvas.fillShadow(rect, cornerRadius: radius, color: Color.black.withAlpha(0.15), blur: 3, offsetY: 2)
    canvas.fillCircle(center: Point(x: rect.midX, y: rect.midY), radius: radius, color: .white)
  }

  func bounds(at origin: Point, radius: Double = 13.5) -> Rect {
    Rect(x: origin.x - 4, y: origin.y - 4, width: 2 * radius + 8, height: 2 * radius + 10)
  }

  /// The same drawings on two canvases, directly and through `memo`.
  func pair(scale: Double, background: Color = Color(hex: "#F2F2F7")!, _ draw: (Canvas, Bool) -> Void) throws -> (direct: Bitmap, memoised: Bitmap) {
    let direct = try Canvas(size: Size(width: 200, height: 120), scale: scale, background: background)
    let memoised = try Canvas(size: Size(width: 200, height: 120), scale: scale, background: background)
    draw(direct, false)
    draw(memoised, true)
    return (direct.makeBitmap(), memoised.makeBitmap())
  }

  @Test(arguments: [1.0, 2, 3])
  func aHitCopiesTheBytesDrawingGives(scale: Double) throws {
    let memo = PaintMemo(byteLimit: 1 << 20)
    // Three thumbs at the same sub-pixel phase (whole points apart): one miss, then two hits.
    let origins = [Point(x: 10.5, y: 20), Point(x: 70.5, y: 20), Point(x: 130.5, y: 61)]
    let (direct, memoised) = try pair(scale: scale) { canvas, memoising in
      for origin in origins {
        if memoising {
          canvas.drawMemoized(key: "thumb", reference: origin, inkBounds: bounds(at: origin), memo: memo) { thumb(canvas, at: origin) }
        } else {
          thumb(canvas, at: origin)
        }
      }
    }
    #expect(memoised.pixels == direct.pixels)
    #expect(memo.statistics == PaintMemo.Statistics(hits: 2, misses: 1, entries: 1, bytes: memo.statistics.bytes))
    #expect(memoised.pixels != (try Canvas(size: Size(width: 200, height: 120), scale: scale, background: Color(hex: "#F2F2F7")!)).makeBitmap().pixels)
  }

  @Test func keysPhasesAndBackdropsThatDifferAreDrawnAndKeptApart() throws {
    let memo = PaintMemo(byteLimit: 1 << 20)
    let (direct, memoised) = try pair(scale: 2) { canvas, memoising in
      func draw(_ key: String, _ origin: Point, radius: Double) {
        if memoising {
          canvas.drawMemoized(key: key, reference: origin, inkBounds: bounds(at: origin, radius: radius), memo: memo) {
            thumb(canvas, at: origin, radius: radius)
          }
        } else {
          thumb(canvas, at: origin, radius: radius)
        }
      }
      draw("big", Point(x: 10, y: 10), radius: 13.5)
      draw("small", Point(x: 60, y: 10), radius: 8)          // another key: drawn, a second entry
      draw("big", Point(x: 110.25, y: 10), radius: 13.5)     // half a pixel off at 2x: another phase
      canvas.fill(Rect(x: 0, y: 60, width: 200, height: 60), color: Color(hex: "#FF3B30")!)
      draw("big", Point(x: 10, y: 70), radius: 13.5)         // over red: the white backdrop's entry is no use
      draw("big", Point(x: 60, y: 70), radius: 13.5)         // over red again: a hit on the red entry
    }
    #expect(memoised.pixels == direct.pixels)
    let stats = memo.statistics
    #expect(stats.misses == 4 && stats.hits == 1 && stats.entries == 4, "\(stats)")
  }

  @Test func aBusyBackdropIsComparedPixelByPixel() throws {
    let memo = PaintMemo(byteLimit: 1 << 20)
    let (direct, memoised) = try pair(scale: 2) { canvas, memoising in
      // Stripes under each thumb: the same under the first two, shifted under the third.
      for x in stride(from: 0.0, to: 200, by: 6) { canvas.fill(Rect(x: x, y: 0, width: 3, height: 120), color: Color(hex: "#007AFF80")!) }
      for origin in [Point(x: 12, y: 20), Point(x: 72, y: 20), Point(x: 133, y: 20)] {
        if memoising {
          canvas.drawMemoized(key: "thumb", reference: origin, inkBounds: bounds(at: origin), memo: memo) { thumb(canvas, at: origin) }
        } else {
          thumb(canvas, at: origin)
        }
      }
    }
    #expect(memoised.pixels == direct.pixels)
    #expect(memo.statistics.hits == 1 && memo.statistics.misses == 2, "\(memo.statistics)")
  }

  @Test func inkBeyondTheBoundsIsDrawnButNotKept() throws {
    let memo = PaintMemo(byteLimit: 1 << 20)
    let (direct, memoised) = try pair(scale: 2) { canvas, memoising in
      for origin in [Point(x: 10, y: 10), Point(x: 80, y: 10)] {
        let tooSmall = Rect(x: origin.x + 5, y: origin.y + 5, width: 10, height: 10)
        if memoising {
          canvas.drawMemoized(key: "thumb", reference: origin, inkBounds: tooSmall, memo: memo) { thumb(canvas, at: origin) }
        } else {
          thumb(canvas, at: origin)
        }
      }
    }
    #expect(memoised.pixels == direct.pixels)
    #expect(memo.statistics == PaintMemo.Statistics(hits: 0, misses: 2, entries: 0, bytes: 0))
  }

  @Test func insideAClipAGroupOrATranslationTheBodyJustRuns() throws {
    let memo = PaintMemo(byteLimit: 1 << 20)
    let (direct, memoised) = try pair(scale: 2) { canvas, memoising in
      let origin = Point(x: 10, y: 10)
      let body = {
        if memoising {
          canvas.drawMemoized(key: "thumb", reference: origin, inkBounds: bounds(at: origin), memo: memo) { thumb(canvas, at: origin) }
        } else {
          thumb(canvas, at: origin)
        }
      }
      canvas.clip(to: Rect(x: 0, y: 0, width: 25, height: 25), body)
      canvas.withAlpha(0.5, body)
      canvas.withTranslation(x: 60, y: 0, body)
    }
    #expect(memoised.pixels == direct.pixels)
    #expect(memo.statistics == PaintMemo.Statistics())
  }

  @Test func theMemoStaysWithinItsBytes() throws {
    let memo = PaintMemo(byteLimit: 64 << 10)
    let canvas = try Canvas(size: Size(width: 400, height: 400), scale: 2, background: .white)
    for index in 0..<100 {
      let origin = Point(x: Double(index % 10) * 40, y: Double(index / 10) * 40)
      canvas.drawMemoized(key: index, reference: origin, inkBounds: bounds(at: origin, radius: 12), memo: memo) {
        thumb(canvas, at: origin, radius: 12)
      }
      #expect(memo.statistics.bytes <= memo.byteLimit)
    }
    let stats = memo.statistics
    #expect(stats.misses == 100 && stats.entries > 0 && stats.entries < 100, "\(stats)")
    // An entry larger than a quarter of the limit is never kept.
    let big = Rect(x: 0, y: 0, width: 400, height: 400)
    canvas.drawMemoized(key: "big", reference: .zero, inkBounds: big, memo: memo) {
      canvas.fill(Rect(x: 10, y: 10, width: 380, height: 380), color: Color(hex: "#30B0C7")!, cornerRadius: 30)
    }
    #expect(memo.statistics.entries <= stats.entries + 0 && memo.statistics.bytes <= memo.byteLimit)
    memo.removeAll()
    #expect(memo.statistics == PaintMemo.Statistics())
  }

  /// The memo skips comparing rows nothing has drawn on; so every way of drawing must mark the rows it
  /// changes. Each primitive on a fresh canvas: every row with a pixel off the background is marked.
  @Test func everyPrimitiveMarksTheRowsItChanges() throws {
    let measurer = try PangoTextMeasurer()
    let photo = try Image(bitmap: try Canvas(size: Size(width: 4, height: 4), scale: 1, background: Color(hex: "#FF9500")!).makeBitmap())
    let label = TextRequest(text: "Ag Ýjq", font: FontSpec(size: 40), scale: 3)
    var underlined = TextRequest(text: "Thick", font: FontSpec(size: 30), scale: 3)
    underlined.runs = [AttributedRun(byteCount: 5, underlineStyle: .thick, strikethroughStyle: .double)]
    let ink = Color(hex: "#5856D6")!
    let primitives: [(String, (Canvas) throws -> Void)] = [
      ("fill", { $0.fill(Rect(x: 10, y: 30.3, width: 50, height: 7.2), color: ink, cornerRadius: 3) }),
      ("strokeBorder", { $0.strokeBorder(Rect(x: 10, y: 30.3, width: 50, height: 17.2), width: 2, color: ink, cornerRadius: 4) }),
      ("fillCircle", { $0.fillCircle(center: Point(x: 40, y: 40.2), radius: 9.7, color: ink) }),
      ("strokeCircle", { $0.strokeCircle(center: Point(x: 40, y: 40.2), radius: 9.7, width: 3, color: ink) }),
      ("strokeRoundPath", { $0.strokeRoundPath([Point(x: 20, y: 30), Point(x: 60, y: 50.5)], width: 4.2, color: ink) }),
      ("strokeArc", { $0.strokeArc(center: Point(x: 40, y: 40), radius: 12, start: -2.3, end: -0.8, width: 2.2, color: ink) }),
      ("fillWedge", { $0.fillWedge(center: Point(x: 40, y: 40), radius: 12, start: -2.3, end: -0.8, color: ink) }),
      ("fillShadow", { $0.fillShadow(Rect(x: 20, y: 30, width: 27, height: 27), cornerRadius: 13.5, color: ink, blur: 3, offsetY: 2) }),
      ("strokeLine", { $0.strokeLine(from: Point(x: 10, y: 20.25), to: Point(x: 90, y: 61), width: 1.5, color: ink, dash: [3, 2]) }),
      ("strokeRect", { $0.strokeRect(Rect(x: 10, y: 30, width: 60, height: 0.5), width: 3, color: ink) }),
      ("mitred strokeRect", { $0.strokeRect(Rect(x: 10, y: 30, width: 60, height: 20), width: 6, color: ink) }),
      ("hatch", { $0.hatch(Rect(x: 10, y: 30, width: 60, height: 20), spacing: 6, width: 1, color: ink) }),
      ("drawText", { $0.drawText(label, in: Rect(x: 5, y: 35, width: 150, height: 20), color: ink, measurer: measurer) }),
      ("drawText decorations", { $0.drawText(underlined, in: Rect(x: 5, y: 35, width: 150, height: 36), color: ink, measurer: measurer) }),
      ("drawAnnotation", { $0.drawAnnotation("note", at: Point(x: 5, y: 40), size: 8, color: ink, background: .white, padding: 1, measurer: measurer) }),
      ("drawImage", { $0.drawImage(photo, in: Rect(x: 10, y: 33.3, width: 40, height: 20), contentMode: .scaleAspectFill) }),
      ("drawBitmap", { try $0.drawBitmap(try Canvas(size: Size(width: 10, height: 10), scale: 3, background: ink).makeBitmap(), in: Rect(x: 10, y: 40, width: 10, height: 10)) }),
      ("withAlpha", { canvas in canvas.withAlpha(0.5) { canvas.fillCircle(center: Point(x: 40, y: 40.2), radius: 9.7, color: ink) } }),
      ("withTranslation", { canvas in canvas.withTranslation(x: 3, y: 21.5) { canvas.fill(Rect(x: 10, y: 10, width: 5, height: 5), color: ink) } }),
      ("clip", { canvas in canvas.clip(to: Rect(x: 0, y: 35, width: 200, height: 4)) { canvas.fillCircle(center: Point(x: 40, y: 40.2), radius: 9.7, color: ink) } }),
    ]
    for (name, draw) in primitives {
      let canvas = try Canvas(size: Size(width: 200, height: 100), scale: 3, background: .white)
      try draw(canvas)
      let bitmap = canvas.makeBitmap()
      var changedRows = 0, unmarked: [Int] = []
      for y in 0..<bitmap.height where (0..<bitmap.width).contains(where: { bitmap.pixel(x: $0, y: y) != .white }) {
        changedRows += 1
        if !canvas.drawnRows[y] { unmarked.append(y) }
      }
      #expect(changedRows > 0, "\(name) drew nothing")
      #expect(unmarked.isEmpty, "\(name): rows \(unmarked) changed but not marked")
      #expect(canvas.drawnRows.filter { $0 }.count < bitmap.height, "\(name) marked every row")
    }
  }
}
