import PlumbLayout

extension SceneDecoder {
  /// A label's keys: `text` is required, a string or a list of runs (attributed text); `"@key"` texts
  /// are checked against `strings` after the tree.
  func decodeLabel(_ object: ObjectReader) throws -> Layout.Label {
    let (text, runs) = try decodeText(object.required("text"))
    var label = Layout.Label(text: text)
    label.runs = runs
    if let value = object["paragraphStyle"] { label.paragraphStyle = try decodeParagraphStyle(value) }
    if let value = object["font"] { label.font = try font(value) }
    if let value = object["textColor"] { label.textColor = try value.color() }
    if let value = object["textAlignment"] { label.textAlignment = try value.name(TextAlignment.self, what: "text alignment") }
    if let value = object["numberOfLines"] { label.numberOfLines = try value.integer(in: 0...1000) }
    if let value = object["lineBreakMode"] { label.lineBreakMode = try value.name(LineBreakMode.self, what: "line break mode") }
    if let value = object["adjustsFontSizeToFitWidth"] { label.adjustsFontSizeToFitWidth = try value.bool() }
    if let value = object["truncationIntended"] { label.truncationIntended = try value.bool() }
    if let value = object["minimumScaleFactor"] {
      label.minimumScaleFactor = try value.number(in: 0...1, expected: "a number from 0 to 1")
    }
    if let value = object["allowsDefaultTighteningForTruncation"] { label.allowsDefaultTighteningForTruncation = try value.bool() }
    if let value = object["preferredMaxLayoutWidth"] {
      let width = try value.number(in: 0...100_000, expected: "a width from 0 to 100000 points")
      label.preferredMaxLayoutWidth = width > 0 ? width : nil
    }
    if let value = object["shadowColor"] { label.shadowColor = try value.color() }
    if let value = object["shadowOffset"] { label.shadowOffset = try offset(value) }
    if let value = object["widthBeforeLayout"] {
      label.widthBeforeLayout = try value.number(in: 0...100_000, expected: "a width from 0 to 100000 points")
    }
    return label
  }

  /// A text style name (`"body"`), or `{ family | name, size, weight, italic, relativeTo }` for a font
  /// named by family or PostScript name; with `relativeTo` (a text style) it scales with Dynamic Type.
  func font(_ field: Field) throws -> Layout.FontChoice {
    if field.value.string != nil { return .style(try field.name(TextStyle.self, what: "text style")) }
    guard field.value.object != nil else {
      throw field.error(.wrongType(expected: "a text style name or a font object", found: field.value.typeName))
    }
    let object = try field.object(allowed: ["family", "name", "size", "weight", "italic", "relativeTo"])
    var font = FontSpec(size: try object.required("size").number(in: 0.5...1024, expected: "a size from 0.5 to 1024 points"))
    if let value = object["family"] ?? object["name"] {
      let family = try value.string()
      guard !family.isEmpty else { throw value.error(.wrongType(expected: "a family or PostScript name", found: "an empty string")) }
      font.family = family
    }
    if let value = object["weight"] { font.weight = try fontWeight(value) }
    if let value = object["italic"] { font.italic = try value.bool() }
    if let value = object["relativeTo"] { return .scaled(font, relativeTo: try value.name(TextStyle.self, what: "text style")) }
    return .fixed(font)
  }

  /// A weight: a name (`"semibold"`) or a number from 1 to 1000.
  func fontWeight(_ value: Field) throws -> FontWeight {
    guard let name = value.value.string else { return FontWeight(rawValue: try value.integer(in: 1...1000)) }
    guard let weight = FontWeight(name: name) else {
      throw value.error(.unknownName(what: "font weight", name: name, choices: FontWeight.named.map(\.0)))
    }
    return weight
  }

  /// An SF Symbol's name (`systemName`): 1 to 100 characters.
  func symbolName(_ field: Field) throws -> String {
    let name = try field.string()
    guard !name.isEmpty, name.count <= 100 else {
      throw field.error(.wrongType(expected: "an SF Symbol name such as \"chevron.forward\"", found: "\(name.count) characters"))
    }
    return name
  }

  /// UIImage's `SymbolConfiguration`: `{ pointSize | textStyle, weight, scale }`.
  func symbolConfiguration(_ field: Field) throws -> Layout.SymbolConfiguration {
    let object = try field.object(allowed: ["pointSize", "textStyle", "weight", "scale"])
    var configuration = Layout.SymbolConfiguration()
    if let value = object["pointSize"] { configuration.pointSize = try value.number(in: 1...1000, expected: "a point size from 1 to 1000") }
    if let value = object["textStyle"] {
      if object["pointSize"] != nil { throw value.error(.sameAttributeTwice("pointSize", "textStyle")) }
      configuration.textStyle = try value.name(TextStyle.self, what: "text style")
    }
    if let value = object["weight"] { configuration.weight = try fontWeight(value) }
    if let value = object["scale"] { configuration.scale = try value.name(Layout.SymbolConfiguration.Scale.self, what: "symbol scale") }
    return configuration
  }

  /// An image's `src` (a relative PNG or JPEG path; resolved by `SceneAssets` when loading a file) or
  /// `systemName` (an SF Symbol, with `preferredSymbolConfiguration`), and `contentMode`.
  func decodeImage(_ object: ObjectReader) throws -> Layout.Image {
    var image = Layout.Image()
    if let value = object["systemName"] {
      if object["src"] != nil { throw value.error(.sameAttributeTwice("src", "systemName")) }
      image = Layout.Image(systemName: try symbolName(value))
      if let value = object["preferredSymbolConfiguration"] { image.symbolConfiguration = try symbolConfiguration(value) }
    } else if let value = object["preferredSymbolConfiguration"] {
      throw value.error(.keyNotForKind("preferredSymbolConfiguration", kind: "an image without systemName", owners: ["images with systemName"]))
    }
    if let value = object["src"] {
      image.src = try SceneAssets.checkSyntax(of: value)
      if let assets {
        do {
          image.src = try assets.resolve(src: image.src!)
        } catch let error as SceneError {
          throw value.error(error.kind)
        }
      }
    }
    if let value = object["contentMode"] { image.contentMode = try value.name(Layout.ContentMode.self, what: "content mode") }
    if let value = object["renderingMode"] {
      image.renderingMode = try value.name(Layout.ImageRenderingMode.self, what: "rendering mode")
    }
    return image
  }

  /// A stack's properties (its `arranged` views are decoded by the caller).
  func decodeStack(_ object: ObjectReader) throws -> Layout.Stack {
    var stack = Layout.Stack(arranged: [])
    if let value = object["axis"] { stack.axis = try value.name(Layout.Axis.self, what: "axis") }
    if let value = object["distribution"] {
      stack.distribution = try value.name(Layout.Stack.Distribution.self, what: "distribution")
    }
    if let value = object["alignment"] {
      let name = try value.string()
      switch name {
      case "top": stack.alignment = .leading
      case "bottom": stack.alignment = .trailing
      default:
        guard let alignment = Layout.Stack.Alignment(rawValue: name) else {
          let choices = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
          throw value.error(.unknownName(what: "alignment", name: name, choices: choices))
        }
        stack.alignment = alignment
      }
    }
    if let value = object["spacing"] {
      stack.spacing = try value.number(in: -SceneLimits.maxPoints...SceneLimits.maxPoints, expected: "a spacing from -100000 to 100000 points")
    }
    if let value = object["isLayoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = try value.bool() }
    if let value = object["isBaselineRelativeArrangement"] { stack.isBaselineRelativeArrangement = try value.bool() }
    return stack
  }
}
