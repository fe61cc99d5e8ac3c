import PlumbLayout
import Testing

@Suite struct PixelRoundingTests {
  @Test func nearestPixelHalvesUp() {
    #expect(Layout.PixelRounding.round(167.5, scale: 1) == 168)
    #expect(Layout.PixelRounding.round(167.49, scale: 1) == 167)
    #expect(Layout.PixelRounding.round(-0.5, scale: 1) == 0)
    #expect(Layout.PixelRounding.round(-0.51, scale: 1) == -1)
    #expect(Layout.PixelRounding.round(20.3, scale: 2) == 20.5)
    #expect(Layout.PixelRounding.round(20.2, scale: 2) == 20)
    #expect(Layout.PixelRounding.round(10.2, scale: 3) == 31.0 / 3)
    #expect(Layout.PixelRounding.round(10.1, scale: 3) == 10)
    // Floating-point noise just under a half is forgiven.
    #expect(Layout.PixelRounding.round(167.49999999999, scale: 1) == 168)
  }

  @Test func framesRoundEdges() {
    let rect = Rect(x: 0.25, y: 0.5, width: 10.5, height: 1.2)
    #expect(Layout.PixelRounding.round(rect, scale: 1) == Rect(x: 0, y: 1, width: 11, height: 1))
    #expect(Layout.PixelRounding.ceil(100.3, scale: 2) == 100.5)
    #expect(Layout.PixelRounding.ceil(100.5, scale: 2) == 100.5)
  }

  /// Three equal views in 100 points at 1x: edges 0, 33.33, 66.67, 100 → 0, 33, 67, 100 — widths 33/34/33,
  /// and neighbours still touch.
  @Test func equalViewsDifferByAPixel() {
    let s = scene([stack("s", .horizontal, .fillEqually, [view("a"), view("b"), view("c")])],
                  [c("s.left == root.left"), c("s.top == root.top"), c("s.width == 100"), c("s.height == 10")], scale: 1)
    let result = layout(s)
    #expect(result.views.dropFirst().map(\.frame.width) == [33, 34, 33])
    #expect(result.frame("a").maxX == result.frame("b").minX)
    #expect(abs(result["b"]!.unroundedFrame.width - 100.0 / 3) < 1e-9)
  }
}
