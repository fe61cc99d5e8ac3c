import Foundation

/// A storyboard (UIKit's `UIStoryboard`): found by name in a bundle; controllers it makes are the classes code
/// registers or plain `UIViewController`s whose `storyboard` is set. Plumb does not build a storyboard's views
/// into UIKit objects: snapshot `.storyboard` files through `plumb snapshot` (PlumbInterfaceBuilder), which
/// lays them out as Xcode does.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
/// ```
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  ///
  /// ```swift
  /// storyboard.name   // "Main"
  /// ```
  public let name: String
  /// The bundle it came from.
  ///
  /// ```swift
  /// storyboard.bundle
  /// ```
  public let bundle: Bundle
  /// The file, when one was found (`name.storyboard` in the bundle).
  ///
  /// ```swift
  /// storyboard.path
  /// ```
  public let path: String?

  /// The storyboard named `name` in `storyboardBundleOrNil` (the main bundle when nil).
  ///
  /// ```swift
  /// UIStoryboard(name: "Main", bundle: .main)
  /// ```
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    bundle = storyboardBundleOrNil ?? .main
    path = bundle.path(forResource: name, ofType: "storyboard")
    super.init()
  }

  /// The initial controller (a plain controller whose `storyboard` is this one).
  ///
  /// ```swift
  /// let root = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
  /// ```
  open func instantiateInitialViewController() -> UIViewController? { make() }

  /// The controller with storyboard ID `identifier` (a plain controller whose `storyboard` is this one).
  ///
  /// ```swift
  /// storyboard.instantiateViewController(withIdentifier: "Detail")
  /// ```
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { make() }

  /// The controller with storyboard ID `identifier`, made by `creator` when given (UIKit passes it a coder;
  /// Plumb has none, so a creator gets an empty archive).
  ///
  /// ```swift
  /// let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail")
  /// ```
  open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil)
    -> ViewController {
    if let made = creator?(NSCoder()) { made.storyboard = self; return made }
    guard let made = make() as? ViewController else {
      fatalError("UIStoryboard '\(name)': Plumb cannot make a \(ViewController.self) for '\(identifier)' without a creator")
    }
    return made
  }

  private func make() -> UIViewController {
    let controller = UIViewController(nibName: nil, bundle: bundle)
    controller.storyboard = self
    return controller
  }
}

/// A transition between storyboard scenes (UIKit's `UIStoryboardSegue`).
///
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///   (segue.destination as? DetailViewController)?.item = selected
/// }
/// ```
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  ///
  /// ```swift
  /// segue.identifier == "showDetail"
  /// ```
  public let identifier: String?
  /// The controller the segue starts from.
  ///
  /// ```swift
  /// segue.source
  /// ```
  public let source: UIViewController
  /// The controller the segue leads to.
  ///
  /// ```swift
  /// segue.destination
  /// ```
  public let destination: UIViewController
  /// A segue from `source` to `destination`.
  ///
  /// ```swift
  /// UIStoryboardSegue(identifier: "show", source: a, destination: b)
  /// ```
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier; self.source = source; self.destination = destination
    super.init()
  }
  /// Runs the segue (presents the destination).
  ///
  /// ```swift
  /// segue.perform()
  /// ```
  open func perform() { source.present(destination, animated: true) }
}
