import CPangoCairo

/// The fonts one fontconfig configuration offers, by the names a scene may use: family names (`"Noto
/// Serif"`) and PostScript names (`"NotoSerif-Bold"`, what Interface Builder stores), with each PostScript
/// name's family, weight and slant, so Pango can select that face.
///
/// ```swift
/// let catalog = FontCatalog(config: try FontConfiguration.make(fontFiles: ["/…/NotoSerif-Bold.ttf"]))
/// catalog.face(postScriptName: "NotoSerif-Bold")   // ("Noto Serif", .bold, italic: false)
/// catalog.hasFamily("Inter")                      // true
/// ```
struct FontCatalog {
  struct Face: Hashable { var family: String; var weight: FontWeightValue; var italic: Bool }
  /// An OpenType weight (100 … 900).
  typealias FontWeightValue = Int

  private(set) var families: Set<String> = []
  private(set) var faces: [String: Face] = [:]

  init(config: OpaquePointer) {
    for set in [FcSetSystem, FcSetApplication] {
      guard let fonts = FcConfigGetFonts(config, set) else { continue }
      for index in 0..<Int(fonts.pointee.nfont) {
        guard let pattern = fonts.pointee.fonts[index] else { continue }
        // Plumb's own derived face and the user's SF Pro are the system font's, never names a scene can use.
        guard let family = Self.string(pattern, FC_FAMILY), family != SystemTextFace.family,
              family != SanFranciscoPro.textFamily, family != SanFranciscoPro.displayFamily else { continue }
        families.insert(family)
        if let postScript = Self.string(pattern, FC_POSTSCRIPT_NAME) {
          var weight: Int32 = 80, slant: Int32 = 0
          FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
          FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
          let face = Face(family: family, weight: Int(FcWeightToOpenType(weight)), italic: slant != 0)
          // Several files may share a PostScript name: keep the first by family order, deterministically.
          if let known = faces[postScript], known.family <= face.family { continue }
          faces[postScript] = face
        }
      }
    }
  }

  func hasFamily(_ name: String) -> Bool { families.contains(name) }
  func face(postScriptName name: String) -> Face? { faces[name] }

  private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }
}
