import Foundation
import PlumbLayout
import Testing
@testable import PlumbGraphics

/// The system font at SF Pro Display's sizes against an iOS simulator: swift-snapshot-testing's title1 label
/// ("What's the point?", `Tests/Fixtures/sst-corpus/sst-dynamic-type-label`) recorded at every content size, each
/// PNG as wide as the label's intrinsic width at @3x. Plumb measured these 4–6 % too wide before SF Display's
/// spacing was fitted (`SanFranciscoMetrics.displaySpacingTable`).
@Suite struct DisplaySizeWidthsTests {
  /// The simulator's widths in points by title1 size, read from the case's reference list (`png_px` / 3).
  static func simulatorWidths() throws -> [Double: Double] {
    let url = URL(fileURLWithPath: packageRoot + "/Tests/Fixtures/sst-corpus/sst-dynamic-type-label/case.json")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let references = try #require(root["references"] as? [[String: Any]])
    let sizes: [String: Double] = [
      "extra-small": 25, "large": 28, "extra-extra-extra-large": 34, "accessibility-large": 43,
      "accessibility-extra-extra-extra-large": 58,
    ]
    var widths: [Double: Double] = [:]
    for reference in references {
      guard let path = reference["path"] as? String, let pixels = reference["png_px"] as? String,
            let name = path.components(separatedBy: "testTraitsWithView.label-").last?.replacingOccurrences(of: ".png", with: ""),
            path.contains("testTraitsWithView.label-"), let size = sizes[name],
            let width = pixels.split(separator: "x").first.flatMap({ Double($0) }) else { continue }
      widths[size] = width / 3
    }
    return widths
  }

  /// Five of the twelve sizes, 25 to 58 pt: each at the simulator's pixel width (they were 7–25 pt wide; the
  /// Display spacing is two numbers, at 25 and 58 pt, fitted to several sources).
  @Test func title1MeasuresLikeTheSimulatorAtEverySize() throws {
    let widths = try Self.simulatorWidths()
    #expect(widths.count == 5)
    let measurer = try PangoTextMeasurer()
    for (size, simulator) in widths.sorted(by: { $0.key < $1.key }) {
      let request = TextRequest(text: "What's the point?", font: FontSpec(size: size), scale: 3)
      let plumb = measurer.measure(request, maxWidth: nil).size.width
      #expect(abs(plumb - simulator) < 1e-6, "title1 at \(size) pt: Plumb \(plumb), iOS \(simulator)")
    }
  }

  /// Up to 22 pt the narrowing is the one SF Text → Display has always had here (0, then 0.030 em from 21 pt),
  /// so body text and the smaller titles measure as before; above, Apple's tracking minus the Display spacing.
  @Test func textSizesKeepTheirNarrowing() {
    #expect(SanFranciscoMetrics.displayNarrowing(atSize: 17) == 0)
    #expect(SanFranciscoMetrics.displayNarrowing(atSize: 20) == 0)
    #expect(abs(SanFranciscoMetrics.displayNarrowing(atSize: 20.5) - 0.015) < 1e-12)
    #expect(abs(SanFranciscoMetrics.displayNarrowing(atSize: 22) - 0.030) < 1e-12)
    #expect(abs(SanFranciscoMetrics.displayNarrowing(atSize: 25) - 0.049) < 1e-12)
    #expect(abs(SanFranciscoMetrics.displayNarrowing(atSize: 58) - 0.0575) < 1e-12)
    #expect(abs(SanFranciscoMetrics.displayNarrowing(atSize: 96) - 0.0525) < 1e-12)
  }
}
