import Foundation
import PlumbLayout

/// The solved layout as JSON (`plumb render --layout FILE.json`): what scripts and tests read.
/// The schema is documented in the README ("Layout JSON"); keys are sorted, numbers are points.
///
/// ```swift
/// let json = try LayoutDocument(result).encoded()   // UTF-8 JSON bytes
/// ```
struct LayoutDocument: Encodable {
  struct Frame: Encodable { var x, y, width, height: Double }
  struct Label: Encodable {
    var text: String
    var visibleText: String
    var truncated: Bool
    var cutRange: [Int]?
    var naturalWidth: Double
    var availableWidth: Double
    var linesShown: Int
    var linesNeeded: Int
    var missingGlyphs: Int
    var fontSize: Double
  }
  struct View: Encodable {
    var id: String
    var kind: String
    var parent: String
    var frame: Frame
    var firstBaseline: Double
    var lastBaseline: Double
    var direction: String
    var hidden: Bool
    var label: Label?
    var image: String?
  }
  struct Constraint: Encodable {
    var text: String
    var identifier: String?
    var source: String?
  }
  struct Conflict: Encodable { var rejected: Constraint; var conflictsWith: [Constraint] }
  struct Unsatisfied: Encodable { var constraint: Constraint; var priority: Double; var error: Double }
  /// `min`/`max` are `null` when the interval is unbounded on that side (JSON has no infinity).
  struct Ambiguity: Encodable {
    var view: String; var axis: String; var attribute: String; var min: Double; var max: Double
    private enum Key: String, CodingKey { case view, axis, attribute, min, max }
    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(view, forKey: .view)
      try container.encode(axis, forKey: .axis)
      try container.encode(attribute, forKey: .attribute)
      try container.encode(min.isFinite ? min : nil, forKey: .min)
      try container.encode(max.isFinite ? max : nil, forKey: .max)
    }
  }
  struct Diagnostics: Encodable {
    var conflicts: [Conflict]
    var unsatisfied: [Unsatisfied]
    var ambiguous: [Ambiguity]
    var truncated: [String]
    var zeroSize: [String]
    var negativeSize: [String]
    var outsideSuperview: [String]
  }

  var scene: String
  var variant: String
  var canvas: Frame
  var scale: Double
  var views: [View]
  var diagnostics: Diagnostics

  init(_ result: Layout.Result) {
    scene = result.sceneName
    variant = result.variant.name
    canvas = Frame(x: 0, y: 0, width: result.canvasSize.width, height: result.canvasSize.height)
    scale = result.variant.scale
    views = result.views.map { view in
      View(
        id: view.id, kind: view.kindName, parent: view.parent,
        frame: Frame(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: view.frame.height),
        firstBaseline: view.firstBaseline, lastBaseline: view.lastBaseline, direction: view.direction.rawValue,
        hidden: view.isEffectivelyHidden,
        label: view.label.map { label in
          let fit = label.fit
          return Label(text: label.request.text, visibleText: fit.visibleText, truncated: fit.isTruncated,
                       cutRange: fit.cutRange.map { [$0.lowerBound, $0.upperBound] }, naturalWidth: fit.naturalWidth,
                       availableWidth: fit.availableWidth, linesShown: fit.linesShown, linesNeeded: fit.linesNeeded,
                       missingGlyphs: fit.missingGlyphs, fontSize: fit.fontSize)
        },
        image: view.image?.src)
    }
    let d = result.diagnostics
    func constraint(_ origin: Layout.ConstraintOrigin) -> Constraint {
      Constraint(text: origin.text, identifier: origin.identifier,
                 source: origin.source.path.isEmpty && origin.source.file == nil ? nil : origin.source.description)
    }
    diagnostics = Diagnostics(
      conflicts: d.conflicts.map { Conflict(rejected: constraint($0.rejected), conflictsWith: $0.conflictingSet.map(constraint)) },
      unsatisfied: d.unsatisfied.map { Unsatisfied(constraint: constraint($0.constraint), priority: $0.priority, error: $0.error) },
      ambiguous: d.ambiguities.map { Ambiguity(view: $0.view, axis: $0.axis.rawValue, attribute: $0.attribute,
                                                min: $0.interval.lowerBound, max: $0.interval.upperBound) },
      truncated: d.truncatedLabels, zeroSize: d.zeroSizeViews, negativeSize: d.negativeSizeViews, outsideSuperview: d.viewsOutsideSuperview)
  }

  /// Pretty-printed JSON with sorted keys and a final newline.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
