// The Auto Layout Cookbook's recipes as UIKit view code. Plain UIKit: this file builds for iOS unchanged.
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

/// Builds each recipe's root view; `images` is the folder holding the cookbook's pictures.
@MainActor
enum CookbookRecipes {
  static func simpleSingleView() -> UIView {
    let root = recipeRoot()
    let red = coloredView("redView", 0xCC3300)
    root.addSubview(red)
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      red.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
    ])
    return root
  }

  static func adaptiveSingleView() -> UIView {
    let root = recipeRoot()
    let blue = coloredView("blueView", 0x3953FF)
    root.addSubview(blue)
    let top = blue.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
    top.priority = .defaultHigh
    let bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)
    bottom.priority = .defaultHigh
    NSLayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      blue.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      blue.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
      top,
      root.bottomAnchor.constraint(greaterThanOrEqualTo: blue.bottomAnchor, constant: 20),
      bottom,
    ])
    return root
  }

  /// Two views side by side, the second `ratio` times as wide as the first (R3, R4).
  static func twoViews(_ first: (String, UInt32), _ second: (String, UInt32), ratio: CGFloat) -> UIView {
    let root = recipeRoot()
    let a = coloredView(first.0, first.1), b = coloredView(second.0, second.1)
    root.addSubview(a)
    root.addSubview(b)
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: ratio),
      a.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      b.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 20),
    ])
    return root
  }

  static func twoEqualWidthViews() -> UIView { twoViews(("yellowView", 0xFFCC00), ("greenView", 0x1B811D), ratio: 1) }
  static func twoDifferentWidthViews() -> UIView { twoViews(("purpleView", 0x92278F), ("orangeView", 0xFF9900), ratio: 2) }

  static func twoViewsWithComplexWidths() -> UIView {
    let root = recipeRoot()
    let blue = coloredView("blueView", 0x3953FF), red = coloredView("redView", 0xCC3300)
    root.addSubview(blue)
    root.addSubview(red)
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    let proportional = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
    proportional.priority = .defaultHigh
    NSLayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 8),
      red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      proportional,
      blue.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      red.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
      blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
    ])
    return root
  }

  static func simpleLabelAndTextField() -> UIView {
    let root = recipeRoot()
    let name = label("nameLabel", "Name", font: .preferredFont(forTextStyle: .headline))
    let field = textFieldStandIn("nameField", "Enter name")
    root.addSubview(name)
    root.addSubview(field)
    let constraints = [
      field.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor),
      field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
    ]
    let names = ["Baseline Alignment", "Space Between Controls", "Label Leading", "Text Field Trailing", "Text Field Top"]
    for (constraint, identifier) in zip(constraints, names) { constraint.identifier = identifier }
    NSLayoutConstraint.activate(constraints)
    return root
  }

  static func dynamicHeightLabelAndTextField() -> UIView {
    let root = recipeRoot()
    let name = label("nameLabel", "Name", font: .preferredFont(forTextStyle: .body))
    name.adjustsFontForContentSizeCategory = true
    let field = textFieldStandIn("nameField", "Enter name")
    root.addSubview(name)
    root.addSubview(field)
    let safe = root.safeAreaLayoutGuide
    let fieldTop = field.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)
    fieldTop.priority = UILayoutPriority(249)
    let nameTop = name.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20)
    nameTop.priority = UILayoutPriority(249)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor),
      field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      name.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 20),
      fieldTop, nameTop,
      field.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 20),
    ])
    return root
  }

  static func fixedHeightColumns() -> UIView {
    let root = recipeRoot()
    let names = [("firstName", "First Name", "Enter first name"), ("middleName", "Middle Name", "Enter middle name"),
                 ("lastName", "Last Name", "Enter last name")]
    let labels = names.map { entry -> UILabel in
      let made = label(entry.0 + "Label", entry.1, font: .systemFont(ofSize: 17))
      made.textAlignment = .right
      return made
    }
    let fields = names.map { textFieldStandIn($0.0 + "Field", $0.2) }
    for view in labels { root.addSubview(view) }
    for view in fields { root.addSubview(view) }
    let margins = root.layoutMarginsGuide
    var constraints: [NSLayoutConstraint] = labels.map { $0.leadingAnchor.constraint(equalTo: margins.leadingAnchor) }
    constraints += zip(fields, labels).map { $0.leadingAnchor.constraint(equalTo: $1.trailingAnchor, constant: 8) }
    constraints += fields.map { $0.trailingAnchor.constraint(equalTo: margins.trailingAnchor) }
    constraints += fields.dropFirst().map { $0.widthAnchor.constraint(equalTo: fields[0].widthAnchor) }
    constraints += zip(fields, labels).map { $0.lastBaselineAnchor.constraint(equalTo: $1.lastBaselineAnchor) }
    constraints.append(fields[0].topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20))
    constraints.append(fields[1].topAnchor.constraint(equalTo: fields[0].bottomAnchor, constant: 8))
    constraints.append(fields[2].topAnchor.constraint(equalTo: fields[1].bottomAnchor, constant: 8))
    NSLayoutConstraint.activate(constraints)
    return root
  }

  /// Buttons of equal width in a row at the bottom, 8 points apart (R6, R7).
  static func equalWidthButtons(_ titles: [(String, String)]) -> UIView {
    let root = recipeRoot()
    let buttons = titles.map { buttonStandIn($0.0, $0.1) }
    for button in buttons { root.addSubview(button) }
    var constraints = [buttons[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)]
    for (previous, next) in zip(buttons, buttons.dropFirst()) {
      constraints.append(next.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
    }
    constraints.append(buttons.last!.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
    constraints += buttons.dropFirst().map { $0.widthAnchor.constraint(equalTo: buttons[0].widthAnchor) }
    constraints += buttons.map { root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: $0.bottomAnchor, constant: 20) }
    NSLayoutConstraint.activate(constraints)
    return root
  }

  static func twoEqualWidthButtons() -> UIView {
    equalWidthButtons([("shortButton", "Short"), ("longButton", "Much Longer Button Title")])
  }

  static func threeEqualWidthButtons() -> UIView {
    equalWidthButtons([("shortButton", "Short"), ("mediumButton", "Medium"), ("longButton", "Long Button Title")])
  }

  static func equalWhiteSpace() -> UIView {
    let root = recipeRoot()
    let leading = coloredView("leadingDummyView", nil)
    let short = buttonStandIn("shortButton", "Short")
    let center = coloredView("centerDummyView", nil)
    let long = buttonStandIn("longButton", "Much, Much Longer Title")
    let trailing = coloredView("trailingDummyView", nil)
    for view in [leading, short, center, long, trailing] { root.addSubview(view) }
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      leading.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      short.leadingAnchor.constraint(equalTo: leading.trailingAnchor),
      center.leadingAnchor.constraint(equalTo: short.trailingAnchor),
      long.leadingAnchor.constraint(equalTo: center.trailingAnchor),
      trailing.leadingAnchor.constraint(equalTo: long.trailingAnchor),
      trailing.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      leading.widthAnchor.constraint(equalTo: trailing.widthAnchor),
      leading.widthAnchor.constraint(equalTo: center.widthAnchor),
      long.widthAnchor.constraint(equalTo: short.widthAnchor),
      short.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      margins.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
      long.leadingAnchor.constraint(greaterThanOrEqualTo: short.trailingAnchor, constant: 8),
      safe.bottomAnchor.constraint(equalTo: leading.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: center.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: trailing.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
      safe.bottomAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
      leading.heightAnchor.constraint(equalToConstant: 0),
      center.heightAnchor.constraint(equalToConstant: 0),
      trailing.heightAnchor.constraint(equalToConstant: 0),
    ])
    return root
  }

  static func groupingViews() -> UIView {
    let root = recipeRoot()
    let group = coloredView("dummyView", nil)
    root.addSubview(group)
    let title = label("myControlsLabel", "My Controls", font: .preferredFont(forTextStyle: .headline))
    title.textAlignment = .center
    let names = ["activate", "stabilize", "skew"]
    let labels = zip(names, ["Activate", "Stabilize", "Skew"]).map { label($0.0 + "Label", $0.1, font: .systemFont(ofSize: 17)) }
    let switches = names.map { name -> UIView in
      let toggle = autoLayoutView(UISwitch(), name + "Switch")
      toggle.isOn = true
      toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      toggle.setContentHuggingPriority(.defaultHigh, for: .vertical)
      return toggle
    }
    for view in [title] + labels + switches { group.addSubview(view) }
    var constraints = [
      title.topAnchor.constraint(equalTo: group.topAnchor),
      title.leadingAnchor.constraint(equalTo: group.leadingAnchor),
      group.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      switches[0].topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      switches[1].topAnchor.constraint(equalTo: switches[0].bottomAnchor, constant: 8),
      switches[2].topAnchor.constraint(equalTo: switches[1].bottomAnchor, constant: 8),
      group.bottomAnchor.constraint(equalTo: switches[2].bottomAnchor),
    ]
    constraints += labels.map { $0.leadingAnchor.constraint(equalTo: group.leadingAnchor) }
    constraints += zip(switches, labels).map { $0.leadingAnchor.constraint(equalTo: $1.trailingAnchor, constant: 8) }
    constraints += switches.map { group.trailingAnchor.constraint(equalTo: $0.trailingAnchor) }
    constraints += zip(switches, labels).map { $0.centerYAnchor.constraint(equalTo: $1.centerYAnchor) }
    constraints.append(group.centerXAnchor.constraint(equalTo: root.centerXAnchor))
    constraints.append(group.centerYAnchor.constraint(equalTo: root.centerYAnchor))
    NSLayoutConstraint.activate(constraints)
    return root
  }

  static func aspectFitImageView(images: String) -> UIView {
    let root = recipeRoot()
    let top = coloredView("topContent", 0x555555)
    let flowers = autoLayoutView(UIImageView(image: UIImage(contentsOfFile: images + "/flowers.png")), "flowers")
    flowers.contentMode = .scaleAspectFit
    flowers.backgroundColor = rgb(0xAAAAAA)
    flowers.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    flowers.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    let bottom = coloredView("bottomContent", 0x555555)
    for view in [top, flowers, bottom] { root.addSubview(view) }
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      top.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      top.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      flowers.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
      flowers.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      flowers.heightAnchor.constraint(equalTo: top.heightAnchor, multiplier: 2),
      flowers.heightAnchor.constraint(equalTo: bottom.heightAnchor, multiplier: 2),
      bottom.topAnchor.constraint(equalTo: flowers.bottomAnchor, constant: 8),
      bottom.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bottom.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      safe.bottomAnchor.constraint(equalTo: bottom.bottomAnchor, constant: 20),
    ])
    return root
  }

  static func aspectRatioImageView(images: String) -> UIView {
    let root = recipeRoot()
    let top = coloredView("topContent", 0x555555), leading = coloredView("leadingContent", 0x555555)
    let flowers = autoLayoutView(UIImageView(image: UIImage(contentsOfFile: images + "/flowers.png")), "flowers")
    flowers.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    flowers.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    let trailing = coloredView("trailingContent", 0x555555), bottom = coloredView("bottomContent", 0x555555)
    for view in [top, leading, flowers, trailing, bottom] { root.addSubview(view) }
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      top.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      leading.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
      flowers.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
      trailing.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
      leading.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      flowers.leadingAnchor.constraint(equalTo: leading.trailingAnchor, constant: 8),
      trailing.leadingAnchor.constraint(equalTo: flowers.trailingAnchor, constant: 8),
      trailing.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      trailing.widthAnchor.constraint(equalTo: leading.widthAnchor),
      flowers.heightAnchor.constraint(equalTo: top.heightAnchor, multiplier: 2),
      flowers.heightAnchor.constraint(equalTo: bottom.heightAnchor, multiplier: 2),
      bottom.topAnchor.constraint(equalTo: leading.bottomAnchor, constant: 8),
      bottom.topAnchor.constraint(equalTo: flowers.bottomAnchor, constant: 8),
      bottom.topAnchor.constraint(equalTo: trailing.bottomAnchor, constant: 8),
      bottom.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bottom.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      safe.bottomAnchor.constraint(equalTo: bottom.bottomAnchor, constant: 20),
      flowers.widthAnchor.constraint(equalTo: flowers.heightAnchor, multiplier: 3.0 / 4.0),
    ])
    return root
  }

  static func simpleStackView(images: String) -> UIView {
    let root = recipeRoot()
    let title = label("flowersLabel", "Flowers", font: .preferredFont(forTextStyle: .body))
    title.textAlignment = .center
    let photo = autoLayoutView(UIImageView(image: UIImage(contentsOfFile: images + "/flowers.png")), "flowersImage")
    photo.contentMode = .scaleAspectFit
    photo.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    photo.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
    let edit = buttonStandIn("editButton", "Edit", background: nil)
    let stack = autoLayoutView(UIStackView(arrangedSubviews: [title, photo, edit]), "stackView")
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .fill
    stack.spacing = 8
    root.addSubview(stack)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      safe.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
    ])
    return root
  }

  /// Compact width: the buttons stacked; regular: side by side (chosen from the root's traits).
  static func buttonsSizeClass(regular: Bool) -> UIView {
    let root = recipeRoot()
    let short = buttonStandIn("shortButton", "Short"), long = buttonStandIn("longButton", "Much Longer Button")
    root.addSubview(short)
    root.addSubview(long)
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      short.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      long.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      long.widthAnchor.constraint(equalTo: short.widthAnchor),
      safe.bottomAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
    ])
    if regular {
      NSLayoutConstraint.activate([
        long.leadingAnchor.constraint(equalTo: short.trailingAnchor, constant: 8),
        safe.bottomAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
      ])
    } else {
      NSLayoutConstraint.activate([
        short.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        long.topAnchor.constraint(equalTo: short.bottomAnchor, constant: 8),
        long.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ])
    }
    return root
  }
}
