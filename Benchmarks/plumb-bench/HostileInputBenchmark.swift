import Foundation
import PlumbGraphics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbRender
import PlumbScene

/// Speed under hostile input, each as a ratio measured in the same run (attributed text and chains in CPU
/// seconds of the measuring thread, so that the ratio holds on a busy machine):
///
/// - `attributed`: a label of `--runs` attributed runs (20,000) against a plain label of the same text,
///   laid out and drawn; the bar is ≤ 2×.
/// - `xib`: reading a generated XIB of about `--mb` megabytes (50) with 500 attributes per element against one
///   a tenth of its size — seconds and peak RSS per megabyte should stay flat (time and memory proportional
///   to size).
/// - `chain`: a horizontal chain of `--views` views (8,000) against a quarter of it, laid out; the bar is
///   ≤ 6× (linear would be 4×).
///
/// `plumb-bench hostile [--only attributed|xib|chain] [--runs 20000] [--mb 50] [--views 8000]`
enum HostileInputBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: [])
    let only = options.string("only", "")
    print("hostile: \(Bench.loadNote())")
    do {
      if only.isEmpty || only == "attributed" { try attributed(runs: options.int("runs", 20_000)) }
      if only.isEmpty || only == "xib" { try xib(megabytes: options.double("mb", 50)) }
      if only.isEmpty || only == "chain" { try chain(views: options.int("views", 8_000)) }
      return 0
    } catch {
      print("hostile: \(error)")
      return 65
    }
  }

  /// A scene of one wrapping label whose text is `runs` words, as runs or as one string (4,000 points wide, so
  /// 20,000 words stay within the canvas limit).
  static func labelScene(runs: Int, attributed: Bool) -> String {
    let words = (0..<runs).map { "w\($0 % 97) " }
    let text = attributed
      ? "[" + words.enumerated().map { index, word in
          "{ text: \"\(word)\"\(index % 2 == 0 ? ", foregroundColor: \"systemRed\"" : "") }"
        }.joined(separator: ", ") + "]"
      : "\"" + words.joined() + "\""
    return """
      { plumb: 1, canvas: { width: 4000, height: "fit", scale: 1, background: "white" },
        views: [ { label: "body", numberOfLines: 0, font: "body", text: \(text) } ],
        constraints: [ "H:|-[body]-|", "V:|-[body]-|" ] }
      """
  }

  static func attributed(runs: Int) throws {
    var seconds: [Bool: Double] = [:]
    for isAttributed in [false, true] {
      let scene = try SceneLoader.parse(text: labelScene(runs: runs, attributed: isAttributed), file: "hostile.json5")
      let variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
      seconds[isAttributed] = try Bench.cpuTime { _ = try RenderSession(scene: scene).render(variant) }
    }
    let plain = seconds[false]!, runsTime = seconds[true]!
    print("attributed text, \(runs) runs: \(Bench.format(runsTime)) CPU s; the plain string: \(Bench.format(plain)) CPU s; "
      + "ratio \(Bench.format(runsTime / plain))× (bar ≤ 2×)")
  }

  /// A XIB of `elements` views, each with 500 attributes.
  static func xibText(elements: Int) -> String {
    let attributes = (0..<496).map { "userAttribute\($0)=\"value \($0)\"" }.joined(separator: " ")
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>

      """
    for index in 0..<elements {
      text += "<view contentMode=\"scaleToFill\" id=\"v\(index)\" translatesAutoresizingMaskIntoConstraints=\"NO\" \(attributes)/>\n"
    }
    return text + "</subviews></view></objects></document>\n"
  }

  static func xib(megabytes: Double) throws {
    let elementBytes = Double(xibText(elements: 1).utf8.count)
    for fraction in [0.1, 1.0] {
      let elements = max(1, Int(megabytes * fraction * 1_000_000 / elementBytes))
      let bytes = Array(xibText(elements: elements).utf8)
      let before = Bench.peakResidentMB()
      var document: IBDocument?
      let seconds = try Bench.time { document = try IBDocument.parse(bytes: bytes, file: "hostile.xib") }
      let size = Double(bytes.count) / 1_000_000
      print("XIB of \(Bench.format(size, digits: 1)) MB (\(elements) elements × 500 attributes): read in \(Bench.format(seconds)) s "
        + "(\(Bench.format(seconds / size, digits: 3)) s/MB), peak RSS \(Bench.format(Bench.peakResidentMB(), digits: 0)) MB "
        + "(+\(Bench.format(Bench.peakResidentMB() - before, digits: 0)) MB), \(document?.element.children.count ?? 0) top elements")
    }
  }

  /// `views` views side by side, each 1 point wide and 1 point from the previous one.
  static func chainScene(views: Int) -> Layout.Scene {
    let ids = (0..<views).map { "v\($0)" }
    var constraints = ["\(ids[0]).leading == root.leading", "\(ids[0]).top == root.top"]
    for index in 1..<views {
      constraints.append("\(ids[index]).leading == \(ids[index - 1]).trailing + 1")
      constraints.append("\(ids[index]).top == \(ids[index - 1]).top")
    }
    let text = "{ plumb: 1, canvas: { width: 375, height: 100, scale: 1 }, views: ["
      + ids.map { "{ view: \"\($0)\", intrinsic: { width: 1, height: 1 } }" }.joined(separator: ", ")
      + "], constraints: [" + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "] }"
    return try! SceneLoader.parse(text: text, file: "chain.json5")
  }

  static func chain(views: Int) throws {
    var seconds: [Int: Double] = [:]
    for count in [views / 4, views] {
      let scene = chainScene(views: count)
      let variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
      let session = try RenderSession(scene: scene)
      session.engine.reportsAmbiguity = false
      seconds[count] = try Bench.cpuTime { _ = try session.layout(variant) }
      print("chain of \(count) views: laid out in \(Bench.format(seconds[count]!)) CPU s")
    }
    print("chain ratio \(views) / \(views / 4) views: \(Bench.format(seconds[views]! / seconds[views / 4]!))× (linear 4×, bar ≤ 6×)")
  }
}
