import PlumbLayout

/// UIKit controls on today's `Layout` model: until PlumbLayout has control kinds, a control is a plain
/// view with UIKit's intrinsic size (per the Xcode that wrote the file) and, for controls that show text,
/// a title label inside it whose size drives the control's (`UIButton.titleLabel`, a text field's text or
/// placeholder, a segmented control's segments). Sizes are the alignment rects constraints act on.
///
/// ```swift
/// let control = IBControls.map(element, node: node, context: context)   // nil: not a control
/// ```
enum IBControls {
  struct Mapped {
    var node: Layout.Node
    var constraints: [Layout.ConstraintSpec]
  }

  static let kinds: Set<String> = ["button", "textField", "switch", "slider", "segmentedControl", "stepper",
    "progressView", "activityIndicatorView", "pageControl", "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar",
    "pickerView", "textView"]

  static func map(_ element: XMLElement, node base: Layout.Node, tools: Double, resources: [String: XMLElement],
                  imageSizes: [String: Size], source: Layout.SourceLocation) -> Mapped? {
    var node = base
    var constraints: [Layout.ConstraintSpec] = []
    func set(_ width: Double?, _ height: Double?) {
      if node.intrinsic.width == nil { node.intrinsic.width = width }
      if node.intrinsic.height == nil { node.intrinsic.height = height }
    }
    switch element.name {
    case "switch":
      tools >= 24000 ? set(61, 28) : set(49, 31)
    case "slider":
      set(nil, 30)
    case "stepper":
      set(94, tools >= 15000 ? 32 : 29)
    case "progressView":
      set(nil, element["progressViewStyle"] == "bar" ? 3 : (tools >= 17100 ? 4 : 2))
    case "activityIndicatorView":
      let style = element["style"] ?? "gray"
      let large = style == "whiteLarge" || style == "large"
      set(large ? 37 : 20, large ? 37 : 20)
    case "pageControl":
      let pages = Double(element["numberOfPages"] ?? "3") ?? 3
      set(max(0, pages * 16 - 9), 37)
    case "datePicker":
      if element["style"] == "wheels" || element["datePickerStyle"] == "wheels" || tools < 17000 { set(320, 216) }
    case "pickerView":
      set(320, 216)
    case "searchBar":
      set(nil, tools >= 13000 && tools < 24000 ? 56 : 44)
    case "navigationBar", "toolbar":
      set(nil, 44)
    case "tabBar":
      set(nil, 49)
    case "textView":
      break
    case "button":
      titled(element, node: &node, constraints: &constraints, tools: tools, resources: resources, imageSizes: imageSizes, source: source)
    case "textField":
      textField(element, node: &node, constraints: &constraints, tools: tools, resources: resources, source: source)
    case "segmentedControl":
      return segmented(element, node: node, tools: tools)
    default:
      return nil
    }
    return Mapped(node: node, constraints: constraints)
  }

  private static func constraint(
    _ a: String, _ aa: Layout.Attribute, _ relation: Layout.Relation, _ b: String?, _ ba: Layout.Attribute?,
    constant: Double = 0, priority: Double = 1000, source: Layout.SourceLocation
  ) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(
      first: Layout.AnchorRef(item: a, attribute: aa), relation: relation,
      second: b.map { Layout.AnchorRef(item: $0, attribute: ba!) }, constant: constant, priority: min(1000, max(1, priority)),
      identifier: "intrinsic content", text: "\(a).\(aa.rawValue) \(relation.rawValue) \(b.map { "\($0).\(ba!.rawValue)" } ?? "") + \(constant)",
      source: source)
  }

  /// A title label inside `node` (buttons with a `buttonConfiguration`), centred (or at the leading edge), which gives `node` its intrinsic size
  /// plus `padding`, with the node's hugging and compression resistance.
  private static func addTitle(
    _ label: Layout.Label, to node: inout Layout.Node, constraints: inout [Layout.ConstraintSpec],
    padding: Insets, leadingAligned: Bool, verticalFromText: Bool, source: Layout.SourceLocation
  ) {
    let id = "\(node.id).title"
    var title = Layout.Node(id: id, kind: .label(label), source: source)
    title.hugging = Layout.AxisPriorities(horizontal: 999, vertical: 999)
    title.compression = node.compression
    node.subviews.insert(title, at: 0)
    let owner = node.id
    if leadingAligned {
      constraints.append(constraint(id, .leading, .equal, owner, .leading, constant: padding.left, source: source))
    } else {
      constraints.append(constraint(id, .centerX, .equal, owner, .centerX, source: source))
      constraints.append(constraint(id, .leading, .greaterThanOrEqual, owner, .leading, constant: padding.left, source: source))
    }
    constraints.append(constraint(owner, .trailing, .greaterThanOrEqual, id, .trailing, constant: padding.right, source: source))
    constraints.append(constraint(id, .centerY, .equal, owner, .centerY, source: source))
    if node.intrinsic.width == nil {
      constraints.append(constraint(owner, .width, .lessThanOrEqual, id, .width, constant: padding.left + padding.right,
                                    priority: node.hugging.horizontal, source: source))
    }
    if verticalFromText && node.intrinsic.height == nil {
      let extra = padding.top + padding.bottom
      constraints.append(constraint(owner, .height, .lessThanOrEqual, id, .height, constant: extra, priority: node.hugging.vertical, source: source))
      constraints.append(constraint(owner, .height, .greaterThanOrEqual, id, .height, constant: extra, priority: node.compression.vertical, source: source))
    }
  }

  private static func titled(
    _ element: XMLElement, node: inout Layout.Node, constraints: inout [Layout.ConstraintSpec], tools: Double,
    resources: [String: XMLElement], imageSizes: [String: Size], source: Layout.SourceLocation
  ) {
    let type = element["buttonType"] ?? "system"
    if ["contactAdd", "infoLight", "infoDark", "detailDisclosure"].contains(type) {
      tools >= 15000 ? set(&node, 25, 24) : set(&node, 22, 22)
      return
    }
    let configuration = element.child("buttonConfiguration")
    let state = element.child("state", key: "normal")
    let title = configuration?["title"] ?? state?["title"]
      ?? state?.child("attributedString")?.children(named: "fragment").compactMap { $0["content"] }.joined()
      ?? configuration?.child("attributedString")?.children(named: "fragment").compactMap { $0["content"] }.joined()
    let imageName = configuration?["image"] ?? state?["image"]
    if (title ?? "").isEmpty {
      if let imageName, let size = imageSizes[imageName] {
        set(&node, size.width + (configuration == nil ? 0 : 24), size.height + (configuration == nil ? 0 : 14))
      }
      return
    }
    var font: Layout.FontChoice
    if let description = (configuration ?? element).child("fontDescription"), let choice = IBFonts.font(description) {
      font = choice
    } else if configuration != nil {
      font = tools >= 21000 ? .style(.body) : .fixed(FontSpec(size: 15))
    } else {
      font = .fixed(FontSpec(size: 15))
    }
    let colour = (state?.child("color", key: "titleColor")).flatMap { IBColors.color($0, resources: resources) }
      ?? (configuration?.child("color", key: "baseForegroundColor")).flatMap { IBColors.color($0, resources: resources) }
      ?? Color(red8: 0, green8: 122, blue8: 255)
    if configuration == nil {
      // A classic button is its title: text width, and ⌈line height⌉ + 12 high (UIKit's content insets
      // are zero; the 12 points are the button's own padding, measured over IB files for 12–22 pt fonts).
      let size = font.resolved(for: .large).size
      node.kind = .label(Layout.Label(text: title!, font: font, textColor: colour, textAlignment: .center,
                                      lineBreakMode: .byTruncatingMiddle))
      if node.intrinsic.height == nil { node.intrinsic.height = (size * 1.2).rounded(.up) + 12 }
      return
    }
    let label = Layout.Label(text: title!, font: font, textColor: colour, textAlignment: .center, lineBreakMode: .byTruncatingTail)
    let alignment = element["contentHorizontalAlignment"] ?? "center"
    addTitle(label, to: &node, constraints: &constraints, padding: Insets(top: 7, left: 12, bottom: 7, right: 12),
             leadingAligned: alignment == "leading" || alignment == "left", verticalFromText: true, source: source)
  }

  private static func set(_ node: inout Layout.Node, _ width: Double?, _ height: Double?) {
    if node.intrinsic.width == nil { node.intrinsic.width = width }
    if node.intrinsic.height == nil { node.intrinsic.height = height }
  }

  private static func textField(
    _ element: XMLElement, node: inout Layout.Node, constraints: inout [Layout.ConstraintSpec], tools: Double,
    resources: [String: XMLElement], source: Layout.SourceLocation
  ) {
    let border = element["borderStyle"] ?? "none"
    let font = element.child("fontDescription").flatMap(IBFonts.font) ?? .fixed(FontSpec(size: 14))
    switch border {
    case "roundedRect": set(&node, nil, tools >= 14800 ? 34 : 30)
    case "none": break
    default: set(&node, nil, 30)
    }
    // The text field is its text (or grey placeholder): its baselines are the text's, as UIKit's are.
    let text = element["text"] ?? ""
    let shown = text.isEmpty ? (element["placeholder"] ?? "") : text
    let colour = text.isEmpty ? Color(red8: 60, green8: 60, blue8: 67, alpha8: 77)
      : (element.child("color", key: "textColor").flatMap { IBColors.color($0, resources: resources) } ?? .black)
    let alignment: TextAlignment = ["center": .center, "right": .right, "left": .left][element["textAlignment"] ?? ""] ?? .natural
    node.kind = .label(Layout.Label(text: shown, font: font, textColor: colour, textAlignment: alignment))
  }

  private static func segmented(_ element: XMLElement, node base: Layout.Node, tools: Double) -> Mapped {
    let titles = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
    let padding = 12.0
    let arranged = titles.enumerated().map { index, title in
      var label = Layout.Node(id: "\(base.id).segment\(index)", kind: .label(Layout.Label(
        text: title, font: .fixed(FontSpec(size: 13)), textAlignment: .center)), source: base.source)
      label.compression = Layout.AxisPriorities(horizontal: base.compression.horizontal, vertical: 250)
      return label
    }
    var node = base
    node.kind = .stack(Layout.Stack(axis: .horizontal, distribution: .fillEqually, alignment: .fill,
                                    spacing: padding * 2, isLayoutMarginsRelativeArrangement: true, arranged: arranged))
    node.margins = DirectionalInsets(top: 0, leading: padding, bottom: 0, trailing: padding)
    if node.intrinsic.height == nil { node.intrinsic.height = tools >= 14800 ? 31 : 28 }
    node.appearance.border = node.appearance.border ?? Layout.Border(width: 1, color: Color(red8: 0, green8: 122, blue8: 255))
    node.appearance.cornerRadius = max(node.appearance.cornerRadius, 4)
    return Mapped(node: node, constraints: [])
  }

  /// How far a control's frame extends beyond its alignment rect (the stored frames minus constraints).
  static func alignmentOutset(_ element: String, tools: Double) -> Insets {
    switch element {
    case "switch": return Insets(right: 2)
    case "slider": return Insets(left: 2, bottom: 1, right: 2)
    case "segmentedControl": return Insets(bottom: 1)
    default: return Insets()
    }
  }
}
