import PlumbLayout

/// Xcode's stored frames against Plumb's solved ones, per view: the basis of `plumb check --against-xcode`
/// and of the agreement benchmark. Stored frames are reduced to alignment rects (switches, sliders,
/// segmented controls) because that is what constraints place; both are in the root's coordinates.
///
/// ```swift
/// let comparison = IBFrameComparison(imported: imported, result: result)
/// comparison.differing(by: 0.5).map(\.sentence)   // ["Xcode placed button 'Edit' (A81-pl-gTn) at …"]
/// ```
public struct IBFrameComparison: Sendable {
  /// One view's two frames.
  public struct Entry: Sendable {
    public var record: IBViewRecord
    /// Xcode's frame as an alignment rect.
    public var xcode: Rect
    public var plumb: Rect
    /// The largest difference of x, y, width and height, in points.
    public var difference: Double
    /// The file's required constraints naming this view that Xcode's own stored frames break
    /// (`IBStoredFrameCheck`, largest first): then the stored frame is stale, whatever Plumb solves.
    public var brokenByStoredFrames: [IBStoredFrameCheck.Broken] = []
    /// Whether Xcode's frame is its layout answer: not flagged misplaced or ambiguous (nor under such a
    /// view), laid out by constraints rather than drawn by hand with an autoresizing mask, and not an
    /// arranged view that keeps its autoresizing mask nor a view no constraint names (Interface Builder
    /// leaves their drawn frames).
    public var isReliable: Bool { exclusion == nil }

    /// Why Xcode's frame is not its layout answer, or nil when it is: `flagged misplaced` / `flagged
    /// ambiguous`, `autoresizing`, `arranged autoresizing`, `unconstrained`.
    public var exclusion: String? {
      if let flag = record.xcodeFlag { return "flagged \(flag)" }
      if record.byAutoresizing { return "autoresizing" }
      if record.arrangedByAutoresizing { return "arranged autoresizing" }
      if record.unconstrained { return "unconstrained" }
      return nil
    }

    /// "Xcode placed button 'Edit' (A81-pl-gTn) at (0, 534, 560, 30), Plumb at (0, 530, 560, 34)".
    public var sentence: String {
      var text = "Xcode placed \(record.name) (\(record.id)) at \(Self.format(xcode)), Plumb at \(Self.format(plumb))"
      if let flag = record.xcodeFlag { text += " — Xcode flagged it \(flag)" }
      if record.byAutoresizing { text += " — laid out by its autoresizing mask" }
      if record.arrangedByAutoresizing { text += " — an arranged view with an autoresizing mask (Xcode keeps its drawn frame)" }
      if record.unconstrained { text += " — no constraint places it (Xcode keeps its drawn frame)" }
      if let broken = brokenByStoredFrames.first { text += " — \(broken.sentence)" }
      if record.showsSymbol { text += " — it shows an SF Symbol (Xcode stores the frame around the symbol's alignment insets)" }
      return text
    }

    static func format(_ r: Rect) -> String {
      "(\(formatPoints(r.minX)), \(formatPoints(r.minY)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }
  }

  public var entries: [Entry]

  public init(imported: IBImportedScene, result: Layout.Result) {
    let check = IBStoredFrameCheck(imported: imported, result: result)
    var entries: [Entry] = []
    for record in imported.views where record.id != "root" {
      guard let stored = record.storedAlignmentRect, let view = result[record.id] else { continue }
      let solved = view.frame
      let difference = max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY),
                           abs(stored.width - solved.width), abs(stored.height - solved.height))
      entries.append(Entry(record: record, xcode: stored, plumb: solved, difference: difference,
                           brokenByStoredFrames: check.broken[record.id] ?? []))
    }
    self.entries = entries
  }

  /// Views whose frames differ by more than `tolerance` points.
  public func differing(by tolerance: Double) -> [Entry] { entries.filter { $0.difference > tolerance } }
}
