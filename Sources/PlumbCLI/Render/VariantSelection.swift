import PlumbLayout

/// Which variants a command looks at: `--variant NAME` (one of the scene's matrix), `--all-variants`
/// (the whole matrix), or else the one the variant options describe (`--width`, `--direction`, …).
/// Shared by `check` and `trace`.
///
/// ```swift
/// let variants = try VariantSelection.variants(from: args, scene: scene)
/// ```
enum VariantSelection {
  /// `--variant` and `--all-variants`; add `VariantOptions.specs` too.
  static let specs: [OptionSpec] = [
    OptionSpec("--variant", value: "name", help: "One variant of the scene's matrix by name (e.g. w320-h200-ltr-large-2x)."),
    OptionSpec("--all-variants", help: "Every variant of the scene's matrix."),
  ]

  /// The variants picked by the command line.
  /// A variant name matches in any case.
  /// - Throws: `UsageError` for an unknown variant name (with the closest name), or when `--variant`,
  ///   `--all-variants` and variant options are mixed.
  static func variants(from args: ParsedArguments, scene: Layout.Scene) throws -> [Layout.Variant] {
    let matrix = scene.variants.matrix(canvas: scene.canvas)
    let picked = ["--variant", "--all-variants"].filter { args.isPresent($0) }
    if picked.count > 1 {
      throw UsageError("'--variant' and '--all-variants' cannot be combined.", command: args.command)
    }
    if let first = picked.first {
      for option in VariantOptions.specs.map(\.name) where args.isPresent(option) {
        throw UsageError("'\(option)' cannot be combined with '\(first)' (the scene's matrix decides the variant).", command: args.command)
      }
    }
    if args.flag("--all-variants") { return matrix }
    if let name = args.string("--variant") {
      // An exact name first, then one that differs only in case (`w320-h200-ltr-ax3-2x`).
      let exact = matrix.first(where: { $0.name == name })
      guard let variant = exact ?? matrix.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        let hint = Suggestion.closest(to: name, in: matrix.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("Unknown variant '\(name)'; the scene's variants are \(matrix.map(\.name).joined(separator: ", ")).\(hint)", command: args.command)
      }
      return [variant]
    }
    return [try VariantOptions.variant(from: args, scene: scene)]
  }
}
