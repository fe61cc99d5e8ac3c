import UIKit

// Lays SettingsRowView out at two widths and prints each named view's frame, one per line, for the
// test to check. (The driver of the compile test; the view file itself is SettingsRowView.swift.)
MainActor.assumeIsolated {
  let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
  for width in [375.0, 320.0] as [CGFloat] {
    row.frame = CGRect(x: 0, y: 0, width: width, height: 120)
    row.layoutIfNeeded()
    print("width \(Int(width))")
    for view in row.subviews {
      let frame = view.frame
      print("\(view.accessibilityIdentifier ?? "?") \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    }
  }
  row.setTitleOffset(10)
  row.layoutIfNeeded()
  print("offset title \(row.titleLabel.frame.minY) detail \(row.detailLabel.frame.minY)")
  print("ambiguous \(row.subviews.contains { $0.hasAmbiguousLayout })")
}
