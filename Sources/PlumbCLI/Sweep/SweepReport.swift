import PlumbJSON
import PlumbLayout
import PlumbSnapshot

/// `plumb sweep`'s text and JSON reports. The JSON has every key always present, keys sorted; its schema
/// is in docs/sweep-and-accessibility.md.
///
/// ```swift
/// console.out(SweepReport.text(sweep, scene: scene))
/// console.out(SweepReport.json(sweep, scene: scene, file: path))
/// ```
enum SweepReport {
  /// Bump when a key changes meaning or disappears (adding keys does not bump it).
  static let schemaVersion = 1

  static func text(_ sweep: WidthSweep, scene: Layout.Scene) -> String {
    let plan = sweep.plan
    let points = plan.widths.count * plan.combinations.count
    var lines = [
      "\(scene.name): widths \(plan.widths.lowerBound)…\(plan.widths.upperBound) pt, "
        + "\(plan.types.count) type size\(plan.types.count == 1 ? "" : "s") (\(plan.types.first!.rawValue)…\(plan.types.last!.rawValue)), "
        + "\(plan.languages.map(\.description).joined(separator: ", ")), \(plan.directions.map(\.rawValue).joined(separator: ", ")): "
        + "\(sweep.layouts) layouts for \(points) variants."
    ]
    let widthPoints = sweep.breakpoints.filter { $0.axis == .width }
    let typePoints = sweep.breakpoints.filter { $0.axis == .type }
    lines.append("")
    lines.append(widthPoints.isEmpty ? "No breakpoints along the width." : "Along the width (\(widthPoints.count)):")
    lines += widthPoints.map { "  " + $0.description }
    if plan.types.count > 1 {
      lines.append("")
      lines.append(typePoints.isEmpty ? "No breakpoints between type sizes." : "Between type sizes (\(typePoints.count)):")
      lines += typePoints.map { "  " + $0.description }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ sweep: WidthSweep, scene: Layout.Scene, file: String) -> String {
    let plan = sweep.plan
    let document: JSONValue = .object([
      "schema": .number(Double(schemaVersion)),
      "scene": .string(scene.name),
      "file": .string(file),
      "widths": .array([.number(Double(plan.widths.lowerBound)), .number(Double(plan.widths.upperBound))]),
      "types": .array(plan.types.map { .string($0.rawValue) }),
      "languages": .array(plan.languages.map { .string($0.description) }),
      "directions": .array(plan.directions.map { .string($0.rawValue) }),
      "sampleStep": .number(Double(plan.sampleStep)),
      "layouts": .number(Double(sweep.layouts)),
      "variants": .number(Double(plan.widths.count * plan.combinations.count)),
      "breakpoints": .array(sweep.breakpoints.map(breakpoint)),
    ])
    return JSONWriter.write(document)
  }

  static func breakpoint(_ point: SweepBreakpoint) -> JSONValue {
    .object([
      "axis": .string(point.axis.rawValue),
      "width": .number(Double(point.width)),
      "lastWidth": .number(Double(point.lastWidth)),
      "language": .string(point.language.description),
      "direction": .string(point.after.direction.rawValue),
      "before": variant(point.before),
      "after": variant(point.after),
      "changes": .array(point.changes.map { change in
        .object(["kind": .string(change.kind.rawValue), "views": .array(change.views.map(JSONValue.string)),
                 "detail": .string(change.detail), "text": .string(change.description)])
      }),
    ])
  }

  static func variant(_ variant: Layout.Variant) -> JSONValue {
    .object(["name": .string(variant.name), "width": .number(variant.width), "type": .string(variant.type.rawValue)])
  }
}
