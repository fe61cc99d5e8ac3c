import PlumbJSON
import PlumbLayout

extension SceneDecoder {
  static let variantKeys = [
    "width", "height", "direction", "type", "scale", "language", "pseudo", "appearance", "contrast", "device", "orientation",
  ]

  /// `variants`: each key a non-empty list without repeats; the cross product is the matrix.
  func decodeVariants(_ field: Field, canvas: Layout.Canvas) throws -> Layout.VariantAxes {
    let object = try field.object(allowed: Self.variantKeys)
    var axes = Layout.VariantAxes()
    axes.width = try axis(object["width"]) { try self.canvasWidth($0) }
    axes.height = try axis(object["height"]) { try self.canvasHeight($0) }
    axes.direction = try axis(object["direction"]) { try $0.name(LayoutDirection.self, what: "direction") }
    axes.type = try axis(object["type"]) { try $0.name(ContentSizeCategory.self, what: "type size") }
    axes.scale = try axis(object["scale"]) { try self.scale($0) }
    axes.language = try axis(object["language"]) { item in
      let tag = try item.string()
      guard Self.isLanguageTag(tag) else { throw item.error(.invalidLanguage(tag)) }
      if !self.strings.isEmpty && self.strings[tag] == nil {
        throw item.error(.languageWithoutStrings(tag, available: self.strings.keys.sorted()))
      }
      return tag
    }
    axes.pseudo = try axis(object["pseudo"]) { try $0.name(Layout.Pseudolocalization.self, what: "pseudo-localization") }
    axes.appearance = try axis(object["appearance"]) { try $0.name(UserInterfaceStyle.self, what: "appearance") }
    axes.contrast = try axis(object["contrast"]) { try $0.name(AccessibilityContrast.self, what: "contrast") }
    axes.device = try axis(object["device"]) { try Self.device($0) }
    axes.orientation = try axis(object["orientation"]) { try $0.name(Layout.Orientation.self, what: "orientation") }
    if let field = object["orientation"], axes.device.isEmpty {
      throw field.error(.orientationWithoutDevice)
    }
    let directions = axes.direction.isEmpty ? 1 : axes.direction.count
    // Devices replace the width, height and scale axes.
    let screens = axes.device.isEmpty
      ? max(axes.width.count, 1) * max(axes.height.count, 1) * max(axes.scale.count, 1)
      : axes.device.count * max(axes.orientation.count, 1)
    let count = [
      screens, axes.type.count, axes.language.count, axes.pseudo.count, axes.appearance.count, axes.contrast.count,
    ].reduce(directions) { $0 * max($1, 1) }
    guard count <= SceneLimits.maxVariants else {
      throw field.error(.tooManyVariants(count: count, limit: SceneLimits.maxVariants))
    }
    return axes
  }

  /// A device model by name (`"iPhone 15 Pro"`; case, spaces and hyphens do not matter).
  static func device(_ field: Field) throws -> Layout.Device {
    let name = try field.string()
    guard let device = Layout.Device.named(name) else {
      throw field.error(.unknownName(what: "device", name: name, choices: Layout.Device.names))
    }
    return device
  }

  /// One axis: a non-empty list of distinct values.
  private func axis<T: Hashable>(_ field: Field?, _ element: (Field) throws -> T) throws -> [T] {
    guard let field else { return [] }
    let items = try field.list()
    guard !items.isEmpty else { throw field.error(.emptyList) }
    var result: [T] = []
    for item in items {
      let value = try element(item)
      if result.contains(value) { throw item.error(.duplicateValue(Self.quote(item.value))) }
      result.append(value)
    }
    return result
  }

  /// A value as an error message quotes it: numbers bare, strings in quotes.
  static func quote(_ value: JSONValue) -> String {
    switch value.content {
    case .number(let number): return formatPoints(number)
    case .string(let text): return "'\(text)'"
    default: return value.typeName
    }
  }

  /// A BCP 47 tag in its common shape: a 2–3 letter language, then subtags of 2–8 letters or digits.
  static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { TextScanner.isIdentifierPart($0) && $0 != "_" }
    }
  }
}
