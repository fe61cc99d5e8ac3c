/// A Swift tokenizer that knows what `plumb adapt` must not rewrite by mistake: comments (nested),
/// string literals (multi-line, raw with any number of `#`, interpolations nested to any depth),
/// regex literals (`#/…/#`), attributes, `#` keywords and line breaks. It never traps and never recurses:
/// nested literals are followed with an explicit stack, so hostile input costs linear time.
///
/// ```swift
/// let source = Array("let s = \"\\(#selector(tap))\" // #selector\n".utf8)
/// let tokens = try SwiftTokenizer.tokenize(source, file: "A.swift")
/// tokens.filter { $0.kind == .pound }.count   // 0: both are inside a string or a comment
/// ```
public enum SwiftTokenizer {
  /// The tokens of `source`, which must be UTF-8; an unterminated literal or comment is an error at its start.
  public static func tokenize(_ source: [UInt8], file: String) throws(AdaptError) -> [SwiftToken] {
    var scanner = Scanner(bytes: source, file: file)
    return try scanner.run()
  }

  struct Scanner {
    let bytes: [UInt8]
    let file: String
    var lineStarts: [Int] = [0]

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes; self.file = file
      for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    }

    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// The 1-based line and column of a byte offset.
    func place(_ offset: Int) -> (line: Int, column: Int) {
      var low = 0, high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return (low + 1, offset - lineStarts[low] + 1)
    }

    func error(_ offset: Int, _ message: String) -> AdaptError {
      let (line, column) = place(offset)
      return AdaptError(file: file, line: line, column: column, message)
    }

    mutating func run() throws(AdaptError) -> [SwiftToken] {
      var tokens: [SwiftToken] = []
      var index = 0
      while index < bytes.count {
        let start = index
        let kind: SwiftToken.Kind
        let c = bytes[index]
        switch c {
        case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
          index += 1; continue
        case 0x0A:
          kind = .newline; index += 1
        case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
          kind = .comment
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
          kind = .comment; index = try blockComment(from: index)
        case UInt8(ascii: "\""):
          kind = .string; index = try stringLiteral(from: index, hashes: 0)
        case UInt8(ascii: "#"):
          var hashes = 0
          while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
          let next = byte(index + hashes)
          if next == UInt8(ascii: "\"") {
            kind = .string; index = try stringLiteral(from: index, hashes: hashes)
          } else if next == UInt8(ascii: "/") {
            kind = .regex; index = try regexLiteral(from: index, hashes: hashes)
          } else if hashes == 1, Self.startsIdentifier(next) {
            kind = .pound; index = identifierEnd(from: index + 1)
          } else {
            kind = .punctuation; index += 1
          }
        case UInt8(ascii: "@") where Self.startsIdentifier(byte(index + 1)):
          kind = .attribute; index = identifierEnd(from: index + 1)
        case UInt8(ascii: "`"):
          kind = .identifier; index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
          if byte(index) == UInt8(ascii: "`") { index += 1 }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          kind = .number; index = numberEnd(from: index)
        default:
          if Self.startsIdentifier(c) {
            kind = .identifier; index = identifierEnd(from: index)
          } else {
            kind = .punctuation; index += 1
          }
        }
        let (line, column) = place(start)
        tokens.append(SwiftToken(kind: kind, start: start, end: index, line: line, column: column))
      }
      return tokens
    }

    static func startsIdentifier(_ c: UInt8) -> Bool {
      (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    static func continuesIdentifier(_ c: UInt8) -> Bool { startsIdentifier(c) || (c >= 0x30 && c <= 0x39) }

    func identifierEnd(from start: Int) -> Int {
      var index = start
      while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
      return index
    }

    func numberEnd(from start: Int) -> Int {
      var index = start
      while index < bytes.count {
        let c = bytes[index]
        if Self.continuesIdentifier(c) {
          index += 1
          if (c | 0x20) == UInt8(ascii: "e") || (c | 0x20) == UInt8(ascii: "p"),
            byte(index) == UInt8(ascii: "-") || byte(index) == UInt8(ascii: "+")
          {
            index += 1
          }
        } else if c == UInt8(ascii: "."), (0x30...0x39).contains(byte(index + 1)) {
          index += 1
        } else {
          break
        }
      }
      return index
    }

    func blockComment(from start: Int) throws(AdaptError) -> Int {
      var depth = 0, index = start
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
          depth += 1; index += 2
        } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
          depth -= 1; index += 2
          if depth == 0 { return index }
        } else {
          index += 1
        }
      }
      throw error(start, "unterminated '/*' comment")
    }

    func regexLiteral(from start: Int, hashes: Int) throws(AdaptError) -> Int {
      var index = start + hashes + 1
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
        if bytes[index] == UInt8(ascii: "/"), hashCount(at: index + 1) >= hashes { return index + 1 + hashes }
        index += 1
      }
      throw error(start, "unterminated regex literal")
    }

    func hashCount(at index: Int) -> Int {
      var count = 0
      while byte(index + count) == UInt8(ascii: "#") { count += 1 }
      return count
    }

    /// What the string scanner is inside: a literal (with its `#`s and whether it is multi-line), or an
    /// interpolation (with its open parentheses) inside one.
    enum Context {
      case literal(hashes: Int, multiline: Bool, start: Int)
      case interpolation(depth: Int)
    }

    /// The end of the string literal that starts at `start` (its `#`s included), following nested
    /// interpolations and the literals inside them.
    func stringLiteral(from start: Int, hashes: Int) throws(AdaptError) -> Int {
      var stack: [Context] = []
      var index = start
      func open(at position: Int, hashes: Int) -> Int {
        let quote = position + hashes
        let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        stack.append(.literal(hashes: hashes, multiline: multiline, start: position))
        return quote + (multiline ? 3 : 1)
      }
      index = open(at: start, hashes: hashes)
      while let top = stack.last {
        guard index < bytes.count else {
          if case .literal(_, _, let opened) = top { throw error(opened, "unterminated string literal") }
          throw error(start, "unterminated string interpolation")
        }
        let c = bytes[index]
        switch top {
        case .literal(let hashes, let multiline, let opened):
          if c == UInt8(ascii: "\\"), hashCount(at: index + 1) == hashes {
            let after = index + 1 + hashes
            if byte(after) == UInt8(ascii: "(") {
              stack.append(.interpolation(depth: 1)); index = after + 1
            } else {
              index = after + 1
            }
          } else if c == UInt8(ascii: "\"") {
            let closing = multiline
              ? byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"") : true
            let quotes = multiline ? 3 : 1
            if closing, hashCount(at: index + quotes) >= hashes {
              stack.removeLast(); index += quotes + hashes
            } else {
              index += 1
            }
          } else if c == 0x0A, !multiline {
            throw error(opened, "unterminated string literal")
          } else {
            index += 1
          }
        case .interpolation(let depth):
          if c == UInt8(ascii: "(") {
            stack[stack.count - 1] = .interpolation(depth: depth + 1); index += 1
          } else if c == UInt8(ascii: ")") {
            if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
            index += 1
          } else if c == UInt8(ascii: "\"") {
            index = open(at: index, hashes: 0)
          } else if c == UInt8(ascii: "#"), byte(index + hashCount(at: index)) == UInt8(ascii: "\"") {
            index = open(at: index, hashes: hashCount(at: index))
          } else if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
            index = try blockComment(from: index)
          } else if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
          } else {
            index += 1
          }
        }
      }
      return index
    }
  }
}
