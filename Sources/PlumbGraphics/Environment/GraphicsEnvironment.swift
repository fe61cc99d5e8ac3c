import CPangoCairo
import Foundation

/// What Plumb's pixels depend on besides Plumb: the versions of Pango, Cairo, HarfBuzz, FreeType and
/// fontconfig, and a hash of each pinned font file. Snapshot references store it, so a changed
/// environment is named before any pixel verdict.
///
/// ```swift
/// for (name, value) in GraphicsEnvironment.entries { print(name, value) }
/// // pango 1.50.12
/// // cairo 1.16.0
/// // …
/// // font:Inter-Regular.otf 9c1f…
/// ```
public enum GraphicsEnvironment {
  /// `(name, value)` pairs in a fixed order; computed once per process.
  public static let entries: [(String, String)] = libraryVersions + fontHashes

  static var libraryVersions: [(String, String)] {
    let version = Int(FcGetVersion())
    return [
      ("pango", String(cString: pango_version_string())),
      ("cairo", String(cString: cairo_version_string())),
      ("harfbuzz", String(cString: hb_version_string())),
      ("freetype", freetypeVersion),
      ("fontconfig", "\(version / 10000).\(version / 100 % 100).\(version % 100)"),
    ]
  }

  /// The font files the pinned configuration draws from, as `font:<file name>` and a 64-bit FNV-1a
  /// hash of the contents.
  static var fontHashes: [(String, String)] {
    let folders: [(String, (String) -> Bool)] = [
      ("/usr/share/fonts/opentype/inter", { $0.hasPrefix("Inter-") }),
      ("/usr/share/fonts/truetype/noto", { $0.hasPrefix("NotoSansArabic-") || $0.hasPrefix("NotoSansHebrew-") }),
      ("/usr/share/fonts/truetype/dejavu", { $0.hasPrefix("DejaVuSans") }),
    ]
    var result: [(String, String)] = []
    for (folder, wanted) in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(wanted).sorted()
      for name in names {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
        result.append(("font:" + name, fnv1a(data)))
      }
    }
    return result
  }

  private static var freetypeVersion: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// The 64-bit FNV-1a hash of `data` in hex: a cheap, stable content fingerprint (not for security).
  static func fnv1a(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
