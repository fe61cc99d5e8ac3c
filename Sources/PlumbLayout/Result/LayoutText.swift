extension Layout.Result {
  /// A plain-text dump of the layout that snapshot tests keep next to the PNG. Its format is stable:
  ///
  /// ```text
  /// scene simple-stack-view
  /// variant w375-h667-ltr-large-2x
  /// canvas 375×667
  /// stack stack (16, 28, 343, 631) baselines 44.5/651
  ///   label title (16, 28, 343, 20.5) baselines 44.5/44.5 text "Flowers"
  ///   image photo (16, 56.5, 343, 564.5) src flowers.png scaleAspectFit
  ///   view edit (16, 629, 343, 30) hidden
  /// conflicts
  ///   rejected box.width == 500 [box.fixed] (Scenes/a.json:9:5: constraints[2])
  ///     with box.leading == root.leading
  /// unsatisfied
  ///   750 red.width == 2 * blue.width @750 error 35
  /// ```
  ///
  /// One line per view in preorder, indented two spaces per level: kind, id, rounded frame (x, y, w, h),
  /// baselines (first/last, root coordinates) for labels and stacks, `rtl` when the view is right-to-left,
  /// `hidden`/`hidden-by-superview`; labels add their visible text (newlines as `\n`) and
  /// `truncated cut a..<b` or `lines n/m` when text is lost; images their src and content mode. Sections
  /// with nothing to say are left out. Numbers use `formatPoints` (up to 3 decimals).
  ///
  /// ```swift
  /// try result.layoutText.write(to: referenceFile)   // the caller writes it; PlumbLayout has no I/O
  /// ```
  public var layoutText: String {
    var lines: [String] = []
    lines.append("scene \(sceneName)")
    lines.append("variant \(variant.name)")
    lines.append("canvas \(canvasSize)")
    for view in views { lines.append(Self.line(for: view)) }
    let d = diagnostics
    if !d.conflicts.isEmpty {
      lines.append("conflicts")
      for conflict in d.conflicts {
        lines.append("  rejected \(Self.describe(conflict.rejected))")
        for other in conflict.conflictingSet { lines.append("    with \(Self.describe(other))") }
      }
    }
    if !d.unsatisfied.isEmpty {
      lines.append("unsatisfied")
      for entry in d.unsatisfied {
        lines.append("  \(formatPoints(entry.priority)) \(Self.describe(entry.constraint)) error \(formatPoints(entry.error))")
      }
    }
    if !d.ambiguities.isEmpty {
      lines.append("ambiguous")
      for entry in d.ambiguities {
        lines.append("  \(entry.view).\(entry.attribute) \(Self.number(entry.interval.lowerBound))...\(Self.number(entry.interval.upperBound))")
      }
    }
    if !d.truncatedLabels.isEmpty { lines.append("truncated \(d.truncatedLabels.joined(separator: " "))") }
    if !d.zeroSizeViews.isEmpty { lines.append("zero-size \(d.zeroSizeViews.joined(separator: " "))") }
    if !d.negativeSizeViews.isEmpty { lines.append("negative-size \(d.negativeSizeViews.joined(separator: " "))") }
    if !d.viewsOutsideSuperview.isEmpty { lines.append("outside-superview \(d.viewsOutsideSuperview.joined(separator: " "))") }
    if let n = d.nonConvergence {
      lines.append("not-converged after \(n.iterations) passes: \(n.labels.joined(separator: " "))")
    }
    if !d.warnings.isEmpty {
      lines.append("warnings")
      for warning in d.warnings { lines.append("  \(warning)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func line(for view: Layout.ViewLayout) -> String {
    var parts = [String(repeating: "  ", count: max(0, view.depth - 1)) + view.kindName, view.id, "\(view.frame)"]
    if view.label != nil || view.kindName == "stack" {
      parts.append("baselines \(formatPoints(view.firstBaseline))/\(formatPoints(view.lastBaseline))")
    }
    if view.direction == .rightToLeft { parts.append("rtl") }
    if view.isHidden { parts.append("hidden") } else if view.isEffectivelyHidden { parts.append("hidden-by-superview") }
    if let label = view.label {
      parts.append("text \(Layout.quoted(label.fit.visibleText))")
      if label.fit.isTruncated {
        if let cut = label.fit.cutRange { parts.append("truncated cut \(cut.lowerBound)..<\(cut.upperBound)") }
        else { parts.append("truncated") }
        if label.fit.linesShown < label.fit.linesNeeded {
          parts.append("lines \(label.fit.linesShown)/\(label.fit.linesNeeded)")
        }
      }
    }
    if let image = view.image {
      parts.append("src \(image.src.map(Self.fileName) ?? "-") \(image.contentMode.rawValue)")
    }
    if let control = view.control {
      // A control's frame is outset from its alignment rect: both are shown when they differ.
      if control.alignmentRect != view.frame { parts.append("alignment \(control.alignmentRect)") }
      if !control.fits.isEmpty {
        parts.append("text " + control.fits.map { Layout.quoted($0.visibleText) }.joined(separator: " "))
        if control.isTruncated { parts.append("truncated") }
      }
    }
    return parts.joined(separator: " ")
  }

  static func describe(_ origin: Layout.ConstraintOrigin) -> String {
    var text = origin.text
    if let identifier = origin.identifier { text += " [\(identifier)]" }
    var source = origin.source
    source.file = source.file.map(Self.fileName)
    let place = source.description
    if !place.isEmpty { text += " (\(place))" }
    return text
  }

  /// The last path component: references must not depend on where the repository is checked out.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func number(_ value: Double) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    return formatPoints(value)
  }
}
