extension Pass {
  /// `import UIKit.UIView` → `import UIKit`, `import QuartzCore` → `import UIKit` (see `ModuleMap`).
  mutating func adaptImport(at index: Int) {
    if let before = previous(index, lines: true) {
      let kind = tokens[before].kind
      let word = kind == .identifier ? text(before) : ""
      let startsStatement = kind == .newline || kind == .attribute || isPunctuation(before, ";")
        || ["public", "internal", "private", "fileprivate", "package"].contains(word)
      guard startsStatement else { return }
    }
    guard var first = next(index), tokens[first].kind == .identifier else { return }
    let start = tokens[first].start
    if SourceAdapter.importKinds.contains(text(first)), let after = next(first), tokens[after].kind == .identifier {
      first = after
    }
    var last = first
    while isPunctuation(next(last), "."), let part = next(next(last)!), tokens[part].kind == .identifier { last = part }
    guard let module = adapter.modules.module(for: text(first)) else { return }
    if start == tokens[first].start, last == first, module == text(first) { return }
    edits.replace(start, tokens[last].end, with: module)
  }

  /// `#selector(…)` → `Selector("objc:name:", Owner.method(_:name:))` or `Selector("name")`; returns
  /// the index of the closing parenthesis.
  mutating func adaptSelector(at index: Int, owner: String?) -> Int? {
    guard let open = next(index), isPunctuation(open, "("), let close = closing(open) else { return nil }
    var parts: [Int] = []
    var position = open + 1
    func skip() { while position < close, tokens[position].kind == .comment || tokens[position].kind == .newline { position += 1 } }
    skip()
    var accessor: String?
    if position < close, tokens[position].kind == .identifier, ["getter", "setter"].contains(text(position)),
      isPunctuation(next(position), ":")
    {
      accessor = text(position); position = next(position)! + 1; skip()
    }
    // A path: name (. name)*
    while position < close, tokens[position].kind == .identifier {
      parts.append(position); position += 1; skip()
      if position < close, isPunctuation(position, ".") { position += 1; skip() } else { break }
    }
    guard let baseIndex = parts.last else { return close }
    var base = text(baseIndex).filter { $0 != "`" }
    // Argument labels: (a:b:) → ["a", "b"].
    var labels: [String]? = nil
    var labelsText = ""
    if position < close, isPunctuation(position, "("), let labelClose = closing(position), labelClose < close {
      labels = []
      var scan = position + 1
      while scan < labelClose {
        if tokens[scan].kind == .identifier, isPunctuation(next(scan), ":") { labels!.append(text(scan)) }
        scan += 1
      }
      labelsText = String(decoding: source[tokens[position].start..<tokens[labelClose].end], as: UTF8.self)
      position = labelClose + 1; skip()
    }
    let qualifiers = parts.dropLast().map { text($0) }
    let extra = position < close  // `as …` and other forms: the name alone
    var name = Self.objectiveCName(base, labels: labels)
    if let accessor {
      if accessor == "setter" { base = "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"; name = base } else { name = base }
    }
    var owning: String?
    if accessor == nil, !extra {
      if qualifiers.isEmpty || qualifiers == ["self"] || qualifiers == ["Self"] {
        owning = owner
      } else if declaredTypes.contains(qualifiers.joined(separator: ".")) {
        owning = qualifiers.joined(separator: ".")
      }
    }
    let replacement: String
    if let owning {
      let reference = text(baseIndex) + labelsText.filter { !$0.isWhitespace }
      replacement = "Selector(\"\(name)\", \(owning).\(reference))"
    } else {
      replacement = "Selector(\"\(name)\")"
    }
    edits.replace(tokens[index].start, tokens[close].end, with: replacement)
    return close
  }

  /// The Objective-C name Swift gives a method: `tap(_:)` → `tap:`, `tap(sender:)` → `tapWithSender:`,
  /// `move(_:to:)` → `move:to:`; without labels the name alone (a typed `Selector` adds the colons).
  static func objectiveCName(_ base: String, labels: [String]?) -> String {
    guard let labels, let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// `#keyPath(UIView.layer.cornerRadius)` → `"layer.cornerRadius"` (a type's name first is dropped).
  mutating func adaptKeyPath(at index: Int) -> Int? {
    guard let open = next(index), isPunctuation(open, "("), let close = closing(open) else { return nil }
    var names: [String] = []
    for position in (open + 1)..<close where tokens[position].kind == .identifier { names.append(text(position)) }
    if names.count > 1, let first = names.first?.unicodeScalars.first, first.properties.isUppercase { names.removeFirst() }
    edits.replace(tokens[index].start, tokens[close].end, with: "\"" + names.joined(separator: ".") + "\"")
    return close
  }

  /// Answers `os(…)`, `canImport(…)` and `targetEnvironment(…)` in an `#if`/`#elseif` condition.
  mutating func adaptCondition(at index: Int) {
    var position = index + 1
    while position < tokens.count, tokens[position].kind != .newline {
      if tokens[position].kind == .identifier, let open = next(position), isPunctuation(open, "("),
        let close = closing(open)
      {
        let function = text(position)
        let arguments = ((open + 1)..<close).filter { tokens[$0].kind == .identifier }.map { text($0) }
        if arguments.count == 1, let value = adapter.conditions.value(of: function, arguments[0]) {
          edits.replace(tokens[position].start, tokens[close].end, with: value ? "true" : "false")
          position = close
        }
      }
      position += 1
    }
  }
}
