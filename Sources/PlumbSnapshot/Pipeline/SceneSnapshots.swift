import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// Turns scenes into snapshot jobs: every variant of the scene's matrix, rendered on demand.
///
/// ```swift
/// let job = try SceneSnapshots.load(file: "Scenes/SimpleStackView.json")
/// job.variants.first   // "w320-h667-ltr-large-2x"
/// ```
public enum SceneSnapshots {
  /// Loads a scene file (a `SceneError` names the file, line and JSON path when it is malformed).
  public static func load(file: String, assetsRoot: String? = nil) throws -> SnapshotScene {
    make(scene: try SceneLoader.load(path: file, assetsRoot: assetsRoot), file: file)
  }

  /// A snapshot job for a scene built in Swift or loaded already; `variants` defaults to its matrix.
  public static func make(scene: Layout.Scene, file: String? = nil, variants: [Layout.Variant]? = nil) -> SnapshotScene {
    let matrix = variants ?? scene.variants.matrix(canvas: scene.canvas)
    let byName = Dictionary(matrix.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let pool = RenderSessionPool(scene: scene)
    let nodes = scene.allNodes
    return SnapshotScene(name: scene.name, file: file ?? scene.file ?? scene.name, variants: matrix.map(\.name),
                         costs: matrix.map { cost(of: $0, views: nodes.count) }, dependencies: imageFiles(nodes) + scene.fonts) { name in
      guard let variant = byName[name] else { throw RenderError.badCanvas("no variant named \(name)") }
      return try pool.withSession { session in
        let picture = try session.render(variant)
        var made = rendered(picture, scene: scene)
        if scene.auditsAccessibility { try audit(&made, picture: picture, session: session) }
        return made
      }
    }
  }

  /// A variant's estimated render cost for sharding, in about milliseconds of this machine: a tenth per
  /// 10,000 pixels (filling, drawing, hashing) plus a fifth per view (layout, text). A fitting height is
  /// taken as twice the width. Only the ratios matter: shards get equal sums.
  ///
  /// ```swift
  /// SceneSnapshots.cost(of: variant, views: 12)   // 375×667 pt at 2x: 1,000,500 px → 10.0 + 2.4 + 1
  /// ```
  public static func cost(of variant: Layout.Variant, views: Int) -> Double {
    let height: Double
    switch variant.height {
    case .points(let value): height = value
    case .fit: height = variant.width * 2
    }
    let pixels = variant.width * variant.scale * height * variant.scale
    return 1 + pixels / 100_000 + 0.2 * Double(views)
  }

  /// The image files a scene's pictures come from: each image view's, button's and bar item's file and its `@2x`/`@3x` siblings
  /// (whichever exists is the one drawn, so a change to any of them matters).
  static func imageFiles(_ nodes: [Layout.Node]) -> [String] {
    var files: [String] = []
    for src in nodes.flatMap(\.imageSources) { files += Layout.ImageScale.scaledNames(of: src) }
    var seen = Set<String>()
    return files.filter { seen.insert($0).inserted }
  }

  /// The snapshot form of a rendered variant: pixels, layout text, view frames in pixels, and what
  /// `plumb check --strict` finds in it (when `scene` is given).
  ///
  /// ```swift
  /// let variant = SceneSnapshots.rendered(try session.render(v), scene: scene)
  /// variant.checkReport   // nil, or "card · w320-… · 1 problem: 1 truncated label …"
  /// ```
  public static func rendered(_ picture: RenderedScene, scene: Layout.Scene? = nil) -> RenderedVariant {
    let scale = picture.result.variant.scale
    let frames = picture.result.views.filter { !$0.isEffectivelyHidden && $0.kindName != "guide" }.map { view in
      ViewFrame(id: view.id, x: Int((view.frame.minX * scale).rounded(.down)), y: Int((view.frame.minY * scale).rounded(.down)),
                width: Int((view.frame.width * scale).rounded(.up)), height: Int((view.frame.height * scale).rounded(.up)))
    }
    var report: String?
    if let scene {
      let findings = CheckFindings(picture.result, scene: scene)
      if findings.problemCount > 0 { report = CheckTextReport.render(findings, scene: scene.name) }
    }
    return RenderedVariant(image: PixelImage(picture.bitmap), layoutText: picture.result.layoutText, viewFrames: frames,
                           checkReport: report)
  }

  /// Adds the accessibility audit of a rendered variant: its findings join the strict check's report (so
  /// `plumb snapshot --strict` fails on them) and, when there are any, the legend picture goes with the
  /// failure's artifacts (`accessibility.png`, shown in the HTML report).
  static func audit(_ variant: inout RenderedVariant, picture: RenderedScene, session: RenderSession) throws {
    let audit = try AccessibilityAudit(session: session, variant: picture.result.variant, result: picture.result)
    guard !audit.findings.isEmpty else { return }
    let text = AccessibilityTextReport.render(audit)
    variant.checkReport = variant.checkReport.map { $0 + "\n\n" + text } ?? "\(session.scene.name) · \(picture.result.variant.name)\n\n" + text
    variant.accessibilityLegend = try AccessibilityLegend(audit: audit, measurer: session.measurer).render(picture).pngData()
  }

  /// The environment fingerprint of this machine's Pango, Cairo, HarfBuzz, FreeType, fontconfig and fonts.
  public static var environment: EnvironmentFingerprint { EnvironmentFingerprint(entries: GraphicsEnvironment.entries) }
}
