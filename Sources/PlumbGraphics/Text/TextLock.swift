/// The one lock for all Pango, Cairo and FreeType text work in the process: laying out, shaping, measuring,
/// drawing glyphs, and freeing Pango objects and Cairo contexts that hold fonts.
///
/// Each measurer has its own Pango font map, yet Cairo 1.16's scaled-font and glyph caches and the FreeType
/// faces behind them are shared by the whole process and are not safe to use from two threads at once:
/// eight render threads measuring and drawing fresh text crash within seconds without this lock
/// (`ConcurrentTextStressTests`). It is recursive, so freeing a layout while the lock is held is fine.
///
/// ```swift
/// let width = TextLock.shared.withLock { engine.naturalWidth(request, font: request.font) }
/// ```
enum TextLock {
  static let shared = Lock(recursive: true)
}
