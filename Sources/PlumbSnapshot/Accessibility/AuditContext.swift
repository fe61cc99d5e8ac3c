import PlumbLayout

/// The audit's checks over one layout (see `AccessibilityAudit`); each returns findings in tree order.
struct AuditContext {
  let result: Layout.Result
  let scene: Layout.Scene
  let nodes: [String: Layout.Node]
  let elements: [VoiceOverElement]

  /// Controls people tap, whose size the app decides (a switch's, slider's and stepper's height are UIKit's).
  static let tappableKinds: Set<String> = ["button", "segmentedControl", "textField", "pageControl", "searchBar"]

  private var visibleViews: [Layout.ViewLayout] {
    result.views.filter { !$0.isEffectivelyHidden && $0.appearance.alpha > 0.01 }
  }

  private func shownText(_ view: Layout.ViewLayout) -> String? {
    if let text = view.label?.request.text, !text.isEmpty { return text }
    return view.control?.texts.first.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
  }

  func touchTargets() -> [AccessibilityFinding] {
    let minimum = AccessibilityAudit.minimumTouchTarget
    let reachable = Set(elements.map(\.view))
    return visibleViews.compactMap { view in
      guard Self.tappableKinds.contains(view.kindName), reachable.contains(view.id),
            view.frame.width < minimum - 0.01 || view.frame.height < minimum - 0.01 else { return nil }
      let size = "\(formatPoints(view.frame.width)) × \(formatPoints(view.frame.height)) pt"
      return AccessibilityFinding(
        kind: .smallTouchTarget, view: view.id, viewKind: view.kindName, text: shownText(view),
        message: "touch target \(size) is smaller than 44 × 44 pt",
        fix: "make it at least 44 × 44 pt (constraints such as \"self.height >= 44\", or larger content insets)")
    }
  }

  func hiddenText() -> [AccessibilityFinding] {
    let reachable = Set(elements.map { $0.view.split(separator: "#").first.map(String.init) ?? $0.view })
    // Views inside an element that reads its texts (a table cell) are reached through it.
    let grouping = Set(nodes.values.filter(\.accessibility.groupsChildren).map(\.id))
    let parents = Dictionary(result.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
    func covered(_ id: String) -> Bool {
      var current: String? = id
      var steps = 0
      while let view = current, steps <= parents.count {
        if reachable.contains(view) && (view == id || grouping.contains(view) || elementLabel(view) != nil) { return true }
        current = parents[view]; steps += 1
      }
      return false
    }
    return visibleViews.compactMap { view in
      guard view.label != nil, let text = shownText(view), !covered(view.id) else { return nil }
      let why = nodes[view.id]?.accessibility.isElement == false
        ? "isAccessibilityElement is false" : "a superview hides it (accessibilityElementsHidden, or it is an element without a label)"
      return AccessibilityFinding(
        kind: .hiddenText, view: view.id, viewKind: view.kindName, text: text,
        message: "shows text VoiceOver never reads: \(why)",
        fix: "let VoiceOver reach it (isAccessibilityElement = true, the label default), or give the element that hides it an accessibilityLabel that says this text")
    }
  }

  private func elementLabel(_ id: String) -> String? {
    elements.first { $0.view == id }?.label.flatMap { $0.isEmpty ? nil : $0 }
  }

  func imagesWithoutLabel() -> [AccessibilityFinding] {
    elements.compactMap { element in
      guard element.label?.isEmpty ?? true, let node = nodes[element.view] else { return nil }
      let imageOnly: Bool
      switch node.kind {
      case .image: imageOnly = true
      case .control(.button(let button)):
        imageOnly = (button.title ?? "").isEmpty && (button.image != nil || button.systemImage != nil || button.imageSize != nil)
      default: imageOnly = element.traits.contains(.image)
      }
      guard imageOnly else { return nil }
      return AccessibilityFinding(
        kind: .imageWithoutLabel, view: element.view, viewKind: element.kind, text: nil,
        message: "VoiceOver stops on this image but has no label to read (it says \"\(element.spokenText)\")",
        fix: "set accessibilityLabel to what it shows or does (\"Close\", \"Profile photo\"), or make it decorative with isAccessibilityElement = false")
    }
  }

  /// Labels' text colour against what is drawn behind them, per appearance; text over an image is skipped.
  func contrast() -> [AccessibilityFinding] {
    let preorder = Dictionary(result.views.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let alphas = effectiveAlphas()
    var findings: [AccessibilityFinding] = []
    for view in visibleViews {
      guard let label = view.label, !label.request.text.isEmpty, case .label(let written)? = nodes[view.id]?.kind,
            let index = preorder[view.id] else { continue }
      let centre = Point(x: view.frame.midX, y: view.frame.midY)
      let behind = result.views[..<index].filter {
        !$0.isEffectivelyHidden && $0.kindName != "guide" && $0.frame.minX <= centre.x && centre.x <= $0.frame.maxX
          && $0.frame.minY <= centre.y && centre.y <= $0.frame.maxY
      } + [view]
      if behind.contains(where: { $0.image != nil }) { continue }
      let required = ContrastRatio.required(fontSize: label.request.font.size, weight: label.request.font.weight)
      var failing: [(String, Double, Color, Color)] = []
      for appearance in AccessibilityAudit.appearances {
        func resolve(_ color: Color) -> Color { color.resolved(style: appearance.style, contrast: appearance.contrast) }
        var paper = resolve(scene.canvas.background ?? .systemBackground)
        paper.alpha = 1
        for layer in behind {
          guard let fill = nodes[layer.id]?.appearance.background else { continue }
          let color = resolve(fill)
          paper = ContrastRatio.composite(color.withAlpha(alphas[layer.id] ?? 1), over: paper)
        }
        let ink = ContrastRatio.composite(resolve(written.textColor).withAlpha(alphas[view.id] ?? 1), over: paper)
        let ratio = ContrastRatio.between(ink, paper)
        if ratio + 1e-9 < required { failing.append((appearance.name, ratio, ink, paper)) }
      }
      guard let worst = failing.min(by: { $0.1 < $1.1 }) else { continue }
      let ratio = (worst.1 * 100).rounded(.down) / 100
      var finding = AccessibilityFinding(
        kind: .lowContrast, view: view.id, viewKind: view.kindName, text: label.request.text,
        message: "contrast \(formatPoints(ratio)):1 in \(failing.map(\.0).joined(separator: ", ")) (text \(worst.2) on \(worst.3)); "
          + "WCAG AA asks \(formatPoints(required)):1 for \(required == ContrastRatio.largeText ? "large" : "this") text",
        fix: "use the semantic colour label (it adapts to dark mode and increased contrast; secondaryLabel reaches only 3.4:1 on white, enough for large text alone) or a colour with \(formatPoints(required)):1 against \(worst.3)")
      finding.appearances = failing.map(\.0)
      finding.ratio = ratio
      findings.append(finding)
    }
    return findings
  }

  /// Each view's alpha times its superviews'.
  private func effectiveAlphas() -> [String: Double] {
    var alphas: [String: Double] = [:]
    for view in result.views {
      alphas[view.id] = (nodes[view.id]?.appearance.alpha ?? 1) * (alphas[view.parent] ?? 1)
    }
    return alphas
  }

  /// Labels whose text is cut in `result`: truncated (unless `truncationIntended`) or reaching past a
  /// superview that clips to its bounds, with what they show.
  static func cutTexts(_ result: Layout.Result, nodes: [String: Layout.Node]) -> [(String, String)] {
    let frames = Dictionary(result.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var cut: [(String, String)] = []
    for view in result.views where !view.isEffectivelyHidden {
      guard let label = view.label, !label.request.text.isEmpty else { continue }
      if label.fit.isTruncated && !CheckFindings.truncationIntended(nodes[view.id]) {
        cut.append((view.id, label.fit.visibleText)); continue
      }
      var parent = frames[view.parent]
      var steps = 0
      while let clipping = parent, steps <= frames.count {
        if clipping.appearance.clipsToBounds, !clipping.frame.contains(view.frame, tolerance: 0.5) {
          cut.append((view.id, label.fit.visibleText + " (clipped by \(clipping.id))")); break
        }
        parent = frames[clipping.parent]; steps += 1
      }
    }
    return cut
  }

  func truncated(_ cut: [String: (size: ContentSizeCategory, visible: String)]) -> [AccessibilityFinding] {
    visibleViews.compactMap { view in
      guard let (size, visible) = cut[view.id] else { return nil }
      return AccessibilityFinding(
        kind: .truncatedAtAccessibilitySize, view: view.id, viewKind: view.kindName, text: shownText(view),
        message: "text is cut from \(size.rawValue) on: it shows \"\(visible)\"",
        fix: "let it wrap (numberOfLines = 0) and let the layout grow with it (no fixed heights; a vertical stack at accessibility sizes)")
    }
  }
}

extension Rect {
  /// Whether `other` lies inside this rect, allowing `tolerance` points on each edge.
  fileprivate func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }
}
