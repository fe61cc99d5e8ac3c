import Foundation
import PlumbLayout

/// Segments of titles (UIKit's `UISegmentedControl`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  private var titles: [String] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { invalidateLayout() } }
  open var selectedSegmentTintColor: UIColor? { didSet { invalidateLayout() } }
  public static let noSegment = -1

  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).map { ($0 as? String) ?? "" }
  }

  open var numberOfSegments: Int { titles.count }
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    invalidateIntrinsicContentSize()
  }
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    invalidateIntrinsicContentSize()
  }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    invalidateIntrinsicContentSize()
  }
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .segmentedControl(Layout.SegmentedControl(
      segments: titles, selectedSegmentIndex: selectedSegmentIndex,
      selectedSegmentTintColor: selectedSegmentTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}
