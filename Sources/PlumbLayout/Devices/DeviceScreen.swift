extension Layout {
  /// A device orientation (the interface orientation the screen is laid out in).
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
  }

  /// Whether a device is a phone or a tablet (UIKit's `UIUserInterfaceIdiom`).
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad
  }

  /// One screen of the device table: size in points (portrait), scale, safe-area insets in both
  /// orientations, the size classes it has, and Interface Builder's `<device id>` for it. Several models
  /// share a screen (`iPhone 14 Pro`, `iPhone 15`, `iPhone 15 Pro`, `iPhone 16` are all `retina6_12`).
  ///
  /// ```swift
  /// let screen = Layout.DeviceScreen.retina6_12
  /// screen.size(in: .landscape)              // 852×393
  /// screen.safeArea(in: .landscape).leading  // 59
  /// ```
  public struct DeviceScreen: Sendable, Hashable {
    /// Interface Builder's device id (`retina6_12`); for screens IB has no id for, a name of ours.
    public var interfaceBuilderID: String
    public var idiom: Idiom
    /// Width × height in points, portrait.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    /// Safe-area insets in portrait: status bar (or sensor housing) on top, home indicator at the bottom.
    public var portraitSafeArea: DirectionalInsets
    /// Safe-area insets in landscape (the sensor housing side is mirrored, so leading = trailing).
    public var landscapeSafeArea: DirectionalInsets
    /// The horizontal size class in landscape (portrait is compact on every iPhone and regular on iPads).
    public var landscapeHorizontalSizeClass: SizeClass
    /// Whether the screen has a home indicator instead of a home button.
    public var hasHomeIndicator: Bool

    public init(
      interfaceBuilderID: String, idiom: Idiom, portraitSize: Size, scale: Double, portraitSafeArea: DirectionalInsets,
      landscapeSafeArea: DirectionalInsets, landscapeHorizontalSizeClass: SizeClass, hasHomeIndicator: Bool
    ) {
      self.interfaceBuilderID = interfaceBuilderID; self.idiom = idiom; self.portraitSize = portraitSize
      self.scale = scale; self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
      self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass; self.hasHomeIndicator = hasHomeIndicator
    }

    /// The screen in points in an orientation (landscape swaps width and height).
    public func size(in orientation: Orientation) -> Size {
      orientation == .portrait
        ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets in an orientation.
    public func safeArea(in orientation: Orientation) -> DirectionalInsets {
      orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal size class in an orientation.
    public func horizontalSizeClass(in orientation: Orientation) -> SizeClass {
      if idiom == .pad { return .regular }
      return orientation == .portrait ? .compact : landscapeHorizontalSizeClass
    }

    /// The vertical size class in an orientation: compact for iPhones in landscape, regular otherwise.
    public func verticalSizeClass(in orientation: Orientation) -> SizeClass {
      idiom == .phone && orientation == .landscape ? .compact : .regular
    }
  }
}
