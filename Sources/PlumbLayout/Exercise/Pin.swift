extension Layout {
  /// One frame variable held at a value by an extra required constraint: how Plumb picks one of the
  /// many valid layouts of an ambiguous scene (the CLI's `--exercise-ambiguity`).
  ///
  /// `left` and `top` are in root coordinates (as `Ambiguity` reports them); `width` and `height` are sizes.
  ///
  /// ```swift
  /// let pin = Layout.Pin(view: "card", attribute: .height, value: 120)
  /// pin.constraint.text   // "card.height == 120 (pinned)"
  /// ```
  public struct Pin: Hashable, Sendable, CustomStringConvertible {
    /// The id of the view whose variable is held.
    public var view: String
    /// `.left`, `.top`, `.width` or `.height`, the attributes `Ambiguity` names.
    public var attribute: Attribute
    /// The value in points.
    public var value: Double

    /// A pin of `view.attribute` at `value` points.
    public init(view: String, attribute: Attribute, value: Double) {
      self.view = view; self.attribute = attribute; self.value = value
    }

    /// The pin for an ambiguity's variable, or `nil` for an attribute name that is not a frame variable.
    ///
    /// ```swift
    /// Layout.Pin(ambiguity, value: 40)?.attribute   // .left for an ambiguous `left`
    /// ```
    public init?(_ ambiguity: Ambiguity, value: Double) {
      guard let attribute = Attribute(rawValue: ambiguity.attribute),
        [.left, .top, .width, .height].contains(attribute)
      else { return nil }
      self.init(view: ambiguity.view, attribute: attribute, value: value)
    }

    /// The identifier of every pin constraint, so diagnostics can tell pins from the scene's constraints.
    public static let identifier = "plumb-pin"

    /// The required constraint that holds the variable: `view.left == root.left + value` for positions
    /// (root's left and top are 0), `view.width == value` for sizes.
    public var constraint: ConstraintSpec {
      let second: AnchorRef? = attribute.isSize ? nil : AnchorRef(item: "root", attribute: attribute)
      return ConstraintSpec(
        first: AnchorRef(item: view, attribute: attribute), relation: .equal, second: second, constant: value,
        priority: 1000, identifier: Self.identifier, text: "\(description) (pinned)")
    }

    /// `card.height == 120`.
    public var description: String { "\(view).\(attribute.rawValue) == \(formatPoints(value))" }
  }
}

extension Layout.Scene {
  /// The scene with one extra required constraint per pin, after its own constraints.
  ///
  /// ```swift
  /// let fixed = scene.pinning([Layout.Pin(view: "badge", attribute: .left, value: 16)])
  /// ```
  public func pinning(_ pins: [Layout.Pin]) -> Layout.Scene {
    var copy = self
    copy.constraints += pins.map(\.constraint)
    return copy
  }
}

extension Layout.Engine {
  /// Lays the scene out in `variant` with `pins` added as required constraints, in a fresh engine that
  /// shares this one's measurer, image sizes and settings (this engine's solver is not touched).
  ///
  /// ```swift
  /// let result = engine.layout(variant, pinning: [Layout.Pin(view: "card", attribute: .height, value: 80)])
  /// result["card"]?.frame.height   // 80
  /// ```
  public func layout(_ variant: Layout.Variant, pinning pins: [Layout.Pin]) -> Layout.Result {
    layout(variant, in: scene.pinning(pins))
  }

  /// Lays out another scene with this engine's measurer, image sizes, solver and settings.
  func layout(_ variant: Layout.Variant, in other: Layout.Scene) -> Layout.Result {
    let engine = Layout.Engine(scene: other, measurer: sizer.measurer, images: sizer.images, backend: makeBackend)
    engine.reportsAmbiguity = reportsAmbiguity
    engine.maximumFixpointIterations = maximumFixpointIterations
    return engine.layout(variant)
  }
}
