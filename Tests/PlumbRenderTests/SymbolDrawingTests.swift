import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// SF Symbols by name: sized as UIKit sizes them, drawn in the tint colour, forward chevrons mirrored right
/// to left, unknown names left empty at their size.
@Suite struct SymbolDrawingTests {
  static let scene = """
    { plumb: 1, canvas: { width: 120, height: 60, scale: 2 },
      views: [ { image: "more", systemName: "chevron.forward", tintColor: "systemRed" },
               { image: "unknown", systemName: "figure.walk.circle" },
               { image: "big", systemName: "checkmark", preferredSymbolConfiguration: { textStyle: "body" } } ],
      constraints: [ "more.leading == root.leading + 10", "more.top == root.top + 10",
                     "unknown.leading == more.trailing + 10", "unknown.top == root.top + 10",
                     "big.leading == unknown.trailing + 10", "big.top == root.top + 10" ] }
    """

  private func render(_ direction: LayoutDirection = .leftToRight, type: ContentSizeCategory = .large) throws -> RenderedScene {
    let scene = try SceneLoader.parse(text: Self.scene, file: "symbols.json")
    var variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    variant.direction = direction
    variant.type = type
    return try RenderSession(scene: scene).render(variant)
  }

  /// The ink (pixels not the white background) inside a view's frame, as (minX, minY, maxX, maxY) in pixels
  /// relative to the frame, and the colour of its darkest pixel.
  private func ink(_ picture: RenderedScene, _ id: String) -> (box: (Int, Int, Int, Int)?, centreRow: [Bool]) {
    let frame = picture.result[id]!.frame, scale = picture.result.variant.scale
    let x0 = Int(frame.minX * scale), y0 = Int(frame.minY * scale), w = Int(frame.width * scale), h = Int(frame.height * scale)
    let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<h { for x in 0..<w where picture.bitmap.pixel(x: x0 + x, y: y0 + y) != white {
      minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
    } }
    let row = (0..<w).map { picture.bitmap.pixel(x: x0 + $0, y: y0 + h / 2) != white }
    return (minX == Int.max ? nil : (minX, minY, maxX, maxY), row)
  }

  @Test func symbolsTakeUIKitsSizeAndTheTint() throws {
    let picture = try render()
    // 1.27 × 17 points on the longer side, the chevron's proportions (0.59) on the other.
    let more = try #require(picture.result["more"]?.frame)
    #expect(abs(more.height - 1.27 * 17) < 0.5 && abs(more.width - 0.59 * 1.27 * 17) < 0.5, "\(more)")
    let unknown = try #require(picture.result["unknown"]?.frame)
    #expect(abs(unknown.width - 1.27 * 17) < 0.5 && abs(unknown.height - 1.27 * 17) < 0.5, "\(unknown)")
    // Drawn in the tint (red), filling most of its box; the unknown name draws nothing.
    let chevron = try #require(ink(picture, "more").box)
    #expect(chevron.2 - chevron.0 > 18 && chevron.3 - chevron.1 > 36, "\(chevron)")
    let frame = more, scale = 2.0
    let red = Color.system(.systemRed).resolved(style: .light, contrast: .normal)
    let tip = picture.bitmap.pixel(x: Int((frame.maxX - 1.2) * scale), y: Int(frame.midY * scale))
    #expect(tip.red > 200 && tip.green < 120, "\(tip) should be \(red)")
    #expect(ink(picture, "unknown").box == nil)
    // A text-style symbol follows Dynamic Type.
    let huge = try render(type: .ax5)
    #expect(try #require(huge.result["big"]?.frame).height > 2.5 * (picture.result["big"]?.frame.height ?? 0))
  }

  @Test func everySymbolPlumbDrawsLeavesInkInItsBox() throws {
    let names = Layout.SystemSymbol.drawn.sorted()
    let views = names.enumerated().map { index, name in
      "{ image: \"s\(index)\", systemName: \"\(name)\", intrinsic: { width: 24, height: 24 }, contentMode: \"scaleAspectFit\" }"
    }
    let constraints = names.indices.flatMap { index in
      ["\"s\(index).leading == root.leading + \(4 + 28 * (index % 10))\"", "\"s\(index).top == root.top + \(4 + 28 * (index / 10))\""]
    }
    let text = "{ plumb: 1, canvas: { width: 290, height: \(8 + 28 * (names.count / 10 + 1)), scale: 2 }, views: [\(views.joined(separator: ", "))], constraints: [\(constraints.joined(separator: ", "))] }"
    let scene = try SceneLoader.parse(text: text, file: "all.json")
    let picture = try RenderSession(scene: scene).render(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    for (index, name) in names.enumerated() {
      #expect(ink(picture, "s\(index)").box != nil, "\(name) draws nothing")
    }
    // Every symbol Plumb draws has its proportions.
    #expect(names.allSatisfy { Layout.SystemSymbol.aspects[$0] != nil })
  }

  @Test func aForwardChevronPointsLeftRightToLeft() throws {
    // The chevron's tip is its middle row's ink at the far end: the right end left to right, the left right to left.
    let ltr = ink(try render(), "more").centreRow, rtl = ink(try render(.rightToLeft), "more").centreRow
    #expect(ltr.last(where: { $0 }) != nil && rtl.first(where: { $0 }) != nil)
    let ltrInk = ltr.indices.filter { ltr[$0] }, rtlInk = rtl.indices.filter { rtl[$0] }
    #expect(ltrInk.min()! > ltr.count / 2 && rtlInk.max()! < rtl.count / 2, "\(ltrInk) \(rtlInk)")
  }
}
