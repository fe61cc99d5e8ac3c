import PlumbJSON
import PlumbLayout
import PlumbSnapshot

/// The JSON form of `plumb check` (`--format json`): one document for the whole run, keys sorted,
/// every key always present (`null` when there is nothing to say), numbers in points rounded to
/// 1/1000, unbounded interval ends as `null`. The schema is in the README ("plumb check JSON").
///
/// ```swift
/// let text = CheckJSONReport.render(scene: scene, file: path, findings: [findings])
/// ```
enum CheckJSONReport {
  /// Bump when a key changes meaning or disappears (adding keys does not bump it).
  static let schemaVersion = 1

  static func render(scene: Layout.Scene, file: String, findings: [CheckFindings], audits: [AccessibilityAudit] = []) -> String {
    let variants = findings.enumerated().map { index, entry -> JSONValue in
      var value = variant(entry)
      value.set("accessibility", to: audits.indices.contains(index) ? AccessibilityJSON.audit(audits[index]) : .null)
      return value
    }
    let document: JSONValue = .object([
      "schema": .number(Double(schemaVersion)),
      "scene": .string(scene.name),
      "file": .string(file),
      "problemCount": .number(Double(findings.map(\.problemCount).reduce(0, +) + audits.map(\.problemCount).reduce(0, +))),
      "variants": .array(variants),
    ])
    return JSONWriter.write(document)
  }

  static func variant(_ f: CheckFindings) -> JSONValue {
    .object([
      "variant": .string(f.variant.name),
      "problemCount": .number(Double(f.problemCount)),
      "conflicts": .array(f.conflicts.map { conflict in
        .object(["broken": constraint(conflict.broken), "conflictsWith": .array(conflict.conflictsWith.map(constraint))])
      }),
      "unsatisfied": .array(f.unsatisfied.map { entry in
        .object(["constraint": constraint(entry.constraint), "priority": number(entry.priority), "error": number(entry.error)])
      }),
      "ambiguous": .array(f.ambiguous.map { entry in
        .object(["view": .string(entry.view), "axis": .string(entry.axis), "attribute": .string(entry.attribute),
                 "min": number(entry.min), "max": number(entry.max), "value": number(entry.value)])
      }),
      "truncated": .array(f.truncated.map { entry in
        .object([
          "view": .string(entry.view), "text": .string(entry.text), "visibleText": .string(entry.visibleText),
          "cutText": entry.cutText.map(JSONValue.string) ?? .null,
          "cutRange": entry.cutRange.map { .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) } ?? .null,
          "availableWidth": number(entry.availableWidth), "neededWidth": number(entry.neededWidth),
          "linesShown": .number(Double(entry.linesShown)), "linesNeeded": .number(Double(entry.linesNeeded)),
          "intended": .bool(entry.intended),
        ])
      }),
      "missingGlyphs": .array(f.missingGlyphs.map { entry in
        .object(["view": .string(entry.view), "text": .string(entry.text), "count": .number(Double(entry.count))])
      }),
      "zeroSize": .array(f.zeroSize.map { .object(["view": .string($0.view), "frame": rect($0.frame)]) }),
      "negativeSize": .array(f.negativeSize.map { .object(["view": .string($0.view), "frame": rect($0.frame)]) }),
      "overlapping": .array(f.overlapping.map { entry in
        .object(["view": .string(entry.first), "otherView": .string(entry.second), "frame": rect(entry.firstFrame),
                 "otherFrame": rect(entry.secondFrame), "intersection": rect(entry.intersection)])
      }),
      "outsideSuperview": .array(f.outsideSuperview.map { entry in
        .object([
          "view": .string(entry.view), "superview": .string(entry.superview), "frame": rect(entry.frame),
          "superviewFrame": rect(entry.superviewFrame),
          "overflow": .object(["top": number(entry.overflow.top), "left": number(entry.overflow.left),
                               "bottom": number(entry.overflow.bottom), "right": number(entry.overflow.right)]),
        ])
      }),
      "warnings": .array(f.warnings.map { warning in
        .object([
          "kind": .string(warning.kind.rawValue), "view": warning.view.map(JSONValue.string) ?? .null,
          "message": .string(warning.message),
          "constraint": warning.constraint.map { constraint(ConstraintReference($0, scene: nil)) } ?? .null,
        ])
      }),
      "notConverged": f.nonConvergence.map { n in
        .object(["iterations": .number(Double(n.iterations)), "labels": .array(n.labels.map(JSONValue.string))])
      } ?? .null,
    ])
  }

  static func constraint(_ r: ConstraintReference) -> JSONValue {
    func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    func optional(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
    return .object([
      "equation": .string(r.equation), "written": optional(r.written), "identifier": optional(r.identifier),
      "kind": .string(r.kind), "owner": optional(r.owner), "file": optional(r.file), "line": optional(r.line),
      "column": optional(r.column), "path": optional(r.path),
    ])
  }

  static func rect(_ r: Rect) -> JSONValue {
    .object(["x": number(r.minX), "y": number(r.minY), "width": number(r.width), "height": number(r.height)])
  }

  /// Rounded to 1/1000 of a point (Pango widths carry float noise); infinite → `null`.
  static func number(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    return .number((value * 1000).rounded() / 1000)
  }
}
