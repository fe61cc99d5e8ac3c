import PlumbJSON
import PlumbLayout

/// Everything that can be wrong with a scene file, with the place it is wrong.
///
/// `description` is the one rendering of every error:
/// `<file>:<line>:<column>: <JSON path>: <message>`, for example
/// `Scenes/card.json:14:9: views[0].arranged[2].constraints[0]: unknown view 'titel' (did you mean 'title'?)`.
///
/// ```swift
/// do {
///   _ = try SceneLoader.load(path: "Scenes/card.json")
/// } catch let error as SceneError {
///   print(error)             // Scenes/card.json:3:12: canvas.width: expected a number, found a string
///   print(error.kind)        // .wrongType(expected: "a number", found: "a string")
/// }
/// ```
public struct SceneError: Error, Hashable, CustomStringConvertible {
  /// The file, JSON path, line and column of the problem (the parts that are known).
  ///
  /// ```swift
  /// error.location.path   // "views[0].arranged[2].constraints[0]"
  /// ```
  public var location: Layout.SourceLocation
  /// What is wrong, as a value tests and tools can match.
  ///
  /// ```swift
  /// if case .unknownView(let id, _) = error.kind { print(id) }   // "titel"
  /// ```
  public var kind: Kind

  /// Creates an error of `kind` at `location`.
  ///
  /// ```swift
  /// let error = SceneError(.missingKey("width"), at: Layout.SourceLocation(file: "a.json", path: "canvas", line: 2, column: 11))
  /// ```
  public init(_ kind: Kind, at location: Layout.SourceLocation) {
    self.kind = kind; self.location = location
  }

  /// `<place>: <message>`, where the place is `file:line:column: path` with the known parts.
  ///
  /// ```swift
  /// "\(error)"   // "Scenes/card.json:3:12: canvas.width: expected a number, found a string"
  /// ```
  public var description: String {
    let place = location.description
    return place.isEmpty ? kind.message : place + ": " + kind.message
  }

  /// The kinds of scene errors. `message` words each one; it is the only place error text is made.
  ///
  /// ```swift
  /// SceneError.Kind.unknownKey("widht", suggestion: "width").message   // "unknown key 'widht' (did you mean 'width'?)"
  /// ```
  public enum Kind: Hashable, Sendable {
    // Files and limits.
    /// The scene file could not be read.
    case unreadableFile(reason: String)
    /// The file is larger than `SceneLimits.maxFileBytes`.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The tree has more views than `SceneLimits.maxViews`.
    case tooManyViews(limit: Int)
    /// The variant matrix is larger than `SceneLimits.maxVariants`.
    case tooManyVariants(count: Int, limit: Int)
    /// A canvas side in pixels (points × scale) is larger than `SceneLimits.maxCanvasPixels`.
    case canvasTooLarge(points: Double, scale: Double, limit: Int)
    /// A canvas side smaller than one pixel at its scale (`canvas.width: 1e-9`).
    case canvasTooSmall(points: Double, scale: Double)

    // JSON5 syntax.
    /// A JSON5 syntax error, bytes that are not UTF-8, or objects and lists nesting deeper than
    /// `SceneLimits.maxNestingDepth` (`JSONReader` finds them).
    case json(JSONError.Kind)

    // Structure and values.
    /// A key the format does not define here.
    case unknownKey(String, suggestion: String?)
    /// A key of another view kind (`axis` on a label).
    case keyNotForKind(String, kind: String, owners: [String])
    /// `spacingAfter` on a view that is not arranged in a stack.
    case spacingAfterOutsideStack
    /// A required key is missing.
    case missingKey(String)
    /// A value of the wrong JSON type.
    case wrongType(expected: String, found: String)
    /// A name that is not one of the allowed ones (a content mode, attribute, colour, …).
    case unknownName(what: String, name: String, choices: [String])
    /// A number outside its allowed range.
    case outOfRange(Double, expected: String)
    /// NaN or an infinity where a finite number is needed.
    case notFinite(Double)
    /// A fraction where a whole number is needed.
    case notAnInteger(Double)
    /// An empty list where at least one value is needed.
    case emptyList
    /// The same value twice in a list of variant values.
    case duplicateValue(String)
    /// `plumb` is not 1.
    case unsupportedVersion(Double)
    /// A scene name that cannot name a folder.
    case invalidSceneName(String)
    /// A colour string that is neither a hex colour nor a known name.
    case invalidColor(String)
    /// A view object without a kind key.
    case missingViewKind
    /// A button key that belongs to an iOS 15 configuration (`buttonSize`, …) on a button without `configuration`.
    case keyNeedsConfiguration(String)
    /// `variants.orientation` without `variants.device`.
    case orientationWithoutDevice
    /// A view object with two kind keys.
    case multipleViewKinds(String, String)
    /// Two keys that set the same thing (`color` and `foregroundColor` in one text run).
    case sameAttributeTwice(String, String)
    /// An id that is not an identifier.
    case invalidId(String)
    /// `root`, `safeArea`, `self` or `superview` used as an id.
    case reservedId(String)
    /// An id used twice.
    case duplicateId(String, firstLine: Int?)
    /// A language tag that is not a BCP 47 tag.
    case invalidLanguage(String)
    /// A variant language with no strings table when the scene has strings.
    case languageWithoutStrings(String, available: [String])
    /// An empty key in the strings table.
    case invalidStringKey(String)
    /// `"@key"` with no such key in the strings table.
    case unknownString(String, suggestion: String?, hasStrings: Bool)

    // Constraints.
    /// The constraint text does not follow the grammar.
    case expectedToken(expected: String, found: String)
    /// `title` without `.attribute` in a constraint expression.
    case missingAttribute(String)
    /// A view id that does not exist.
    case unknownView(String, suggestion: String?)
    /// A VFL name that is neither a view nor a metric.
    case unknownViewOrMetric(String, suggestion: String?)
    /// `self` or `superview` where there is no view to refer to.
    case selfOutsideView(String)
    /// A ratio with a zero denominator, or a zero multiplier where it is not allowed.
    case invalidMultiplier(String)
    /// A priority outside (0, 1000].
    case priorityOutOfRange(Double)
    /// The priority written in the expression and in the object's `priority` key.
    case priorityGivenTwice
    /// `priority` in the object form of a visual format.
    case priorityWithVisualFormat
    /// A constraint that breaks one of NSLayoutConstraint's rules.
    case invalidConstraint(ConstraintRule, first: String, second: String?)
    /// A type-size range whose lower end is above its upper end.
    case emptyTypeRange(String)
    /// Views of one visual format string that are not siblings.
    case visualFormatNotSiblings(String, String)
    /// A view in a visual format that has no superview (`root`).
    case visualFormatWithoutSuperview(String)
    /// An `alignAll…` option along the format's own axis (`alignAllLeft` with `H:`).
    case visualFormatAlignmentAlongAxis(String, vertical: Bool)
    /// `options` on a constraint that is not a visual format.
    case optionsWithoutVisualFormat
    /// A visual format that does not parse: the problem, then the format with a caret under the column,
    /// as Apple's "Unable to parse constraint format" shows it.
    indirect case visualFormatSyntax(Kind, format: String, offset: Int)

    // Images.
    /// An absolute image path.
    case absoluteImagePath(String)
    /// An image path that leaves the assets folder.
    case imageOutsideAssets(String, root: String)
    /// An image file that does not exist.
    case imageNotFound(String, folder: String)
    /// The folder image paths are relative to (`--assets`) does not exist.
    case assetsFolderNotFound(String)
    /// An image path that is not a PNG or JPEG.
    case unsupportedImageType(String)
    /// An image path that names a folder, not a file.
    case imageIsFolder(String)

    // Fonts (`fonts`).
    /// An absolute font path.
    case absoluteFontPath(String)
    /// A font path that leaves the scene's folder.
    case fontOutsideAssets(String, root: String)
    /// A font file that does not exist.
    case fontNotFound(String, folder: String)
    /// A font path that is not a TrueType or OpenType file or collection.
    case unsupportedFontType(String)

    /// The human-readable text of the error, without its place.
    ///
    /// ```swift
    /// SceneError.Kind.missingKey("width").message   // "missing key 'width'"
    /// ```
    public var message: String {
      switch self {
      case .unreadableFile(let reason): return "cannot read the scene file: \(reason)"
      case .fileTooLarge(let bytes, let limit): return "the file is \(bytes) bytes, more than the limit of \(limit)"
      case .tooManyViews(let limit): return "more than \(limit) views"
      case .tooManyVariants(let count, let limit):
        return "the variant matrix has \(count) variants, more than the limit of \(limit)"
      case .canvasTooLarge(let points, let scale, let limit):
        return "\(number(points)) points at scale \(number(scale)) is \(number(points * scale)) pixels, "
          + "more than the limit of \(limit) pixels on a side"
      case .canvasTooSmall(let points, let scale):
        return "\(number(points)) points at scale \(number(scale)) is less than one pixel; a canvas side needs at least "
          + "\(number(1 / scale)) point\(1 / scale == 1 ? "" : "s") at this scale"
      case .json(let kind): return kind.message

      case .unknownKey(let key, let suggestion): return "unknown key '\(key)'" + didYouMean(suggestion)
      case .keyNotForKind(let key, let kind, let owners):
        return "'\(key)' is not a key of \(kind) (it belongs to \(list(owners, conjunction: "and")))"
      case .spacingAfterOutsideStack: return "'spacingAfter' is only allowed on the arranged views of a stack"
      case .missingKey(let key): return "missing key '\(key)'"
      case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
      case .unknownName(let what, let name, let choices):
        return ConstraintTextError.Kind.unknownName(what: what, name: name, choices: choices).message
      case .outOfRange(let value, let expected): return "\(number(value)) is out of range (expected \(expected))"
      case .notFinite(let value): return "expected a finite number, found \(value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity")"
      case .notAnInteger(let value): return "expected a whole number, found \(number(value))"
      case .emptyList: return "expected a list with at least one value"
      case .duplicateValue(let value): return "duplicate value \(value)"
      case .unsupportedVersion(let version):
        return "unsupported format version \(number(version)) (this Plumb reads version 1)"
      case .invalidSceneName(let name):
        return "invalid scene name '\(name)' (use letters, digits, '_', '-' and '.', not starting with '.')"
      case .invalidColor(let text):
        return "invalid colour '\(text)' (expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA or a name such as 'systemBlue')"
      case .missingViewKind:
        return "a view needs one of the keys 'view', 'label', 'image', 'stack', 'guide' or a control kind ('button', 'switch', …) holding its id"
      case .orientationWithoutDevice:
        return "'orientation' needs 'device' in 'variants' (a canvas has no orientation; swap 'width' and 'height' instead)"
      case .keyNeedsConfiguration(let key):
        return "'\(key)' belongs to a button configuration; add 'configuration' (plain, gray, tinted, filled, …)"
      case .multipleViewKinds(let a, let b): return "a view has both '\(a)' and '\(b)'; give it one kind"
      case .sameAttributeTwice(let a, let b): return "'\(a)' and '\(b)' set the same attribute; give one of them"
      case .invalidId(let id):
        return "invalid id '\(id)' (an id starts with a letter or '_' and continues with letters, digits or '_')"
      case .reservedId(let id): return "'\(id)' is reserved (root, safeArea, self and superview name predefined items)"
      case .duplicateId(let id, let firstLine):
        return "duplicate id '\(id)'" + (firstLine.map { " (first used at line \($0))" } ?? "")
      case .invalidLanguage(let tag): return "invalid language tag '\(tag)' (expected a BCP 47 tag such as 'en', 'ar' or 'pt-BR')"
      case .languageWithoutStrings(let language, let available):
        return "language '\(language)' has no strings table" + didYouMean(Suggestion.closest(to: language, in: available))
          + " (the table has \(list(available.map { "'\($0)'" }, conjunction: "and")))"
      case .invalidStringKey(let key):
        return "invalid string key '\(key)' (a key cannot be empty)"
      case .unknownString(let key, let suggestion, let hasStrings):
        if key.isEmpty { return "'@' needs a key of the strings table after it, as in '@title'" }
        guard hasStrings else { return "unknown string '@\(key)': the scene has no 'strings' table" }
        return "unknown string '@\(key)'" + didYouMean(suggestion.map { "@" + $0 })

      case .expectedToken(let expected, let found):
        return ConstraintTextError.Kind.expectedToken(expected: expected, found: found).message
      case .missingAttribute(let item): return ConstraintTextError.Kind.missingAttribute(item).message
      case .unknownView(let id, let suggestion): return "unknown view '\(id)'" + didYouMean(suggestion)
      case .unknownViewOrMetric(let name, let suggestion):
        return ConstraintTextError.Kind.unknownViewOrMetric(name, suggestion: suggestion).message
      case .selfOutsideView(let word):
        return "'\(word)' can only be used in the constraints of a view (at the top level, name the view)"
      case .invalidMultiplier(let text): return ConstraintTextError.Kind.invalidMultiplier(text).message
      case .priorityOutOfRange(let value): return ConstraintTextError.Kind.priorityOutOfRange(value).message
      case .priorityGivenTwice: return "the priority is given twice: after '@' in the constraint and as 'priority'"
      case .priorityWithVisualFormat:
        return "'priority' cannot be used with a visual format; write '@priority' in its predicates"
      case .invalidConstraint(let rule, let first, let second):
        let items = second.map { "'\(first)' and '\($0)'" } ?? "'\(first)'"
        return "invalid constraint (\(rule.rawValue)): \(rule.explanation): \(items)"
      case .emptyTypeRange(let text): return "empty type size range '\(text)'"
      case .visualFormatNotSiblings(let a, let b):
        return "'\(a)' and '\(b)' are not siblings; the views of a visual format share one superview, which '|' refers to"
      case .visualFormatWithoutSuperview(let id):
        return "'\(id)' has no superview, so it cannot be placed by a visual format"
      case .visualFormatAlignmentAlongAxis(let attribute, let vertical):
        return ConstraintTextError.Kind.visualFormatAlignmentAlongAxis(attribute, vertical: vertical).message
      case .optionsWithoutVisualFormat: return "'options' only applies to a visual format string"
      case .visualFormatSyntax(let kind, let format, let offset):
        let shown = format.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
        let column = min(max(0, offset), shown.unicodeScalars.count)
        return "unable to parse constraint format: \(kind.message)\n    \(shown)\n    "
          + String(repeating: " ", count: column) + "^"

      case .absoluteImagePath(let path): return "image path '\(path)' is absolute; give it relative to the scene's folder"
      case .imageOutsideAssets(let path, let root): return "image path '\(path)' leads outside the assets folder '\(root)'"
      case .imageNotFound(let path, let folder): return "image '\(path)' not found in '\(folder)'"
      case .assetsFolderNotFound(let folder): return "the assets folder '\(folder)' does not exist"
      case .unsupportedImageType(let path): return "image '\(path)' is not a PNG or JPEG (.png, .jpg or .jpeg)"
      case .imageIsFolder(let path): return "image '\(path)' is a folder, not an image file"
      case .absoluteFontPath(let path): return "font path '\(path)' is absolute; give it relative to the scene's folder"
      case .fontOutsideAssets(let path, let root): return "font path '\(path)' leads outside the assets folder '\(root)'"
      case .fontNotFound(let path, let folder): return "font '\(path)' not found in '\(folder)'"
      case .unsupportedFontType(let path): return "font '\(path)' is not a TrueType or OpenType file (.ttf, .otf, .ttc or .otc)"
      }
    }

    /// A number as messages show it: like `formatPoints`, and exact for huge and tiny values (`1e-09`).
    private func number(_ value: Double) -> String { ConstraintTextError.Kind.number(value) }

    private func didYouMean(_ suggestion: String?) -> String {
      suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    private func list(_ items: [String], conjunction: String) -> String {
      ConstraintTextError.Kind.list(items, conjunction: conjunction)
    }
  }
}

extension SceneError {
  /// The scene error for a JSON5 syntax error of `file`, at its line and column.
  ///
  /// ```swift
  /// SceneError(json: JSONError(.unterminatedComment, line: 2, column: 5, offset: 12), file: "a.json")
  ///   .description   // "a.json:2:5: unterminated comment ('/*' without '*/')"
  /// ```
  public init(json error: JSONError, file: String?) {
    self.init(.json(error.kind), at: Layout.SourceLocation(file: file, path: "", line: error.line, column: error.column))
  }
}

extension SceneError.Kind {
  /// The scene error for a mistake inside a constraint or visual format string; its text is the string
  /// error's own.
  package init(_ kind: ConstraintTextError.Kind) {
    switch kind {
    case .expectedToken(let expected, let found): self = .expectedToken(expected: expected, found: found)
    case .missingAttribute(let item): self = .missingAttribute(item)
    case .unknownName(let what, let name, let choices): self = .unknownName(what: what, name: name, choices: choices)
    case .invalidMultiplier(let text): self = .invalidMultiplier(text)
    case .priorityOutOfRange(let value): self = .priorityOutOfRange(value)
    case .unknownViewOrMetric(let name, let suggestion): self = .unknownViewOrMetric(name, suggestion: suggestion)
    case .visualFormatAlignmentAlongAxis(let attribute, let vertical):
      self = .visualFormatAlignmentAlongAxis(attribute, vertical: vertical)
    }
  }
}
