import CPlumbSupport
import CPlumbTestSupport
import Foundation
import Testing
@testable import PlumbCLI

/// Every error names its place: bad canvases, a fitting height of 0, images that are folders or too large
/// to decode, bytes that are not UTF-8, and syntax errors in `plumb solve` files (issue #11, section 3).
@Suite struct PlacedErrorTests {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-placed-errors-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static func file(_ name: String, _ bytes: Data) -> String {
    let url = folder.appendingPathComponent(name)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! bytes.write(to: url)
    return url.path
  }

  static func file(_ name: String, _ text: String) -> String { file(name, Data(text.utf8)) }

  static func run(_ words: [String]) -> (code: Int32, out: String, err: String) {
    let capture = CapturedConsole()
    let code = Plumb.run(words, console: capture.console)
    return (code, capture.output, capture.errors)
  }

  @Test func theEmptySceneSaysNothingPinsTheBottomAndCheckAgrees() {
    let scene = Self.file("empty.json", "{plumb: 1, canvas: {width: 320}, views: []}")
    let message = """
      error: \(scene):1:20: canvas: the fitting height is 0 points: with height "fit" (the default) the canvas \
      is as tall as the constraints require, and nothing pins the bottom of the content to the root (add a \
      constraint such as "root.bottom == last.bottom + 16", or give canvas.height a number)\n
      """
    let output = Self.folder.appendingPathComponent("empty.png").path
    for words in [["render", scene, "-o", output], ["check", scene], ["check", scene, "--strict", "--format", "json"]] {
      let result = Self.run(words)
      #expect(result.code == 65, "\(words)")
      #expect(result.err == message)
    }
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(arguments: [
    ("tiny", "{plumb: 1, canvas: {width: 1e-9, height: 100}, views: []}",
     "1:28: canvas.width: 1e-09 points at scale 1 is less than one pixel; a canvas side needs at least 1 point at this scale"),
    ("tinyHeight", "{plumb: 1, canvas: {width: 10, height: 0.2, scale: 2}, views: []}",
     "1:40: canvas.height: 0.2 points at scale 2 is less than one pixel; a canvas side needs at least 0.5 points at this scale"),
    ("wideWithVariants", "{plumb: 1, canvas: {width: 20000, height: 100}, variants: {width: [320]}, views: []}",
     "1:28: canvas.width: 20000 points at scale 1 is 20000 pixels, more than the limit of 16384 pixels on a side"),
    ("tallWithVariants", "{plumb: 1, canvas: {width: 320, height: 20000}, variants: {height: [100]}, views: []}",
     "1:41: canvas.height: 20000 points at scale 1 is 20000 pixels, more than the limit of 16384 pixels on a side"),
  ])
  func badCanvasesExit65AtTheirPlace(name: String, text: String, place: String) {
    let scene = Self.file("\(name).json", text)
    for command in ["render", "check"] {
      let output = Self.folder.appendingPathComponent("\(name).png").path
      let result = Self.run(command == "render" ? [command, scene, "-o", output] : [command, scene])
      #expect(result.code == 65, "\(command) \(name): \(result.err)")
      #expect(result.err == "error: \(scene):\(place)\n")
    }
  }

  @Test func aCommandLineCanvasUnderOnePixelIsAUsageError() {
    let scene = Self.file("fine.json", "{plumb: 1, canvas: {width: 100, height: 100}, views: []}")
    let result = Self.run(["render", scene, "-o", Self.folder.appendingPathComponent("fine.png").path, "--width", "0.0001"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("error: canvas: width 0.0001 pt at scale 1 is less than one pixel.\n"))
  }

  @Test func anImageSourceThatIsAFolderSaysSo() throws {
    try FileManager.default.createDirectory(at: Self.folder.appendingPathComponent("folderImage/photo.png"), withIntermediateDirectories: true)
    let scene = Self.file("folderImage/s.json", #"{plumb: 1, canvas: {width: 100, height: 100}, views: [{image: "p", src: "photo.png"}]}"#)
    let result = Self.run(["render", scene, "-o", Self.folder.appendingPathComponent("folderImage/x.png").path])
    #expect(result.code == 65)
    #expect(result.err == "error: \(scene):1:73: views[0].src: image 'photo.png' is a folder, not an image file\n")
  }

  /// An 8×8 JPEG whose frame header claims 60000×60000 pixels: decoding it cannot allocate its pixels.
  static func hugeJPEG() throws -> Data {
    let pixels = [UInt8](repeating: 200, count: 8 * 8 * 4)
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var status = plumb_jpeg_status()
    pixels.withUnsafeBufferPointer { plumb_jpeg_encode($0.baseAddress, 32, 8, 8, 90, &output, &size, &status) }
    try #require(status.failed == 0)
    defer { plumb_jpeg_free(output) }
    var bytes = Array(UnsafeBufferPointer(start: output, count: size))
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1], length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if marker == 0xC0 || marker == 0xC1 || marker == 0xC2 {
        bytes[index + 5] = 0xEA; bytes[index + 6] = 0x60; bytes[index + 7] = 0xEA; bytes[index + 8] = 0x60
        return Data(bytes)
      }
      index += 2 + length
    }
    Issue.record("no frame header in the encoded JPEG")
    return Data(bytes)
  }

  @Test func aJPEGTooLargeToDecodeNamesTheImageTheViewAndTheScene() throws {
    _ = Self.file("hugeJPEG/huge.jpg", try Self.hugeJPEG())
    let scene = Self.file("hugeJPEG/s.json", """
      {plumb: 1, canvas: {width: 100, height: 100},
       views: [{image: "photo", src: "huge.jpg"}], constraints: ["H:|[photo(50)]", "V:|[photo(50)]"]}
      """)
    let result = Self.run(["render", scene, "-o", Self.folder.appendingPathComponent("hugeJPEG/x.png").path])
    let image = URL(fileURLWithPath: Self.folder.appendingPathComponent("hugeJPEG/huge.jpg").path).resolvingSymlinksInPath().path
    #expect(result.code == 65)
    #expect(result.err.hasPrefix("error: \(scene):2:10: views[0]: image view 'photo': "), "\(result.err)")
    #expect(result.err.contains("huge.jpg"), "\(result.err)")
    #expect(result.err.contains(image) || result.err.contains("hugeJPEG/huge.jpg"), "\(result.err)")
  }

  @Test func bytesThatAreNotUTF8AreNamedByOffsetLineAndColumn() {
    let scene = Self.file("latin1.json", Data("{plumb: 1,\n canvas: {width: 100, height: 100}, views: [{label: \"l\", text: \"caf".utf8) + Data([0xE9]) + Data("\"}]}".utf8))
    let result = Self.run(["check", scene])
    #expect(result.code == 65)
    #expect(result.err == "error: \(scene):2:68: the file is not UTF-8 text: byte 78 (0xE9) does not start or continue a UTF-8 character\n")
  }

  @Test(arguments: [
    (#"{"variables": ["x"], "constraints": [}"#, "1:38: not valid JSON (byte 37): unexpected '}', expected a value"),
    ("{\"variables\": [\"x\"],\n \"constraints\": [{\"terms\": [[\"x\", 1e999]]}]}",
     "2:35: not valid JSON (byte 55): 1e999 is too large a number (a Double holds at most about 1.8e308)"),
    (#"{"variables": ["x"] "constraints": []}"#, "1:21: not valid JSON (byte 20): unexpected '\"', expected ',' or '}'"),
    (#"{"variables": ["x"], "variables": []}"#, "1:22: not valid JSON (byte 21): duplicate key 'variables' (first at line 1)"),
    ("{\"variables\": [\"x\n\"]}",
     "1:16: not valid JSON (byte 15): unterminated string (a string must end on the line it starts; use \\n for a line break)"),
    (#"{"variables": [tru]}"#, "1:16: not valid JSON (byte 15): unexpected 'tru', expected a value"),
    (#"{"variables": ["\q"]}"#, #"1:17: not valid JSON (byte 16): invalid escape sequence '\q'"#),
    (#"{"variables": [1, // two\n 2]}"#, "1:19: not valid JSON (byte 18): unexpected '/', expected a value"),
    ("{\"variables\": []} x", "1:19: not valid JSON (byte 18): unexpected 'x', expected the end of the file"),
    ("", "1:1: not valid JSON (byte 0): unexpected end of file, expected a value"),
  ])
  func solverFileSyntaxErrorsNameLineColumnAndByte(text: String, message: String) {
    let name = text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    let path = Self.file("solve-\(name).json", text)
    let result = Self.run(["solve", path])
    #expect(result.code == 65)
    #expect(result.err == "error: \(path):\(message)\n")
    #expect(result.out == "")
  }

  @Test func solverFileBytesThatAreNotUTF8AreNamedByOffset() {
    let path = Self.file("solve-latin1.json", Data(#"{"variables": ["x"#.utf8) + Data([0xFF]) + Data(#""]}"#.utf8))
    let result = Self.run(["solve", path])
    #expect(result.code == 65)
    #expect(result.err == "error: \(path):1:18: not valid JSON (byte 17): the file is not UTF-8 text: byte 17 (0xFF) does not start or continue a UTF-8 character\n")
  }

  @Test func solverFilesNestedTooDeeplyAreAnErrorNotACrash() {
    let path = Self.file("solve-deep.json", String(repeating: "[", count: 100_000))
    let result = Self.run(["solve", path])
    #expect(result.code == 65)
    #expect(result.err == "error: \(path):1:513: not valid JSON (byte 512): objects and lists nest deeper than 512 levels\n")
  }
}
