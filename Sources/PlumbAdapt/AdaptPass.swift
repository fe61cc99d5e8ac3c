/// One walk over a file's tokens that records `SourceAdapter`'s replacements.
struct Pass {
  let source: [UInt8]
  let tokens: [SwiftToken]
  let adapter: SourceAdapter
  var edits: SourceEdits
  /// The names of the types the file declares or extends (for `#selector(Type.method)`).
  var declaredTypes: Set<String> = []

  /// The body braces of `@MainActor` XCTest classes (their test methods become `async`, see
  /// `adaptMainActorTestMethod`).
  var mainActorTestCaseBodies: Set<Int> = []
  /// The scope depths of XCTest case class bodies (any isolation).
  var testCaseBodies: Set<Int> = []

  /// Where a rewrite loses behaviour that needs the Objective-C runtime (printed by `plumb adapt`).
  var notes: [AdaptError] = []

  /// An open brace: the body of a type declaration (with how `#selector` names its methods' owner and
  /// whether it is an extension), or a block.
  enum Scope { case type(owner: String, isExtension: Bool), block }

  /// For each `(`, `[` and `{`, the index of the bracket of the same kind that closes it, and the other way
  /// round (-1 where there is none): found once, so no rewrite scans for a bracket.
  let partners: [Int]

  init(source: [UInt8], tokens: [SwiftToken], adapter: SourceAdapter) {
    self.source = source; self.tokens = tokens; self.adapter = adapter
    edits = SourceEdits(source: source)
    var partners = [Int](repeating: -1, count: tokens.count)
    var stacks: [[Int]] = [[], [], []]
    for index in tokens.indices where tokens[index].kind == .punctuation {
      switch source[tokens[index].start] {
      case UInt8(ascii: "("): stacks[0].append(index)
      case UInt8(ascii: "["): stacks[1].append(index)
      case UInt8(ascii: "{"): stacks[2].append(index)
      case UInt8(ascii: ")"): if let open = stacks[0].popLast() { partners[open] = index; partners[index] = open }
      case UInt8(ascii: "]"): if let open = stacks[1].popLast() { partners[open] = index; partners[index] = open }
      case UInt8(ascii: "}"): if let open = stacks[2].popLast() { partners[open] = index; partners[index] = open }
      default: break
      }
    }
    self.partners = partners
  }

  func text(_ index: Int) -> String {
    let token = tokens[index]
    return String(decoding: source[token.start..<token.end], as: UTF8.self)
  }

  /// The next token after `index` that is not a comment (nor a line break, unless `lines`).
  func next(_ index: Int, lines: Bool = false) -> Int? {
    var index = index + 1
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind != .comment && (lines || kind != .newline) { return index }
      index += 1
    }
    return nil
  }

  func previous(_ index: Int, lines: Bool = false) -> Int? {
    var index = index - 1
    while index >= 0 {
      let kind = tokens[index].kind
      if kind != .comment && (lines || kind != .newline) { return index }
      index -= 1
    }
    return nil
  }

  func isPunctuation(_ index: Int?, _ character: Character) -> Bool {
    guard let index, tokens[index].kind == .punctuation else { return false }
    return source[tokens[index].start] == character.asciiValue
  }

  /// The index of the `)` that closes the `(` at `open`, if any.
  func closing(_ open: Int) -> Int? {
    guard isPunctuation(open, "("), partners[open] >= 0 else { return nil }
    return partners[open]
  }

  mutating func run() {
    collectTypeNames()
    adaptOptionalRequirements()
    adaptRegisteredViewSubclasses()
    var scopes: [Scope] = []
    var pendingType: (owner: String, isExtension: Bool)?
    var pendingMainActorTestCase = false, pendingTestCase = false
    var parenDepth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .punctuation:
        let byte = source[token.start]
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { parenDepth += 1 }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { parenDepth = max(0, parenDepth - 1) }
        if byte == UInt8(ascii: "{") {
          if let type = pendingType {
            if pendingMainActorTestCase { mainActorTestCaseBodies.insert(scopes.count) }
            if pendingTestCase { testCaseBodies.insert(scopes.count) }
            pendingMainActorTestCase = false; pendingTestCase = false
            scopes.append(.type(owner: type.owner, isExtension: type.isExtension)); pendingType = nil
          } else {
            scopes.append(.block)
          }
        }
        if byte == UInt8(ascii: "}") {
          _ = scopes.popLast(); mainActorTestCaseBodies.remove(scopes.count); testCaseBodies.remove(scopes.count)
        }
      case .identifier:
        let word = text(index)
        if let owner = typeDeclaration(at: index) {
          pendingType = (owner, word == "extension")
          pendingTestCase = word == "class" && isTestCaseClass(at: index)
          pendingMainActorTestCase = pendingTestCase && isMainActorTestCase(at: index)
          break
        }
        if word == "func", mainActorTestCaseBodies.contains(scopes.count - 1) {
          adaptMainActorTestMethod(at: index)
        } else if word == "func", testCaseBodies.contains(scopes.count - 1), let attribute = mainActorAttribute(of: index) {
          // A method of its own on the main actor, in a test class that is not.
          adaptMainActorTestMethod(at: index, attribute: attribute)
        }
        if word == "dynamic" || word == "optional", isModifier(index) { remove(index) }
        if word == "override", isModifier(index), case .type(_, true)? = scopes.last { renameExtensionOverride(at: index) }
        if word == "import" { adaptImport(at: index) }
        if word == "Darwin", isPunctuation(next(index), "."), !isPunctuation(previous(index), ".") {
          edits.replace(token.start, token.end, with: "Glibc", pads: false)
        }
        if word == "NSAttributedString" || word == "NSMutableAttributedString", !isPunctuation(previous(index), "."),
          let open = next(index), isPunctuation(open, "("), closing(open) == next(open)
        {
          // Linux's Foundation has no `init()` for attributed strings (and an extension cannot add one).
          edits.replace(tokens[open].end, tokens[open].end, with: "string: \"\"", pads: false)
        }
        if word == "type", let end = classDescriptionCall(at: index) {
          // `type(of: x).description()` asks the Objective-C runtime for the class's name.
          let expression = String(decoding: source[token.start..<tokens[end.metatype].end], as: UTF8.self)
          edits.replace(token.start, tokens[end.call].end, with: "String(describing: \(expression))")
        }
      case .attribute:
        if SourceAdapter.removedAttributes.contains(text(index)) { removeAttribute(at: index) }
        if text(index) == "@convention" { removeObjectiveCConvention(at: index) }
      case .pound:
        switch text(index) {
        case "#selector": index = adaptSelector(at: index, owner: owner(in: scopes)) ?? index
        case "#keyPath": index = adaptKeyPath(at: index) ?? index
        case "#if", "#elseif": adaptCondition(at: index)
        default: break
        }
      default:
        break
      }
      index += 1
    }
  }

  /// How methods of the innermost type are named: a concrete type by its name, an extension or a
  /// protocol by `Self`; nil outside every type.
  func owner(in scopes: [Scope]) -> String? {
    for scope in scopes.reversed() { if case .type(let owner, _) = scope { return owner } }
    return nil
  }

  /// When `index` starts a type declaration (`class Name`, `extension A.B`), how `#selector` names its methods.
  func typeDeclaration(at index: Int) -> String? {
    let word = text(index)
    guard SourceAdapter.typeWords.contains(word), !isPunctuation(previous(index), "."),
      let nameIndex = next(index), tokens[nameIndex].kind == .identifier
    else { return nil }
    let name = text(nameIndex)
    if word == "class", SourceAdapter.declarationWords.contains(name) { return nil }
    if word == "extension" || word == "protocol" { return "Self" }
    return name
  }

  mutating func collectTypeNames() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let word = text(index)
      guard SourceAdapter.typeWords.contains(word), word != "protocol", !isPunctuation(previous(index), "."),
        let nameIndex = next(index), tokens[nameIndex].kind == .identifier
      else { continue }
      var name = text(nameIndex), position = nameIndex
      if word == "class", SourceAdapter.declarationWords.contains(name) { continue }
      while isPunctuation(next(position), "."), let part = next(next(position)!), tokens[part].kind == .identifier {
        name += "." + text(part); position = part
      }
      declaredTypes.insert(name)
    }
  }

  /// Whether the word at `index` is a declaration modifier (followed by a declaration word or attribute).
  func isModifier(_ index: Int) -> Bool {
    if isPunctuation(previous(index), ".") { return false }
    guard let after = next(index) else { return false }
    if tokens[after].kind == .attribute { return true }
    return tokens[after].kind == .identifier && SourceAdapter.declarationWords.contains(text(after))
  }

  mutating func remove(_ index: Int) {
    edits.replace(tokens[index].start, tokens[index].end, with: "")
  }

  /// Removes an attribute and its parenthesised argument (`@objc(didTap:)`).
  mutating func removeAttribute(at index: Int) {
    var end = tokens[index].end
    if index + 1 < tokens.count, isPunctuation(index + 1, "("), let close = closing(index + 1) { end = tokens[close].end }
    edits.replace(tokens[index].start, end, with: "")
  }
}

extension Pass {
  /// An `override` in an extension needs the Objective-C runtime (Swift overrides only in class bodies):
  /// the member is kept under another name, so the file compiles and the superclass's member is used.
  mutating func renameExtensionOverride(at index: Int) {
    var position = index
    while let after = next(position), tokens[after].kind == .identifier || tokens[after].kind == .attribute {
      let word = text(after)
      if ["func", "var", "let"].contains(word) {
        guard let name = next(after), tokens[name].kind == .identifier else { return }
        remove(index)
        let original = text(name)
        edits.replace(tokens[name].start, tokens[name].end, with: "plumbExtensionOverride_" + original)
        note(at: index, "'override \(word) \(original)' in an extension needs the Objective-C runtime; "
          + "kept as 'plumbExtensionOverride_\(original)', which is not called")
        return
      }
      if !SourceAdapter.declarationWords.contains(word), tokens[after].kind != .attribute { return }
      position = after
    }
  }

  /// `@convention(c)` / `@convention(block)` on a function type that takes a `Selector` (an Objective-C
  /// method implementation) cannot exist without the runtime; the type becomes a Swift function type.
  mutating func removeObjectiveCConvention(at index: Int) {
    guard index + 1 < tokens.count, isPunctuation(index + 1, "("), let close = closing(index + 1),
      let open = next(close), isPunctuation(open, "("), let parameters = closing(open)
    else { return }
    let takesSelector = ((open + 1)..<parameters).contains { tokens[$0].kind == .identifier && text($0) == "Selector" }
    guard takesSelector else { return }
    edits.replace(tokens[index].start, tokens[close].end, with: "")
    note(at: index, "an Objective-C method implementation type; Plumb has no Objective-C runtime, so it is never called")
  }

  mutating func note(at index: Int, _ message: String) {
    notes.append(AdaptError(file: "", line: tokens[index].line, column: tokens[index].column, message))
  }
}

extension Pass {
  /// When `type(of: x).description()` starts at `index`: the `)` that ends `type(of: x)` and the one that
  /// ends the call.
  func classDescriptionCall(at index: Int) -> (metatype: Int, call: Int)? {
    guard !isPunctuation(previous(index), "."), let open = next(index), isPunctuation(open, "("),
      let label = next(open), tokens[label].kind == .identifier, text(label) == "of", let close = closing(open),
      let dot = next(close), isPunctuation(dot, "."), let name = next(dot), text(name) == "description",
      let callOpen = next(name), isPunctuation(callOpen, "("), let callClose = next(callOpen), isPunctuation(callClose, ")")
    else { return nil }
    return (close, callClose)
  }
}

extension Pass {
  /// Whether the `class` at `index` is an XCTest case class marked `@MainActor` (its superclass list names
  /// `XCTestCase` or `FBSnapshotTestCase`).
  func isMainActorTestCase(at index: Int) -> Bool {
    mainActorAttribute(of: index) != nil && isTestCaseClass(at: index)
  }

  /// Whether the `class` at `index` names `XCTestCase` or `FBSnapshotTestCase` in its superclass list.
  func isTestCaseClass(at index: Int) -> Bool {
    var scan = index + 1
    while scan < tokens.count, !isPunctuation(scan, "{") {
      if tokens[scan].kind == .identifier, ["XCTestCase", "FBSnapshotTestCase"].contains(text(scan)) { return true }
      scan += 1
    }
    return false
  }

  /// The `@MainActor` attribute among the attributes and modifiers before the declaration keyword at `index`.
  func mainActorAttribute(of index: Int) -> Int? {
    var position = index
    let modifiers: Set<String> = ["final", "public", "internal", "private", "fileprivate", "open", "override", "static"]
    while let before = previous(position),
      tokens[before].kind == .attribute || (tokens[before].kind == .identifier && modifiers.contains(text(before))) {
      if text(before) == "@MainActor" { return before }
      position = before
    }
    return nil
  }

  /// In a `@MainActor` XCTest class, XCTest on Linux calls a synchronous test method through a cast that
  /// fails at run time. `func testX()` becomes `nonisolated func testX()` whose body runs inside
  /// `MainActor.assumeIsolated`, synchronously on the main thread (so `wait(for:timeout:)` still lets the
  /// main queue run), and so do `setUp()`/`tearDown()` bodies; `async` test methods stay as they are.
  ///
  /// A `@MainActor` test method or `setUp()`/`tearDown()` override in a class that is not on the main actor
  /// loses the attribute (Swift on Linux rejects an override whose isolation differs, where Apple's compiler
  /// warns, and cannot call an isolated test method) and runs its body the same way, synchronously on the
  /// main thread, so `wait(for:timeout:)` still lets the main queue run.
  mutating func adaptMainActorTestMethod(at index: Int, attribute: Int? = nil) {
    guard let name = next(index), tokens[name].kind == .identifier, let open = next(name), isPunctuation(open, "("),
      let close = next(open), isPunctuation(close, ")"), let after = next(close)
    else { return }
    let method = text(name)
    guard method.hasPrefix("test") || ["setUp", "tearDown", "setUpWithError", "tearDownWithError"].contains(method)
    else { return }
    // A test method of a `@MainActor` class leaves the class's isolation; its body takes it back.
    if method.hasPrefix("test"), attribute == nil, isPunctuation(after, "{") || text(after) == "throws" {
      edits.replace(tokens[index].start, tokens[index].start, with: "nonisolated ")
    }
    var body = after
    let throwing = tokens[after].kind == .identifier && text(after) == "throws"
    if throwing { guard let brace = next(after) else { return }; body = brace }
    guard isPunctuation(body, "{"), let end = matchingBrace(body) else { return }
    if let attribute { removeAttribute(at: attribute) }
    edits.replace(tokens[body].end, tokens[body].end, with: throwing ? " try MainActor.assumeIsolated {" : " MainActor.assumeIsolated {")
    edits.replace(tokens[end].start, tokens[end].start, with: "} ")
  }

  /// The `}` closing the `{` at `open`.
  func matchingBrace(_ open: Int) -> Int? {
    guard isPunctuation(open, "{"), partners[open] >= 0 else { return nil }
    return partners[open]
  }

}
