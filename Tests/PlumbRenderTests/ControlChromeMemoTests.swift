import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Controls' chrome copied from a `PaintMemo` has exactly the pixels of drawing it from scratch: cold and
/// warm, in every appearance, scale, direction and contrast, over plain and busy backdrops, from several
/// threads at once sharing one memo.
@Suite struct ControlChromeMemoTests {
  /// Controls over a white page, a tinted card and a label (a backdrop that is not one colour), with
  /// disabled, highlighted, selected, clear-button and glyph variants, and two of a kind in a row.
  static let busy = """
    { plumb: 1, canvas: { width: 320, height: "fit", scale: 2 },
      views: [
        { label: "words", text: "Backdrop words under the switch and the slider", font: { size: 30 }, numberOfLines: 2 },
        { view: "card", background: "systemYellow", subviews: [
          { switch: "cardSwitch", isOn: true }, { stepper: "cardStepper", value: 0 } ] },
        { switch: "overWords", isEnabled: false },
        { slider: "sliderOverWords", value: 0.7, isEnabled: false },
        { switch: "a", isOn: true }, { switch: "b", isOn: true },
        { segmentedControl: "segments", segments: ["One", "Two", "Three"], selectedSegmentIndex: 0 },
        { textField: "field", placeholder: "Search", borderStyle: "roundedRect", clearButtonMode: "always", text: "Plumb" },
        { button: "selected", title: "Selected", state: "selected" },
        { button: "filled", title: "Filled", configuration: "filled", state: "highlighted" },
        { button: "close", type: "close" },
        { pageControl: "pages", numberOfPages: 5, currentPage: 2 },
        { activityIndicator: "spinner", style: "large" },
        { progressView: "progress", progress: 0.25 }
      ],
      constraints: [
        "H:|-[words]-|", "V:|-8-[words]",
        "H:|-[card]-|", "V:[words]-8-[card(60)]",
        "cardSwitch.leading == card.leading + 10", "cardSwitch.top == card.top + 10",
        "cardStepper.trailing == card.trailing - 10", "cardStepper.top == card.top + 10",
        "overWords.leading == words.leading + 20", "overWords.top == words.top + 4",
        "H:|-[sliderOverWords]-|", "sliderOverWords.bottom == words.bottom",
        "a.leading == root.leadingMargin", "V:[card]-8-[a]", "b.leading == a.trailing + 8.25", "b.top == a.top + 0.5",
        "H:|-[segments]-|", "V:[a]-8-[segments]",
        "H:|-[field]-|", "V:[segments]-8-[field]",
        "selected.leading == root.leadingMargin", "V:[field]-8-[selected]",
        "filled.leading == selected.trailing + 8", "filled.top == selected.top",
        "close.leading == filled.trailing + 8", "close.centerY == filled.centerY",
        "pages.leading == root.leadingMargin", "V:[selected]-8-[pages]",
        "spinner.leading == pages.trailing + 8", "spinner.centerY == pages.centerY",
        "H:|-[progress]-|", "V:[spinner]-8-[progress]",
        "root.bottom == progress.bottom + 16"
      ] }
    """

  func bitmaps(_ scene: Layout.Scene, _ variant: Layout.Variant, memo: PaintMemo) throws -> (scratch: Bitmap, cold: Bitmap, warm: Bitmap) {
    let session = try RenderSession(scene: scene)
    session.engine.reportsAmbiguity = false
    let result = try session.layout(variant)
    var renderer = SceneRenderer(measurer: session.measurer, images: session.images)
    renderer.controlMemo = nil
    let scratch = try renderer.render(result, background: scene.canvas.background)
    renderer.controlMemo = memo
    let cold = try renderer.render(result, background: scene.canvas.background)
    let warm = try renderer.render(result, background: scene.canvas.background)
    return (scratch, cold, warm)
  }

  static let variants: [Layout.Variant] = [
    Layout.Variant(width: 320, height: .fit, scale: 2),
    Layout.Variant(width: 320, height: .fit, scale: 3, appearance: .dark),
    Layout.Variant(width: 320, height: .fit, direction: .rightToLeft, scale: 2),
    Layout.Variant(width: 333, height: .fit, scale: 3, contrast: .high),
    Layout.Variant(width: 320, height: .fit, scale: 1, appearance: .dark),
  ]

  @Test(arguments: variants)
  func memoisedChromeHasTheScratchPixels(variant: Layout.Variant) throws {
    let scene = try SceneLoader.parse(text: Self.busy, file: "busy.json")
    let memo = PaintMemo(byteLimit: 16 << 20)
    let (scratch, cold, warm) = try bitmaps(scene, variant, memo: memo)
    #expect(cold.pixels == scratch.pixels, "\(variant.name): cold memo")
    #expect(warm.pixels == scratch.pixels, "\(variant.name): warm memo")
    // The 14 controls here all have chrome, drawn twice: the warm render copies all of it, and every
    // miss was kept (no ink beyond the bounds). The switches "a" and "b" share an entry only where
    // their frames land at the same sub-pixel phase.
    let stats = memo.statistics
    #expect(stats.hits + stats.misses == 28, "\(variant.name): \(stats)")
    #expect(stats.hits >= 14, "\(variant.name): \(stats)")
    #expect(stats.entries == stats.misses, "\(variant.name): \(stats)")
  }

  @Test func theGalleryIsTheSameThroughTheMemo() throws {
    let scene = try loadScene("ControlsGallery")
    for variant in scene.variants.matrix(canvas: scene.canvas) {
      let memo = PaintMemo(byteLimit: 16 << 20)
      let (scratch, cold, warm) = try bitmaps(scene, variant, memo: memo)
      #expect(cold.pixels == scratch.pixels, "\(variant.name): cold memo")
      #expect(warm.pixels == scratch.pixels, "\(variant.name): warm memo")
      #expect(memo.statistics.hits > 20, "\(variant.name): \(memo.statistics)")
    }
  }

  /// Eight threads render the same controls at once, all through one memo (empty at the start): every
  /// picture equals the one drawn from scratch.
  @Test func eightThreadsSharingAMemoGiveTheScratchPixels() throws {
    let scene = try SceneLoader.parse(text: Self.busy, file: "busy.json")
    let variant = Layout.Variant(width: 320, height: .fit, scale: 3)
    let reference = try bitmaps(scene, variant, memo: PaintMemo(byteLimit: 1 << 20)).scratch
    let memo = PaintMemo(byteLimit: 16 << 20)
    let results = onThreads(8) { () throws -> [[UInt32]] in
      let session = try RenderSession(scene: scene)
      session.engine.reportsAmbiguity = false
      var renderer = SceneRenderer(measurer: session.measurer, images: session.images)
      renderer.controlMemo = memo
      return try (0..<3).map { _ in try renderer.render(try session.layout(variant), background: scene.canvas.background).pixels }
    }
    #expect(results.errors.isEmpty, "\(results.errors)")
    #expect(results.results.count == 24)
    let differing = results.results.filter { $0 != reference.pixels }.count
    #expect(differing == 0, "\(differing) of 24 pictures differ from drawing from scratch")
    #expect(memo.statistics.hits > 0)
  }

  /// Renders through `RenderSession` use the shared memo, and give the scratch pixels too.
  @Test func sessionsUseTheSharedMemo() throws {
    let scene = try SceneLoader.parse(text: Self.busy, file: "busy.json")
    let variant = Layout.Variant(width: 320, height: .fit, scale: 2, appearance: .dark)
    let scratch = try bitmaps(scene, variant, memo: PaintMemo(byteLimit: 1 << 20)).scratch
    let before = PaintMemo.shared.statistics
    let session = try RenderSession(scene: scene)
    session.engine.reportsAmbiguity = false
    let first = try session.render(variant).bitmap, second = try session.render(variant).bitmap
    #expect(first.pixels == scratch.pixels && second.pixels == scratch.pixels)
    #expect(PaintMemo.shared.statistics.hits > before.hits)
  }
}
