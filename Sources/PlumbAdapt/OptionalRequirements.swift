/// The names of Objective-C optional protocol requirements (`@objc optional func name(…)`) that callers
/// call as `receiver?.name?(…)`: those UIKit's delegate and data-source protocols declare, and those the files
/// being adapted declare (`learn(from:file:)`). `plumb adapt` rewrites such calls with
/// `plumbOptionalRequirement(_:)`, and gives the files' optional requirements default implementations.
///
/// ```swift
/// var names = OptionalRequirements.uikit
/// try names.learn(from: Array("@objc protocol P { @objc optional func didTap() }".utf8), file: "P.swift")
/// names.contains("didTap")   // true
/// ```
public struct OptionalRequirements: Sendable, Equatable {
  public private(set) var names: Set<String>

  public init(_ names: Set<String> = []) { self.names = names }

  public func contains(_ name: String) -> Bool { names.contains(name) }

  /// Adds the optional requirements `source`'s protocols declare.
  public mutating func learn(from source: [UInt8], file: String) throws(AdaptError) {
    // Most files declare no optional requirement: they are not tokenized twice.
    guard Self.mentionsOptional(source) else { return }
    let tokens = try SwiftTokenizer.tokenize(source, file: file)
    let pass = Pass(source: source, tokens: tokens, adapter: SourceAdapter())
    for requirement in pass.optionalRequirementDeclarations() { names.insert(requirement.name) }
  }

  /// Whether the word `optional` occurs anywhere in `source` (a byte search, before any tokenizing).
  static func mentionsOptional(_ source: [UInt8]) -> Bool {
    let word = Array("optional".utf8)
    guard source.count >= word.count else { return false }
    var index = 0
    while index + word.count <= source.count {
      if source[index] == word[0], source[index..<(index + word.count)].elementsEqual(word) { return true }
      index += 1
    }
    return false
  }

  /// The base names of the optional requirements of UIKit's delegate and data-source protocols that apps
  /// call themselves (forwarding delegates, wrapping a table's delegate).
  public static let uikit = OptionalRequirements([
    // UITableViewDelegate / DataSource, UICollectionViewDelegate / DataSource / FlowLayout
    "tableView", "numberOfSections", "sectionIndexTitles", "collectionView", "indexTitles",
    // UIScrollViewDelegate
    "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation", "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidEndZooming",
    "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
    // UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate
    "textField", "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
    "textFieldDidEndEditing", "textFieldShouldClear", "textFieldShouldReturn", "textFieldDidChangeSelection",
    "textView", "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing",
    "textViewDidEndEditing", "textViewDidChange", "textViewDidChangeSelection",
    "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing", "searchBarShouldEndEditing",
    "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
    "searchBarBookmarkButtonClicked", "searchBarResultsListButtonClicked",
    // UINavigationControllerDelegate, UITabBarControllerDelegate, UIPageViewControllerDelegate
    "navigationController", "navigationControllerSupportedInterfaceOrientations",
    "navigationControllerPreferredInterfaceOrientationForPresentation", "tabBarController", "pageViewController",
    // UIGestureRecognizerDelegate, UIPickerViewDelegate
    "gestureRecognizerShouldBegin", "gestureRecognizer", "pickerView",
    // presentation and transitions
    "presentationController", "adaptivePresentationStyle", "presentationControllerShouldDismiss",
    "presentationControllerWillDismiss", "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
    "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
    "imagePickerController", "imagePickerControllerDidCancel",
  ])
}

/// One optional requirement a protocol of the file declares.
struct OptionalRequirementDeclaration {
  let name: String
  /// The `protocol` keyword, the `{` and `}` of its body.
  let protocolKeyword: Int, open: Int, close: Int
  /// The `optional` modifier, the `func`/`var` keyword and the signature's last token.
  let modifier: Int, keyword: Int, end: Int
}

extension Pass {
  /// Every `optional func`/`optional var` requirement of the file's protocols.
  func optionalRequirementDeclarations() -> [OptionalRequirementDeclaration] {
    var found: [OptionalRequirementDeclaration] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .identifier, text(index) == "protocol", !isPunctuation(previous(index), "."),
        let name = next(index), tokens[name].kind == .identifier
      else { continue }
      var open = name
      while open < tokens.count, !isPunctuation(open, "{") {
        if isPunctuation(open, ";") || isPunctuation(open, "}") { break }
        if open > name, tokens[open].kind == .identifier, SourceAdapter.typeWords.contains(text(open)) || text(open) == "func" { break }
        open += 1
      }
      guard open < tokens.count, isPunctuation(open, "{"), let close = matchingBrace(open) else { continue }
      var depth = 0, scan = open + 1
      while scan < close {
        if isPunctuation(scan, "{") { depth += 1 }
        if isPunctuation(scan, "}") { depth -= 1 }
        if depth == 0, tokens[scan].kind == .identifier, text(scan) == "optional", isModifier(scan),
          let requirement = optionalRequirement(modifier: scan, protocolKeyword: index, open: open, close: close)
        {
          found.append(requirement)
          scan = requirement.end
        }
        scan += 1
      }
      index = close
    }
    return found
  }

  /// The requirement that the `optional` at `modifier` starts.
  func optionalRequirement(modifier: Int, protocolKeyword: Int, open: Int, close: Int) -> OptionalRequirementDeclaration? {
    var keyword = modifier
    while let after = next(keyword), after < close {
      keyword = after
      if tokens[after].kind == .identifier, ["func", "var"].contains(text(after)) { break }
      guard tokens[after].kind == .attribute || SourceAdapter.declarationWords.contains(text(after)) else { return nil }
    }
    guard tokens[keyword].kind == .identifier, ["func", "var"].contains(text(keyword)),
      let nameIndex = next(keyword), tokens[nameIndex].kind == .identifier
    else { return nil }
    let end = text(keyword) == "func" ? functionSignatureEnd(after: nameIndex, limit: close)
      : propertyTypeEnd(after: nameIndex, limit: close)
    guard let end else { return nil }
    return OptionalRequirementDeclaration(name: text(nameIndex).trimmingBackticks, protocolKeyword: protocolKeyword,
                                          open: open, close: close, modifier: modifier, keyword: keyword, end: end)
  }

  /// The last token of a requirement's signature: its parameters, then `async`, `throws`, a result type and
  /// a `where` clause until a line break that no such word continues.
  func functionSignatureEnd(after name: Int, limit: Int) -> Int? {
    var index = name
    while let after = next(index), after < limit, !isPunctuation(after, "(") { index = after }
    guard let open = next(index), open < limit, isPunctuation(open, "("), let close = closing(open), close < limit else { return nil }
    var end = close, depth = 0, scan = close + 1
    while scan < limit {
      let token = tokens[scan]
      if token.kind == .comment { scan += 1; continue }
      if token.kind == .newline {
        if depth > 0 { scan += 1; continue }
        guard let after = next(scan), after < limit else { break }
        let word = tokens[after].kind == .identifier ? text(after) : ""
        let continues = ["async", "throws", "rethrows", "where"].contains(word)
          || (isPunctuation(after, "-") && isPunctuation(after + 1, ">"))
        if !continues { break }
        scan = after; continue
      }
      if isPunctuation(scan, ";") || (depth == 0 && isPunctuation(scan, "{")) { break }
      if isPunctuation(scan, "(") || isPunctuation(scan, "[") { depth += 1 }
      if isPunctuation(scan, ")") || isPunctuation(scan, "]") { depth -= 1 }
      end = scan
      scan += 1
    }
    return end
  }

  /// The last token of an optional property's type (`var tint: UIColor { get }` ends at `UIColor`).
  func propertyTypeEnd(after name: Int, limit: Int) -> Int? {
    guard let colon = next(name), isPunctuation(colon, ":") else { return nil }
    var end = colon, scan = colon + 1, depth = 0
    while scan < limit {
      if tokens[scan].kind == .newline, depth == 0 { break }
      if depth == 0, isPunctuation(scan, "{") || isPunctuation(scan, ";") { break }
      if isPunctuation(scan, "(") || isPunctuation(scan, "[") { depth += 1 }
      if isPunctuation(scan, ")") || isPunctuation(scan, "]") { depth -= 1 }
      if tokens[scan].kind != .comment, tokens[scan].kind != .newline { end = scan }
      scan += 1
    }
    return end == colon ? nil : end
  }

  /// The source text of tokens `start...end` on one line (line breaks and comments dropped).
  func oneLine(_ start: Int, _ end: Int) -> String {
    var result = "", last: Int?
    for index in start...end where tokens[index].kind != .comment && tokens[index].kind != .newline {
      if let last, tokens[last].end < tokens[index].start { result += " " }
      result += text(index)
      last = index
    }
    return result
  }
}

extension String {
  var trimmingBackticks: String { hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self }
}

extension Pass {
  /// Gives each optional requirement of the file's top-level protocols a default implementation (in an
  /// extension written after the protocol's `}`, on the same line), and rewrites every call
  /// `receiver?.name?(…)` of a known optional requirement as `plumbOptionalRequirement(receiver?.name(…))`.
  mutating func adaptOptionalRequirements() {
    let declarations = optionalRequirementDeclarations()
    var known = adapter.optionalRequirements
    for declaration in declarations { known.insert(declaration.name) }
    var byProtocol: [Int: [OptionalRequirementDeclaration]] = [:]
    for declaration in declarations { byProtocol[declaration.protocolKeyword, default: []].append(declaration) }
    let topLevel = declarations.isEmpty ? [] : topLevelTokens()
    for (keyword, requirements) in byProtocol.sorted(by: { $0.key < $1.key }) {
      writeDefaults(for: requirements, protocolKeyword: keyword, topLevel: topLevel[keyword])
    }
    rewriteOptionalRequirementCalls(known)
  }

  mutating func writeDefaults(for requirements: [OptionalRequirementDeclaration], protocolKeyword: Int, topLevel: Bool) {
    guard let first = requirements.first, let nameIndex = next(protocolKeyword), topLevel else {
      if let first = requirements.first {
        note(at: first.modifier, "an optional requirement of a nested protocol keeps no default implementation")
      }
      return
    }
    var access = ""
    var position = protocolKeyword
    while let before = previous(position), tokens[before].kind == .identifier || tokens[before].kind == .attribute {
      let word = text(before)
      if ["public", "package", "internal", "fileprivate", "private"].contains(word) { access = word + " " }
      position = before
    }
    var members: [String] = []
    for requirement in requirements {
      let signature = oneLine(requirement.keyword, requirement.end)
      if text(requirement.keyword) == "var" {
        let type = oneLine(next(next(requirement.keyword)!)! + 1, requirement.end)
        let optionalType = type.hasSuffix("?") ? type : (type.contains("->") || type.contains("&") ? "(\(type))?" : type + "?")
        if !type.hasSuffix("?") {
          edits.replace(tokens[requirement.end].end, tokens[requirement.end].end, with: type.contains("->") || type.contains("&") ? ")?" : "?", pads: false)
          if type.contains("->") || type.contains("&") {
            let typeStart = next(next(next(requirement.keyword)!)!)!
            edits.replace(tokens[typeStart].start, tokens[typeStart].start, with: "(", pads: false)
          }
        }
        members.append("var \(requirement.name): \(optionalType) { nil }")
        note(at: requirement.modifier, "optional property '\(requirement.name)' is read as '\(optionalType)'; "
          + "a conformer's own '\(requirement.name)' is not seen through the protocol")
      } else {
        let returns = ((requirement.keyword + 1)...requirement.end).contains { isPunctuation($0, "-") && isPunctuation($0 + 1, ">") }
        members.append(signature + (returns ? " { PlumbOptionalRequirement.unimplemented() }" : " { PlumbOptionalRequirement.markUnimplemented() }"))
      }
    }
    let extensionText = "; \(access)extension \(text(nameIndex)) { " + members.joined(separator: "; ") + " }"
    edits.replace(tokens[first.close].end, tokens[first.close].end, with: extensionText, pads: false)
  }

  /// For each token, whether it lies inside no brace (a top-level declaration).
  func topLevelTokens() -> [Bool] {
    var result = [Bool](repeating: false, count: tokens.count), depth = 0
    for index in tokens.indices {
      if isPunctuation(index, "}") { depth = max(0, depth - 1) }
      result[index] = depth == 0
      if isPunctuation(index, "{") { depth += 1 }
    }
    return result
  }



  mutating func rewriteOptionalRequirementCalls(_ known: OptionalRequirements) {
    var index = 0
    while index + 3 < tokens.count {
      defer { index += 1 }
      guard isPunctuation(index, "."), tokens[index + 1].kind == .identifier, known.contains(text(index + 1).trimmingBackticks),
        isPunctuation(index + 2, "?"), tokens[index + 2].start == tokens[index + 1].end,
        isPunctuation(index + 3, "("), tokens[index + 3].start == tokens[index + 2].end,
        let close = closing(index + 3)
      else { continue }
      edits.replace(tokens[index + 2].start, tokens[index + 2].end, with: "", pads: false)
      // A trailing closure or a call of the result keeps the call's shape; a chain that goes on after the
      // call (`?.name?(…).x`) goes on from the optional result (`plumbOptionalRequirement(…)?.x`).
      var continuation = ""
      if let after = next(close, lines: true), tokens[after].start == tokens[close].end {
        if isPunctuation(after, "(") { continue }
        if isPunctuation(after, ".") || isPunctuation(after, "[") { continuation = "?" }
      }
      if let after = next(close), isPunctuation(after, "{") { continue }
      guard let start = chainStart(before: index) else { continue }
      edits.replace(tokens[start].start, tokens[start].start, with: "plumbOptionalRequirement(", pads: false)
      edits.replace(tokens[close].end, tokens[close].end, with: ")" + continuation, pads: false)
    }
  }

  /// The first token of the postfix expression that ends just before the `.` at `dot`
  /// (`self.delegate?` in `self.delegate?.name?(…)`).
  func chainStart(before dot: Int) -> Int? {
    var index = dot - 1, steps = 0
    guard index >= 0 else { return nil }
    while true {
      // A receiver longer than any written by hand is not followed (so no input makes adapting quadratic).
      steps += 1
      if steps > 4_096 { return nil }
      if isPunctuation(index, "?") || isPunctuation(index, "!") {
        guard index > 0, tokens[index - 1].end == tokens[index].start else { return nil }
        index -= 1; continue
      }
      if isPunctuation(index, ")") || isPunctuation(index, "]") {
        guard let open = opening(index) else { return nil }
        if open > 0, tokens[open - 1].end == tokens[open].start,
          tokens[open - 1].kind == .identifier || isPunctuation(open - 1, ")") || isPunctuation(open - 1, "]")
            || isPunctuation(open - 1, "?") || isPunctuation(open - 1, "!") || isPunctuation(open - 1, ">")
        {
          if isPunctuation(open - 1, ">") { return nil }
          index = open - 1; continue
        }
        return open
      }
      guard tokens[index].kind == .identifier else { return nil }
      if let before = previous(index), isPunctuation(before, "."), before > 0 {
        if let prior = previous(before), tokens[prior].kind == .identifier || isPunctuation(prior, ")") || isPunctuation(prior, "]")
          || isPunctuation(prior, "?") || isPunctuation(prior, "!")
        {
          if tokens[prior].kind == .identifier, ["return", "in", "try", "await", "throw", "case"].contains(text(prior)) { return nil }
          index = prior; continue
        }
        return nil
      }
      if ["return", "try", "await", "in", "let", "var", "if", "guard", "case", "else"].contains(text(index)) { return nil }
      return index
    }
  }

  /// The `(` or `[` that the `)` or `]` at `close` closes.
  func opening(_ close: Int) -> Int? {
    guard isPunctuation(close, ")") || isPunctuation(close, "]"), partners[close] >= 0 else { return nil }
    return partners[close]
  }

}

extension OptionalRequirements {
  mutating func insert(_ name: String) { names.insert(name) }
}
