import PlumbLayout

extension VoiceOverElement {
  /// The elements of a laid-out screen in VoiceOver's order: views VoiceOver stops on (labels and controls
  /// by default; images and plain views when marked `isAccessibilityElement`; a table cell as one element
  /// made of its texts), skipping hidden views, the subviews of an element and of views with
  /// `accessibilityElementsHidden`; sorted as UIKit sorts a container it is not told the order of: top to
  /// bottom in rows, each row from the leading edge (right to left in a right-to-left layout; see `inRows`).
  ///
  /// ```swift
  /// for (index, element) in VoiceOverElement.readingOrder(result, scene: scene).enumerated() {
  ///   print(index + 1, element.spokenText)
  /// }
  /// ```
  public static func readingOrder(_ result: Layout.Result, scene: Layout.Scene) -> [VoiceOverElement] {
    let nodes = CheckFindings.nodesByID(scene)
    let reader = Reader(result: result, nodes: nodes)
    return inRows(reader.elements(), rightToLeft: result.variant.direction == .rightToLeft)
  }

  /// Top to bottom, then leading to trailing: elements sorted by top edge are cut into rows — an element
  /// whose top lies above the middle of its row's first element joins that row — and each row is read from
  /// the leading edge. A label centred beside a taller switch is read before it, as people expect.
  static func inRows(_ elements: [VoiceOverElement], rightToLeft: Bool) -> [VoiceOverElement] {
    let byTop = elements.enumerated().sorted {
      $0.element.frame.minY != $1.element.frame.minY ? $0.element.frame.minY < $1.element.frame.minY : $0.offset < $1.offset
    }.map(\.element)
    var rows: [[VoiceOverElement]] = []
    for element in byTop {
      if let first = rows.last?.first, element.frame.minY < first.frame.midY {
        rows[rows.count - 1].append(element)
      } else {
        rows.append([element])
      }
    }
    return rows.flatMap { row in
      row.enumerated().sorted { a, b in
        let x = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX, y = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
        return x != y ? x < y : a.offset < b.offset
      }.map(\.element)
    }
  }

  /// Walks the result's views (preorder) keeping track of what hides whom.
  struct Reader {
    let result: Layout.Result
    let nodes: [String: Layout.Node]

    func elements() -> [VoiceOverElement] {
      var hiddenRoots: Set<String> = []   // views whose subtrees VoiceOver does not enter
      var found: [VoiceOverElement] = []
      var parents: [String: String] = [:]
      for view in result.views { parents[view.id] = view.parent }
      func isInsideHidden(_ id: String) -> Bool {
        var current = parents[id]
        var steps = 0
        while let parent = current, steps <= parents.count {
          if hiddenRoots.contains(parent) { return true }
          current = parents[parent]; steps += 1
        }
        return false
      }
      for view in result.views {
        guard let node = nodes[view.id], !view.isEffectivelyHidden, view.appearance.alpha > 0.01, !isInsideHidden(view.id) else { continue }
        let accessibility = node.accessibility
        if accessibility.groupsChildren && accessibility.isElement != false {
          found.append(cell(view, node: node))
          hiddenRoots.insert(view.id)
          continue
        }
        let defaults = VoiceOverDefaults.elements(view, node: node)
        let isElement = accessibility.isElement ?? defaults.isElement
        if isElement {
          var made = defaults.elements
          if made.count == 1 { Self.apply(accessibility, to: &made[0]) }
          found += made
          hiddenRoots.insert(view.id)
        } else if accessibility.elementsHidden {
          hiddenRoots.insert(view.id)
        }
      }
      return found
    }

    /// A table cell: one element whose label is its visible labels' texts, top to bottom, joined by commas.
    func cell(_ view: Layout.ViewLayout, node: Layout.Node) -> VoiceOverElement {
      var parents: [String: String] = [:]
      for other in result.views { parents[other.id] = other.parent }
      func isDescendant(_ id: String) -> Bool {
        var current = parents[id]
        var steps = 0
        while let parent = current, steps <= parents.count {
          if parent == view.id { return true }
          current = parents[parent]; steps += 1
        }
        return false
      }
      let texts = result.views.filter { isDescendant($0.id) && !$0.isEffectivelyHidden && $0.label != nil }
        .sorted { $0.frame.minY != $1.frame.minY ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
        .compactMap { $0.label?.request.text }.filter { !$0.isEmpty }
      var element = VoiceOverElement(view: view.id, kind: "cell", frame: view.frame,
                                     label: texts.isEmpty ? nil : texts.joined(separator: ", "), traits: [])
      Self.apply(node.accessibility, to: &element)
      return element
    }

    /// The written properties over the defaults.
    static func apply(_ accessibility: Layout.Accessibility, to element: inout VoiceOverElement) {
      if let label = accessibility.label { element.label = label }
      if let value = accessibility.value { element.value = value }
      if let hint = accessibility.hint { element.hint = hint }
      if let traits = accessibility.traits {
        element.traits = traits
        element.role = VoiceOverDefaults.role(for: traits, kind: element.kind)
      }
    }
  }
}
