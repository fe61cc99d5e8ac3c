import PlumbJSON
import PlumbLayout

/// Decodes a parsed scene file into a `Layout.Scene`, in two passes: the tree (collecting every id),
/// then the constraints and `"@key"` references, which may name any id of the tree.
final class SceneDecoder {
  /// What the decoder knows about an id once its node is read.
  struct IdInfo {
    var line: Int
    /// The id of the superview (`root` for top-level views); `nil` for `root` itself.
    var parent: String?
    var isGuide: Bool
  }

  /// A constraint entry waiting for every id to be known.
  struct PendingConstraint {
    var field: Field
    /// The view whose `constraints` list holds the entry (`nil` at the top level).
    var owner: String?
  }

  /// The top-level keys of a scene file.
  static let topLevelKeys = ["plumb", "name", "canvas", "variants", "views", "constraints", "strings", "metrics", "fonts", "accessibilityAudit"]

  let file: String?
  var ids: [String: IdInfo] = ["root": IdInfo(line: 0, parent: nil, isGuide: false), "safeArea": IdInfo(line: 0, parent: "root", isGuide: true)]
  /// Ids in file order (for deterministic suggestions).
  var idOrder: [String] = []
  var pending: [PendingConstraint] = []
  var labelTexts: [(text: String, field: Field)] = []
  var strings: [String: [String: String]] = [:]
  var metrics: [String: Double] = [:]
  var viewCount = 0
  /// The folder image paths resolve in; `nil` leaves them as written (decoding text, not a file).
  var assets: SceneAssets?

  init(file: String?) { self.file = file }

  /// Decodes the whole scene.
  func decode(_ value: JSONValue, defaultName: String) throws -> Layout.Scene {
    let top = try ObjectReader(value, path: "", file: file, allowed: Self.topLevelKeys)
    let version = try top.required("plumb")
    guard try version.number() == 1 else { throw version.error(.unsupportedVersion(try version.number())) }
    let name = try decodeName(top["name"], defaultName: defaultName, at: top.location)
    if let field = top["strings"] { strings = try decodeStrings(field) }
    if let field = top["metrics"] { metrics = try decodeMetrics(field) }
    let fonts = try top["fonts"].map(decodeFonts) ?? []
    let canvas = try decodeCanvas(try top.required("canvas"))
    let variants = try top["variants"].map { try decodeVariants($0, canvas: canvas) } ?? Layout.VariantAxes()
    try checkCanvasLimits(canvas: canvas, canvasField: try top.required("canvas"), variantsField: top["variants"])
    var views: [Layout.Node] = []
    if let field = top["views"] {
      for item in try field.list() { views.append(try decodeNode(item, parent: "root", arranged: false)) }
    }
    if let field = top["constraints"] {
      for item in try field.list() { pending.append(PendingConstraint(field: item, owner: nil)) }
    }
    try checkStringReferences()
    var byOwner: [String: [Layout.ConstraintSpec]] = [:]
    var topLevel: [Layout.ConstraintSpec] = []
    for entry in pending {
      let specs = try resolveConstraint(entry)
      if let owner = entry.owner { byOwner[owner, default: []] += specs } else { topLevel += specs }
    }
    views = views.map { attach(byOwner, to: $0) }
    var scene = Layout.Scene(
      name: name, file: file, canvas: canvas, variants: variants, views: views, constraints: topLevel, strings: strings)
    scene.fonts = fonts
    scene.auditsAccessibility = try top["accessibilityAudit"]?.bool() ?? false
    scene.canvasSource = try top.required("canvas").location
    return scene
  }

  /// `fonts`: TrueType/OpenType files inside the scene's folder tree, resolved like images.
  private func decodeFonts(_ field: Field) throws -> [String] {
    var paths: [String] = []
    for item in try field.list() {
      let path = try item.string()
      let lower = path.lowercased()
      guard [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) else {
        throw item.error(.unsupportedFontType(path))
      }
      guard let assets else { paths.append(path); continue }
      do {
        paths.append(try assets.resolve(file: path))
      } catch let error as SceneError {
        throw item.error(error.kind)
      }
    }
    return paths
  }

  /// Puts each view's resolved constraints on its node, through the whole tree.
  private func attach(_ byOwner: [String: [Layout.ConstraintSpec]], to node: Layout.Node) -> Layout.Node {
    var node = node
    node.constraints = byOwner[node.id] ?? []
    node.subviews = node.subviews.map { attach(byOwner, to: $0) }
    if case .stack(var stack) = node.kind {
      stack.arranged = stack.arranged.map { attach(byOwner, to: $0) }
      node.kind = .stack(stack)
    }
    return node
  }

  private func decodeName(_ field: Field?, defaultName: String, at location: Layout.SourceLocation) throws -> String {
    let name = try field?.string() ?? defaultName
    guard Self.isValidSceneName(name) else {
      throw SceneError(.invalidSceneName(name), at: field?.location ?? location)
    }
    return name
  }

  /// Scene names name folders of references: ASCII letters, digits, `_`, `-` and `.`, not starting with `.`.
  static func isValidSceneName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && name.count <= 100
      && name.unicodeScalars.allSatisfy { TextScanner.isIdentifierPart($0) || $0 == "-" || $0 == "." }
  }

  /// `{ gap: 12, … }`: names usable as numbers in visual formats.
  private func decodeMetrics(_ field: Field) throws -> [String: Double] {
    guard let members = field.value.object else {
      throw field.error(.wrongType(expected: "an object", found: field.value.typeName))
    }
    var result: [String: Double] = [:]
    for member in members {
      let entry = Field(value: member.value, path: field.path.key(member.key), file: file)
      guard Self.isIdentifier(member.key) else {
        throw SceneError(.invalidId(member.key), at: Layout.SourceLocation(file: file, path: entry.path, line: member.keyLine, column: member.keyColumn))
      }
      result[member.key] = try entry.number(
        in: -SceneLimits.maxPoints...SceneLimits.maxPoints, expected: "a number from -100000 to 100000")
    }
    return result
  }

  /// A C identifier, as VFL needs for view and metric names.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, TextScanner.isIdentifierStart(first) else { return false }
    return text.unicodeScalars.allSatisfy(TextScanner.isIdentifierPart)
  }
}
