import PlumbJSON
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbRender

/// `plumb check FILE --against-xcode`: lays the root out at the document's own canvas and lists, per
/// view, the frame Xcode stored and the frame Plumb solved when they differ by more than half a point,
/// saying whether Xcode flagged the view misplaced or ambiguous (then its stored frame is not Xcode's
/// layout answer), and which of the file's constraints the stored frames themselves break
/// (`IBStoredFrameCheck`: then they are stale). Exit status 0; with --strict, 1 when a view Xcode did not
/// flag differs.
enum XcodeComparisonReport {
  static let tolerance = 0.5

  static func run(_ imported: IBImportedScene, args: ParsedArguments, console: Console) throws -> Int32 {
    let scene = imported.scene
    let variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    let session = try RenderSession(scene: scene)
    let result = try CheckCommand.layout(variant, session: session, command: "check")
    let comparison = IBFrameComparison(imported: imported, result: result)
    let differing = comparison.differing(by: tolerance)
    let unflagged = differing.filter { $0.isReliable }
    if args.string("--format") == "json" {
      let views: [JSONValue] = comparison.entries.map { entry in
        var object: [String: JSONValue] = [
          "id": .string(entry.record.id), "name": .string(entry.record.name), "element": .string(entry.record.element),
          "xcode": frame(entry.xcode), "plumb": frame(entry.plumb), "difference": .number(entry.difference),
          "line": .number(Double(entry.record.line)), "autoresizing": .bool(entry.record.byAutoresizing),
        ]
        if let flag = entry.record.xcodeFlag { object["xcodeFlag"] = .string(flag) }
        if entry.record.showsSymbol { object["showsSymbol"] = .bool(true) }
        if !entry.brokenByStoredFrames.isEmpty {
          object["brokenByStoredFrames"] = .array(entry.brokenByStoredFrames.map { broken in
            var item: [String: JSONValue] = ["constraint": .string(broken.constraint.text), "by": .number(broken.by)]
            if let id = broken.constraint.identifier { item["id"] = .string(id) }
            if let line = broken.constraint.source.line { item["line"] = .number(Double(line)) }
            return .object(item)
          })
        }
        return .object(object)
      }
      console.out(JSONWriter.write(.object([
        "scene": .string(scene.name), "variant": .string(variant.name), "tolerance": .number(tolerance),
        "views": .array(views), "differing": .number(Double(differing.count)), "differingUnflagged": .number(Double(unflagged.count)),
      ])))
    } else {
      console.out("\(scene.name) (\(variant.name)): \(comparison.entries.count) views compared with Xcode's stored frames")
      for entry in differing {
        console.out("  \(scene.file ?? ""):\(entry.record.line): \(entry.sentence) (off by \(formatPoints(entry.difference)) pt)")
      }
      let agreeing = comparison.entries.count - differing.count
      let stale = unflagged.filter { !$0.brokenByStoredFrames.isEmpty }.count
      console.out("\(agreeing) of \(comparison.entries.count) within \(formatPoints(tolerance)) pt; \(differing.count) differ"
                  + " (\(unflagged.count) of them not flagged by Xcode nor laid out by autoresizing"
                  + (stale > 0 ? "; \(stale) with stored frames that break the file's own constraints: stale, update frames in Xcode" : "") + ").")
    }
    return args.flag("--strict") && !unflagged.isEmpty ? ExitCode.failure : ExitCode.success
  }

  private static func frame(_ r: Rect) -> JSONValue {
    .object(["x": .number(r.minX), "y": .number(r.minY), "width": .number(r.width), "height": .number(r.height)])
  }
}
