import PlumbLayout

/// A deterministic stand-in for Pango: every character is 0.5 × the font size wide, a line is
/// ceil_px(1.2 × size) high, the first baseline is 0.8 × size below the top of a line, and text wraps at
/// spaces (a word longer than the line breaks between characters).
final class FakeTextMeasurer: TextMeasuring {
  /// Every request measured, for tests that count calls.
  private(set) var measureCalls = 0

  static func characterWidth(_ font: FontSpec) -> Double { 0.5 * font.size }
  static func lineHeight(_ font: FontSpec, scale: Double) -> Double { ceilPixel(1.2 * font.size, scale) }
  static func ceilPixel(_ value: Double, _ scale: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }

  func measure(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement {
    measureCalls += 1
    guard !request.text.isEmpty else { return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0) }
    let all = lines(request, width: request.numberOfLines == 1 ? nil : maxWidth)
    let shown = request.numberOfLines > 0 ? Array(all.prefix(request.numberOfLines)) : all
    let cw = Self.characterWidth(request.font)
    let widest = shown.map { Double($0.count) * cw }.max() ?? 0
    let lh = Self.lineHeight(request.font, scale: request.scale)
    var width = Self.ceilPixel(widest, request.scale)
    if let maxWidth, request.numberOfLines != 1 { width = min(width, Self.ceilPixel(maxWidth, request.scale)) }
    let ascent = 0.8 * request.font.size
    return TextMeasurement(
      size: Size(width: width, height: Double(shown.count) * lh), firstBaseline: ascent,
      lastBaseline: ascent + Double(shown.count - 1) * lh, lineCount: shown.count)
  }

  func fit(_ request: TextRequest, in bounds: Size) -> TextFit {
    let cw = Self.characterWidth(request.font)
    let lh = Self.lineHeight(request.font, scale: request.scale)
    let natural = Double(request.text.count) * cw
    let needed = request.numberOfLines == 1 ? [request.text] : lines(request, width: bounds.width)
    var limit = needed.count
    if request.numberOfLines > 0 { limit = min(limit, request.numberOfLines) }
    limit = max(1, min(limit, Int((bounds.height + 1e-9) / lh)))
    var shown = Array(needed.prefix(limit))
    var truncated = shown.count < needed.count
    var cut: Range<Int>?
    let capacity = Int((bounds.width + 1e-9) / cw)
    if let last = shown.last, truncated || Double(last.count) * cw > bounds.width + 1e-9 {
      truncated = true
      let before = shown.dropLast().reduce(0) { $0 + $1.count + 1 }
      let keep = max(0, min(last.count, capacity) - 1)
      shown[shown.count - 1] = String(last.prefix(keep)) + "…"
      cut = (before + keep)..<request.text.count
    }
    let block = Double(shown.count) * lh
    let top = (bounds.height - block) / 2
    let ascent = 0.8 * request.font.size
    return TextFit(
      isTruncated: truncated, visibleText: shown.joined(separator: "\n"), cutRange: cut, naturalWidth: natural,
      availableWidth: bounds.width, linesShown: shown.count, linesNeeded: needed.count, missingGlyphs: 0,
      fontSize: request.font.size, firstBaseline: top + ascent, lastBaseline: top + ascent + Double(shown.count - 1) * lh)
  }

  /// Greedy word wrapping at `width` (nil: hard line breaks only).
  func lines(_ request: TextRequest, width: Double?) -> [String] {
    let paragraphs = request.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let width else { return paragraphs }
    let capacity = max(1, Int((width + 1e-9) / Self.characterWidth(request.font)))
    var result: [String] = []
    for paragraph in paragraphs {
      var line = ""
      for word in paragraph.split(separator: " ").map(String.init) {
        var word = word
        let candidate = line.isEmpty ? word : line + " " + word
        if candidate.count <= capacity { line = candidate; continue }
        if !line.isEmpty { result.append(line); line = "" }
        while word.count > capacity {
          result.append(String(word.prefix(capacity)))
          word = String(word.dropFirst(capacity))
        }
        line = word
      }
      result.append(line)
    }
    return result
  }
}

/// Image sizes from a table; unknown sources throw.
final class FakeImageSizing: ImageSizing {
  struct Missing: Error, CustomStringConvertible {
    var source: String
    var description: String { "no such file" }
  }
  var sizes: [String: Size]
  init(_ sizes: [String: Size] = ["flowers.png": Size(width: 300, height: 400)]) { self.sizes = sizes }
  func imageSize(source: String, scale: Double) throws -> Size {
    guard let size = sizes[source] else { throw Missing(source: source) }
    return size
  }
}
