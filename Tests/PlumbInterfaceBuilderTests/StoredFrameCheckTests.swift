import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// `IBStoredFrameCheck`: the file's required constraints that Xcode's own stored frames break mark those
/// frames stale; alignment rects, symbols, guides and optional constraints are not held against them.
@Suite struct StoredFrameCheckTests {
  private func comparison(_ text: String) throws -> IBFrameComparison {
    let imported = try importFirst(text)
    let scene = imported.scene
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    return IBFrameComparison(imported: imported, result: result)
  }

  private func view(_ id: String, x: Double, y: Double, width: Double, height: Double, extra: String = "") -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
      \(extra)
    </view>
    """
  }

  @Test func aStoredFrameThatBreaksARequiredConstraintIsStale() throws {
    // b's stored frame starts 30 below a, but the constraint puts it 8 below; c agrees with its constraint.
    let text = storyboard(
      subviews: view("a", x: 20, y: 100, width: 100, height: 40) + view("b", x: 20, y: 170, width: 100, height: 40)
        + view("c", x: 20, y: 218, width: 100, height: 40),
      constraints: """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="k3"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="k4"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="k5"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="k6"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="k7"/>
        <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="k8"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="k9"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="k10"/>
        <constraint firstItem="c" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="0.5" constant="50" id="k11"/>
        <constraint firstItem="c" firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="k12"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="a" secondAttribute="top" priority="750" id="k13"/>
        """)
    let entries = try comparison(text).entries
    let b = try #require(entries.first { $0.record.id == "b" })
    let broken = try #require(b.brokenByStoredFrames.first)
    #expect(broken.constraint.identifier == "k5")
    #expect(broken.by == 22)
    #expect(b.sentence.hasSuffix("Xcode's stored frames break b.top == a.bottom + 8.0 (line \(broken.constraint.source.line!)) by 22 pt"),
            "\(b.sentence)")
    // Plumb solves b 8 below a: 22 points off Xcode's stale frame.
    #expect(b.difference == 22)
    // c's constraints hold on the stored frames (c.top 218 = b's stored bottom 210 + 8); the optional k13,
    // broken by 118 points, does not count.
    let c = try #require(entries.first { $0.record.id == "c" })
    #expect(c.brokenByStoredFrames.isEmpty)
    // Both views a broken constraint names carry it.
    #expect(entries.first { $0.record.id == "a" }?.brokenByStoredFrames.map(\.constraint.identifier) == ["k5"])
  }

  @Test func controlsAreCheckedOnTheirAlignmentRects() throws {
    // A switch's 51-point frame holds a 49-point alignment rect: the label 8 after it starts 6 after the frame.
    let text = storyboard(
      subviews: """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
          <rect key="frame" x="20" y="100" width="51" height="31"/>
        </switch>
        """ + view("v", x: 77, y: 100, width: 40, height: 31),
      constraints: """
        <constraint firstItem="s1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="s1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="s1" secondAttribute="trailing" constant="8" id="k3"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="s1" secondAttribute="top" id="k4"/>
        <constraint firstItem="v" firstAttribute="width" constant="40" id="k5"/>
        <constraint firstItem="v" firstAttribute="height" constant="31" id="k6"/>
        """)
    let entries = try comparison(text).entries
    let s1 = try #require(entries.first { $0.record.id == "s1" })
    let v = try #require(entries.first { $0.record.id == "v" })
    #expect(s1.brokenByStoredFrames.isEmpty)
    #expect(v.brokenByStoredFrames.isEmpty, "\(v.brokenByStoredFrames.map(\.sentence))")
    #expect(v.difference == 0)
  }

  @Test func symbolImagesAndGuidesAreNotHeldAgainstTheFrames() throws {
    // The symbol view's stored frame is outset by the symbol's insets (16 × 14 around a 16-point rect);
    // the guide-relative constraint depends on the safe area, which Xcode does not store.
    let text = storyboard(
      subviews: """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
          <rect key="frame" x="20" y="101" width="16" height="14"/>
        </imageView>
        """ + view("g", x: 0, y: 0, width: 50, height: 50),
      constraints: """
        <constraint firstItem="i1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="i1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="i1" firstAttribute="height" constant="16" id="k3"/>
        <constraint firstItem="i1" firstAttribute="width" constant="16" id="k4"/>
        <constraint firstItem="g" firstAttribute="top" secondItem="safe1" secondAttribute="top" constant="10" id="k5"/>
        <constraint firstItem="g" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="k6"/>
        <constraint firstItem="g" firstAttribute="width" constant="50" id="k7"/>
        <constraint firstItem="g" firstAttribute="height" constant="50" id="k8"/>
        """)
      .replacingOccurrences(of: "</scenes>", with: "</scenes><resources><image name=\"star\" catalog=\"system\" width=\"128\" height=\"116\"/></resources>")
    let entries = try comparison(text).entries
    let symbol = try #require(entries.first { $0.record.id == "i1" })
    #expect(symbol.record.showsSymbol)
    #expect(symbol.brokenByStoredFrames.isEmpty)
    #expect(symbol.sentence.contains("SF Symbol"))
    let guided = try #require(entries.first { $0.record.id == "g" })
    #expect(guided.brokenByStoredFrames.isEmpty)
    #expect(guided.difference > 1)   // Plumb puts it 10 below the safe area's top, Xcode's frame says 0
  }

  private func stack(_ id: String, axis: String, alignment: String, distribution: String = "fill", frame: String,
                     arranged: String) -> String {
    """
    <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" alignment="\(alignment)" distribution="\(distribution)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" \(frame)/>
      <subviews>\(arranged)</subviews>
    </stackView>
    """
  }

  @Test func storedStacksAreHeldToUIStackViewsOwnConstraints() throws {
    // s1 (vertical, fill) stores b 20 points below a where its spacing says 8, and c 10 narrower than the
    // stack; s2 (horizontal, top) stores consistent frames: its views start at its top and stay inside it.
    let s1 = stack("s1", axis: "vertical", alignment: "fill", frame: #"x="20" y="100" width="200" height="112""#,
                   arranged: view("a", x: 0, y: 0, width: 200, height: 30) + view("b", x: 0, y: 50, width: 200, height: 30)
                     + view("c", x: 0, y: 88, width: 190, height: 24))
    let s2 = stack("s2", axis: "horizontal", alignment: "top", frame: #"x="20" y="300" width="108" height="40""#,
                   arranged: view("d", x: 0, y: 0, width: 50, height: 40) + view("e", x: 58, y: 0, width: 50, height: 25))
    let text = storyboard(
      subviews: s1 + s2,
      constraints: """
        <constraint firstItem="s1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="s1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="s1" firstAttribute="width" constant="200" id="k3"/>
        <constraint firstItem="a" firstAttribute="height" constant="30" id="k4"/>
        <constraint firstItem="b" firstAttribute="height" constant="30" id="k5"/>
        <constraint firstItem="c" firstAttribute="height" constant="24" id="k6"/>
        <constraint firstItem="s2" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k7"/>
        <constraint firstItem="s2" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="300" id="k8"/>
        <constraint firstItem="d" firstAttribute="width" constant="50" id="k9"/>
        <constraint firstItem="d" firstAttribute="height" constant="40" id="k10"/>
        <constraint firstItem="e" firstAttribute="width" constant="50" id="k11"/>
        <constraint firstItem="e" firstAttribute="height" constant="25" id="k12"/>
        """)
    let entries = try comparison(text).entries
    func broken(_ id: String) -> [String] { entries.first { $0.record.id == id }?.brokenByStoredFrames.map(\.constraint.text) ?? ["missing"] }
    #expect(broken("b") == ["UISV-spacing: b.top == a.bottom + 8"], "\(broken("b"))")
    #expect(broken("c") == ["UISV-alignment: c.right == s1.right"], "\(broken("c"))")
    let spacing = try #require(entries.first { $0.record.id == "b" }?.brokenByStoredFrames.first)
    #expect(spacing.by == 12)
    #expect(spacing.sentence.contains("(line \(spacing.constraint.source.line!))"))
    // Both items a rule names carry it, as with the file's constraints; a consistent stack and its views
    // carry nothing.
    #expect(broken("a") == ["UISV-spacing: b.top == a.bottom + 8"])
    #expect(broken("s1") == ["UISV-alignment: c.right == s1.right"])
    for id in ["s2", "d", "e"] { #expect(broken(id).isEmpty, "\(id): \(broken(id))") }
  }
}
