extension Pass {
  /// UIKit's reusable views, with the designated initializer through which PlumbUIKit makes a registered
  /// class (`init(registeredReuseIdentifier:)` calls it).
  static let registeredViewInitializers: [String: String] = [
    "UITableViewCell": "init(style:", "UITableViewHeaderFooterView": "init(reuseIdentifier:",
    "UICollectionReusableView": "init(frame:", "UICollectionViewCell": "init(frame:", "UICollectionViewListCell": "init(frame:",
  ]

  /// A direct subclass of a UIKit reusable view that declares designated initializers of its own but does not
  /// override the one PlumbUIKit makes registered classes with does not inherit PlumbUIKit's required
  /// `init(registeredReuseIdentifier:)` (Swift's rule; UIKit's Objective-C runtime has none). The class gets
  /// one, written on the line of its closing brace, that stops with a message if a table or collection view
  /// ever makes it by registration; code that makes the view with its own initializer is unaffected.
  mutating func adaptRegisteredViewSubclasses() {
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .identifier, text(index) == "class", !isPunctuation(previous(index), "."),
        let name = next(index), tokens[name].kind == .identifier, !SourceAdapter.declarationWords.contains(text(name)),
        let colon = next(name), isPunctuation(colon, ":"), let superclass = next(colon), tokens[superclass].kind == .identifier,
        let designated = Self.registeredViewInitializers[text(superclass)]
      else { continue }
      var open = superclass
      while open < tokens.count, !isPunctuation(open, "{") { open += 1 }
      guard open < tokens.count, let close = matchingBrace(open) else { continue }
      var ownDesignated = false, overridesDesignated = false, declaresRegistered = false
      var depth = 0, scan = open + 1
      while scan < close {
        if isPunctuation(scan, "{") { depth += 1 }
        if isPunctuation(scan, "}") { depth -= 1 }
        if depth == 0, tokens[scan].kind == .identifier, text(scan) == "init", !isPunctuation(previous(scan), "."),
          let after = next(scan), isPunctuation(after, "(") || isPunctuation(after, "?") || isPunctuation(after, "!")
        {
          var modifiers: Set<String> = []
          var before = scan
          while let word = previous(before), tokens[word].kind == .identifier || tokens[word].kind == .attribute {
            modifiers.insert(text(word)); before = word
          }
          let open = isPunctuation(after, "(") ? after : next(after) ?? after
          let label = next(open).map { tokens[$0].kind == .identifier ? text($0) : "" } ?? ""
          if label == "registeredReuseIdentifier" { declaresRegistered = true }
          if !modifiers.contains("convenience"), label != "coder" {
            if "init(\(label):" == designated { overridesDesignated = true } else { ownDesignated = true }
          }
        }
        scan += 1
      }
      guard ownDesignated, !overridesDesignated, !declaresRegistered else { continue }
      let className = text(name)
      let separator = tokens[close - 1].kind == .newline ? "" : "; "
      edits.replace(tokens[close].start, tokens[close].start, with: separator + "public required convenience init(registeredReuseIdentifier "
        + "identifier: String) { fatalError(\"\(className) does not inherit \(text(superclass)).\(designated)"
        + "...), so Plumb cannot make it for a registered reuse identifier\") } ", pads: false)
      note(at: index, "'\(className)' has initializers of its own: Plumb cannot make it by registration "
        + "(it does not inherit \(text(superclass)).\(designated)...))")
    }
  }
}
