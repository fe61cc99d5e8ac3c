import PlumbJSON
import PlumbLayout
import PlumbRender
import PlumbSnapshot
import Foundation

/// The `accessibility` object of `plumb check --format json`: the elements in VoiceOver's order and the
/// findings, every key always present.
///
/// ```swift
/// let value = AccessibilityJSON.audit(audit)   // {"elements": [...], "findings": [...], "problemCount": 2}
/// ```
enum AccessibilityJSON {
  static func audit(_ audit: AccessibilityAudit) -> JSONValue {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return .object([
      "problemCount": .number(Double(audit.problemCount)),
      "elements": .array(audit.elements.enumerated().map { index, element in
        .object([
          "order": .number(Double(index + 1)), "view": .string(element.view), "kind": .string(element.kind),
          "frame": CheckJSONReport.rect(element.frame), "label": optional(element.label), "value": optional(element.value),
          "hint": optional(element.hint), "traits": .array(element.traits.names.map(JSONValue.string)),
          "spoken": .string(element.spokenText),
        ])
      }),
      "findings": .array(audit.findings.map { finding in
        .object([
          "kind": .string(finding.kind.rawValue), "view": .string(finding.view), "viewKind": .string(finding.viewKind),
          "text": optional(finding.text), "message": .string(finding.message), "fix": .string(finding.fix),
          "appearances": .array(finding.appearances.map(JSONValue.string)),
          "ratio": finding.ratio.map(CheckJSONReport.number) ?? .null,
        ])
      }),
    ])
  }
}

/// Writes `plumb check --accessibility-legend` pictures: one file for one variant, `<stem>-<variant>.png` for several.
enum AccessibilityLegendFiles {
  static func write(_ audits: [AccessibilityAudit], to path: String, session: RenderSession, inputs: OutputTarget.Inputs) throws {
    var files: [(String, Data)] = []
    for audit in audits {
      let picture = try session.render(audit.variant)
      let png = try AccessibilityLegend(audit: audit, measurer: session.measurer).render(picture).pngData()
      var name = path
      if audits.count > 1 {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        name = "\(stem)-\(audit.variant.name).png"
      }
      files.append((name, Data(png)))
    }
    try OutputFiles.write(files, inputs: inputs)
  }
}
