import Foundation

/// Where PlumbUIKit writes what UIKit logs to the console: unsatisfiable constraints, constraints that
/// cannot be activated, unparsable visual formats. Standard error by default; tests can collect the lines.
///
/// ```swift
/// var log: [String] = []
/// ConstraintLog.handler = { log.append($0) }
/// root.layoutIfNeeded()
/// log.first?.contains("Unable to simultaneously satisfy constraints")
/// ```
@preconcurrency @MainActor
public enum ConstraintLog {
  /// Receives each message; `nil` writes to standard error.
  public static var handler: ((String) -> Void)?

  package static func write(_ message: String) {
    if let handler { handler(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
  }

  /// `UILabel:title` for a view, `UILayoutGuide:name` for a guide, with Plumb's id in place of an address.
  static func describe(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let view = item as? UIView {
      return "\(String(describing: type(of: view))):\(displayID(view))"
    }
    if let guide = item as? UILayoutGuide {
      let owner = guide.storedOwner.map { describe($0) } ?? "nil"
      switch guide.role {
      case .margins: return "UILayoutGuide:'UIViewLayoutMarginsGuide'(\(owner))"
      case .safeArea: return "UILayoutGuide:'UIViewSafeAreaLayoutGuide'(\(owner))"
      case .readableContent: return "UILayoutGuide:'UIViewReadableContentGuide'(\(owner))"
      case .scrollFrame: return "UILayoutGuide:'UIScrollView-frameLayoutGuide'(\(owner))"
      case .scrollContent: return "UILayoutGuide:'UIScrollView-contentLayoutGuide'(\(owner))"
      case .custom: return "UILayoutGuide:'\(guide.identifier)'"
      }
    }
    return String(describing: item)
  }

  /// The id the last layout pass gave the view, else its accessibility identifier, else its address.
  static func displayID(_ view: UIView) -> String {
    let root = view.rootView
    if view.storedSuperview == nil { return "root" }
    if let id = root.layoutCache?.built.ids[ObjectIdentifier(view)] { return id }
    if let identifier = view.accessibilityIdentifier { return identifier }
    return "0x" + String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16)
  }
}
