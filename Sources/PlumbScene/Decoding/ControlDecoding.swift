import PlumbLayout

extension SceneDecoder {
  /// The keys of each control kind besides the common ones (UIKit's property names).
  static let controlKeys: [String: [String]] = [
    "button": ["type", "title", "image", "imageSize", "renderingMode", "font", "titleColor", "contentEdgeInsets", "state", "configuration",
      "buttonSize", "cornerStyle", "imagePlacement", "subtitle", "baseColor"],
    "textField": ["text", "placeholder", "borderStyle", "font", "textColor", "textAlignment", "clearButtonMode", "isEnabled"],
    "textView": ["text", "font", "textColor", "textAlignment", "textContainerInset", "isScrollEnabled"],
    "switch": ["isOn", "onTintColor", "thumbTintColor", "isEnabled"],
    "segmentedControl": ["segments", "selectedSegmentIndex", "selectedSegmentTintColor", "isEnabled"],
    "slider": ["value", "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor", "isEnabled"],
    "progressView": ["progress", "progressViewStyle", "progressTintColor", "trackTintColor"],
    "activityIndicator": ["style", "color"],
    "stepper": ["value", "minimumValue", "maximumValue", "isEnabled"],
    "pageControl": ["numberOfPages", "currentPage", "pageIndicatorTintColor", "currentPageIndicatorTintColor"],
    "mapView": ["mapType"],
  ]

  /// A control of kind `kind` from its keys.
  func decodeControl(_ kind: String, _ object: ObjectReader) throws -> Layout.Control {
    if let bar = try decodeBar(kind, object) { return bar }
    if let picker = try decodePicker(kind, object) { return picker }
    switch kind {
    case "button": return .button(try decodeButton(object))
    case "textField": return .textField(try decodeTextField(object))
    case "textView": return .textView(try decodeTextView(object))
    case "switch":
      var control = Layout.Switch()
      if let value = object["isOn"] { control.isOn = try value.bool() }
      if let value = object["onTintColor"] { control.onTintColor = try value.color() }
      if let value = object["thumbTintColor"] { control.thumbTintColor = try value.color() }
      if let value = object["isEnabled"] { control.isEnabled = try value.bool() }
      return .switch(control)
    case "segmentedControl": return .segmentedControl(try decodeSegmentedControl(object))
    case "slider":
      var control = Layout.Slider()
      try decodeRange(object, value: &control.value, minimum: &control.minimumValue, maximum: &control.maximumValue)
      if let value = object["minimumTrackTintColor"] { control.minimumTrackTintColor = try value.color() }
      if let value = object["maximumTrackTintColor"] { control.maximumTrackTintColor = try value.color() }
      if let value = object["isEnabled"] { control.isEnabled = try value.bool() }
      return .slider(control)
    case "progressView":
      var control = Layout.ProgressView()
      if let value = object["progress"] { control.progress = try value.number(in: 0...1, expected: "a progress from 0 to 1") }
      if let value = object["progressViewStyle"] {
        control.progressViewStyle = try value.name(Layout.ProgressViewStyle.self, what: "progress view style")
      }
      if let value = object["progressTintColor"] { control.progressTintColor = try value.color() }
      if let value = object["trackTintColor"] { control.trackTintColor = try value.color() }
      return .progressView(control)
    case "activityIndicator":
      var control = Layout.ActivityIndicator()
      if let value = object["style"] { control.style = try value.name(Layout.ActivityIndicatorStyle.self, what: "activity indicator style") }
      if let value = object["color"] { control.color = try value.color() }
      return .activityIndicator(control)
    case "mapView":
      var map = Layout.MapView()
      if let value = object["mapType"] { map.mapType = try value.name(Layout.MapType.self, what: "map type") }
      return .mapView(map)
    case "stepper":
      var control = Layout.Stepper()
      try decodeRange(object, value: &control.value, minimum: &control.minimumValue, maximum: &control.maximumValue)
      if let value = object["isEnabled"] { control.isEnabled = try value.bool() }
      return .stepper(control)
    default:
      var control = Layout.PageControl()
      if let value = object["numberOfPages"] { control.numberOfPages = try value.integer(in: 0...1000) }
      if let value = object["currentPage"] {
        control.currentPage = try value.integer(in: 0...max(0, control.numberOfPages - 1))
      }
      if let value = object["pageIndicatorTintColor"] { control.pageIndicatorTintColor = try value.color() }
      if let value = object["currentPageIndicatorTintColor"] { control.currentPageIndicatorTintColor = try value.color() }
      return .pageControl(control)
    }
  }

  /// `button`: a classic button, or a configured one when `configuration` names a style.
  private func decodeButton(_ object: ObjectReader) throws -> Layout.Button {
    var button = Layout.Button()
    if let value = object["type"] { button.type = try value.name(Layout.ButtonType.self, what: "button type") }
    if let value = object["title"] {
      let (title, runs) = try decodeText(value)
      button.title = title
      button.titleRuns = runs
    }
    var symbol: (name: String, configuration: Layout.SymbolConfiguration?)?
    if let value = object["image"] {
      if value.value.object != nil {
        // `{ systemName, preferredSymbolConfiguration }`: an SF Symbol (UIImage(systemName:)).
        let image = try value.object(allowed: ["systemName", "preferredSymbolConfiguration"])
        let name = try symbolName(image.required("systemName"))
        symbol = (name, try image["preferredSymbolConfiguration"].map(symbolConfiguration))
        button.systemImage = name
      } else {
        button.image = try imageSource(value)
      }
    }
    if let value = object["imageSize"] {
      let size = try value.object(allowed: ["width", "height"])
      guard let width = size["width"] else { throw value.error(.missingKey("width")) }
      guard let height = size["height"] else { throw value.error(.missingKey("height")) }
      button.imageSize = Size(width: try width.length(), height: try height.length())
    }
    if let value = object["renderingMode"] {
      button.imageRenderingMode = try value.name(Layout.ImageRenderingMode.self, what: "rendering mode")
    }
    if let value = object["font"] { button.font = try font(value) }
    if let symbol, button.imageSize == nil {
      // A symbol sits with the title's font: its point size unless configured (UIKit's default for button images).
      var configuration = symbol.configuration ?? Layout.SymbolConfiguration()
      if configuration.pointSize == nil, configuration.textStyle == nil { configuration.pointSize = button.effectiveFont.resolved(for: .large).size }
      button.imageSize = Layout.SystemSymbol.size(of: symbol.name, configuration: configuration, category: .large)
    }
    if let value = object["titleColor"] { button.titleColor = try value.color() }
    if let value = object["contentEdgeInsets"] { button.contentEdgeInsets = try edgeInsets(value) }
    if let value = object["state"] { button.state = try value.name(Layout.ControlState.self, what: "control state") }
    let configurationKeys = ["buttonSize", "cornerStyle", "imagePlacement", "subtitle", "baseColor"]
    if let value = object["configuration"] {
      var configuration = Layout.ButtonConfiguration(style: try value.name(Layout.ButtonStyle.self, what: "button configuration"))
      if let value = object["buttonSize"] { configuration.buttonSize = try value.name(Layout.ButtonSize.self, what: "button size") }
      if let value = object["cornerStyle"] { configuration.cornerStyle = try value.name(Layout.CornerStyle.self, what: "corner style") }
      if let value = object["imagePlacement"] {
        configuration.imagePlacement = try value.name(Layout.ImagePlacement.self, what: "image placement")
      }
      if let value = object["subtitle"] { configuration.subtitle = try value.string() }
      if let value = object["baseColor"] { configuration.baseColor = try value.color() }
      button.configuration = configuration
    } else if let key = configurationKeys.first(where: { object[$0] != nil }) {
      throw object[key]!.error(.keyNeedsConfiguration(key))
    }
    return button
  }

  private func decodeTextField(_ object: ObjectReader) throws -> Layout.TextField {
    var field = Layout.TextField()
    if let value = object["text"] { field.text = try value.string() }
    if let value = object["placeholder"] {
      field.placeholder = try value.string()
      labelTexts.append((field.placeholder!, value))
    }
    if let value = object["borderStyle"] { field.borderStyle = try value.name(Layout.TextBorderStyle.self, what: "border style") }
    if let value = object["font"] { field.font = try font(value) }
    if let value = object["textColor"] { field.textColor = try value.color() }
    if let value = object["textAlignment"] { field.textAlignment = try value.name(TextAlignment.self, what: "text alignment") }
    if let value = object["clearButtonMode"] {
      field.clearButtonMode = try value.name(Layout.TextFieldViewMode.self, what: "clear button mode")
    }
    if let value = object["isEnabled"] { field.isEnabled = try value.bool() }
    return field
  }

  private func decodeTextView(_ object: ObjectReader) throws -> Layout.TextView {
    var view = Layout.TextView()
    if let value = object["text"] { (view.text, view.runs) = try decodeText(value) }
    if let value = object["font"] { view.font = try font(value) }
    if let value = object["textColor"] { view.textColor = try value.color() }
    if let value = object["textAlignment"] { view.textAlignment = try value.name(TextAlignment.self, what: "text alignment") }
    if let value = object["textContainerInset"] { view.textContainerInset = try edgeInsets(value) }
    if let value = object["isScrollEnabled"] { view.isScrollEnabled = try value.bool() }
    return view
  }

  private func decodeSegmentedControl(_ object: ObjectReader) throws -> Layout.SegmentedControl {
    var control = Layout.SegmentedControl()
    if let value = object["segments"] {
      let items = try value.list()
      guard !items.isEmpty else { throw value.error(.emptyList) }
      control.segments = try items.map { try $0.string() }
    }
    if let value = object["selectedSegmentIndex"] {
      control.selectedSegmentIndex = try value.integer(in: -1...max(-1, control.segments.count - 1))
    }
    if let value = object["selectedSegmentTintColor"] { control.selectedSegmentTintColor = try value.color() }
    if let value = object["isEnabled"] { control.isEnabled = try value.bool() }
    return control
  }

  /// `value`, `minimumValue`, `maximumValue`: the minimum below the maximum, the value between them.
  private func decodeRange(_ object: ObjectReader, value: inout Double, minimum: inout Double, maximum: inout Double) throws {
    let limit = SceneLimits.maxPoints
    if let field = object["minimumValue"] { minimum = try field.number(in: -limit...limit, expected: "a number from -100000 to 100000") }
    if let field = object["maximumValue"] {
      maximum = try field.number(in: minimum...max(minimum, limit), expected: "a maximum from \(formatPoints(minimum)) to 100000")
    }
    guard maximum >= minimum else {
      throw (object["minimumValue"] ?? object["maximumValue"]!).error(
        .outOfRange(minimum, expected: "a minimum at most the maximum \(formatPoints(maximum))"))
    }
    if let field = object["value"] {
      value = try field.number(in: minimum...maximum, expected: "a value from \(formatPoints(minimum)) to \(formatPoints(maximum))")
    } else {
      value = min(max(value, minimum), maximum)
    }
  }

  /// `{ top, left, bottom, right }` (UIEdgeInsets).
  private func edgeInsets(_ field: Field) throws -> Insets {
    let object = try field.object(allowed: ["top", "left", "bottom", "right"])
    var result = Insets()
    if let value = object["top"] { result.top = try value.length() }
    if let value = object["left"] { result.left = try value.length() }
    if let value = object["bottom"] { result.bottom = try value.length() }
    if let value = object["right"] { result.right = try value.length() }
    return result
  }

  /// An image path, checked and resolved as an image view's `src`.
  func imageSource(_ value: Field) throws -> String {
    var src = try SceneAssets.checkSyntax(of: value)
    if let assets {
      do {
        src = try assets.resolve(src: src)
      } catch let error as SceneError {
        throw value.error(error.kind)
      }
    }
    return src
  }
}
