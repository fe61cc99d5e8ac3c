import PlumbLayout

/// UIKit controls of a storyboard or XIB as PlumbLayout's control kinds: each element's attributes become
/// the control's (a switch's `on`, a button's states and configuration, a date picker's date), and where
/// the Xcode that wrote the file gave the control another size than today's UIKit (a 29-point stepper, a
/// 2-point progress bar, a 44-point search bar) that size is the control's intrinsic size. Sizes are the
/// alignment rects constraints act on.
///
/// ```swift
/// let node = IBControls.map(element, node: plain, tools: 22505, resources: [:], imageSizes: [:])   // nil: not a control
/// ```
enum IBControls {

  static let kinds: Set<String> = ["button", "textField", "switch", "slider", "segmentedControl", "stepper",
    "progressView", "activityIndicatorView", "pageControl", "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar",
    "pickerView", "textView", "mapView"]

  /// - Parameter homeIndicator: the document's device is a portrait phone with a home indicator (its
  ///   bars are taller: a toolbar is 49 points there, 44 elsewhere).
  static func map(_ element: XMLElement, node base: Layout.Node, tools: Double, resources: [String: XMLElement],
                  namedColor: @escaping (String) -> Color? = { _ in nil },
                  imageSizes: [String: Size], imageFile: (String) -> String? = { _ in nil },
                  isTemplate: (String) -> Bool = { _ in false }, homeIndicator: Bool = false) -> Layout.Node? {
    var node = base
    func set(_ width: Double?, _ height: Double?) {
      if node.intrinsic.width == nil { node.intrinsic.width = width }
      if node.intrinsic.height == nil { node.intrinsic.height = height }
    }
    let resolve: (XMLElement) -> Color? = { IBColors.color($0, resources: resources, namedColor: namedColor) }
    let colour: (String) -> Color? = { key in element.child("color", key: key).flatMap(resolve) }
    let enabled = element.flag("enabled") ?? true
    switch element.name {
    case "switch":
      node.kind = .control(.switch(Layout.Switch(isOn: element.flag("on") ?? false, onTintColor: colour("onTintColor"),
                                                 thumbTintColor: colour("thumbTintColor"), isEnabled: enabled)))
      if tools >= 24000 { set(61, 28) }  // the iOS 26 switch
    case "slider":
      node.kind = .control(.slider(Layout.Slider(
        value: element.number("value") ?? 0.5, minimumValue: element.number("minValue") ?? 0, maximumValue: element.number("maxValue") ?? 1,
        minimumTrackTintColor: colour("minimumTrackTintColor"), maximumTrackTintColor: colour("maximumTrackTintColor"), isEnabled: enabled)))
      // Xcode 26 (toolsVersion ≥ 24000), and 23727 on a phone with a home indicator (the canvas that also
      // counts the screen's insets twice), lays sliders out 34 high (a 33-point alignment rect); 31 before.
      if tools >= 24000 || (tools >= 23727 && homeIndicator) { set(nil, 33) }
    case "stepper":
      node.kind = .control(.stepper(Layout.Stepper(value: element.number("value") ?? 0, minimumValue: element.number("minimumValue") ?? 0,
                                                   maximumValue: element.number("maximumValue") ?? 100, isEnabled: enabled)))
      if tools < 15000 { set(94, tools >= 14800 ? 28 : 29) }
    case "progressView":
      let bar = element["progressViewStyle"] == "bar"
      node.kind = .control(.progressView(Layout.ProgressView(
        progress: element.number("progress") ?? 0.5, progressViewStyle: bar ? .bar : .default,
        progressTintColor: colour("progressTintColor"), trackTintColor: colour("trackTintColor"))))
      if tools < 17100 { set(nil, bar ? 3 : 2) }
    case "activityIndicatorView":
      let style = Layout.ActivityIndicatorStyle(rawValue: element["style"] ?? "medium") ?? .medium
      node.kind = .control(.activityIndicator(Layout.ActivityIndicator(style: style, color: colour("color"))))
    case "pageControl":
      let pages = Int(element["numberOfPages"] ?? "3") ?? 3
      node.kind = .control(.pageControl(Layout.PageControl(numberOfPages: pages, currentPage: Int(element["currentPage"] ?? "0") ?? 0)))
    case "datePicker":
      // Before iOS 14 (Xcode 12, toolsVersion 17000) every date picker had wheels; since, `automatic` is compact.
      let wheels = element["style"] == "wheels" || element["datePickerStyle"] == "wheels" || tools < 17000
      var picker = Layout.DatePicker(
        datePickerMode: Layout.DatePickerMode(rawValue: element["datePickerMode"] ?? "dateAndTime") ?? .dateAndTime,
        preferredDatePickerStyle: wheels ? .wheels : Layout.DatePickerStyle(rawValue: element["style"] ?? "automatic") ?? .automatic,
        countDownDuration: element.number("countDownDuration") ?? 60, isEnabled: enabled)
      if let seconds = element.child("date", key: "date")?.number("timeIntervalSinceReferenceDate") {
        picker.date = Layout.DateTimeValue(secondsSinceReferenceDate: seconds)
      }
      node.kind = .control(.datePicker(picker))
      if wheels { set(320, 216) }
    case "mapView":
      // MKMapView's `mapType` as Interface Builder writes it (`standard`, `satellite`, `hybrid`, `satelliteFlyover`, …).
      node.kind = .control(.mapView(Layout.MapView(mapType: element["mapType"].flatMap(Layout.MapType.init(rawValue:)) ?? .standard)))
    case "pickerView":
      // Interface Builder's canvas shows its sample cities in a picker view, which has no data source there.
      node.kind = .control(.pickerView(Layout.PickerView.interfaceBuilderSample))
      set(320, 216)
    case "searchBar":
      node.kind = .control(.searchBar(IBBars.searchBar(element, colour: colour)))
      // 44 before iOS 11, 56 from Xcode 9; Xcode 26 stores 44 for the default style and 64 for `minimal`.
      let bar = Layout.BarMetrics.barHeight
      if tools >= 24000 { set(nil, element["searchBarStyle"] == "minimal" ? 64 : bar) } else {
        set(nil, tools >= 13000 ? Layout.BarMetrics.searchBarHeight : bar)
      }
    case "navigationBar":
      var bar = IBBars.navigationBar(element, imageFile: imageFile, colour: colour)
      (bar.standardAppearance, bar.scrollEdgeAppearance) = IBBarAppearance.appearances(of: element, resolve: resolve)
      bar.titleColor = IBBarAppearance.titleColour(of: element, resolve: resolve)
      node.kind = .control(.navigationBar(bar))
      // iOS 26's bars are 54 points tall (Xcode 26, toolsVersion ≥ 24000), 44 before.
      set(nil, tools >= 24000 ? Layout.BarMetrics.barHeightIOS26 : Layout.BarMetrics.barHeight)
    case "toolbar":
      var bar = IBBars.toolbar(element, imageFile: imageFile, colour: colour)
      (bar.standardAppearance, bar.scrollEdgeAppearance) = IBBarAppearance.appearances(of: element, resolve: resolve)
      node.kind = .control(.toolbar(bar))
      // UIToolbar is 49 points tall on portrait phones with a home indicator (iPhone X and later), 44 on the
      // others (Interface Builder stores these heights: 112 / 40 toolbars in the IB corpus aggregate).
      set(nil, homeIndicator ? Layout.BarMetrics.toolbarHeightAboveHomeIndicator : Layout.BarMetrics.barHeight)
    case "tabBar":
      var bar = IBBars.tabBar(element, imageFile: imageFile, colour: colour)
      (bar.standardAppearance, bar.scrollEdgeAppearance) = IBBarAppearance.appearances(of: element, resolve: resolve)
      node.kind = .control(.tabBar(bar))
      set(nil, Layout.BarMetrics.tabBarHeight)
    case "textView":
      let font = element.child("fontDescription").flatMap(IBFonts.font) ?? .fixed(FontSpec(size: 14))
      var text = element["text"] ?? ""
      if text.isEmpty, let string = element.child("string", key: "text") { text = string.text }
      // A scrolling text view (UIKit's default) has no intrinsic size: constraints size it and its text is
      // drawn from the top inside it. Not scrolling, it is as big as its text plus the container inset and
      // line padding.
      node.kind = .control(.textView(Layout.TextView(text: text, font: font, textColor: colour("textColor") ?? .label,
                                                     textAlignment: alignment(element["textAlignment"]),
                                                     isScrollEnabled: element.flag("scrollEnabled") ?? true)))
    case "button":
      button(element, node: &node, tools: tools, resources: resources, namedColor: namedColor, imageSizes: imageSizes,
             imageFile: imageFile, isTemplate: isTemplate)
    case "textField":
      let border = Layout.TextBorderStyle(rawValue: element["borderStyle"] ?? "none") ?? .none
      let font = element.child("fontDescription").flatMap(IBFonts.font) ?? .fixed(FontSpec(size: 14))
      node.kind = .control(.textField(Layout.TextField(
        text: element["text"] ?? "", placeholder: element["placeholder"], borderStyle: border, font: font,
        textColor: colour("textColor") ?? .label, textAlignment: alignment(element["textAlignment"]),
        clearButtonMode: Layout.TextFieldViewMode(rawValue: element["clearButtonMode"] ?? "never") ?? .never, isEnabled: enabled)))
      if border == .roundedRect, tools < 14800 { set(nil, 30) }
    case "segmentedControl":
      let titles = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
      node.kind = .control(.segmentedControl(Layout.SegmentedControl(
        segments: titles, selectedSegmentIndex: Int(element["selectedSegmentIndex"] ?? "-1") ?? -1,
        selectedSegmentTintColor: colour("selectedSegmentTintColor"), isEnabled: enabled)))
      if tools < 14800 { set(nil, 28) }
    default:
      return nil
    }
    return node
  }

  private static func button(
    _ element: XMLElement, node: inout Layout.Node, tools: Double, resources: [String: XMLElement],
    namedColor: @escaping (String) -> Color?, imageSizes: [String: Size], imageFile: (String) -> String?,
    isTemplate: (String) -> Bool
  ) {
    let type = Layout.ButtonType(rawValue: element["buttonType"] ?? "system") ?? (element["buttonType"] == "roundedRect" ? .system : .custom)
    let configurationElement = element.child("buttonConfiguration")
    let state = element.child("state", key: "normal")
    func fragments(_ e: XMLElement?) -> String? {
      e?.child("attributedString").map { $0.children(named: "fragment").compactMap { $0["content"] }.joined() }
    }
    // A button with a configuration shows the configuration's title; a `<state>` title left beside it is
    // not drawn (Interface Builder lays such a button out by its image alone).
    let title = configurationElement.map { $0["title"] ?? fragments($0) } ?? state?["title"] ?? fragments(state)
    // The element that names the image (`image=` and `catalog=`): the configuration, the state, or its `<imageReference>`.
    let imageReference = state?.child("imageReference", key: "image")
    let imageElement = [configurationElement, state, imageReference].compactMap { $0 }.first { $0["image"] != nil }
    let imageName = imageElement?["image"]
    let isSymbol = imageElement?["catalog"] == "system"
    var font = (configurationElement ?? element).child("fontDescription").flatMap(IBFonts.font)
    // Xcode 13 (iOS 15 SDK) laid out a configuration's title without a font of its own at system 14: such
    // medium buttons are stored 31 high and "Button" 67 wide (17 + 7 + 7 and 43 + 12 + 12), later ones 34.5–35.
    if configurationElement != nil, font == nil, (19000..<21200).contains(tools) { font = .fixed(FontSpec(size: 14)) }
    let titleColor = state?.child("color", key: "titleColor").flatMap { IBColors.color($0, resources: resources, namedColor: namedColor) }
    var configuration: Layout.ButtonConfiguration?
    if let configurationElement {
      let style = Layout.ButtonStyle(rawValue: configurationElement["style"] ?? "plain") ?? .plain
      let size = Layout.ButtonSize(rawValue: configurationElement["buttonSize"] ?? "medium") ?? .medium
      configuration = Layout.ButtonConfiguration(
        style: style, buttonSize: size, subtitle: configurationElement["subtitle"],
        baseColor: configurationElement.child("color", key: "baseBackgroundColor").flatMap { IBColors.color($0, resources: resources, namedColor: namedColor) })
    }
    var insets = Insets()
    if let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }) {
      insets = Insets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0, bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
    }
    // An image found in the asset catalog or next to the file is drawn, and sizes a titled button
    // (image and title side by side); a symbol sizes a titled button by its estimated size (`imageSize`,
    // its place left empty) and an image-only one below; a missing image sizes only an image-only button.
    let file = isSymbol ? nil : imageName.flatMap(imageFile)
    var button = Layout.Button(
      type: type, title: (title ?? "").isEmpty ? nil : title, image: file, font: font, titleColor: titleColor,
      contentEdgeInsets: insets, configuration: configuration)
    if file != nil, let imageName, isTemplate(imageName) { button.imageRenderingMode = .alwaysTemplate }
    // A symbol sits with the title's font: 17 (body) in a configuration, the button's font (15) otherwise.
    func symbolSize(_ recorded: Size) -> Size {
      let fontSize = font?.resolved(for: .large).size ?? (configuration != nil ? 17 : 15)
      let symbol = IBSymbols.configuration(state?.child("preferredSymbolConfiguration"), symbolScale: imageReference?["symbolScale"],
                                           defaultPointSize: fontSize)
      return IBSymbols.size(recorded: recorded, pointSize: symbol.pointSize, scale: symbol.scale)
    }
    // A symbol takes its estimated place, drawn there when Plumb draws it.
    if isSymbol, let imageName, let recorded = imageSizes[imageName] {
      button.imageSize = symbolSize(recorded)
      button.systemImage = imageName
    }
    node.kind = .control(.button(button))
    if (title ?? "").isEmpty, let imageName, var size = imageSizes[imageName] {
      if isSymbol { size = symbolSize(size) }
      let pad = configuration.map { $0.contentInsets } ?? DirectionalInsets()
      set(&node, size.width + pad.leading + pad.trailing + insets.left + insets.right, size.height + pad.top + pad.bottom + insets.top + insets.bottom)
    } else if type.glyphSize != nil, tools < 15000 {
      set(&node, 22, 22)
    }
  }

  private static func alignment(_ name: String?) -> TextAlignment {
    ["center": .center, "right": .right, "left": .left, "justified": .justified][name ?? ""] ?? .natural
  }

  private static func set(_ node: inout Layout.Node, _ width: Double?, _ height: Double?) {
    if node.intrinsic.width == nil { node.intrinsic.width = width }
    if node.intrinsic.height == nil { node.intrinsic.height = height }
  }

  /// How far a view's stored frame extends beyond what Plumb reports: nothing, now that PlumbLayout's
  /// control kinds report frames outset from their alignment rects as UIKit does.
  static func alignmentOutset(_ element: String, tools: Double) -> Insets { Insets() }
}
