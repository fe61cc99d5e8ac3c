extension Layout {
  /// How an image is drawn (`UIImage.RenderingMode`): in its own colours, or as a template whose opaque
  /// pixels take the view's tint colour. `automatic` is UIKit's default: original in an image view and a
  /// custom button, a template in a system or configured button. An asset catalog's "Render As: Template
  /// Image" (`template-rendering-intent` in the image set) is `alwaysTemplate`.
  ///
  /// ```swift
  /// let icon = Layout.Image(src: "pencil.png", renderingMode: .alwaysTemplate)   // drawn in the tint colour
  /// Layout.ImageRenderingMode.automatic.isTemplate(inButtonOf: .system)        // true
  /// ```
  public enum ImageRenderingMode: String, Sendable, Hashable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate

    /// Whether an image view draws the image as a template.
    public var isTemplateInImageView: Bool { self == .alwaysTemplate }

    /// Whether a button draws its image as a template: always for `alwaysTemplate`, never for
    /// `alwaysOriginal`, and for `automatic` in a system-type or configured button.
    public func isTemplate(inButtonOf type: ButtonType, configured: Bool = false) -> Bool {
      switch self {
      case .alwaysTemplate: return true
      case .alwaysOriginal: return false
      case .automatic: return configured || type == .system
      }
    }
  }
}
