import PlumbGraphics

/// One variant as rendered: its picture, its layout text, and where each view landed (for naming the
/// views a difference falls in).
///
/// ```swift
/// let rendered = RenderedVariant(image: pixels, layoutText: result.layoutText,
///                                viewFrames: [ViewFrame(id: "title", x: 32, y: 80, width: 686, height: 41)])
/// ```
public struct RenderedVariant: Sendable {
  public var image: PixelImage
  /// The encoded PNG of `image`, when the renderer already has it (saves encoding twice).
  public var png: [UInt8]?
  public var layoutText: String
  /// Frames of visible views in pixels, in tree order.
  public var viewFrames: [ViewFrame]
  /// What `plumb check --strict` would report for this variant (its text report), or `nil` when it
  /// finds no problem; strict runs fail the variant when this is set.
  public var checkReport: String?
  /// The accessibility audit's picture (PNG) when the scene asks for the audit and it finds something.
  public var accessibilityLegend: [UInt8]?
  public init(image: PixelImage, png: [UInt8]? = nil, layoutText: String, viewFrames: [ViewFrame] = [], checkReport: String? = nil) {
    self.image = image; self.png = png; self.layoutText = layoutText; self.viewFrames = viewFrames
    self.checkReport = checkReport
  }
}

/// A view's frame in pixels.
public struct ViewFrame: Sendable, Hashable {
  public var id: String
  public var x: Int, y: Int, width: Int, height: Int
  public init(id: String, x: Int, y: Int, width: Int, height: Int) {
    self.id = id; self.x = x; self.y = y; self.width = width; self.height = height
  }
  /// Whether the frame overlaps a region.
  public func overlaps(_ region: PixelRegion) -> Bool {
    x < region.x + region.width && region.x < x + width && y < region.y + region.height && region.y < y + height
  }
}

/// Encodes and decodes PNG for references (PlumbGraphics provides the real one, `GraphicsPNGCodec`).
/// A codec that stores a pixel digest in its files lets the runner verify without decoding.
///
/// ```swift
/// let image = try codec.decode(bytes, path: "Snapshots/card/x.png")
/// if let stored = codec.storedDigest(in: bytes), stored == codec.digest(of: rendered) { /* same pixels */ }
/// ```
public protocol PNGCoding: Sendable {
  func decode(_ bytes: [UInt8], path: String) throws -> PixelImage
  func encode(_ image: PixelImage) throws -> [UInt8]
  /// The digest `encode` stores for `image`; nil for a codec that stores none.
  func digest(of image: PixelImage) -> PixelDigest?
  /// The pixel digest stored in `bytes`, if the file carries one that still matches its image data.
  func storedDigest(in bytes: [UInt8]) -> PixelDigest?
}

extension PNGCoding {
  public func digest(of image: PixelImage) -> PixelDigest? { nil }
  public func storedDigest(in bytes: [UInt8]) -> PixelDigest? { nil }
}

/// A scene to snapshot: its name, its variants by name, and how to render one; also what sharding and
/// `--only-changed` need — an estimated cost per variant and the files its pictures depend on.
///
/// ```swift
/// let job = SnapshotScene(name: "card", file: "Scenes/card.json", variants: ["w320-…"]) { name in try render(name) }
/// ```
public struct SnapshotScene: Sendable {
  public var name: String
  public var file: String
  public var variants: [String]
  public var render: @Sendable (String) throws -> RenderedVariant
  /// Estimated relative cost of rendering each variant (same order as `variants`), for sharding.
  public var costs: [Double]
  /// Files besides `file` whose change changes the pictures (images, fonts), relative or absolute.
  public var dependencies: [String]
  public init(name: String, file: String, variants: [String], costs: [Double]? = nil, dependencies: [String] = [],
              render: @escaping @Sendable (String) throws -> RenderedVariant) {
    self.name = name; self.file = file; self.variants = variants; self.render = render
    self.costs = costs ?? Array(repeating: 1, count: variants.count)
    self.dependencies = dependencies
  }
}
