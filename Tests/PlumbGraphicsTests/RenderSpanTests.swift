import CPangoCairo
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Drawing attributes (colours, underline, strikethrough) applied to a layout's runs by
/// `PangoLayoutBox.applyRenderSpans` give exactly the runs Pango makes when they are in its own list —
/// which walks the whole list for every run of every line (runs × attributes: 20,000 coloured words took a
/// minute) — and in long text equal letter spacing over colour-only boundaries is one item, not one per run.
@Suite struct RenderSpanTests {
  let engine: TextEngine
  init() throws { engine = try TextEngine() }

  private static let colors = ["#FF0000", "#0A8040", "#2050F0CC", "#000000"].map { Color(parsing: $0)! }

  /// Words in runs that change colour (some mid-word), with backgrounds, underlines and strikethroughs.
  private func request(words: Int, font: FontSpec = body17, kern: Double = 0) -> TextRequest {
    let pieces = (0..<words).map { $0 % 5 == 3 ? "wo" : "w\($0 % 13)rd\($0 % 5 == 2 ? "" : " ")" }
    var request = TextRequest(text: pieces.joined(), font: font, numberOfLines: 0, scale: 2)
    request.runs = pieces.enumerated().map { index, piece in
      AttributedRun(
        byteCount: piece.utf8.count, foregroundColor: index % 3 == 0 ? nil : Self.colors[index % 4],
        backgroundColor: index % 7 == 1 ? Self.colors[2] : nil, kern: kern, underlineStyle: index % 5 == 0 ? .single : nil,
        strikethroughStyle: index % 6 == 4 ? .double : nil)
    }
    return request
  }

  /// Per line, per run: its bytes, its advance and its attributes (type and value).
  private func signature(_ layout: PangoLayoutBox) -> [[String]] {
    var lines: [[String]] = []
    var lineNode = pango_layout_get_lines_readonly(layout.pointer)
    while let currentLine = lineNode {
      lineNode = currentLine.pointee.next
      var runs: [String] = []
      var runNode = currentLine.pointee.data!.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
      while let currentRun = runNode {
        runNode = currentRun.pointee.next
        let run = currentRun.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self)
        let item = run.pointee.item!.pointee
        var text = "\(item.offset)+\(item.length) w\(pango_glyph_string_get_width(run.pointee.glyphs))"
        var attributeNode = item.analysis.extra_attrs
        while let currentAttribute = attributeNode {
          attributeNode = currentAttribute.pointee.next
          let attribute = currentAttribute.pointee.data!.assumingMemoryBound(to: PangoAttribute.self)
          let type = attribute.pointee.klass.pointee.type
          if type == PANGO_ATTR_FOREGROUND || type == PANGO_ATTR_BACKGROUND {
            let color = attribute.withMemoryRebound(to: PangoAttrColor.self, capacity: 1) { $0.pointee.color }
            text += " \(type.rawValue):\(color.red),\(color.green),\(color.blue)"
          } else {
            text += " \(type.rawValue):" + attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { "\($0.pointee.value)" }
          }
        }
        runs.append(text)
      }
      lines.append(runs)
    }
    return lines
  }

  /// The same request laid out with the drawing attributes applied by `applyRenderSpans`, and with them in
  /// the layout's own list (Pango applies them itself).
  private func bothWays(_ request: TextRequest, width: Double) -> (applied: [[String]], byPango: [[String]]) {
    TextLock.shared.withLock {
      let description = engine.description(for: request.font)
      let applied = engine.session.makeLayout()
      let ours = engine.attributeList(for: request, font: request.font, wraps: true)
      applied.use(ownedAttributes: ours.list)
      applied.configure(text: request.text, font: description, width: width)
      applied.applyRenderSpans(ours.render)

      let byPango = engine.session.makeLayout()
      let theirs = engine.attributeList(for: request, font: request.font, wraps: true)
      for span in theirs.render { span.insert(into: theirs.list) }
      byPango.use(ownedAttributes: theirs.list)
      byPango.configure(text: request.text, font: description, width: width)
      return (signature(applied), signature(byPango))
    }
  }

  @Test(arguments: [body17, inter17, FontSpec(size: 13, weight: .bold)])
  func appliedSpansGiveTheRunsPangoMakes(font: FontSpec) throws {
    for width in [90.0, 240, 1_000] {
      let (applied, byPango) = bothWays(request(words: 60, font: font), width: width)
      #expect(applied.count > 1 || width == 1_000)
      #expect(applied.flatMap { $0 }.count > applied.count, "runs are split where colours change")
      #expect(applied == byPango, "width \(width)")
    }
  }

  /// An ellipsized line (a truncating label's last line): the ellipsis run takes the attributes where
  /// the cut starts, as Pango gives it.
  @Test(arguments: ["end", "middle", "start"])
  func ellipsizedLinesToo(place: String) throws {
    let mode = ["end": PANGO_ELLIPSIZE_END, "middle": PANGO_ELLIPSIZE_MIDDLE][place] ?? PANGO_ELLIPSIZE_START
    let single = request(words: 30)
    let (applied, byPango) = TextLock.shared.withLock { () -> ([[String]], [[String]]) in
      let description = engine.description(for: single.font)
      func layout(applying: Bool) -> [[String]] {
        let box = engine.session.makeLayout()
        let attributes = engine.attributeList(for: single, font: single.font, wraps: true)
        if !applying { for span in attributes.render { span.insert(into: attributes.list) } }
        box.use(ownedAttributes: attributes.list)
        // Pango's default height (-1) ellipsizes each paragraph to one line, as the last line of a label.
        box.configure(text: single.text, font: description, width: 150, ellipsize: mode)
        if applying { box.applyRenderSpans(attributes.render) }
        return signature(box)
      }
      return (layout(applying: true), layout(applying: false))
    }
    #expect(applied.count == 1)
    #expect(applied == byPango)
  }

  @Test func kernedRunsToo() throws {
    let (applied, byPango) = bothWays(request(words: 40, kern: 1.5), width: 200)
    #expect(applied == byPango)
  }

  /// Items of one line of the system font (SF tracking as letter spacing), with colours and without.
  private func items(words: Int) -> (coloured: Int, plain: Int, bytes: Int) {
    let coloured = request(words: words)
    var plain = coloured
    plain.runs = [AttributedRun(byteCount: plain.text.utf8.count)]
    let counts: [Int] = [coloured, plain].map { request in
      TextLock.shared.withLock {
        let layout = engine.session.makeLayout(wraps: false)
        layout.use(ownedAttributes: engine.attributeList(for: request, font: request.font, wraps: false).list)
        layout.configure(text: request.text, font: engine.description(for: request.font), width: nil)
        var count = 0
        var node = layout.line(0).pointee.runs
        while let current = node { count += 1; node = current.pointee.next }
        return count
      }
    }
    return (counts[0], counts[1], coloured.text.utf8.count)
  }

  /// A long label (over `TextEngine.chunkBytes`): equal letter spacing across colour runs is one item
  /// per `mergedSpacingBytes`, not one per run (2,000 runs were 2,000 items, each shaped on its own).
  @Test func longTextMergesLetterSpacingAcrossColourRuns() throws {
    let long = items(words: 2_000)
    #expect(long.bytes > TextEngine.chunkBytes)
    #expect(long.plain <= 2)
    #expect(long.coloured <= long.bytes / TextEngine.mergedSpacingBytes + 2, "\(long.coloured) items")
  }

  /// A label of ordinary length keeps an item per run: shaping stops where a run ends, as it always did
  /// (the references of attributed scenes are unchanged).
  @Test func shortTextKeepsAnItemPerRun() throws {
    let short = items(words: 40)
    #expect(short.coloured >= 40)
  }
}
