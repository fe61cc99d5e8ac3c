import Foundation

/// An invisible rectangle constraints can relate, owned by a view (UIKit's `UILayoutGuide`). Views also
/// offer system guides: `layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///   gap.widthAnchor.constraint(equalToConstant: 20),
/// ])
/// view.layoutIfNeeded()
/// gap.layoutFrame.width   // 20
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, AnchorProviding {
  /// What a guide stands for: a guide the app added, or one of a view's system guides.
  enum Role: Equatable { case custom, margins, safeArea, readableContent, scrollFrame, scrollContent }

  let role: Role
  weak var storedOwner: UIView?
  var storedLayoutFrame = CGRect.zero

  public override init() {
    role = .custom
    super.init()
  }

  init(role: Role, owner: UIView) {
    self.role = role
    self.storedOwner = owner
    super.init()
  }

  /// A name for the guide in diagnostics and layout text.
  open var identifier = "" { didSet { storedOwner?.invalidateLayout() } }
  /// The view the guide belongs to.
  open var owningView: UIView? {
    get { storedOwner }
    set {
      if let newValue { newValue.addLayoutGuide(self) } else { storedOwner?.removeLayoutGuide(self) }
    }
  }
  /// The guide's rectangle in the owning view's coordinates, after layout.
  open var layoutFrame: CGRect {
    storedOwner?.layoutIfNeeded()
    return storedLayoutFrame
  }

  var layoutOwner: UIView? { storedOwner }

  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String { "<UILayoutGuide: \(identifier.isEmpty ? "\(role)" : identifier)>" }
}
