import Foundation

extension UIView {
  /// Adds `subview` pinned to this view's four edges (a content view, a configuration's view, a custom
  /// background), its constraints named `identifier` when given.
  ///
  /// ```swift
  /// addEdgeToEdgeSubview(contentView)
  /// ```
  func addEdgeToEdgeSubview(_ subview: UIView, identifier: String? = nil) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    let edges = [subview.leadingAnchor.constraint(equalTo: leadingAnchor), subview.trailingAnchor.constraint(equalTo: trailingAnchor),
                 subview.topAnchor.constraint(equalTo: topAnchor), subview.bottomAnchor.constraint(equalTo: bottomAnchor)]
    if let identifier { for edge in edges { edge.identifier = identifier } }
    NSLayoutConstraint.activate(edges)
  }
}
