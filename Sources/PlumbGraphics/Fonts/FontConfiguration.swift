import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif

/// The process-wide private fontconfig built from Plumb's pinned `fonts.conf` (embedded in the binary).
///
/// It is created once, before any font map, and also made fontconfig's *current* configuration so that
/// nothing in the process falls back to the system or user configuration, `$HOME` or `$LANG`.
/// It is never destroyed (fontconfig must not be finalized while Pango's background threads run).
///
/// ```swift
/// let config = try FontConfiguration.shared()   // FcConfig*, ready for pango_fc_font_map_set_config
/// ```
enum FontConfiguration {
  /// The loaded configuration, or the error that prevented loading it (the same for every caller).
  static func shared() throws(GraphicsError) -> OpaquePointer {
    switch loaded {
    case .success(let config): return config
    case .failure(let error): throw error
    }
  }

  /// The family names the pinned configuration can resolve, sorted (for diagnostics and tests).
  ///
  /// ```swift
  /// try FontConfiguration.families()   // ["DejaVu Math TeX Gyre", "DejaVu Sans", …, "Inter", "Noto Sans Arabic", …]
  /// ```
  static func families() throws(GraphicsError) -> [String] {
    let config = try shared()
    guard let fonts = FcConfigGetFonts(config, FcSetSystem) else { return [] }
    var names = Set<String>()
    for index in 0..<Int(fonts.pointee.nfont) {
      var value: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(fonts.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
        names.insert(String(cString: value))
      }
    }
    return names.sorted()
  }

  /// A configuration with the pinned fonts plus a scene's own font files (registered for that scene
  /// only: other scenes never see them), made once per list of files and kept for the process.
  /// An empty list is the shared configuration.
  ///
  /// ```swift
  /// let config = try FontConfiguration.make(fontFiles: ["/…/Scenes/Fonts/NotoSerif-Bold.ttf"])
  /// ```
  static func make(fontFiles: [String]) throws(GraphicsError) -> OpaquePointer {
    let shared = try shared()
    guard !fontFiles.isEmpty else { return shared }
    let result: Result<OpaquePointer, GraphicsError> = lock.withLock {
      if let known = sceneConfigurations[fontFiles] { return .success(known) }
      guard let config = FcConfigCreate() else { return .failure(.fontConfiguration(call: "FcConfigCreate")) }
      let parsed = fontsConfXML.withCString { xml in
        xml.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }
      }
      guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
        FcConfigDestroy(config)
        return .failure(.fontConfiguration(call: "FcConfigParseAndLoadFromMemory"))
      }
      if !SystemTextFace.register(in: config), SanFranciscoPro.isInUse {
        FcConfigDestroy(config)
        return .failure(.unreadableFont(path: SanFranciscoPro.files.joined(separator: ", ")))
      }
      for path in fontFiles {
        let added = path.withCString { name in
          name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigAppFontAddFile(config, $0) }
        }
        guard added == FcTrue else {
          FcConfigDestroy(config)
          return .failure(.unreadableFont(path: path))
        }
      }
      sceneConfigurations[fontFiles] = config
      return .success(config)
    }
    return try result.get()
  }

  /// The fonts of `config` by family and PostScript name, made once per configuration.
  static func catalog(for config: OpaquePointer) -> FontCatalog {
    lock.withLock {
      let key = UnsafeMutableRawPointer(config)
      if let catalog = catalogs[key] { return catalog }
      let catalog = FontCatalog(config: config)
      catalogs[key] = catalog
      return catalog
    }
  }

  private static let lock = Lock()
  nonisolated(unsafe) private static var sceneConfigurations: [[String]: OpaquePointer] = [:]
  nonisolated(unsafe) private static var catalogs: [UnsafeMutableRawPointer: FontCatalog] = [:]
  private static let loaded: Result<OpaquePointer, GraphicsError> = load()

  private static func load() -> Result<OpaquePointer, GraphicsError> {
    // Pango tags a run whose script the label's language does not write (Han in an English label) with
    // the first of the user's preferred languages that writes it ($PANGO_LANGUAGE, else $LANGUAGE), which
    // picks the font (Japanese or Chinese Han). Pin the list before Pango first reads it, so such runs
    // get Pango's own sample language for the script (zh-cn for Han) on every machine.
    setenv("PANGO_LANGUAGE", "en", 1)
    guard let config = FcConfigCreate() else { return .failure(.fontConfiguration(call: "FcConfigCreate")) }
    let parsed = fontsConfXML.withCString { xml in
      xml.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }
    }
    guard parsed == FcTrue else {
      FcConfigDestroy(config)
      return .failure(.fontConfiguration(call: "FcConfigParseAndLoadFromMemory"))
    }
    guard FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      return .failure(.fontConfiguration(call: "FcConfigBuildFonts"))
    }
    if !SystemTextFace.register(in: config), SanFranciscoPro.isInUse {
      FcConfigDestroy(config)
      return .failure(.unreadableFont(path: SanFranciscoPro.files.joined(separator: ", ")))
    }
    guard FcConfigSetCurrent(config) == FcTrue else {
      FcConfigDestroy(config)
      return .failure(.fontConfiguration(call: "FcConfigSetCurrent"))
    }
    return .success(config)
  }
}
