import Foundation
import PlumbGraphics
import PlumbLayout

/// What every PlumbUIKit layout shares on the main actor: the Pango text measurer and the image cache.
@preconcurrency @MainActor
package final class PlumbContext {
  package static let shared = PlumbContext()

  package let images = ImageLoader()
  private var storedMeasurer: PangoTextMeasurer?

  /// The measurer; Plumb's pinned fonts must load (a broken installation stops here with the reason).
  package var measurer: PangoTextMeasurer {
    if let storedMeasurer { return storedMeasurer }
    do {
      let made = try PangoTextMeasurer()
      storedMeasurer = made
      return made
    } catch {
      fatalError("PlumbUIKit: Plumb's fonts could not be loaded: \(error)")
    }
  }
}

/// What hosts a root view: the screen size and scale, safe area, system margins and traits of a device
/// (from a snapshot's `ViewImageConfig`, or a view controller in a window).
struct HostEnvironment {
  var safeArea: UIEdgeInsets
  /// The root margins a view controller's view gets (16 or 20 leading/trailing), or `nil` for a plain view.
  var systemMinimumMargins: NSDirectionalEdgeInsets?
  var traits: UITraitCollection
}
