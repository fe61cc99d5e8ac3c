import PlumbLayout

/// UIKit's accessibility defaults per kind of view — whether VoiceOver stops on it, and its label, value,
/// traits and role — in one table of code.
///
/// | kind | element | label | value | traits |
/// |---|---|---|---|---|
/// | label | yes | its text | | staticText |
/// | button | yes | its title (none for an image alone) | | button (+ selected, notEnabled) |
/// | switch | yes | | On / Off | button ("Switch button") |
/// | slider | yes | | the value as a percentage | adjustable |
/// | segmented control | yes | the selected segment | n of count | button |
/// | stepper | two buttons, Decrement and Increment | | the value | button |
/// | text field, text view, search bar | yes | the placeholder | the text | ("Text field", "Search field") |
/// | progress view | yes | Progress | the percentage | updatesFrequently |
/// | activity indicator | yes | In progress | | updatesFrequently |
/// | page control | yes | | page n of count | adjustable |
/// | image, view, stack, bars, pickers, map | no (yes when marked: an image reads as Image) | | | image for images |
///
/// ```swift
/// VoiceOverDefaults.elements(result["wifi"]!, node: wifiNode).elements[0].value   // "On"
/// ```
public enum VoiceOverDefaults {
  /// Whether VoiceOver stops on the view by default, and the element(s) it is when it does.
  public static func elements(_ view: Layout.ViewLayout, node: Layout.Node) -> (isElement: Bool, elements: [VoiceOverElement]) {
    func element(_ label: String?, value: String? = nil, traits: Layout.AccessibilityTraits = [], frame: Rect? = nil, suffix: String = "")
      -> VoiceOverElement {
      VoiceOverElement(view: view.id + suffix, kind: view.kindName, frame: frame ?? view.frame, label: label, value: value,
                       traits: traits, role: role(for: traits, kind: view.kindName))
    }
    switch node.kind {
    case .label:
      return (true, [element(view.label?.request.text, traits: .staticText)])
    case .image:
      return (false, [element(nil, traits: .image)])
    case .view, .stack, .guide:
      return (false, [element(nil)])
    case .control(let control):
      let shown = view.control?.texts.map(\.text) ?? []
      switch control {
      case .button(let button):
        var traits: Layout.AccessibilityTraits = .button
        if button.state == .selected { traits.insert(.selected) }
        if button.state == .disabled { traits.insert(.notEnabled) }
        let title = button.title.flatMap { $0.isEmpty ? nil : (shown.first ?? $0) }
        return (true, [element(title, traits: traits)])
      case .switch(let toggle):
        return (true, [element(nil, value: toggle.isOn ? "On" : "Off", traits: toggle.isEnabled ? .button : [.button, .notEnabled])])
      case .slider(let slider):
        return (true, [element(nil, value: percent(slider.fraction), traits: slider.isEnabled ? .adjustable : [.adjustable, .notEnabled])])
      case .segmentedControl(let control):
        let index = control.selectedSegmentIndex
        let title = control.segments.indices.contains(index) ? control.segments[index] : nil
        let value = control.segments.indices.contains(index) ? "\(index + 1) of \(control.segments.count)" : nil
        return (true, [element(title, value: value, traits: [.button, .selected])])
      case .stepper(let stepper):
        let f = view.frame, half = f.width / 2
        let value = formatPoints(stepper.value)
        return (true, [
          element("Decrement", value: value, traits: .button, frame: Rect(x: f.minX, y: f.minY, width: half, height: f.height),
                  suffix: "#decrement"),
          element("Increment", value: value, traits: .button, frame: Rect(x: f.minX + half, y: f.minY, width: half, height: f.height),
                  suffix: "#increment"),
        ])
      case .textField(let field):
        return (true, [element(field.placeholder, value: field.text.isEmpty ? nil : field.text)])
      case .textView(let textView):
        return (true, [element(nil, value: textView.text.isEmpty ? nil : textView.text)])
      case .searchBar(let bar):
        return (true, [element(bar.placeholder, value: bar.text.isEmpty ? nil : bar.text, traits: .searchField)])
      case .progressView(let progress):
        return (true, [element("Progress", value: percent(progress.progress), traits: .updatesFrequently)])
      case .activityIndicator:
        return (true, [element("In progress", traits: .updatesFrequently)])
      case .pageControl(let pages):
        return (true, [element(nil, value: "page \(pages.currentPage + 1) of \(pages.numberOfPages)", traits: .adjustable)])
      default:
        return (false, [element(nil)])
      }
    }
  }

  /// What VoiceOver says for the element's kind after its label and value.
  public static func role(for traits: Layout.AccessibilityTraits, kind: String) -> String? {
    switch kind {
    case "switch": return "Switch button"
    case "textField", "textView": return "Text field"
    default: break
    }
    if traits.contains(.searchField) { return "Search field" }
    if traits.contains(.button) { return "Button" }
    if traits.contains(.link) { return "Link" }
    if traits.contains(.adjustable) { return "Adjustable" }
    if traits.contains(.header) { return "Heading" }
    if traits.contains(.image) { return "Image" }
    if traits.contains(.tabBar) { return "Tab bar" }
    return nil
  }

  /// `0.5` → `"50%"`.
  static func percent(_ fraction: Double) -> String {
    "\(Int((max(0, min(1, fraction)) * 100).rounded()))%"
  }
}
