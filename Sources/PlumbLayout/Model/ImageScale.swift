extension Layout {
  /// How UIKit names a picture's files for the display scales (`flowers.png`, `flowers@2x.png`,
  /// `flowers@3x.png`) and which of them it draws at a scale: the file of that scale, else the next larger,
  /// else the largest. Scene images, loose files and asset catalog image sets (Interface Builder documents
  /// and `UIImage(named:)`) all choose by it.
  ///
  /// ```swift
  /// Layout.ImageScale.pick([(1, "a.png"), (3, "a@3x.png")], for: 2)   // "a@3x.png"
  /// Layout.ImageScale.split("Icons/flowers@3x.png")                  // ("Icons/flowers", ".png", 3)
  /// Layout.ImageScale.scaledNames(of: "flowers.png")   // ["flowers.png", "flowers@2x.png", "flowers@3x.png"]
  /// ```
  public enum ImageScale {
    /// The scales a file name says with a suffix (`@2x`, `@3x`); a name without one is for scale 1.
    public static let suffixed = [2, 3]

    /// UIKit's choice among files of several scales: the exact scale, else the next larger, else the largest;
    /// `nil` without candidates. Of two candidates of one scale the first wins.
    ///
    /// ```swift
    /// Layout.ImageScale.pick([(1, "a.png"), (2, "a@2x.png")], for: 3)   // "a@2x.png"
    /// ```
    public static func pick<Item>(_ candidates: [(scale: Double, item: Item)], for scale: Double) -> Item? {
      if let exact = candidates.first(where: { $0.scale == scale }) { return exact.item }
      var larger: (scale: Double, item: Item)?
      for candidate in candidates where candidate.scale > scale && candidate.scale < (larger?.scale ?? .infinity) {
        larger = candidate
      }
      if let larger { return larger.item }
      var largest: (scale: Double, item: Item)?
      for candidate in candidates where candidate.scale > (largest?.scale ?? -.infinity) { largest = candidate }
      return largest?.item
    }

    /// A path's stem (without extension and scale suffix), its extension (from the last dot of the file name,
    /// `""` without one) and the scale its suffix says (`nil` without one).
    ///
    /// ```swift
    /// Layout.ImageScale.split("a/b@2x.png")   // ("a/b", ".png", 2)
    /// Layout.ImageScale.split("a.b/c")        // ("a.b/c", "", nil)
    /// ```
    public static func split(_ path: String) -> (stem: String, extension: String, scale: Int?) {
      let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
      var stem = path, ext = ""
      if let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart {
        stem = String(path[..<dot]); ext = String(path[dot...])
      }
      for scale in suffixed where stem.hasSuffix("@\(scale)x") {
        return (String(stem.dropLast(3)), ext, scale)
      }
      return (stem, ext, nil)
    }

    /// The file named and its `@2x` and `@3x` siblings (the files a picture may be drawn from); a path whose
    /// file name has no extension stands alone.
    ///
    /// ```swift
    /// Layout.ImageScale.scaledNames(of: "a/b.png")   // ["a/b.png", "a/b@2x.png", "a/b@3x.png"]
    /// ```
    public static func scaledNames(of path: String) -> [String] {
      let ext = split(path).extension
      guard !ext.isEmpty else { return [path] }
      let base = path.dropLast(ext.count)
      return [path] + suffixed.map { "\(base)@\($0)x\(ext)" }
    }
  }
}
