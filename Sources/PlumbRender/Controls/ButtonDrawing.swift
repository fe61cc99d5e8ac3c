import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A button: a classic one (title in the tint colour, system glyphs for the glyph types, the selected
  /// state as a tinted rounded background) or an iOS 15 configuration (plain, gray, tinted, filled).
  func drawButton(_ button: Layout.Button, _ view: Layout.ViewLayout, texts: [TextRequest], palette: ControlPalette) throws {
    let frame = view.frame
    let disabled = button.state == .disabled
    let highlighted = button.state == .highlighted
    var foreground: Color
    if let configuration = button.configuration {
      let base = button.configuration?.baseColor.map(palette.resolve) ?? palette.tint
      let radius = configuration.cornerRadius(height: frame.height)
      var fill: Color?
      switch configuration.style.canonical {
      case .filled:
        fill = disabled ? palette.system(.tertiarySystemFill) : base
        foreground = disabled ? palette.system(.tertiaryLabel) : .white
      case .tinted:
        fill = disabled ? palette.system(.tertiarySystemFill) : base.withAlpha(palette.style == .dark ? 0.2 : 0.15)
        foreground = disabled ? palette.system(.tertiaryLabel) : base
      case .gray:
        fill = palette.system(.secondarySystemFill)
        foreground = disabled ? palette.system(.tertiaryLabel) : base
      default:
        foreground = disabled ? palette.system(.tertiaryLabel) : base
      }
      if let titleColor = button.titleColor, !disabled { foreground = palette.resolve(titleColor) }
      if fill != nil || highlighted || button.state == .selected {
        chrome(view, extent: frame, margin: 1) {
          if let fill { canvas.fill(frame, color: fill, cornerRadius: radius) }
          if highlighted { canvas.fill(frame, color: palette.system(.label).withAlpha(0.1), cornerRadius: radius) }
          if button.state == .selected, fill == nil { canvas.fill(frame, color: base.withAlpha(0.15), cornerRadius: radius) }
        }
      }
      let insets = configuration.contentInsets.resolved(for: view.direction)
      try drawButtonContent(button, texts: texts, in: frame.inset(by: insets), color: foreground, imageColor: foreground,
                            placement: configuration.imagePlacement, direction: view.direction)
      return
    }
    // Classic buttons.
    foreground = button.titleColor.map(palette.resolve) ?? (button.type == .custom ? .white : palette.tint)
    if disabled { foreground = palette.system(.tertiaryLabel) }
    if highlighted { foreground = foreground.withAlpha(0.2) }
    let selectedFill = button.state == .selected && button.type == .system
    if selectedFill { foreground = palette.system(.systemBackground) }
    let content = frame.inset(by: button.contentEdgeInsets)
    let glyph = Rect(x: content.minX, y: content.midY - 12, width: 25, height: 24)
    let hasGlyph = button.type.glyphSize != nil
    if selectedFill || hasGlyph {
      // The close glyph's disc is 30 points round on the glyph's centre.
      let disc = Rect(x: glyph.midX - 16, y: glyph.midY - 16, width: 32, height: 32)
      chrome(view, extent: hasGlyph ? union(frame, disc) : frame, margin: 1) {
        if selectedFill { canvas.fill(frame, color: palette.tint, cornerRadius: 6) }
        if hasGlyph { drawGlyph(button.type, in: glyph, color: foreground, palette: palette) }
      }
    }
    if hasGlyph {
      if let title = texts.first {
        canvas.drawText(title, in: Rect(x: glyph.maxX, y: content.minY, width: max(0, content.maxX - glyph.maxX), height: content.height), color: foreground, measurer: measurer)
      }
      return
    }
    // A classic button's template image is in the tint colour even when its title has a colour of its own.
    var imageColor = disabled ? palette.system(.tertiaryLabel) : palette.tint
    if highlighted { imageColor = imageColor.withAlpha(0.2) }
    if selectedFill { imageColor = palette.system(.systemBackground) }
    try drawButtonContent(button, texts: texts, in: content, color: foreground, imageColor: imageColor,
                          placement: .leading, direction: view.direction)
  }

  /// Image and title (and a configuration's subtitle) centred in `rect`.
  private func drawButtonContent(
    _ button: Layout.Button, texts: [TextRequest], in rect: Rect, color: Color, imageColor: Color,
    placement: Layout.ImagePlacement, direction: LayoutDirection
  ) throws {
    var textRect = rect
    // An image file, or only the place of one Plumb cannot draw (`imageSize`: an SF Symbol).
    let image = try button.image.map { try images.image(source: $0, scale: scale) }
    if let size = image?.size ?? button.imageSize {
      // A configuration puts its imagePadding (4) between image and title; a classic button none.
      let gap = texts.isEmpty || button.configuration == nil ? 0 : 4
      let textWidth = texts.map { measurer.measure($0, maxWidth: nil).size.width }.max() ?? 0
      var imageRect: Rect
      switch placement {
      case .leading, .trailing:
        let total = size.width + Double(gap) + textWidth
        let startX = rect.midX - total / 2
        let leadingImage = (placement == .leading) == (direction == .leftToRight)
        let imageX = leadingImage ? startX : startX + total - size.width
        imageRect = Rect(x: imageX, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        textRect = Rect(x: leadingImage ? imageX + size.width + Double(gap) : startX, y: rect.minY, width: textWidth, height: rect.height)
      case .top, .bottom:
        let textHeight = texts.map { measurer.measure($0, maxWidth: nil).size.height }.reduce(0, +)
        let total = size.height + Double(gap) + textHeight
        let startY = rect.midY - total / 2
        let imageY = placement == .top ? startY : startY + total - size.height
        imageRect = Rect(x: rect.midX - size.width / 2, y: imageY, width: size.width, height: size.height)
        textRect = Rect(x: rect.minX, y: placement == .top ? imageY + size.height + Double(gap) : startY, width: rect.width, height: textHeight)
      }
      // A template image takes the button's foreground: the tint (classic) or the configuration's colour.
      let template = button.imageRenderingMode.isTemplate(inButtonOf: button.type, configured: button.configuration != nil)
      if let image { canvas.drawImage(image, in: imageRect, contentMode: .scaleAspectFit, template: template ? imageColor : nil) }
      if image == nil, let name = button.systemImage {
        // A symbol is always a template: the button's foreground. Its strokes follow its drawn size.
        SymbolGlyphs(canvas: canvas).draw(name, in: imageRect, pointSize: imageRect.height / Layout.SystemSymbol.sidePerPoint,
                                          weight: .regular, color: imageColor, direction: direction)
      }
    }
    guard let title = texts.first else { return }
    if texts.count > 1 {
      let titleHeight = measurer.measure(title, maxWidth: nil).size.height
      let subtitleHeight = measurer.measure(texts[1], maxWidth: nil).size.height
      let top = textRect.midY - (titleHeight + 3 + subtitleHeight) / 2
      canvas.drawText(title, in: Rect(x: textRect.minX, y: top, width: textRect.width, height: titleHeight), color: color, measurer: measurer)
      canvas.drawText(
        texts[1], in: Rect(x: textRect.minX, y: top + titleHeight + 3, width: textRect.width, height: subtitleHeight),
        color: color.withAlpha(0.85), measurer: measurer)
    } else {
      canvas.drawText(title, in: textRect, color: color, measurer: measurer)
    }
  }

  /// The system glyphs: ⓘ for the info and detail-disclosure types, ⊕ for contactAdd, a grey ⓧ for close.
  private func drawGlyph(_ type: Layout.ButtonType, in rect: Rect, color: Color, palette: ControlPalette) {
    let center = Point(x: rect.midX, y: rect.midY)
    switch type {
    case .close:
      canvas.fillCircle(center: center, radius: 15, color: palette.system(.tertiarySystemFill))
      let arm = 4.5, ink = palette.system(.secondaryLabel)
      canvas.strokeRoundPath([Point(x: center.x - arm, y: center.y - arm), Point(x: center.x + arm, y: center.y + arm)], width: 2.2, color: ink)
      canvas.strokeRoundPath([Point(x: center.x + arm, y: center.y - arm), Point(x: center.x - arm, y: center.y + arm)], width: 2.2, color: ink)
    case .contactAdd:
      canvas.strokeCircle(center: center, radius: 10, width: 1.5, color: color)
      canvas.strokeRoundPath([Point(x: center.x - 5, y: center.y), Point(x: center.x + 5, y: center.y)], width: 1.6, color: color)
      canvas.strokeRoundPath([Point(x: center.x, y: center.y - 5), Point(x: center.x, y: center.y + 5)], width: 1.6, color: color)
    default:
      let ink = type == .infoDark ? palette.system(.label) : color
      canvas.strokeCircle(center: center, radius: 10, width: 1.5, color: ink)
      canvas.fillCircle(center: Point(x: center.x, y: center.y - 4.5), radius: 1.25, color: ink)
      canvas.strokeRoundPath([Point(x: center.x, y: center.y - 1), Point(x: center.x, y: center.y + 5)], width: 2, color: ink)
    }
  }
}
