import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A navigation bar: the bar material (or its `barTintColor`) with a hairline under it (neither at the
  /// scroll edge), the title in `label`, the items and the back button in the tint colour, each in the slot
  /// `BarMetrics` gave it.
  func drawNavigationBar(_ bar: Layout.NavigationBar, _ view: Layout.ViewLayout, layout: Layout.ControlLayout, palette: ControlPalette) throws {
    let palette = barPalette(palette, bar.barStyle)
    let look = drawBarBackground(view.frame, tint: bar.barTintColor, atScrollEdge: bar.atScrollEdge, standard: bar.standardAppearance,
                                 scrollEdge: bar.scrollEdgeAppearance, hairlineY: view.frame.maxY, palette: palette)
    if let title = layout.texts.first, let rect = layout.textRects.first, !title.text.isEmpty {
      let colour = (bar.prefersLargeTitles ? look?.largeTitleColor : look?.titleColor) ?? bar.titleColor
      canvas.drawText(title, in: rect, color: colour.map(palette.resolve) ?? palette.system(.label), measurer: measurer)
    }
    try drawBarItems(bar.leftItems + bar.rightItems, layout: layout, first: 1, palette: palette, direction: view.direction)
    // The back button: a chevron pointing to the leading side, then its title, in the tint colour.
    let back = 1 + bar.leftItems.count + bar.rightItems.count
    if bar.backItemTitle != nil, back < layout.texts.count, back < layout.textRects.count {
      let chevron = Layout.BarMetrics.backChevron(frame: view.frame, direction: view.direction)
      let (tip, tail) = view.direction == .leftToRight ? (chevron.minX + 1.5, chevron.maxX - 1.5) : (chevron.maxX - 1.5, chevron.minX + 1.5)
      canvas.strokeRoundPath([Point(x: tail, y: chevron.minY + 1.5), Point(x: tip, y: chevron.midY), Point(x: tail, y: chevron.maxY - 1.5)],
                             width: 3, color: palette.tint)
      canvas.drawText(layout.texts[back], in: layout.textRects[back], color: palette.tint, measurer: measurer)
    }
  }

  /// A toolbar: the bar material with a hairline above it and its items.
  func drawToolbar(_ bar: Layout.Toolbar, _ view: Layout.ViewLayout, layout: Layout.ControlLayout, palette: ControlPalette) throws {
    let palette = barPalette(palette, bar.barStyle)
    drawBarBackground(view.frame, tint: bar.barTintColor, atScrollEdge: bar.atScrollEdge, standard: bar.standardAppearance,
                      scrollEdge: bar.scrollEdgeAppearance, hairlineY: view.frame.minY - 1 / scale, palette: palette)
    try drawBarItems(bar.items, layout: layout, first: 0, palette: palette, direction: view.direction)
  }

  /// A tab bar: the bar material with a hairline above it; each item's image (or system icon) above its
  /// title, the selected one in the tint colour, the others in `unselectedItemTintColor` (`systemGray`), and
  /// a red badge at the image's corner.
  func drawTabBar(_ bar: Layout.TabBar, _ view: Layout.ViewLayout, layout: Layout.ControlLayout, palette: ControlPalette) throws {
    let palette = barPalette(palette, bar.barStyle)
    drawBarBackground(view.frame, tint: bar.barTintColor, atScrollEdge: bar.atScrollEdge, standard: bar.standardAppearance,
                      scrollEdge: bar.scrollEdgeAppearance, hairlineY: view.frame.minY - 1 / scale, palette: palette)
    let glyphs = SymbolGlyphs(canvas: canvas)
    for (index, item) in bar.items.enumerated() where index < layout.textRects.count {
      let color = index == bar.selectedIndex ? palette.tint : palette.resolve(bar.unselectedItemTintColor ?? .system(.systemGray))
      let titleRect = layout.textRects[index]
      let imageRect = Layout.BarMetrics.tabImageRect(titleRect: titleRect)
      if let image = item.image {
        canvas.drawImage(try images.image(source: image, scale: scale), in: imageRect, contentMode: .scaleAspectFit, template: color)
      } else if let name = item.systemImage {
        drawSymbol(name, in: imageRect, color: color, direction: view.direction)
      } else if let system = item.systemItem {
        glyphs.drawSystemItem(system.symbolName, in: imageRect, color: color)
      }
      if index < layout.texts.count, !layout.texts[index].text.isEmpty {
        canvas.drawText(layout.texts[index], in: titleRect, color: color, measurer: measurer)
      }
      if let badge = item.badgeValue {
        drawBadge(badge, at: Point(x: imageRect.maxX - 4, y: imageRect.minY + 2), direction: view.direction)
      }
    }
  }

  /// A search bar: its background unless `minimal`, the rounded field with the magnifying glass, the text
  /// (or the placeholder in `secondaryLabel`), and the Cancel button in the tint colour.
  func drawSearchBar(_ bar: Layout.SearchBar, _ view: Layout.ViewLayout, layout: Layout.ControlLayout, palette: ControlPalette) {
    let palette = barPalette(palette, bar.barStyle)
    if bar.searchBarStyle != .minimal {
      if let tint = bar.barTintColor { canvas.fill(view.frame, color: palette.resolve(tint)) }
      else if bar.barStyle == .black { canvas.fill(view.frame, color: palette.resolve(ControlPalette.barBackground)) }
    }
    let cancelWidth = layout.textRects.count > 1 ? layout.textRects[1].width : 0
    let field = Layout.BarMetrics.searchField(bar, frame: view.frame, cancelWidth: cancelWidth, direction: view.direction)
    canvas.fill(field, color: palette.resolve(ControlPalette.controlFill), cornerRadius: 10)
    let secondary = palette.system(.secondaryLabel)
    let glassX = view.direction == .leftToRight ? field.minX + 6 : field.maxX - 6 - 18
    SymbolGlyphs(canvas: canvas).magnifier(in: Rect(x: glassX, y: field.midY - 9, width: 18, height: 18), color: secondary)
    if let text = layout.texts.first, let rect = layout.textRects.first, !text.text.isEmpty {
      canvas.drawText(text, in: rect, color: bar.text.isEmpty ? secondary : palette.system(.label), measurer: measurer)
    }
    if bar.showsCancelButton, layout.texts.count > 1, layout.textRects.count > 1 {
      canvas.drawText(layout.texts[1], in: layout.textRects[1], color: palette.tint, measurer: measurer)
    }
  }

  /// The palette a bar's content is drawn with: dark for `barStyle: black` in either appearance.
  private func barPalette(_ palette: ControlPalette, _ barStyle: Layout.BarStyle) -> ControlPalette {
    guard barStyle == .black else { return palette }
    var dark = palette
    dark.style = .dark
    return dark
  }

  /// A bar's background and its one-pixel hairline at `hairlineY`, and the appearance that drew them. With an
  /// appearance (UIKit's `standardAppearance`, or at the scroll edge its `scrollEdgeAppearance` — the standard
  /// one made transparent when there is none): the configuration's background (the bar material, or
  /// `systemBackground` when opaque), its `backgroundColor` over it and its `shadowColor` hairline. Without
  /// one, as before iOS 13: the tint colour, else the material, and the system hairline; nothing at the edge.
  @discardableResult
  private func drawBarBackground(_ frame: Rect, tint: Color?, atScrollEdge: Bool, standard: Layout.BarAppearance?,
                                 scrollEdge: Layout.BarAppearance?, hairlineY: Double, palette: ControlPalette) -> Layout.BarAppearance? {
    let hairline = Rect(x: frame.minX, y: hairlineY, width: frame.width, height: 1 / scale)
    let hasAppearance = standard != nil || scrollEdge != nil
    guard hasAppearance else {
      if !atScrollEdge {
        canvas.fill(frame, color: palette.resolve(tint ?? ControlPalette.barBackground))
        canvas.fill(hairline, color: palette.resolve(ControlPalette.barHairline))
      }
      return nil
    }
    let look = atScrollEdge ? Layout.BarAppearance.atScrollEdge(standard: standard, scrollEdge: scrollEdge) : standard ?? Layout.BarAppearance()
    switch look.configuration {
    case .default: canvas.fill(frame, color: palette.resolve(ControlPalette.barBackground))
    case .opaque: canvas.fill(frame, color: palette.resolve(look.backgroundColor ?? .system(.systemBackground)))
    case .transparent: break
    }
    if look.configuration != .opaque, let colour = look.backgroundColor { canvas.fill(frame, color: palette.resolve(colour)) }
    if let shadow = look.shadowColor { canvas.fill(hairline, color: palette.resolve(shadow)) }
    return look
  }

  /// Bar button items in their slots (text `first + i` and slot `first + i` are item `i`'s): titles in the tint
  /// colour (`tertiaryLabel` when disabled), images as templates and system icons in a 24-point square.
  private func drawBarItems(_ items: [Layout.BarButtonItem], layout: Layout.ControlLayout, first: Int, palette: ControlPalette,
                            direction: LayoutDirection) throws {
    let glyphs = SymbolGlyphs(canvas: canvas)
    for (offset, item) in items.enumerated() {
      let index = first + offset
      guard index < layout.textRects.count, !item.isSpace else { continue }
      let slot = layout.textRects[index]
      let color = item.isEnabled ? palette.tint : palette.system(.tertiaryLabel)
      if item.shownTitle != nil, index < layout.texts.count {
        canvas.drawText(layout.texts[index], in: slot, color: color, measurer: measurer)
        continue
      }
      let side = Layout.BarMetrics.iconSide
      let box = Rect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side)
      if let image = item.image {
        canvas.drawImage(try images.image(source: image, scale: scale), in: box, contentMode: .scaleAspectFit, template: color)
      } else if let name = item.systemImage {
        drawSymbol(name, in: box, color: color, direction: direction)
      } else if let name = item.systemItem?.symbolName {
        glyphs.drawSystemItem(name, in: box, color: color)
      }
    }
  }

  /// A bar item's SF Symbol: at 17 points (its larger side 21.6), in its proportions, centred in `box`;
  /// forward and backward chevrons mirrored right to left.
  private func drawSymbol(_ name: String, in box: Rect, color: Color, direction: LayoutDirection) {
    let size = Layout.SystemSymbol.size(of: name, configuration: Layout.SymbolConfiguration(), category: .large)
    let rect = Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    SymbolGlyphs(canvas: canvas).draw(name, in: rect, pointSize: 17, weight: .regular, color: color, direction: direction)
  }

  /// A tab bar item's badge: white 13-point text on a red capsule at least 18 wide, its leading edge at `point`.
  private func drawBadge(_ text: String, at point: Point, direction: LayoutDirection) {
    let request = TextRequest(text: text, font: FontSpec(size: 13), alignment: .center, scale: scale)
    let width = max(18, measurer.measure(request, maxWidth: nil).size.width + 10)
    let x = direction == .leftToRight ? point.x : point.x - width - 17
    let capsule = Rect(x: x, y: point.y - 9, width: width, height: 18)
    canvas.fill(capsule, color: Color.system(.systemRed).resolved(style: style, contrast: contrast), cornerRadius: 9)
    canvas.drawText(request, in: capsule, color: .white, measurer: measurer)
  }
}
