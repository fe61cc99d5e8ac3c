import Testing
@testable import PlumbAdapt

/// `SourceAdapter` on the idioms iOS files use, checked on the exact output text.
@Suite struct SourceAdapterTests {
  func adapt(_ source: String, file: String = "/app/View.swift") throws -> String {
    let bytes = try SourceAdapter(marksSourceLocation: false).adapt(Array(source.utf8), file: file)
    return String(decoding: bytes, as: UTF8.self)
  }

  func lines(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

  /// The text with runs of spaces made one, for comparing what changed without counting padding.
  func squeezed(_ text: String) -> String {
    var result = "", lastWasSpace = false
    for character in text {
      if character == " " { if !lastWasSpace { result.append(" ") }; lastWasSpace = true } else { result.append(character); lastWasSpace = false }
    }
    return result.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }

  /// The output has the same lines, each as long as before (so every column stays), and reads `expected`.
  func expectKeepsColumns(_ source: String, reads expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let output = try adapt(source)
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.map(\.utf8.count) == after.map(\.utf8.count), sourceLocation: sourceLocation)
    #expect(squeezed(output) == squeezed(expected), sourceLocation: sourceLocation)
  }

  @Test func objcAttributesAndDynamicAreRemovedKeepingColumns() throws {
    let source = """
      @objc(CardView) final class CardView: UIView {
        @IBOutlet weak var title: UILabel!
        @objc dynamic var progress: CGFloat = 0
        @IBAction func tapped(_ sender: Any) {}
        let dynamic = 3
        func f() { _ = dynamic; _ = self.dynamic }
      }
      """
    try expectKeepsColumns(source, reads: """
       final class CardView: UIView {
         weak var title: UILabel!
         var progress: CGFloat = 0
         func tapped(_ sender: Any) {}
        let dynamic = 3
        func f() { _ = dynamic; _ = self.dynamic }
      }
      """)
  }

  @Test func selectorsInsideTypesGetTypedReferences() throws {
    let source = """
      final class Card: UIView {
        func setUp() {
          button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.close)))
          center.addObserver(self, selector: #selector(keyboard(notification:)), name: nil, object: nil)
          _ = #selector(getter: UIView.frame)
          _ = #selector(setter: UIView.frame)
          _ = #selector(UIResponder.resignFirstResponder)
          _ = #selector(Card.move(_:to:))
        }
      }
      extension Card { func more() { _ = #selector(didTap) } }
      func free() { _ = #selector(tap) }
      """
    let output = try adapt(source)
    #expect(output.contains("action: Selector(\"didTap:\", Card.didTap(_:))"))
    #expect(output.contains("action: Selector(\"close\", Card.close)"))
    #expect(output.contains("selector: Selector(\"keyboardWithNotification:\", Card.keyboard(notification:))"))
    #expect(output.contains("_ = Selector(\"frame\")"))
    #expect(output.contains("_ = Selector(\"setFrame:\")"))
    #expect(output.contains("_ = Selector(\"resignFirstResponder\")"))
    #expect(output.contains("_ = Selector(\"move:to:\", Card.move(_:to:))"))
    #expect(output.contains("extension Card { func more() { _ = Selector(\"didTap\", Self.didTap) } }"))
    #expect(output.contains("func free() { _ = Selector(\"tap\") }"))
    #expect(lines(output) == lines(source))
  }

  @Test func importsResolveToPlumbModules() throws {
    let source = "import UIKit.UIView\nimport class UIKit.UILabel\n@testable import QuartzCore\nimport SnapKit\nimport UIKit\nlet importer = 1; import ObjectiveC\n"
    try expectKeepsColumns(source, reads: "import UIKit\nimport UIKit\n@testable import UIKit\nimport SnapKit\nimport UIKit\nlet importer = 1; import UIKit\n")
  }

  @Test func platformConditionsAnswerAsAnIOSBuild() throws {
    let source = "#if os(iOS) && !targetEnvironment(macCatalyst)\nA\n#elseif canImport(AppKit) || swift(>=5.9)\nB\n#endif\n"
    try expectKeepsColumns(source, reads: "#if true && !false\nA\n#elseif false || swift(>=5.9)\nB\n#endif\n")
  }

  @Test func nothingInsideStringsOrCommentsIsTouched() throws {
    let source = #"""
      let a = "@objc #selector(x) \(value(#"raw "quoted" \#(1) "#))"
      /* @objc /* nested #selector(y) */ dynamic var */
      let b = """
        #if os(iOS)
        @IBOutlet
        """
      // @objc dynamic var
      let c = #/@objc/#
      """#
    #expect(try adapt(source) == source)
  }

  @Test func emptyAttributedStringsGetLinuxsInitializer() throws {
    let source = "let a = NSMutableAttributedString()\nlet b = NSAttributedString( )\nlet c = NSAttributedString(string: \"x\")\nlet d = x.NSAttributedString()\n"
    #expect(try adapt(source) == "let a = NSMutableAttributedString(string: \"\")\nlet b = NSAttributedString(string: \"\" )\n"
      + "let c = NSAttributedString(string: \"x\")\nlet d = x.NSAttributedString()\n")
  }

  @Test func objectiveCRuntimeIdiomsBecomeSwift() throws {
    let source = "let name = type(of: object).description()\nlet r = Darwin.round(x) + Foundation.round(y)\n"
    #expect(try adapt(source) == "let name = String(describing: type(of: object))\nlet r = Glibc.round(x) + Foundation.round(y)\n")
    let extensionOverride = "extension Cell {\n  override public var description: String { \"cell\" }\n}\nclass A { override func f() {} }\n"
    let prepared = try SourceAdapter(marksSourceLocation: false).prepare(Array(extensionOverride.utf8), file: "C.swift")
    #expect(String(decoding: prepared.bytes, as: UTF8.self)
      == "extension Cell {\n           public var plumbExtensionOverride_description: String { \"cell\" }\n}\nclass A { override func f() {} }\n")
    #expect(prepared.notes.map(\.line) == [2] && prepared.notes.first?.file == "C.swift")
    let convention = "typealias F = @convention(c) (AnyObject, Selector) -> Void\ntypealias G = @convention(c) (Int32) -> Int32\n"
    #expect(try adapt(convention) == "typealias F =                (AnyObject, Selector) -> Void\ntypealias G = @convention(c) (Int32) -> Int32\n")
  }

  @Test func replacementsSpanningLinesKeepTheLineCount() throws {
    let source = "let n = type(of:\n  self).description()\r\nlet s = #selector(move(_:\r  to:))\nlet k = 1\n"
    let output = try adapt(source)
    #expect(SourceEdits.lineBreaks(in: Array(output.utf8)[...]) == SourceEdits.lineBreaks(in: Array(source.utf8)[...]))
    #expect(output.hasSuffix("\nlet k = 1\n") && output.contains("String(describing: type(of:   self))"), "\(output)")
  }

  @Test func mainActorTestCasesRunTheirTestBodiesOnTheMainActor() throws {
    let source = """
      @MainActor
      final class CardTests: XCTestCase {
        var card: UIView!
        override func setUp() {
          super.setUp(); card = UIView()
        }
        func testCard() { XCTAssertNotNil(card) }
        func testThrowing() throws { try check() }
        func testLater() async { await load() }
        func helper() {}
      }
      final class PlainTests: XCTestCase { func testPlain() {} }
      """
    let output = try adapt(source)
    #expect(output.contains("override func setUp() { MainActor.assumeIsolated {\n    super.setUp(); card = UIView()\n  } }"), "\(output)")
    #expect(output.contains("nonisolated func testCard() { MainActor.assumeIsolated { XCTAssertNotNil(card) } }"), "\(output)")
    #expect(output.contains("nonisolated func testThrowing() throws { try MainActor.assumeIsolated { try check() } }"))
    #expect(output.contains("  func testLater() async { await load() }"), "async tests keep the class's isolation")
    #expect(output.contains("func helper() {}") && output.contains("func testPlain() {}"))
    #expect(lines(output) == lines(source))
  }

  @Test func mainActorMethodsOfAPlainTestCaseRunTheirBodiesOnTheMainActor() throws {
    let source = """
      final class CardTests: XCTestCase {
        @MainActor override func setUp() {
          super.setUp(); card = UIView()
        }
        @MainActor func testCard() { wait(for: [loaded], timeout: 1) }
        @MainActor func testThrowing() throws { try check() }
        @MainActor func testAsync() async { await load() }
        @MainActor func helper() {}
      }
      """
    let output = try adapt(source)
    #expect(output.contains("override func setUp() { MainActor.assumeIsolated {\n    super.setUp(); card = UIView()\n  } }"), "\(output)")
    #expect(!output.contains("@MainActor override") && !output.contains("@MainActor func testCard"), "\(output)")
    #expect(output.contains("func testCard() { MainActor.assumeIsolated { wait(for: [loaded], timeout: 1) } }"), "\(output)")
    #expect(output.contains("func testThrowing() throws { try MainActor.assumeIsolated { try check() } }"), "\(output)")
    #expect(output.contains("@MainActor func testAsync() async { await load() }"), "async tests keep their isolation")
    #expect(output.contains("@MainActor func helper() {}"), "helpers keep their isolation")
    #expect(lines(output) == lines(source))
  }

  @Test func keyPathsBecomeStrings() throws {
    #expect(try adapt("observe(#keyPath(UIView.layer.cornerRadius))") == "observe(\"layer.cornerRadius\"               )")
  }

  @Test func sourceLocationNamesTheOriginalFile() throws {
    let bytes = try SourceAdapter().adapt(Array("let x = 1\n".utf8), file: "/app/My \"Views\"/A.swift")
    #expect(String(decoding: bytes, as: UTF8.self) == "#sourceLocation(file: \"/app/My \\\"Views\\\"/A.swift\", line: 1)\nlet x = 1\n")
  }

  @Test func unterminatedLiteralsAreErrorsWithTheirPlace() throws {
    #expect(throws: AdaptError(file: "A.swift", line: 2, column: 9, "unterminated string literal")) {
      try SourceAdapter().adapt(Array("let a = 1\nlet s = \"open\nlet t = 2".utf8), file: "A.swift")
    }
    #expect(throws: AdaptError(file: "A.swift", line: 1, column: 3, "unterminated '/*' comment")) {
      try SourceAdapter().adapt(Array("x /* /* */".utf8), file: "A.swift")
    }
    #expect(throws: AdaptError(file: "A.swift", line: 1, column: 9, "unterminated string literal")) {
      try SourceAdapter().adapt(Array("let m = \"\"\"\nabc\n".utf8), file: "A.swift")
    }
    #expect(throws: AdaptError(file: "A.swift", line: 2, column: 3, "invalid UTF-8 (byte 0xff)")) {
      try SourceAdapter().adapt([0x61, 0x0A, 0x62, 0x62, 0xFF], file: "A.swift")
    }
  }

  @Test func objectiveCNames() {
    #expect(Pass.objectiveCName("tap", labels: nil) == "tap")
    #expect(Pass.objectiveCName("tap", labels: []) == "tap")
    #expect(Pass.objectiveCName("tap", labels: ["_"]) == "tap:")
    #expect(Pass.objectiveCName("tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
    #expect(Pass.objectiveCName("handle", labels: ["notification"]) == "handleWithNotification:")
  }

  /// Optional requirements keep their lines: the protocol gains default implementations after its `}` on the
  /// same line, calls of known optional requirements are wrapped, optional closures are left alone, and a
  /// chain that goes on after the call goes on from the optional result.
  @Test func optionalRequirementsGetDefaultsAndWrappedCalls() throws {
    let source = """
      @objc public protocol CardDelegate: AnyObject {
        @objc optional func cardDidTap(_ card: Card)
        @objc optional func height(for card: Card,
                                   width: CGFloat) -> CGFloat
        func cardDidLoad(_ card: Card)
      }
      final class Card: UIView {
        weak var delegate: CardDelegate?
        var onTap: (() -> Void)?
        func tap() {
          delegate?.cardDidTap?(self)
          onTap?()
          let h = (delegate as? CardDelegate)?.height?(for: self, width: 3) ?? 44
          _ = tableDelegate?.tableView?(table, heightForRowAt: path)
          _ = delegate?.height?(for: self, width: 1).rounded()
        }
      }
      """
    let output = try adapt(source)
    #expect(lines(output) == lines(source))
    let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map { squeezed(String($0)).trimmingCharacters(in: .whitespaces) }
    #expect(rows[5] == "}; public extension CardDelegate { func cardDidTap(_ card: Card) { PlumbOptionalRequirement.markUnimplemented() }; "
      + "func height(for card: Card, width: CGFloat) -> CGFloat { PlumbOptionalRequirement.unimplemented() } }")
    #expect(rows[1] == "func cardDidTap(_ card: Card)")
    #expect(rows[10] == "plumbOptionalRequirement(delegate?.cardDidTap(self))")
    #expect(rows[11] == "onTap?()")
    #expect(rows[12] == "let h = plumbOptionalRequirement((delegate as? CardDelegate)?.height(for: self, width: 3)) ?? 44")
    #expect(rows[13] == "_ = plumbOptionalRequirement(tableDelegate?.tableView(table, heightForRowAt: path))")
    #expect(rows[14] == "_ = plumbOptionalRequirement(delegate?.height(for: self, width: 1))?.rounded()")
  }

  /// What one file declares, another file's calls know (`plumb adapt` reads every input first).
  @Test func optionalRequirementsAreLearnedAcrossFiles() throws {
    var names = OptionalRequirements()
    try names.learn(from: Array("@objc protocol P { @objc optional func didScroll(_ x: Int); func other() }".utf8), file: "P.swift")
    #expect(names.names == ["didScroll"])
    var adapter = SourceAdapter(marksSourceLocation: false)
    adapter.optionalRequirements = names
    let output = String(decoding: try adapter.adapt(Array("p?.didScroll?(1); q?.other?(2)".utf8), file: "Q.swift"), as: UTF8.self)
    #expect(output == "plumbOptionalRequirement(p?.didScroll(1)); q?.other?(2)")
  }

  /// A reusable view subclass with its own designated initializer gets the registration initializer it
  /// cannot inherit; one that overrides UIKit's, or declares none, is left alone.
  @Test func registeredViewSubclassesWithTheirOwnInitializers() throws {
    let source = """
      final class BadgeCell: UICollectionViewCell {
        init(badge: String) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class PlainCell: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
        init(title: String) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Row: UITableViewCell { convenience init(title: String) { self.init(style: .default, reuseIdentifier: nil) } }
      """
    let output = try adapt(source)
    #expect(lines(output) == lines(source))
    let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows[3].contains("public required convenience init(registeredReuseIdentifier identifier: String) { fatalError("))
    #expect(rows[3].hasSuffix("} }"))
    #expect(!rows[8].contains("registeredReuseIdentifier") && !rows[9].contains("registeredReuseIdentifier"))
  }
}
