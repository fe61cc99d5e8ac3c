// The rest of the Auto Layout Cookbook's recipes as UIKit view code. Plain UIKit: builds for iOS unchanged.
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

extension CookbookRecipes {
  /// Dynamic Stack View after three "Add Item" taps: an equal-spacing column of entries in a scroll view.
  static func dynamicStackView() -> UIView {
    let root = recipeRoot()
    let scroll = autoLayoutView(UIScrollView(), "scrollView")
    root.addSubview(scroll)
    let entries = [("1", "1/5/16", "1A2F-03B4-9C7D-EE01"), ("2", "1/5/16", "77C0-B9E2-0F14-5D3A"),
                   ("3", "1/6/16", "C3D8-4A61-B07E-92F5")]
    var arranged: [UIView] = entries.map { entry in
      let date = UILabel()
      date.accessibilityIdentifier = "date" + entry.0
      date.text = entry.1
      date.font = .preferredFont(forTextStyle: .body)
      let number = UILabel()
      number.accessibilityIdentifier = "number" + entry.0
      number.text = entry.2
      number.font = .preferredFont(forTextStyle: .headline)
      number.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
      number.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
      let delete = UIButton(type: .system)
      delete.accessibilityIdentifier = "delete" + entry.0
      delete.setTitle("Delete", for: .normal)
      let row = UIStackView(arrangedSubviews: [date, number, delete])
      row.accessibilityIdentifier = "entry" + entry.0
      row.alignment = .center
      row.spacing = 8
      return row
    }
    let add = UIButton(type: .system)
    add.accessibilityIdentifier = "addItemButton"
    add.setTitle("Add Item", for: .normal)
    arranged.append(add)
    let stack = autoLayoutView(UIStackView(arrangedSubviews: arranged), "stackView")
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    scroll.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scroll.topAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 20),
    ])
    return root
  }

  static func sizeClasses() -> UIView { SizeClassesView() }

  /// Dynamic Text and Readability: a headline and a body text view in the readable content guide.
  static func dynamicTextAndReadability() -> UIView {
    let root = recipeRoot()
    let title = label("titleLabel", "Lorem Ipsum", font: .preferredFont(forTextStyle: .headline))
    title.textAlignment = .center
    let text = autoLayoutView(UITextView(), "textView")
    text.font = .preferredFont(forTextStyle: .body)
    text.text = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor "
      + "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco "
      + "laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit "
      + "esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa "
      + "qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque "
      + "civiuda."
    root.addSubview(title)
    root.addSubview(text)
    let safe = root.safeAreaLayoutGuide, margins = root.readableContentGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      text.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      safe.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 20),
    ])
    return root
  }

  /// Dynamic Height Columns: label/field rows as high as their tallest view.
  static func dynamicHeightColumns() -> UIView {
    let root = recipeRoot()
    let names = [("firstName", "First Name", "Enter first name"), ("middleName", "Middle Name", "Enter middle name"),
                 ("lastName", "Last Name", "Enter last name")]
    let labels = names.map { entry -> UILabel in
      let made = label(entry.0 + "Label", entry.1, font: .preferredFont(forTextStyle: .body))
      made.textAlignment = .right
      return made
    }
    let fields = names.map { textFieldStandIn($0.0 + "Field", $0.2) }
    for view in labels { root.addSubview(view) }
    for view in fields { root.addSubview(view) }
    let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
    var constraints: [NSLayoutConstraint] = labels.map { $0.leadingAnchor.constraint(equalTo: margins.leadingAnchor) }
    constraints += zip(fields, labels).map { $0.leadingAnchor.constraint(equalTo: $1.trailingAnchor, constant: 8) }
    constraints += fields.map { $0.trailingAnchor.constraint(equalTo: margins.trailingAnchor) }
    constraints += fields.dropFirst().map { $0.widthAnchor.constraint(equalTo: fields[0].widthAnchor) }
    constraints += zip(fields, labels).map { $0.lastBaselineAnchor.constraint(equalTo: $1.lastBaselineAnchor) }
    /// `view.top >= above + 8` (required) and `== above + 8` at `priority`.
    func row(_ view: UIView, below above: NSLayoutYAxisAnchor, constant: CGFloat, priority: Float) {
      constraints.append(view.topAnchor.constraint(greaterThanOrEqualTo: above, constant: constant))
      let wish = view.topAnchor.constraint(equalTo: above, constant: constant)
      wish.priority = UILayoutPriority(priority)
      constraints.append(wish)
    }
    row(labels[0], below: safe.topAnchor, constant: 20, priority: 249)
    row(fields[0], below: safe.topAnchor, constant: 20, priority: 249)
    for index in 1..<3 {
      row(labels[index], below: labels[index - 1].bottomAnchor, constant: 8, priority: 249)
      row(fields[index], below: fields[index - 1].bottomAnchor, constant: 8, priority: 245)
    }
    NSLayoutConstraint.activate(constraints)
    return root
  }

  /// Nested Stack Views: an image beside three label/field rows, a notes view, a row of buttons.
  static func nestedStackViews(images: String) -> UIView {
    let root = recipeRoot()
    let flowers = UIImageView(image: UIImage(contentsOfFile: images + "/square_flowers.png"))
    flowers.accessibilityIdentifier = "squareFlowers"
    flowers.contentMode = .scaleToFill
    flowers.setContentCompressionResistancePriority(UILayoutPriority(48), for: .horizontal)
    flowers.setContentCompressionResistancePriority(UILayoutPriority(48), for: .vertical)
    let rows = [("first", "First"), ("middle", "Middle"), ("last", "Last")].map { entry -> (UIStackView, UITextField) in
      let name = UILabel()
      name.accessibilityIdentifier = entry.0 + "Label"
      name.text = entry.1
      name.font = .preferredFont(forTextStyle: .body)
      name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      name.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
      let field = UITextField()
      field.accessibilityIdentifier = entry.0 + "Field"
      field.placeholder = "Enter \(entry.1) Name"
      field.borderStyle = .roundedRect
      field.font = .systemFont(ofSize: 14)
      field.setContentHuggingPriority(UILayoutPriority(48), for: .horizontal)
      field.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
      let row = UIStackView(arrangedSubviews: [name, field])
      row.accessibilityIdentifier = entry.0 + "Row"
      row.alignment = .firstBaseline
      row.spacing = 8
      return (row, field)
    }
    let names = UIStackView(arrangedSubviews: rows.map { $0.0 })
    names.accessibilityIdentifier = "nameStack"
    names.axis = .vertical
    names.spacing = 8
    let top = UIStackView(arrangedSubviews: [flowers, names])
    top.accessibilityIdentifier = "topRow"
    top.spacing = 8
    let notes = UITextView()
    notes.accessibilityIdentifier = "notesView"
    notes.text = "Notes:"
    notes.font = .preferredFont(forTextStyle: .body)
    notes.backgroundColor = rgb(0xAAAAAA)
    notes.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    notes.setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
    notes.setContentCompressionResistancePriority(UILayoutPriority(250), for: .vertical)
    let buttons = [("saveButton", "Save"), ("cancelButton", "Cancel"), ("clearButton", "Clear")].map { entry -> UIButton in
      let button = UIButton(type: .system)
      button.accessibilityIdentifier = entry.0
      button.setTitle(entry.1, for: .normal)
      return button
    }
    let buttonRow = UIStackView(arrangedSubviews: buttons)
    buttonRow.accessibilityIdentifier = "buttonRow"
    buttonRow.distribution = .fillEqually
    buttonRow.alignment = .firstBaseline
    buttonRow.spacing = 8
    let outer = autoLayoutView(UIStackView(arrangedSubviews: [top, notes, buttonRow]), "outerStack")
    outer.axis = .vertical
    outer.spacing = 8
    root.addSubview(outer)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      flowers.widthAnchor.constraint(equalTo: flowers.heightAnchor),
      rows[1].1.widthAnchor.constraint(equalTo: rows[0].1.widthAnchor),
      rows[2].1.widthAnchor.constraint(equalTo: rows[0].1.widthAnchor),
      outer.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
      outer.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: 20),
    ])
    return root
  }
}

/// Size Classes: red and green stacked in a compact width; red, blue, green and yellow in a 2×2 grid in
/// a regular one. The constraints switch when the horizontal size class changes, as an iOS view does it.
final class SizeClassesView: UIView {
  private var shared: [NSLayoutConstraint] = []
  private var compact: [NSLayoutConstraint] = []
  private var regular: [NSLayoutConstraint] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    build()
  }

  convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    build()
  }

  private func build() {
    backgroundColor = .white
    func colored(_ name: String, _ color: UInt32, _ title: String, clips: Bool) -> UIView {
      let view = coloredView(name + "View", color)
      view.clipsToBounds = clips
      let caption = label(name + "Label", title, font: .systemFont(ofSize: 36, weight: .black))
      view.addSubview(caption)
      NSLayoutConstraint.activate([
        caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        caption.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      return view
    }
    let red = colored("red", 0xCC3300, "Red", clips: false), green = colored("green", 0x1B811D, "Green", clips: false)
    let blue = colored("blue", 0x3953FF, "Blue", clips: true), yellow = colored("yellow", 0xFFCC00, "Yellow", clips: true)
    for view in [red, green, blue, yellow] { addSubview(view) }
    let safe = safeAreaLayoutGuide, margins = layoutMarginsGuide
    shared = [
      red.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 8),
      green.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      safe.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 20),
      green.widthAnchor.constraint(equalTo: red.widthAnchor),
      green.heightAnchor.constraint(equalTo: red.heightAnchor),
    ]
    // Compact: the storyboard leaves blue and yellow out; here they shrink to nothing at the top right.
    compact = [
      margins.trailingAnchor.constraint(equalTo: red.trailingAnchor),
      margins.trailingAnchor.constraint(equalTo: green.trailingAnchor),
      blue.widthAnchor.constraint(equalToConstant: 0),
      blue.heightAnchor.constraint(equalToConstant: 0),
      blue.topAnchor.constraint(equalTo: safe.topAnchor),
      blue.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      yellow.widthAnchor.constraint(equalToConstant: 0),
      yellow.heightAnchor.constraint(equalToConstant: 0),
      yellow.topAnchor.constraint(equalTo: safe.topAnchor),
      yellow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ]
    regular = [
      blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
      blue.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      blue.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      blue.widthAnchor.constraint(equalTo: red.widthAnchor),
      blue.heightAnchor.constraint(equalTo: red.heightAnchor),
      yellow.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 8),
      yellow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      yellow.topAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8),
      yellow.widthAnchor.constraint(equalTo: red.widthAnchor),
      yellow.heightAnchor.constraint(equalTo: red.heightAnchor),
      safe.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
    ]
    NSLayoutConstraint.activate(shared)
    applySizeClass()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { applySizeClass() }
  }

  private func applySizeClass() {
    let isRegular = traitCollection.horizontalSizeClass == .regular
    NSLayoutConstraint.deactivate(isRegular ? compact : regular)
    NSLayoutConstraint.activate(isRegular ? regular : compact)
  }
}
