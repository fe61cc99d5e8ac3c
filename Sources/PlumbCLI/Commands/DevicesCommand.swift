import PlumbLayout

/// `plumb devices`: the device table — every iPhone and iPad model `--device` and `variants.device`
/// accept, with its screen in points, scale, safe-area insets, size classes and Interface Builder id.
///
/// ```swift
/// Plumb.run(["devices"])
/// ```
public enum DevicesCommand {
  /// The command's declaration.
  public static let spec = CommandSpec(
    name: "devices",
    abstract: "List the iPhone and iPad models a variant can use.",
    discussion: """
      Columns: model, screen in points (portrait), scale, safe area in portrait (top/bottom) and
      landscape (left = right/bottom), horizontal size class in landscape (portrait: compact on
      iPhones, regular on iPads), and the Interface Builder <device id>.

      Example: plumb devices
               plumb render Scenes/Controls.json --device "iPhone 15 Pro" --orientation landscape -o out.png
      """
  ) { _, console in
    console.out(table())
    return ExitCode.success
  }

  /// The table as text, one model a line, columns padded.
  static func table() -> String {
    var rows = [["model", "points", "scale", "portrait safe area", "landscape safe area", "landscape w", "IB id"]]
    for device in Layout.Device.all {
      let s = device.screen
      let portrait = s.safeArea(in: .portrait), landscape = s.safeArea(in: .landscape)
      rows.append([
        device.name, "\(formatPoints(s.portraitSize.width))×\(formatPoints(s.portraitSize.height))",
        "@\(formatPoints(s.scale))x", "\(formatPoints(portrait.top)) / \(formatPoints(portrait.bottom))",
        "\(formatPoints(landscape.leading)) / \(formatPoints(landscape.bottom))" + (s.idiom == .pad ? " (top \(formatPoints(landscape.top)))" : ""),
        s.horizontalSizeClass(in: .landscape).rawValue, s.interfaceBuilderID,
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).enumerated().map { index, cell in
        index == row.count - 1 ? cell.0 : cell.0 + String(repeating: " ", count: cell.1 - cell.0.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
