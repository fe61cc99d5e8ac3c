import Glibc
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// `plumb-bench sweep [--rows 40] [--from 320] [--to 1024] [--step 4] [--scale 2] [--with-ambiguity]`
///
/// A width sweep of a generated list scene (`rows` rows of five views each: a row stack, an image
/// placeholder, a text stack, a title label and a wrapping detail label; 40 rows = 200 views under
/// one vertical stack, canvas height `fit`). One `RenderSession` walks the widths in order, so each
/// step re-solves by editing the root width (the engine's reuse path) instead of rebuilding.
///
/// Reports variants per second for layout only and for layout + draw + PNG encode, each over a first
/// sweep with a fresh session (text measured as it comes) and a second one over the same session
/// (text measurements cached). The engine's ambiguity report is off (`reportsAmbiguity = false`, as
/// its documentation advises for sweeps): it costs two solves per view variable; `--with-ambiguity`
/// times one layout with it on.
enum SweepBenchmark {
  /// The generated scene's JSON5 text.
  static func sceneText(rows: Int) -> String {
    let items = (0..<rows).map(rowText)
    return """
      {
        plumb: 1,
        canvas: { width: 375, height: "fit", scale: 2, background: "white" },
        views: [ { stack: "list", axis: "vertical", spacing: 10, arranged: [
      \(items.joined(separator: ",\n"))
        ] } ],
        constraints: [
          "list.leading == root.leadingMargin", "root.trailingMargin == list.trailing",
          "list.top == root.top + 8", "root.bottom == list.bottom + 8",
        ],
      }
      """
  }

  /// One row of the generated list (JSON5): a 44 × 44 image beside a headline title and a wrapping
  /// subheadline detail. `UIKitBenchmark` lays out the same rows.
  static func rowText(_ row: Int) -> String {
    """
    { stack: "row\(row)", axis: "horizontal", alignment: "top", spacing: 12, arranged: [
        { view: "image\(row)", background: "#D0D4DA", cornerRadius: 6, intrinsic: { width: 44, height: 44 },
          hugging: { h: 251 }, compression: { h: 751 } },
        { stack: "text\(row)", axis: "vertical", spacing: 2, arranged: [
            { label: "title\(row)", text: "Title \(row)", font: "headline" },
            { label: "detail\(row)", text: "\(detail(row))", font: "subheadline", textColor: "#6C6C70",
              numberOfLines: 0 } ] } ] }
    """
  }

  /// The detail text of row `row`: wraps onto two or three lines on a phone.
  static func detail(_ row: Int) -> String {
    "Detail text for row \(row), long enough to wrap onto a second line on a narrow phone screen"
      + String(repeating: " and a bit more", count: row % 3)
  }

  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: ["with-ambiguity"])
    let rows = max(1, options.int("rows", 40))
    let from = options.double("from", 320), to = options.double("to", 1024), step = max(1, options.double("step", 4))
    let scale = options.double("scale", 2)
    do {
      let scene = try SceneLoader.parse(text: sceneText(rows: rows), file: "sweep.json")
      let views = scene.allNodes.count
      var widths: [Double] = []
      var width = from
      while width <= to { widths.append(width); width += step }
      let variants = widths.map { Layout.Variant(width: $0, height: .fit, scale: scale) }
      print("sweep: \(views) views, \(variants.count) widths \(Bench.format(from, digits: 0))…\(Bench.format(to, digits: 0)) "
        + "step \(Bench.format(step, digits: 0)), scale \(Bench.format(scale, digits: 0)); \(Bench.loadNote())")
      print(Bench.pad("mode", 24, left: true) + Bench.pad("1st sweep v/s", 15) + Bench.pad("2nd sweep v/s", 15))
      for draws in [false, true] {
        let session = try RenderSession(scene: scene)
        session.engine.reportsAmbiguity = false
        var rates: [Double] = []
        for _ in 0..<2 {
          let seconds = try Bench.time { try sweep(session, variants, draws: draws) }
          rates.append(Double(variants.count) / seconds)
        }
        print(Bench.pad(draws ? "layout + draw + PNG" : "layout only", 24, left: true)
          + Bench.pad(Bench.format(rates[0], digits: 1), 15) + Bench.pad(Bench.format(rates[1], digits: 1), 15))
        fflush(stdout)
      }
      if options.flags.contains("with-ambiguity") {
        let session = try RenderSession(scene: scene)
        let seconds = try Bench.time { _ = try session.layout(variants[0]) }
        print("one layout with the ambiguity report (the engine's default): \(Bench.format(seconds, digits: 1)) s")
      }
      print("(variants per second; \(Bench.loadNote()))")
      return 0
    } catch {
      print("sweep: \(error)")
      return 65
    }
  }

  /// Lays out (and with `draws`, draws and encodes) every variant in order with one session.
  static func sweep(_ session: RenderSession, _ variants: [Layout.Variant], draws: Bool) throws {
    for variant in variants {
      if draws {
        _ = try session.render(variant).bitmap.pngData()
      } else {
        _ = try session.layout(variant)
      }
    }
  }
}
