import CPangoCairo
import CPlumbSupport
import Glibc
import PlumbLayout

/// The face Plumb draws the system font with at regular weight and Text sizes: Inter Regular with San
/// Francisco Pro Text's advance widths (`SanFranciscoAdvances`), so text measures as in UIKit while
/// Inter's outlines, kerning and coverage stay. Made once per process from the Inter Regular file of the
/// pinned configuration, kept in an anonymous in-memory file (`/proc/self/fd/N`: nothing is written to
/// disk), and added to every configuration, where `Fonts/fonts.conf` names it `Plumb System Text`.
///
/// Other weights, italics and Display sizes (from 21 pt) keep Inter's own faces (with the corrections of
/// `SanFranciscoMetrics.widthAdjustment`). Without Inter Regular the face is not made and the system
/// font is plain Inter, as before. With the user's own SF Pro (`SanFranciscoPro`) no face is made: SF Pro
/// Text or Display draws the system font at every weight and size, with Apple's tracking alone.
///
/// ```swift
/// SystemTextFace.register(in: config)                               // at start-up and per scene configuration
/// SystemTextFace.applies(to: FontSpec(size: 17))                    // true
/// SystemTextFace.applies(to: FontSpec(size: 17, weight: .bold))     // false
/// SystemTextFace.family(for: FontSpec(size: 17))                    // "Plumb System Text"
/// ```
enum SystemTextFace {
  /// The family `Fonts/fonts.conf` gives the face (it is never a scene's font name).
  static let family = "Plumb System Text"

  /// Whether text in `font` is drawn with this face: the system family, regular, upright, at most
  /// `SanFranciscoAdvances.largestTextSize`, once the face exists.
  static func applies(to font: FontSpec) -> Bool {
    font.family == FontSpec.systemFamily && font.weight == .regular && !font.italic
      && font.size <= SanFranciscoAdvances.largestTextSize && !SanFranciscoPro.isInUse && isAvailable
  }

  /// The family that draws the system font `font`, or nil when it keeps its own: this face where it
  /// `applies(to:)`, the user's SF Pro Text or Display at every weight and size when they gave it.
  static func family(for font: FontSpec) -> String? {
    guard font.family == FontSpec.systemFamily else { return nil }
    if SanFranciscoPro.isInUse { return SanFranciscoPro.family(atPointSize: font.size) }
    return applies(to: font) ? family : nil
  }

  /// Adds the face to `config`, making it first from `config`'s Inter Regular when no configuration has
  /// yet. Returns whether `config` has it now. If fontconfig cannot read it (no `/proc`), the face is
  /// given up for the process and the system font is plain Inter. With the user's SF Pro its files are added
  /// instead (false when fontconfig cannot read one).
  @discardableResult
  static func register(in config: OpaquePointer) -> Bool {
    if SanFranciscoPro.isInUse { return SanFranciscoPro.register(in: config) }
    return lock.withLock {
      if state == .untried { state = make(from: config).map(State.made) ?? .unavailable }
      guard case .made(let path) = state else { return false }
      let added = path.withCString { name in
        name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigAppFontAddFile(config, $0) } == FcTrue
      }
      if !added { state = .unavailable }
      return added
    }
  }

  /// Whether the face was made (by the first `register`).
  static var isAvailable: Bool {
    lock.withLock { if case .made = state { return true } else { return false } }
  }

  private enum State: Equatable { case untried, unavailable, made(path: String) }
  private static let lock = Lock()
  nonisolated(unsafe) private static var state = State.untried

  /// The derived font's path, or nil when `config` has no Inter Regular or it cannot be patched.
  private static func make(from config: OpaquePointer) -> String? {
    guard let source = interRegularFile(in: config), let bytes = try? FileIO.read(source),
          let unitsPerEm = AdvanceWidthPatch.unitsPerEm(bytes) else { return nil }
    let deltas = glyphDeltas(bytes, unitsPerEm: Double(unitsPerEm))
    guard !deltas.isEmpty, let patched = AdvanceWidthPatch.apply(to: bytes, deltas: deltas) else { return nil }
    return inMemoryFile(patched)
  }

  /// Font units to add per glyph: each corrected character's glyph in the font's own `cmap`.
  static func glyphDeltas(_ bytes: [UInt8], unitsPerEm: Double) -> [UInt32: Int] {
    bytes.withUnsafeBufferPointer { buffer -> [UInt32: Int] in
      guard let base = buffer.baseAddress else { return [:] }
      let blob = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        hb_blob_create($0, UInt32(buffer.count), HB_MEMORY_MODE_READONLY, nil, nil)
      }
      let face = hb_face_create(blob, 0)
      let font = hb_font_create(face)
      defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
      var deltas: [UInt32: Int] = [:]
      for (scalar, thousandths) in SanFranciscoAdvances.table {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { continue }
        deltas[glyph] = Int((thousandths / 1000 * unitsPerEm).rounded())
      }
      return deltas
    }
  }

  /// The file of the configuration's Inter Regular (upright, weight 400), if it has one.
  static func interRegularFile(in config: OpaquePointer) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = "Inter".withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
    }
    FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FC_WEIGHT_REGULAR))
    FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
    guard let objects = FcObjectSetCreate() else { return nil }
    defer { FcObjectSetDestroy(objects) }
    FcObjectSetAdd(objects, FC_FILE)
    guard let list = FcFontList(config, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(list) }
    var files: [String] = []
    for index in 0..<Int(list.pointee.nfont) {
      var value: UnsafeMutablePointer<FcChar8>?
      if let font = list.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value {
        files.append(String(cString: value))
      }
    }
    return files.sorted().first
  }

  /// `bytes` in a new anonymous in-memory file, as the path that opens it; the descriptor stays open for
  /// the process's life (fontconfig, FreeType and HarfBuzz open the path whenever they load the face).
  private static func inMemoryFile(_ bytes: [UInt8]) -> String? {
    let fd = plumb_memfd_create("plumb-system-text")
    guard fd >= 0 else { return nil }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { close(fd); return nil }
      written += count
    }
    return "/proc/self/fd/\(fd)"
  }
}
