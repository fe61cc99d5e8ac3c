import CPangoCairo
import Foundation

/// What Plumb's pixels depend on besides Plumb: the versions of Pango, Cairo, HarfBuzz, FreeType and
/// fontconfig, a hash of each pinned font file, and, when the user's SF Pro draws the system font, which copy
/// (`system-font`, `SanFranciscoPro.fingerprint`; without the entry the system font is Inter with SF's
/// advances). Snapshot references store it, so a changed environment is named before any pixel verdict.
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
    + (SanFranciscoPro.isInUse ? [(systemFontEntry, SanFranciscoPro.fingerprint)] : [])

  /// The name of the entry saying which font draws the system font (only with the user's SF Pro).
  public static let systemFontEntry = "system-font"

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
      ("/usr/share/fonts/truetype/noto", { name in
        (name.hasPrefix("NotoSans") || name == "NotoColorEmoji.ttf" || name.hasPrefix("NotoSerifTibetan-"))
          && (name.hasSuffix("-Regular.ttf") || name.hasSuffix("-Bold.ttf") || name == "NotoColorEmoji.ttf")
      }),
      ("/usr/share/fonts/opentype/noto", { $0.hasPrefix("NotoSansCJK-Regular") || $0.hasPrefix("NotoSansCJK-Bold") }),
      ("/usr/share/fonts/truetype/dejavu", { $0.hasPrefix("DejaVuSans") }),
    ]
    var result: [(String, String)] = []
    for (folder, wanted) in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(wanted).sorted()
      for name in names {
        guard let fingerprint = fingerprint(ofFile: folder + "/" + name) else { continue }
        result.append(("font:" + name, fingerprint))
      }
    }
    return result
  }

  /// FNV-1a of a file's contents; for files over 4 MB (the CJK and emoji fonts) of its size, first and
  /// last megabyte, so that starting a process does not read 60 MB of fonts.
  private static func fingerprint(ofFile path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    let limit: UInt64 = 4 << 20, piece: UInt64 = 1 << 20
    try? handle.seek(toOffset: 0)
    guard size > limit else { return (try? handle.readToEnd()).map { fnv1a($0) } }
    var data = (try? handle.read(upToCount: Int(piece))) ?? Data()
    try? handle.seek(toOffset: size - piece)
    data += (try? handle.read(upToCount: Int(piece))) ?? Data()
    return "\(size) bytes " + fnv1a(data)
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
