// The overrides iOS view code writes most (from the development corpus's census), each of a UIKit member.
import UIKit

final class Card: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 44) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { size }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(rect) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func willMove(toSuperview newSuperview: UIView?) {}
    override func willMove(toWindow newWindow: UIWindow?) {}
    override func awakeFromNib() { super.awakeFromNib() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "card" } set {} }
    override var accessibilityValue: String? { get { nil } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override class var layerClass: AnyClass { CAGradientLayer.self }
    override func updateConstraints() { super.updateConstraints() }
    override class var requiresConstraintBasedLayout: Bool { true }
    override func tintColorDidChange() {}
    override var canBecomeFirstResponder: Bool { true }
    override func layoutMarginsDidChange() {}
    override func safeAreaInsetsDidChange() {}
    override var bounds: CGRect { didSet { setNeedsLayout() } }
    override var frame: CGRect { didSet { setNeedsLayout() } }
    override var backgroundColor: UIColor? { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    override var forFirstBaselineLayout: UIView { self }
    override var forLastBaselineLayout: UIView { self }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority, verticalFittingPriority v: UILayoutPriority) -> CGSize { targetSize }
    override var tintColor: UIColor! { didSet {} }
}

final class Button: UIButton {
    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.5 : 1 } }
    override var isSelected: Bool { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
}

final class Field: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { bounds }
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
}

final class Label: UILabel {
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4))) }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
    override var text: String? { didSet {} }
}

final class Cell: UICollectionViewCell {
    override var isHighlighted: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override func prepareForReuse() { super.prepareForReuse() }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { layoutAttributes }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    override func updateConfiguration(using state: UICellConfigurationState) {}
}

final class Row: UITableViewCell {
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {}
    override func setEditing(_ editing: Bool, animated: Bool) {}
    override func layoutSubviews() { super.layoutSubviews(); separatorInset = .zero; accessoryType = .checkmark; selectionStyle = .none }
}

final class Flow: UICollectionViewFlowLayout {
    override func prepare() { super.prepare() }
    override var collectionViewContentSize: CGSize { .zero }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { super.layoutAttributesForElements(in: rect) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func invalidateLayout() { super.invalidateLayout() }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}

final class Layer: CALayer {
    override func layoutSublayers() { super.layoutSublayers() }
    override func draw(in ctx: CGContext) {}
    override func action(forKey event: String) -> CAAction? { nil }
}

final class Controller: UIViewController {
    override func loadView() { view = Card() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) {}
    override func viewWillLayoutSubviews() {}
    override func viewDidLayoutSubviews() {}
    override func viewSafeAreaInsetsDidChange() {}
    override func updateViewConstraints() { super.updateViewConstraints() }
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    override func didMove(toParent parent: UIViewController?) {}
    override func willMove(toParent parent: UIViewController?) {}
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { nil }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    override var childForStatusBarStyle: UIViewController? { nil }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override var title: String? { didSet {} }
    override var modalPresentationStyle: UIModalPresentationStyle { get { .fullScreen } set {} }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { super.dismiss(animated: flag, completion: completion) }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

final class Nav: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) { super.pushViewController(viewController, animated: animated) }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class Scroll: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override var contentSize: CGSize { didSet {} }
    override var contentOffset: CGPoint { didSet {} }
}
final class Stack: UIStackView {
    override func addArrangedSubview(_ view: UIView) { super.addArrangedSubview(view) }
}
final class Image: UIImageView {
    override var image: UIImage? { didSet {} }
}
final class Text: UITextView {
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
}
final class Tap: UITapGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func reset() { super.reset() }
}
final class Switch: UISwitch { override var isOn: Bool { didSet {} } }
final class Slider: UISlider { override func trackRect(forBounds bounds: CGRect) -> CGRect { bounds } }
final class Window: UIWindow { override func sendEvent(_ event: UIEvent) { super.sendEvent(event) } }
