import PlumbLayout

/// The options that pick one variant (`--width`, `--height`, `--direction`, `--type`, `--scale`,
/// `--language`, `--pseudo`, `--appearance`, `--contrast`, `--device`, `--orientation`), shared by
/// `render`, `check` and `trace`. A device sets width, height and scale (they may not be given with it).
///
/// ```swift
/// let variant = try VariantOptions.variant(from: args, scene: scene)
/// ```
enum VariantOptions {
  /// `--assets`: where image paths are resolved instead of the scene's folder.
  static let assets = OptionSpec("--assets", value: "folder", help: "Resolve image paths here instead of the scene's folder.")

  static let specs: [OptionSpec] = [
    OptionSpec("--width", value: "points", help: "Root width (default: the canvas width)."),
    OptionSpec("--height", value: "points|fit", help: "Root height, or 'fit' for the smallest that fits."),
    OptionSpec("--direction", value: "dir", help: "Layout direction.", choices: LayoutDirection.allCases.map(\.rawValue)),
    OptionSpec("--type", value: "size", help: "Dynamic Type size (default: large).", choices: ContentSizeCategory.allCases.map(\.rawValue)),
    OptionSpec("--scale", value: "n", help: "Pixels per point (default: the canvas scale)."),
    OptionSpec("--language", value: "code", help: "Strings table and text language (ar and he imply rtl)."),
    OptionSpec("--pseudo", value: "kind", help: "Pseudo-localization.", choices: Layout.Pseudolocalization.allCases.map(\.rawValue)),
    OptionSpec("--appearance", value: "style", help: "Light or dark appearance (default: light).", choices: UserInterfaceStyle.allCases.map(\.rawValue)),
    OptionSpec("--contrast", value: "level", help: "Normal or increased contrast (default: normal).", choices: AccessibilityContrast.allCases.map(\.rawValue)),
    OptionSpec("--device", value: "name", help: "A device's screen, scale and safe area ('plumb devices' lists them)."),
    OptionSpec("--orientation", value: "o", help: "The device's orientation (default: portrait).", choices: Layout.Orientation.allCases.map(\.rawValue)),
  ]

  /// The canvas's own variant, changed by whatever the options say.
  static func variant(from args: ParsedArguments, scene: Layout.Scene) throws -> Layout.Variant {
    let language = args.string("--language")
    if let language, !scene.strings.isEmpty, scene.strings[language] == nil {
      let available = scene.strings.keys.sorted()
      throw UsageError("Invalid value '\(language)' for '--language <code>': the scene has strings for \(available.joined(separator: ", ")).", command: args.command)
    }
    var variant = Layout.Variant(
      width: scene.canvas.width, height: scene.canvas.height,
      direction: Layout.VariantAxes.defaultDirection(for: language), type: .large, scale: scene.canvas.scale,
      language: language, pseudo: nil)
    if let name = args.string("--device") {
      guard let device = Layout.Device.named(name) else {
        let hint = Suggestion.closest(to: name, in: Layout.Device.names).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("Unknown device '\(name)'; 'plumb devices' lists them.\(hint)", command: args.command)
      }
      for option in ["--width", "--height", "--scale"] where args.isPresent(option) {
        throw UsageError("'\(option)' cannot be combined with '--device' (the device decides it).", command: args.command)
      }
      let orientation = args.string("--orientation").flatMap(Layout.Orientation.init(rawValue:)) ?? .portrait
      variant = Layout.Variant(
        device: device, orientation: orientation, direction: variant.direction, language: language)
    } else if args.isPresent("--orientation") {
      throw UsageError("'--orientation' needs '--device'.", command: args.command)
    }
    // A scene whose matrix has one appearance (an Interface Builder document saved in dark) is drawn in it.
    if scene.variants.appearance.count == 1 { variant.appearance = scene.variants.appearance[0] }
    if let appearance = args.string("--appearance") { variant.appearance = UserInterfaceStyle(rawValue: appearance)! }
    if let contrast = args.string("--contrast") { variant.contrast = AccessibilityContrast(rawValue: contrast)! }
    if let width = try args.double("--width") { variant.width = width }
    if let height = args.string("--height") {
      if height.lowercased() == "fit" {
        variant.height = .fit
      } else if let value = try args.double("--height") {
        variant.height = .points(value)
      }
    }
    if let direction = args.string("--direction") { variant.direction = LayoutDirection(rawValue: direction)! }
    if let type = args.string("--type") { variant.type = ContentSizeCategory(rawValue: type)! }
    if let scale = try args.double("--scale") { variant.scale = scale }
    if let pseudo = args.string("--pseudo") { variant.pseudo = Layout.Pseudolocalization(rawValue: pseudo)! }
    return variant
  }
}
