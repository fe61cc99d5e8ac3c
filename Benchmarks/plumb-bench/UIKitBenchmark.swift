import Glibc
import PlumbLayout
import PlumbScene
import PlumbUIKit
import PlumbGraphics

/// `plumb-bench uikit [--rows 40] [--reps 20]`
///
/// The same 200-view list (40 rows of a row stack, a 44 × 44 image placeholder, a text stack, a title
/// label and a wrapping detail label, under one vertical stack) laid out two ways, alternating root
/// widths 375 and 376 so every layout is a fresh solve:
/// - `Layout.Scene`: the scene parsed once; each layout makes a `Layout.Engine` and lays out.
/// - `PlumbUIKit`: a `UIView` tree built once with UIKit's API; each layout changes the root frame and
///   calls `layoutIfNeeded()` (scene building from the views, the engine, frames written back,
///   `layoutSubviews()` calls).
/// Also: a constraint constant change re-solved in the kept engine. Reports ms per layout (best of
/// `reps`) and the ratio PlumbUIKit / Layout.Scene (the target is ≤ 1.2).
enum UIKitBenchmark {
  static func sceneText(rows: Int) -> String {
    let items = (0..<rows).map(SweepBenchmark.rowText)
    return """
      { plumb: 1, canvas: { width: 375, height: 6000, scale: 2, background: "white", margins: { leading: 16, trailing: 16 } },
        views: [ { stack: "list", axis: "vertical", spacing: 10, arranged: [
      \(items.joined(separator: ",\n"))
        ] } ],
        constraints: [ "list.leading == root.leadingMargin", "root.trailingMargin == list.trailing", "list.top == root.top + 8" ] }
      """
  }

  static func detail(_ row: Int) -> String { SweepBenchmark.detail(row) }

  /// A 44 × 44 placeholder with an intrinsic size.
  final class Placeholder: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
  }

  @MainActor
  static func makeTree(rows: Int) -> (root: UIView, list: UIStackView, top: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 6000))
    root.backgroundColor = .white
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let list = UIStackView()
    list.accessibilityIdentifier = "list"
    list.axis = .vertical
    list.spacing = 10
    list.translatesAutoresizingMaskIntoConstraints = false
    for row in 0..<rows {
      let image = Placeholder()
      image.accessibilityIdentifier = "image\(row)"
      image.backgroundColor = UIColor(red: 0xD0 / 255.0, green: 0xD4 / 255.0, blue: 0xDA / 255.0, alpha: 1)
      image.layer.cornerRadius = 6
      image.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      image.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
      let title = UILabel()
      title.accessibilityIdentifier = "title\(row)"
      title.text = "Title \(row)"
      title.font = .preferredFont(forTextStyle: .headline)
      let detailLabel = UILabel()
      detailLabel.accessibilityIdentifier = "detail\(row)"
      detailLabel.text = detail(row)
      detailLabel.font = .preferredFont(forTextStyle: .subheadline)
      detailLabel.textColor = UIColor(red: 0x6C / 255.0, green: 0x6C / 255.0, blue: 0x70 / 255.0, alpha: 1)
      detailLabel.numberOfLines = 0
      let text = UIStackView(arrangedSubviews: [title, detailLabel])
      text.accessibilityIdentifier = "text\(row)"
      text.axis = .vertical
      text.spacing = 2
      let rowStack = UIStackView(arrangedSubviews: [image, text])
      rowStack.accessibilityIdentifier = "row\(row)"
      rowStack.alignment = .top
      rowStack.spacing = 12
      list.addArrangedSubview(rowStack)
    }
    root.addSubview(list)
    let top = list.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
    NSLayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: list.trailingAnchor), top,
    ])
    return (root, list, top)
  }

  static func main(_ arguments: [String]) -> Int32 {
    MainActor.assumeIsolated { run(arguments) }
  }

  @MainActor
  static func run(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: [])
    let rows = max(1, options.int("rows", 40)), reps = max(1, options.int("reps", 20))
    do {
      let scene = try SceneLoader.parse(text: sceneText(rows: rows), file: "uikit-bench.json")
      let measurer = try PangoTextMeasurer()
      let images = ImageLoader()
      let (root, list, top) = makeTree(rows: rows)
      // Warm both paths (text measurements are cached per measurer) and check they agree.
      let widths = [375.0, 376.0]
      var sceneResult: Layout.Result?
      for width in widths {
        let engine = Layout.Engine(scene: scene, measurer: measurer, images: images)
        engine.reportsAmbiguity = false
        sceneResult = engine.layout(Layout.Variant(width: width, height: .points(6000), scale: 2))
        root.frame = CGRect(x: 0, y: 0, width: width, height: 6000)
        root.layoutIfNeeded()
      }
      let expectedHeight = sceneResult?["list"]?.frame.height ?? -1
      guard abs(Double(list.frame.height) - expectedHeight) < 0.01 else {
        print("uikit: the two layouts disagree (list height \(list.frame.height) vs \(expectedHeight))")
        return 1
      }
      var sceneTimes: [Double] = [], uikitTimes: [Double] = [], constantTimes: [Double] = []
      for rep in 0..<reps {
        let width = widths[rep % 2]
        sceneTimes.append(Bench.time {
          let engine = Layout.Engine(scene: scene, measurer: measurer, images: images)
          engine.reportsAmbiguity = false
          _ = engine.layout(Layout.Variant(width: width, height: .points(6000), scale: 2))
        })
        uikitTimes.append(Bench.time {
          root.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 6000)
          root.layoutIfNeeded()
        })
        constantTimes.append(Bench.time {
          top.constant = rep % 2 == 0 ? 9 : 8
          root.layoutIfNeeded()
        })
      }
      let views = scene.allNodes.count
      let best = { (times: [Double]) in times.min()! * 1000 }
      print("uikit: \(views) views, best of \(reps); \(Bench.loadNote())")
      print(Bench.pad("path", 34, left: true) + Bench.pad("ms/layout", 12))
      print(Bench.pad("Layout.Scene (fresh engine)", 34, left: true) + Bench.pad(Bench.format(best(sceneTimes)), 12))
      print(Bench.pad("PlumbUIKit (views → scene → frames)", 34, left: true) + Bench.pad(Bench.format(best(uikitTimes)), 12))
      print(Bench.pad("PlumbUIKit constant change", 34, left: true) + Bench.pad(Bench.format(best(constantTimes)), 12))
      print("ratio PlumbUIKit / Layout.Scene: \(Bench.format(best(uikitTimes) / best(sceneTimes)))  (target ≤ 1.2)")
      return 0
    } catch {
      print("uikit: \(error)")
      return 1
    }
  }
}
