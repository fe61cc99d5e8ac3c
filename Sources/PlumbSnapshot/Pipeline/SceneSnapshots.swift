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
    return SnapshotScene(name: scene.name, file: file ?? scene.file ?? scene.name, variants: matrix.map(\.name)) { name in
      guard let variant = byName[name] else { throw RenderError.badCanvas("no variant named \(name)") }
      let picture = try pool.withSession { try $0.render(variant) }
      return rendered(picture, scene: scene)
    }
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

  /// The environment fingerprint of this machine's Pango, Cairo, HarfBuzz, FreeType, fontconfig and fonts.
  public static var environment: EnvironmentFingerprint { EnvironmentFingerprint(entries: GraphicsEnvironment.entries) }
}
