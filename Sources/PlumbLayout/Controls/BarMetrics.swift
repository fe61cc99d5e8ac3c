extension Layout {
  /// Where the parts of UIKit's bars go: the texts each bar measures (one per item, so that text `i` belongs to
  /// item `i`), and the slot of every item in a bar's frame. The renderer draws in these slots and the layout
  /// fits the titles in them, so a title that does not fit is reported as truncated.
  ///
  /// - Navigation bars and toolbars (iOS 11 and later on iPhone): items 16 points in from the bar's edges
  ///   (20 on bars wider than 390), 8 apart, titles in 17 points (a `done` item semibold), icons and images
  ///   in a 24-point square, a fixed space its `width` (8 if none), flexible spaces sharing what is left.
  ///   A navigation bar's title is centred on the bar when it fits between the items, else centred between
  ///   them and truncated; a back button is a chevron 8 points in and its title 28 points in, before the
  ///   left items. A large title is set in 34-point bold from the leading margin in the 52 points below.
  /// - Tab bars: equal slots across the bar, a 25-point image 6 points from the top, the title in 10-point
  ///   medium with its baseline 41 points from the top.
  /// - Search bars: the field 8 points in from the sides (from the Cancel button when it shows), 36 high,
  ///   centred; its text 30 points in from the field's leading edge, after the magnifying glass.
  ///
  /// ```swift
  /// let bar = Layout.Toolbar(items: [Layout.BarButtonItem(title: "Edit"), .flexibleSpace, Layout.BarButtonItem(systemItem: .add)])
  /// Layout.BarMetrics.slots(of: .toolbar(bar), frame: Rect(x: 0, y: 0, width: 375, height: 44),
  ///                         textWidths: [31, 0, 0], direction: .leftToRight)
  /// // [(16, 0, 31, 44), (55, 0, 272, 44), (335, 0, 24, 44)]
  /// ```
  public enum BarMetrics {
    /// A bar button item's title font.
    public static func itemFont(bold: Bool) -> FontSpec { FontSpec(size: 17, weight: bold ? .semibold : .regular) }
    /// A navigation bar's title font.
    public static let titleFont = FontSpec(size: 17, weight: .semibold)
    /// A navigation bar's large title font.
    public static let largeTitleFont = FontSpec(size: 34, weight: .bold)
    /// A navigation bar's height with a large title (the items' 44 and the title's 52).
    public static let largeTitleBarHeight = 96.0
    /// A tab bar item's title font.
    public static let tabTitleFont = FontSpec(size: 10, weight: .medium)
    /// A search field's font.
    public static let searchFont = FontSpec(size: 17)
    /// The side of an icon or image item's square.
    public static let iconSide = 24.0
    /// The space between two items of a navigation bar or toolbar.
    public static let itemSpacing = 8.0
    /// The band the items of a navigation bar or toolbar are centred in (a taller bar keeps its items at the top).
    public static let itemBand = barHeight
    /// A navigation bar's or toolbar's height on iPhone (iOS 11–18), and what each adds to a controller's safe area.
    public static let barHeight = 44.0
    /// A navigation bar's or toolbar's height on iPhone in iOS 26 (what Xcode 26 stores in Interface Builder files).
    public static let barHeightIOS26 = 54.0
    /// A tab bar's height above the home indicator, and what it adds to a controller's safe area.
    public static let tabBarHeight = 49.0
    /// A toolbar's height on a portrait phone with a home indicator (iPhone X and later); `barHeight` elsewhere.
    public static let toolbarHeightAboveHomeIndicator = 49.0
    /// A search bar's height (iOS 11 and later).
    public static let searchBarHeight = 56.0

    /// The inset of a bar's items from its sides.
    public static func sideMargin(width: Double) -> Double { width > 390 ? 20 : 16 }

    /// The texts of a bar, in order: a navigation bar's title, then its left items and right items (and its back
    /// button's title last); each item
    /// of a toolbar or tab bar; a search bar's text or placeholder, then "Cancel" when it shows. Items without
    /// a title give an empty text, so indexes stay aligned with the items.
    public static func texts(of control: Control) -> [(text: String, font: FontSpec, alignment: TextAlignment)]? {
      func item(_ item: BarButtonItem) -> (String, FontSpec, TextAlignment) { (item.shownTitle ?? "", itemFont(bold: item.isBold), .center) }
      switch control {
      case .navigationBar(let bar):
        let back = bar.backItemTitle.map { [($0, itemFont(bold: false), TextAlignment.natural)] } ?? []
        let title = bar.prefersLargeTitles ? (bar.title ?? "", largeTitleFont, TextAlignment.natural) : (bar.title ?? "", titleFont, .center)
        return [title] + bar.leftItems.map(item) + bar.rightItems.map(item) + back
      case .toolbar(let bar):
        return bar.items.map(item)
      case .tabBar(let bar):
        return bar.items.map { ($0.shownTitle ?? "", tabTitleFont, .center) }
      case .searchBar(let bar):
        var texts = [(bar.shownText ?? "", searchFont, TextAlignment.natural)]
        if bar.showsCancelButton { texts.append(("Cancel", itemFont(bold: false), .center)) }
        return texts
      default:
        return nil
      }
    }

    /// The rect of each text of `texts(of:)` in the bar's `frame`, given the texts' measured widths.
    public static func slots(of control: Control, frame: Rect, textWidths: [Double], direction: LayoutDirection) -> [Rect] {
      func width(_ index: Int) -> Double { index < textWidths.count ? textWidths[index] : 0 }
      switch control {
      case .navigationBar(let bar):
        return navigationSlots(bar, frame: frame, width: width, direction: direction)
      case .toolbar(let bar):
        return rowSlots(bar.items, first: 0, frame: frame, width: width, direction: direction)
      case .tabBar(let bar):
        let count = max(1, bar.items.count)
        let slot = frame.width / Double(count)
        return bar.items.indices.map { index in
          let visual = direction == .leftToRight ? index : count - 1 - index
          return Rect(x: frame.minX + Double(visual) * slot + 2, y: frame.minY + 32, width: max(0, slot - 4), height: 12)
        }
      case .searchBar(let bar):
        let field = searchField(bar, frame: frame, cancelWidth: bar.showsCancelButton ? width(1) : 0, direction: direction)
        let inset = direction == .leftToRight ? Insets(left: 30, right: 8) : Insets(left: 8, right: 30)
        var rects = [field.inset(by: inset)]
        if bar.showsCancelButton {
          let x = direction == .leftToRight ? field.maxX + 8 : field.minX - 8 - width(1)
          rects.append(Rect(x: x, y: field.minY, width: width(1), height: field.height))
        }
        return rects
      default:
        return []
      }
    }

    /// A search bar's rounded field.
    public static func searchField(_ bar: SearchBar, frame: Rect, cancelWidth: Double, direction: LayoutDirection) -> Rect {
      let cancel = bar.showsCancelButton ? cancelWidth + 8 : 0
      let height = min(36, frame.height)
      let x = direction == .leftToRight ? frame.minX + 8 : frame.minX + 8 + cancel
      return Rect(x: x, y: frame.minY + (frame.height - height) / 2, width: max(0, frame.width - 16 - cancel), height: height)
    }

    /// A tab bar item's image square in its slot (`slots(of:)` gives the title's rect).
    public static func tabImageRect(titleRect: Rect) -> Rect {
      Rect(x: titleRect.midX - 12.5, y: titleRect.minY - 26, width: 25, height: 25)
    }

    /// The band a navigation bar's or toolbar's items are centred in.
    static func band(_ frame: Rect) -> Rect {
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, itemBand))
    }

    /// The natural width of an item: its title, an icon or image square, a fixed space; flexible spaces 0.
    static func naturalWidth(_ item: BarButtonItem, textWidth: Double) -> Double {
      switch item.systemItem {
      case .flexibleSpace: return 0
      case .fixedSpace: return item.width ?? 8
      default: return item.shownTitle != nil ? textWidth : iconSide
      }
    }

    /// Items in a row from the leading margin, `spacing` apart, flexible spaces sharing the rest (text `first + i`
    /// is item `i`'s).
    static func rowSlots(_ items: [BarButtonItem], first: Int, frame: Rect, width: (Int) -> Double, direction: LayoutDirection) -> [Rect] {
      guard !items.isEmpty else { return [] }
      let band = band(frame)
      let margin = sideMargin(width: frame.width)
      let widths = items.indices.map { naturalWidth(items[$0], textWidth: width(first + $0)) }
      let used = widths.reduce(0, +) + itemSpacing * Double(items.count - 1)
      let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
      let share = flexible > 0 ? max(0, frame.width - 2 * margin - used) / Double(flexible) : 0
      var x = margin
      return items.indices.map { index in
        let w = items[index].systemItem == .flexibleSpace ? share : widths[index]
        let leading = x
        x += w + itemSpacing
        let minX = direction == .leftToRight ? band.minX + leading : band.maxX - leading - w
        return Rect(x: minX, y: band.minY, width: w, height: band.height)
      }
    }

    /// A navigation bar's title slot and its items' slots.
    static func navigationSlots(_ bar: NavigationBar, frame: Rect, width: (Int) -> Double, direction: LayoutDirection) -> [Rect] {
      let band = band(frame)
      let margin = sideMargin(width: frame.width)
      // The back button from 8 points in: a chevron, then its title; left items after it, from the leading
      // margin otherwise; right items from the trailing margin inwards.
      var leading = margin
      var back: [Rect] = []
      if bar.backItemTitle != nil {
        let w = width(1 + bar.leftItems.count + bar.rightItems.count)
        back.append(Rect(x: backTitleInset, y: band.minY, width: w, height: band.height))
        leading = backTitleInset + w + itemSpacing
      }
      var left: [Rect] = []
      for (index, item) in bar.leftItems.enumerated() {
        let w = naturalWidth(item, textWidth: width(1 + index))
        left.append(Rect(x: leading, y: band.minY, width: w, height: band.height))
        leading += w + itemSpacing
      }
      var trailing = margin
      var right: [Rect] = []
      for (index, item) in bar.rightItems.enumerated() {
        let w = naturalWidth(item, textWidth: width(1 + bar.leftItems.count + index))
        right.append(Rect(x: frame.width - trailing - w, y: band.minY, width: w, height: band.height))
        trailing += w + itemSpacing
      }
      let lower = bar.leftItems.isEmpty && bar.backItemTitle == nil ? margin : leading
      let upper = frame.width - (bar.rightItems.isEmpty ? margin : trailing)
      let room = max(0, upper - lower)
      let titleWidth = min(width(0), room)
      let centred = (frame.width - titleWidth) / 2
      let titleX = min(max(centred, lower), upper - titleWidth)
      // A large title: the leading margin to the trailing one, in the 52 points under the items' band.
      let title = bar.prefersLargeTitles
        ? Rect(x: margin, y: band.maxY, width: max(0, frame.width - 2 * margin), height: max(0, min(52, frame.maxY - band.maxY)))
        : Rect(x: titleX, y: band.minY, width: titleWidth, height: band.height)
      // Slots so far are leading-to-trailing offsets; mirror them for right-to-left and place them in the frame.
      func placed(_ rect: Rect) -> Rect {
        let x = direction == .leftToRight ? rect.minX : frame.width - rect.maxX
        return Rect(x: frame.minX + x, y: rect.minY, width: rect.width, height: rect.height)
      }
      return ([title] + left + right + back).map(placed)
    }

    /// Where a back button's title starts: after its chevron, which is 8 points in (`backChevron`).
    public static let backTitleInset = 28.0

    /// A back button's chevron in a navigation bar's frame (13 × 21, 8 points from the leading edge).
    public static func backChevron(frame: Rect, direction: LayoutDirection) -> Rect {
      let band = band(frame)
      let x = direction == .leftToRight ? frame.minX + 8 : frame.maxX - 8 - 13
      return Rect(x: x, y: band.midY - 10.5, width: 13, height: 21)
    }
  }
}
