import Foundation
import PlumbLayout
import Testing

/// Control frames and device ids against what Xcode stored in real storyboards (Tests/Fixtures/ib).
@Suite struct InterfaceBuilderFrameTests {
  struct Stored { var element: String; var style: String?; var frame: Rect }

  static func fixture(_ name: String) throws -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return try String(contentsOf: url.appendingPathComponent("Tests/Fixtures/ib/\(name)"), encoding: .utf8)
  }

  /// Every control element of `text` with the first `<rect key="frame">` after its start tag.
  static func controls(in text: String) -> [Stored] {
    let names = ["switch", "segmentedControl", "slider", "stepper", "activityIndicatorView", "progressView", "pageControl"]
    var result: [Stored] = []
    var rest = Substring(text)
    while let open = rest.range(of: "<") {
      rest = rest[open.upperBound...]
      guard let name = names.first(where: { rest.hasPrefix($0 + " ") }), let end = rest.firstIndex(of: ">") else { continue }
      let tag = String(rest[..<end])
      guard let frameTag = rest.range(of: "<rect key=\"frame\"") else { break }
      let frameText = String(rest[frameTag.upperBound...].prefix(while: { $0 != "/" }))
      func number(_ key: String, in text: String) -> Double? {
        guard let r = text.range(of: " \(key)=\"") else { return nil }
        return Double(text[r.upperBound...].prefix(while: { $0 != "\"" }))
      }
      func attribute(_ key: String) -> String? {
        guard let r = tag.range(of: " \(key)=\"") else { return nil }
        return String(tag[r.upperBound...].prefix(while: { $0 != "\"" }))
      }
      if let x = number("x", in: frameText), let y = number("y", in: frameText), let w = number("width", in: frameText),
        let h = number("height", in: frameText)
      {
        result.append(Stored(element: name, style: attribute("style"), frame: Rect(x: x, y: y, width: w, height: h)))
      }
    }
    return result
  }

  /// The frame Plumb gives a control at its intrinsic size (the alignment rect outset by the insets).
  func plumbFrameSize(_ control: Layout.Control) -> (width: Double?, height: Double?) {
    let size = Layout.ControlMetrics.intrinsicSize(of: control, measured: [], imageSize: nil, scale: 2)
    let insets = Layout.ControlMetrics.alignmentRectInsets(of: control, direction: .leftToRight)
    return (size.width.map { $0 + insets.left + insets.right }, size.height.map { $0 + insets.top + insets.bottom })
  }

  @Test func switchesSegmentedControlsSlidersAndIndicatorsHaveXcodesHeights() throws {
    var checked = 0
    for file in ["Simulcast.storyboard", "APIWrappers.storyboard", "SVProgressHUD-Main.storyboard"] {
      for stored in Self.controls(in: try Self.fixture(file)) {
        let control: Layout.Control
        switch stored.element {
        case "switch": control = .switch(Layout.Switch())
        case "segmentedControl": control = .segmentedControl(Layout.SegmentedControl(segments: ["A"]))
        case "slider": control = .slider(Layout.Slider())
        case "activityIndicatorView":
          control = .activityIndicator(Layout.ActivityIndicator(style: stored.style.flatMap(Layout.ActivityIndicatorStyle.init(rawValue:)) ?? .medium))
        default: continue
        }
        #expect(plumbFrameSize(control).height == stored.frame.height, "\(file): \(stored.element) \(stored.frame)")
        checked += 1
      }
    }
    #expect(checked == 13)
  }

  @Test func unstretchedSwitchesAre51By31() throws {
    let switches = Self.controls(in: try Self.fixture("Simulcast.storyboard")).filter { $0.element == "switch" }
    #expect(switches.count == 4)
    for stored in switches {
      #expect(plumbFrameSize(.switch(Layout.Switch())).width == stored.frame.width)
      #expect(plumbFrameSize(.switch(Layout.Switch())).height == stored.frame.height)
    }
  }

  @Test func aSliderSpanningItsSuperviewHasAFrameTwoPointsWiderOnEachSide() throws {
    // RxSwift's slider is pinned to both edges of a 500-point wide view: Xcode stored x −2, width 504.
    let slider = try #require(Self.controls(in: try Self.fixture("APIWrappers.storyboard")).first { $0.element == "slider" })
    #expect(slider.frame.minX == -2 && slider.frame.width == 504)
    let s = Layout.Scene(
      name: "slider", canvas: Layout.Canvas(width: 500, height: .points(100), scale: 2),
      views: [Layout.Node(id: "slider", kind: .control(.slider(Layout.Slider())))],
      constraints: [c("slider.leading == root.leading"), c("slider.trailing == root.trailing"), c("slider.top == root.top + 31")])
    let result = layout(s)
    #expect(result.frame("slider") == Rect(x: -2, y: 31, width: 504, height: 31))
  }

  @Test func deviceIDsGiveTheStoredRootViewSize() throws {
    for (file, id) in [("Simulcast.storyboard", "retina6_12"), ("SVProgressHUD-Main.storyboard", "retina4_7")] {
      let text = try Self.fixture(file)
      #expect(text.contains("<device id=\"\(id)\""))
      let screen = try #require(Layout.DeviceScreen(interfaceBuilderID: id))
      let size = screen.portraitSize
      #expect(text.contains("<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(formatPoints(size.width))\" height=\"\(formatPoints(size.height))\"/>"), "\(file)")
    }
  }
}
