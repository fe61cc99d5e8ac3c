import PlumbLayout

/// Writes an imported scene as an editable scene file (JSON5, the scene format), so that loading it
/// gives the same `Layout.Scene` and the same picture. IB object ids become identifiers (`ib_` + the id
/// with `-` and `.` as `_`), each view carries its IB id and name in a comment, constraints keep their IB
/// id as `identifier`. Image paths are written as `imagePaths` maps them (the import copies the files).
///
/// ```swift
/// let text = IBSceneExporter(imported).json5(imagePaths: [:])
/// ```
public struct IBSceneExporter {
  let imported: IBImportedScene
  private var ids: [String: String] = [:]

  public init(_ imported: IBImportedScene) {
    self.imported = imported
    var used = Set<String>(["root", "safeArea"])
    for node in imported.scene.allNodes {
      var id = "ib_" + String(node.id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
      while used.contains(id) { id += "_" }
      used.insert(id); ids[node.id] = id
    }
  }

  /// The scene-file identifier of a Layout id.
  public func identifier(_ id: String) -> String { id == "root" || id == "safeArea" ? id : (ids[id] ?? id) }

  /// Every image file of the scene (absolute paths): image views' `src`, buttons' `image` and bar items' images, to copy next
  /// to the written file.
  public var imageSources: [String] {
    imported.scene.allNodes.flatMap(\.imageSources)
  }

  /// The scene file's text; `imagePaths` maps each image source to the path the file should name.
  public func json5(imagePaths: [String: String]) -> String {
    let scene = imported.scene
    var out = "// Imported by `plumb import` from \(scene.file ?? "an Interface Builder file").\n{\n  plumb: 1,\n"
    out += "  name: \(quote(Self.sceneName(scene.name))),\n"
    let c = scene.canvas
    var canvas = "width: \(n(c.width)), height: \(c.height.description == "fit" ? "\"fit\"" : c.height.description), scale: \(n(c.scale))"
    if let background = c.background { canvas += ", background: \(colourText(background))" }
    canvas += ",\n            margins: \(insets(c.margins)), safeArea: \(insets(c.safeArea))"
    out += "  canvas: { \(canvas) },\n"
    if !scene.variants.appearance.isEmpty {
      out += "  variants: { appearance: [\(scene.variants.appearance.map { quote($0.rawValue) }.joined(separator: ", "))] },\n"
    }
    out += "  views: [\n"
    for node in scene.views { write(node, indent: "    ", into: &out, imagePaths: imagePaths) }
    out += "  ],\n  constraints: [\n"
    for constraint in scene.constraints { out += "    \(constraintText(constraint)),\n" }
    out += "  ],\n}\n"
    return out
  }

  private func write(_ node: Layout.Node, indent: String, into out: inout String, imagePaths: [String: String]) {
    var fields: [String] = []
    let id = quote(identifier(node.id))
    switch node.kind {
    case .view: fields.append("view: \(id)")
    case .guide: fields.append("guide: \(id)")
    case .control(let control):
      fields.append("\(control.kindName): \(id)")
      fields.append(contentsOf: controlFields(control, imagePaths: imagePaths))
    case .label(let label):
      fields.append("label: \(id)")
      fields.append("text: \(quote(label.text))")
      switch label.font {
      case .style(let style): fields.append("font: \(quote(style.rawValue))")
      case .fixed(let font):
        fields.append("font: { family: \(quote(font.family)), size: \(n(font.size)), weight: \(quote(font.weight.description))\(font.italic ? ", italic: true" : "") }")
      case .scaled(let font, let style):
        fields.append("font: { name: \(quote(font.family)), size: \(n(font.size)), weight: \(quote(font.weight.description))\(font.italic ? ", italic: true" : ""), relativeTo: \(quote(style.rawValue)) }")
      }
      if label.textColor != .black { fields.append("textColor: \(colourText(label.textColor))") }
      if label.textAlignment != .natural { fields.append("textAlignment: \(quote(label.textAlignment.rawValue))") }
      if label.numberOfLines != 1 { fields.append("numberOfLines: \(label.numberOfLines)") }
      if label.lineBreakMode != .byTruncatingTail { fields.append("lineBreakMode: \(quote(label.lineBreakMode.rawValue))") }
      if label.adjustsFontSizeToFitWidth { fields.append("adjustsFontSizeToFitWidth: true") }
      if label.minimumScaleFactor != 0 { fields.append("minimumScaleFactor: \(n(label.minimumScaleFactor))") }
      if let width = label.preferredMaxLayoutWidth { fields.append("preferredMaxLayoutWidth: \(n(width))") }
      if let width = label.widthBeforeLayout, label.numberOfLines != 1 { fields.append("widthBeforeLayout: \(n(width))") }
      if let shadow = label.shadowColor {
        fields.append("shadowColor: \(colourText(shadow)), shadowOffset: { width: \(n(label.shadowOffset.width)), height: \(n(label.shadowOffset.height)) }")
      }
    case .image(let image):
      fields.append("image: \(id)")
      if let src = image.src { fields.append("src: \(quote(imagePaths[src] ?? src))") }
      if let name = image.systemName {
        fields.append("systemName: \(quote(name))")
        let configuration = image.symbolConfiguration
        if configuration != Layout.SymbolConfiguration() {
          var parts: [String] = []
          if let size = configuration.pointSize { parts.append("pointSize: \(n(size))") }
          if let style = configuration.textStyle { parts.append("textStyle: \(quote(style.rawValue))") }
          if configuration.weight != .regular { parts.append("weight: \(configuration.weight.rawValue)") }
          if configuration.scale != .medium { parts.append("scale: \(quote(configuration.scale.rawValue))") }
          fields.append("preferredSymbolConfiguration: { \(parts.joined(separator: ", ")) }")
        }
      }
      if image.renderingMode != .automatic { fields.append("renderingMode: \(quote(image.renderingMode.rawValue))") }
      if image.contentMode != .scaleToFill { fields.append("contentMode: \(quote(image.contentMode.rawValue))") }
    case .stack(let stack):
      fields.append("stack: \(id)")
      fields.append("axis: \(quote(stack.axis.rawValue)), distribution: \(quote(stack.distribution.rawValue)), alignment: \(quote(stack.alignment.rawValue)), spacing: \(n(stack.spacing))")
      if stack.isLayoutMarginsRelativeArrangement { fields.append("isLayoutMarginsRelativeArrangement: true") }
      if stack.isBaselineRelativeArrangement { fields.append("isBaselineRelativeArrangement: true") }
    }
    if case .guide = node.kind {} else {
      let a = node.appearance
      if a.hidden { fields.append("hidden: true") }
      if a.alpha != 1 { fields.append("alpha: \(n(a.alpha))") }
      if let background = a.background { fields.append("background: \(colourText(background))") }
      if let tint = a.tintColor { fields.append("tintColor: \(colourText(tint))") }
      if let border = a.border { fields.append("border: { width: \(n(border.width)), color: \(colourText(border.color)) }") }
      if a.cornerRadius != 0 { fields.append("cornerRadius: \(n(a.cornerRadius))") }
      if a.maskedCorners != .all { fields.append("maskedCorners: [\(a.maskedCorners.names.map(quote).joined(separator: ", "))]") }
      if a.clipsToBounds { fields.append("clipsToBounds: true") }
      if let blur = a.blurEffect { fields.append("blurEffect: \(quote(blur.rawValue))") }
      if let shadow = a.shadow {
        fields.append("shadow: { color: \(colourText(shadow.color)), opacity: \(n(shadow.opacity)), "
          + "offset: { width: \(n(shadow.offset.width)), height: \(n(shadow.offset.height)) }, radius: \(n(shadow.radius)) }")
      }
      if let margins = node.margins { fields.append("margins: \(insets(margins))") }
      if node.semanticContentAttribute != .unspecified { fields.append("semanticContentAttribute: \(quote(node.semanticContentAttribute.rawValue))") }
      if node.hugging != Layout.AxisPriorities(horizontal: 250, vertical: 250) {
        fields.append("hugging: { h: \(n(node.hugging.horizontal)), v: \(n(node.hugging.vertical)) }")
      }
      if node.compression != Layout.AxisPriorities(horizontal: 750, vertical: 750) {
        fields.append("compression: { h: \(n(node.compression.horizontal)), v: \(n(node.compression.vertical)) }")
      }
      var intrinsic: [String] = []
      if let w = node.intrinsic.width { intrinsic.append("width: \(n(w))") }
      if let h = node.intrinsic.height { intrinsic.append("height: \(n(h))") }
      if !intrinsic.isEmpty { fields.append("intrinsic: { \(intrinsic.joined(separator: ", ")) }") }
      if let spacing = node.spacingAfter { fields.append("spacingAfter: \(n(spacing))") }
    }
    let record = imported.view(node.id)
    let comment = "// IB \(node.id)" + (record.map { " \($0.name)" } ?? "")
    out += "\(indent)\(comment)\n\(indent){ \(fields.joined(separator: ", "))"
    let children: [(String, [Layout.Node])]
    if case .stack(let stack) = node.kind { children = [("arranged", stack.arranged), ("subviews", node.subviews)] } else { children = [("subviews", node.subviews)] }
    for (key, list) in children where !list.isEmpty {
      out += ",\n\(indent)  \(key): [\n"
      for child in list { write(child, indent: indent + "    ", into: &out, imagePaths: imagePaths) }
      out += "\(indent)  ]"
    }
    out += " },\n"
  }

  /// The scene-format keys of a control's properties (`ControlDecoding`'s names).
  private func controlFields(_ control: Layout.Control, imagePaths: [String: String]) -> [String] {
    var f: [String] = []
    func colour(_ key: String, _ c: Color?) { if let c { f.append("\(key): \(colourText(c))") } }
    func font(_ key: String, _ choice: Layout.FontChoice?) { if let choice { f.append("\(key): \(fontText(choice))") } }
    func appearances(_ standard: Layout.BarAppearance?, _ scrollEdge: Layout.BarAppearance?) {
      for (key, look) in [("standardAppearance", standard), ("scrollEdgeAppearance", scrollEdge)] {
        guard let look else { continue }
        var parts = ["configuration: \(quote(look.configuration.rawValue))"]
        if let c = look.backgroundColor { parts.append("backgroundColor: \(colourText(c))") }
        // A configuration's own hairline is left to it; another colour, or none, is written.
        if look.shadowColor != Layout.BarAppearance(configuration: look.configuration).shadowColor {
          parts.append("shadowColor: \(colourText(look.shadowColor ?? .clear))")
        }
        if let c = look.titleColor { parts.append("titleTextAttributes: { foregroundColor: \(colourText(c)) }") }
        if let c = look.largeTitleColor { parts.append("largeTitleTextAttributes: { foregroundColor: \(colourText(c)) }") }
        f.append("\(key): { \(parts.joined(separator: ", ")) }")
      }
    }
    switch control {
    case .button(let b):
      f.append("type: \(quote(b.type.rawValue))")
      if let title = b.title { f.append("title: \(quote(title))") }
      if let image = b.image { f.append("image: \(quote(imagePaths[image] ?? image))") }
      if let name = b.systemImage { f.append("image: { systemName: \(quote(name)) }") }
      if let size = b.imageSize { f.append("imageSize: { width: \(n(size.width)), height: \(n(size.height)) }") }
      if b.imageRenderingMode != .automatic { f.append("renderingMode: \(quote(b.imageRenderingMode.rawValue))") }
      font("font", b.font); colour("titleColor", b.titleColor)
      if b.contentEdgeInsets != Insets() {
        let i = b.contentEdgeInsets
        f.append("contentEdgeInsets: { top: \(n(i.top)), left: \(n(i.left)), bottom: \(n(i.bottom)), right: \(n(i.right)) }")
      }
      if b.state != .normal { f.append("state: \(quote(b.state.rawValue))") }
      if let c = b.configuration {
        f.append("configuration: \(quote(c.style.rawValue)), buttonSize: \(quote(c.buttonSize.rawValue)), cornerStyle: \(quote(c.cornerStyle.rawValue)), imagePlacement: \(quote(c.imagePlacement.rawValue))")
        if let subtitle = c.subtitle { f.append("subtitle: \(quote(subtitle))") }
        colour("baseColor", c.baseColor)
      }
    case .textField(let t):
      f.append("text: \(quote(t.text))")
      if let placeholder = t.placeholder { f.append("placeholder: \(quote(placeholder))") }
      f.append("borderStyle: \(quote(t.borderStyle.rawValue)), font: \(fontText(t.font)), textColor: \(colourText(t.textColor)), textAlignment: \(quote(t.textAlignment.rawValue)), clearButtonMode: \(quote(t.clearButtonMode.rawValue))")
      if !t.isEnabled { f.append("isEnabled: false") }
    case .textView(let t):
      f.append("text: \(quote(t.text)), font: \(fontText(t.font)), textColor: \(colourText(t.textColor)), textAlignment: \(quote(t.textAlignment.rawValue))")
      if !t.isScrollEnabled { f.append("isScrollEnabled: false") }
    case .switch(let s):
      f.append("isOn: \(s.isOn)"); colour("onTintColor", s.onTintColor); colour("thumbTintColor", s.thumbTintColor)
      if !s.isEnabled { f.append("isEnabled: false") }
    case .segmentedControl(let s):
      f.append("segments: [\(s.segments.map(quote).joined(separator: ", "))], selectedSegmentIndex: \(s.selectedSegmentIndex)")
      colour("selectedSegmentTintColor", s.selectedSegmentTintColor)
      if !s.isEnabled { f.append("isEnabled: false") }
    case .slider(let s):
      f.append("minimumValue: \(n(s.minimumValue)), maximumValue: \(n(s.maximumValue)), value: \(n(s.value))")
      colour("minimumTrackTintColor", s.minimumTrackTintColor); colour("maximumTrackTintColor", s.maximumTrackTintColor)
      if !s.isEnabled { f.append("isEnabled: false") }
    case .progressView(let p):
      f.append("progress: \(n(p.progress)), progressViewStyle: \(quote(p.progressViewStyle.rawValue))")
      colour("progressTintColor", p.progressTintColor); colour("trackTintColor", p.trackTintColor)
    case .activityIndicator(let a):
      f.append("style: \(quote(a.style.rawValue))"); colour("color", a.color)
    case .mapView(let m):
      f.append("mapType: \(quote(m.mapType.rawValue))")
    case .stepper(let s):
      f.append("minimumValue: \(n(s.minimumValue)), maximumValue: \(n(s.maximumValue)), value: \(n(s.value))")
      if !s.isEnabled { f.append("isEnabled: false") }
    case .pageControl(let p):
      f.append("numberOfPages: \(p.numberOfPages), currentPage: \(p.currentPage)")
      colour("pageIndicatorTintColor", p.pageIndicatorTintColor); colour("currentPageIndicatorTintColor", p.currentPageIndicatorTintColor)
    case .navigationBar(let b):
      if let title = b.title { f.append("title: \(quote(title))") }
      if !b.leftItems.isEmpty { f.append("leftItems: \(barItemsText(b.leftItems, imagePaths: imagePaths))") }
      if !b.rightItems.isEmpty { f.append("rightItems: \(barItemsText(b.rightItems, imagePaths: imagePaths))") }
      if let back = b.backItemTitle { f.append("backItemTitle: \(quote(back))") }
      if b.prefersLargeTitles { f.append("prefersLargeTitles: true") }
      colour("barTintColor", b.barTintColor)
      if b.barStyle != .default { f.append("barStyle: \(quote(b.barStyle.rawValue))") }
      if b.atScrollEdge { f.append("atScrollEdge: true") }
      if let title = b.titleColor { f.append("titleTextAttributes: { foregroundColor: \(colourText(title)) }") }
      appearances(b.standardAppearance, b.scrollEdgeAppearance)
    case .toolbar(let b):
      f.append("items: \(barItemsText(b.items, imagePaths: imagePaths))")
      colour("barTintColor", b.barTintColor)
      if b.barStyle != .default { f.append("barStyle: \(quote(b.barStyle.rawValue))") }
      if b.atScrollEdge { f.append("atScrollEdge: true") }
      appearances(b.standardAppearance, b.scrollEdgeAppearance)
    case .tabBar(let b):
      let items = b.items.map { item -> String in
        var parts: [String] = []
        if let title = item.title { parts.append("title: \(quote(title))") }
        if let image = item.image { parts.append("image: \(quote(imagePaths[image] ?? image))") }
        if let name = item.systemImage { parts.append("image: { systemName: \(quote(name)) }") }
        if let system = item.systemItem { parts.append("systemItem: \(quote(system.rawValue))") }
        if let badge = item.badgeValue { parts.append("badgeValue: \(quote(badge))") }
        return "{ \(parts.joined(separator: ", ")) }"
      }
      f.append("items: [\(items.joined(separator: ", "))]")
      if let selected = b.selectedIndex { f.append("selectedIndex: \(selected)") }
      colour("unselectedItemTintColor", b.unselectedItemTintColor); colour("barTintColor", b.barTintColor)
      if b.barStyle != .default { f.append("barStyle: \(quote(b.barStyle.rawValue))") }
      if b.atScrollEdge { f.append("atScrollEdge: true") }
      appearances(b.standardAppearance, b.scrollEdgeAppearance)
    case .pickerView(let p):
      let components = p.components.map { "[\($0.map(quote).joined(separator: ", "))]" }
      f.append("components: [\(components.joined(separator: ", "))]")
      if !p.selectedRows.isEmpty { f.append("selectedRows: [\(p.selectedRows.map(String.init).joined(separator: ", "))]") }
    case .datePicker(let d):
      f.append("datePickerMode: \(quote(d.datePickerMode.rawValue)), preferredDatePickerStyle: \(quote(d.preferredDatePickerStyle.rawValue))")
      f.append("date: \(quote(d.date.isoText))")
      if d.datePickerMode == .countDownTimer { f.append("countDownDuration: \(n(d.countDownDuration))") }
      if !d.isEnabled { f.append("isEnabled: false") }
    case .searchBar(let b):
      if !b.text.isEmpty { f.append("text: \(quote(b.text))") }
      if let placeholder = b.placeholder { f.append("placeholder: \(quote(placeholder))") }
      f.append("searchBarStyle: \(quote(b.searchBarStyle.rawValue))")
      colour("barTintColor", b.barTintColor)
      if b.barStyle != .default { f.append("barStyle: \(quote(b.barStyle.rawValue))") }
      if b.showsCancelButton { f.append("showsCancelButton: true") }
    }
    return f
  }

  /// Bar button items as the scene format writes them: `{ title, image, systemItem, style, width, isEnabled }`.
  private func barItemsText(_ items: [Layout.BarButtonItem], imagePaths: [String: String]) -> String {
    let written = items.map { item -> String in
      var parts: [String] = []
      if let title = item.title { parts.append("title: \(quote(title))") }
      if let image = item.image { parts.append("image: \(quote(imagePaths[image] ?? image))") }
      if let name = item.systemImage { parts.append("image: { systemName: \(quote(name)) }") }
      if let system = item.systemItem { parts.append("systemItem: \(quote(system.rawValue))") }
      if item.style != .plain { parts.append("style: \(quote(item.style.rawValue))") }
      if let width = item.width { parts.append("width: \(n(width))") }
      if !item.isEnabled { parts.append("isEnabled: false") }
      return "{ \(parts.joined(separator: ", ")) }"
    }
    return "[\(written.joined(separator: ", "))]"
  }

  private func fontText(_ choice: Layout.FontChoice) -> String {
    switch choice {
    case .style(let style): return quote(style.rawValue)
    case .fixed(let font):
      return "{ family: \(quote(font.family)), size: \(n(font.size)), weight: \(quote(font.weight.description))\(font.italic ? ", italic: true" : "") }"
    case .scaled(let font, let style):
      return "{ name: \(quote(font.family)), size: \(n(font.size)), weight: \(quote(font.weight.description))\(font.italic ? ", italic: true" : ""), relativeTo: \(quote(style.rawValue)) }"
    }
  }

  /// A constraint in Apple's notation, with its identifier and `when`.
  func constraintText(_ c: Layout.ConstraintSpec) -> String {
    var text = "\(identifier(c.first.item)).\(c.first.attribute.rawValue) \(c.relation.rawValue) "
    if let second = c.second {
      if c.multiplier != 1 { text += "\(n(c.multiplier)) * " }
      text += "\(identifier(second.item)).\(second.attribute.rawValue)"
      if c.constant > 0 { text += " + \(n(c.constant))" } else if c.constant < 0 { text += " - \(n(-c.constant))" }
    } else {
      text += n(c.constant)
    }
    if c.priority < 1000 { text += " @ \(n(c.priority))" }
    var fields = ["constraint: \(quote(text))"]
    if let identifier = c.identifier { fields.append("identifier: \(quote(identifier))") }
    if let condition = c.condition, case .sizeClass(let sizeClass) = condition { fields.append("when: \(quote(sizeClass.rawValue))") }
    return fields.count == 1 ? fields[0].replacingOccurrences(of: "constraint: ", with: "") : "{ \(fields.joined(separator: ", ")) }"
  }

  private func insets(_ i: DirectionalInsets) -> String {
    "{ top: \(n(i.top)), leading: \(n(i.leading)), bottom: \(n(i.bottom)), trailing: \(n(i.trailing)) }"
  }

  /// Numbers in Swift's shortest round-trip form (whole numbers without a fraction), always as plain
  /// decimals: constraint text has no exponent notation (`1e-05` is written `0.00001`).
  private func n(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    let shortest = "\(value)"
    guard shortest.contains("e") else { return shortest }
    var text = String(format: "%.20f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A colour as scene files write it: a system colour by its UIKit name (`"secondaryLabel"`), another
  /// dynamic colour as `{ light, dark, lightHighContrast, darkHighContrast }`, a fixed one as hex.
  func colourText(_ color: Color) -> String {
    if let name = color.systemName, Color(named: name) != nil { return quote(name) }
    guard color.isDynamic else { return quote(color.description) }
    let parts = [("light", color.resolved(style: .light, contrast: .normal)), ("dark", color.resolved(style: .dark, contrast: .normal)),
                 ("lightHighContrast", color.resolved(style: .light, contrast: .high)),
                 ("darkHighContrast", color.resolved(style: .dark, contrast: .high))]
    return "{ " + parts.map { "\($0.0): \(quote($0.1.description))" }.joined(separator: ", ") + " }"
  }

  private func quote(_ text: String) -> String { Escaping.jsonString(text) }

  /// The longest scene name a scene file may have (the scene decoder's limit).
  static let maxSceneName = 100

  /// The imported scene's name as a scene file may hold it: a longer one keeps its end (the root's
  /// name and id) — `"…Simulcast-EntryViewController-daf-NU-K4v"`.
  static func sceneName(_ name: String) -> String {
    guard name.count > maxSceneName else { return name }
    let tail = String(name.suffix(maxSceneName))
    return tail.hasPrefix(".") ? "_" + tail.dropFirst() : tail
  }
}
