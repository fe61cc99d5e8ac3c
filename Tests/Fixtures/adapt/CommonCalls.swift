// The UIKit calls a view controller of an iOS app makes most: layers, animation, stacks, fonts, buttons, tables, search, controls, text, alerts, gestures, constraints and traits.
import UIKit

final class Probe: UIViewController, UISearchResultsUpdating {
    let stack = UIStackView()
    let refresh = UIRefreshControl()
    let search = UISearchController(searchResultsController: nil)
    func updateSearchResults(for searchController: UISearchController) {}
    override func viewDidLoad() {
        super.viewDidLoad()
        let v = UIView()
        v.layer.cornerRadius = 8
        v.layer.cornerCurve = .continuous
        v.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        v.layer.shadowColor = UIColor.black.cgColor
        v.layer.shadowOpacity = 0.2
        v.layer.shadowOffset = CGSize(width: 0, height: 2)
        v.layer.shadowRadius = 4
        v.layer.shadowPath = UIBezierPath(roundedRect: v.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8)).cgPath
        v.layer.borderWidth = 1 / UIScreen.main.scale
        v.layer.borderColor = UIColor.separator.cgColor
        v.layer.masksToBounds = true
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillColor = UIColor.systemRed.cgColor
        shape.strokeEnd = 0.5
        shape.lineCap = .round
        v.layer.addSublayer(shape)
        let anim = CABasicAnimation(keyPath: "strokeEnd")
        anim.fromValue = 0; anim.toValue = 1; anim.duration = 0.3
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        anim.isRemovedOnCompletion = false; anim.fillMode = .forwards
        shape.add(anim, forKey: "progress")
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0); gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.locations = [0, 1]
        v.layer.insertSublayer(gradient, at: 0)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: { v.alpha = 0 }, completion: { _ in })
        UIView.transition(with: v, duration: 0.2, options: .transitionCrossDissolve, animations: {}, completion: nil)
        UIView.performWithoutAnimation { v.layoutIfNeeded() }
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        animator.startAnimation()
        stack.axis = .vertical; stack.spacing = UIStackView.spacingUseSystem; stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.setCustomSpacing(12, after: v)
        stack.insertArrangedSubview(UIView(), at: 0)
        stack.removeArrangedSubview(v); v.removeFromSuperview()
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .headline).withSize(18)
        label.font = .monospacedDigitSystemFont(ofSize: 14, weight: .medium)
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        label.adjustsFontSizeToFitWidth = true; label.minimumScaleFactor = 0.5
        label.lineBreakMode = .byTruncatingMiddle; label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.label, .kern: 1.2, .underlineStyle: NSUnderlineStyle.single.rawValue])
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        let descriptor = UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitBold)
        _ = descriptor.map { UIFont(descriptor: $0, size: 0) }
        let button = UIButton(type: .system)
        var config = UIButton.Configuration.filled()
        config.title = "Go"; config.image = UIImage(systemName: "arrow.right"); config.imagePlacement = .trailing; config.imagePadding = 8
        config.cornerStyle = .capsule; config.baseBackgroundColor = .systemBlue
        config.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        button.configuration = config
        button.addAction(UIAction { _ in print("tap") }, for: .touchUpInside)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.imageView?.contentMode = .scaleAspectFit
        let image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .bold))?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
        _ = image?.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
        _ = UIImage(named: "x")?.withRenderingMode(.alwaysTemplate).withAlignmentRectInsets(.zero)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = renderer.image { ctx in ctx.cgContext.setFillColor(UIColor.red.cgColor); ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.refreshControl = refresh
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        table.keyboardDismissMode = .interactive
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        table.estimatedRowHeight = 44; table.rowHeight = UITableView.automaticDimension
        table.scrollIndicatorInsets = .zero; table.verticalScrollIndicatorInsets = .zero
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(reload))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(reload))
        search.searchResultsUpdater = self; search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        let page = UIPageControl(); page.numberOfPages = 3; page.currentPage = 1; page.pageIndicatorTintColor = .gray; page.currentPageIndicatorTintColor = .black
        let spinner = UIActivityIndicatorView(style: .medium); spinner.hidesWhenStopped = true; spinner.startAnimating()
        let progress = UIProgressView(progressViewStyle: .default); progress.setProgress(0.5, animated: true)
        let picker = UIDatePicker(); picker.datePickerMode = .date; picker.preferredDatePickerStyle = .wheels
        let seg = UISegmentedControl(items: ["A", "B"]); seg.selectedSegmentIndex = 0; seg.selectedSegmentTintColor = .white
        let field = UITextField(); field.borderStyle = .roundedRect; field.clearButtonMode = .whileEditing; field.returnKeyType = .done
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: UIColor.placeholderText])
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8)); field.leftViewMode = .always
        field.addTarget(self, action: #selector(reload), for: .editingChanged)
        let text = UITextView(); text.textContainerInset = .zero; text.textContainer.lineFragmentPadding = 0; text.isScrollEnabled = false
        text.dataDetectorTypes = [.link]; text.linkTextAttributes = [.foregroundColor: UIColor.link]
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        alert.popoverPresentationController?.sourceView = view
        present(alert, animated: true)
        UIApplication.shared.open(URL(string: "https://x")!, options: [:], completionHandler: nil)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.view.setNeedsLayout() }
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
        let tap = UITapGestureRecognizer(target: self, action: #selector(reload)); tap.cancelsTouchesInView = false; view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(reload)); _ = pan.translation(in: view); _ = pan.velocity(in: view)
        let long = UILongPressGestureRecognizer(target: self, action: #selector(reload)); long.minimumPressDuration = 0.3
        view.addSubview(page); view.addSubview(spinner); view.addSubview(progress); view.addSubview(picker); view.addSubview(seg); view.addSubview(field); view.addSubview(text); view.addSubview(button); view.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalToSystemSpacingAfter: view.safeAreaLayoutGuide.leadingAnchor, multiplier: 1),
                                     label.topAnchor.constraint(equalToSystemSpacingBelow: view.layoutMarginsGuide.topAnchor, multiplier: 2),
                                     label.widthAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.widthAnchor),
                                     label.firstBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor)])
        let c = label.heightAnchor.constraint(equalToConstant: 20); c.priority = UILayoutPriority(999); c.isActive = true
        NSLayoutConstraint.deactivate([c])
        view.insetsLayoutMarginsFromSafeArea = false
        additionalSafeAreaInsets = .zero
        overrideUserInterfaceStyle = .dark
        setNeedsStatusBarAppearanceUpdate()
        if traitCollection.userInterfaceStyle == .dark, traitCollection.horizontalSizeClass == .compact, traitCollection.preferredContentSizeCategory.isAccessibilityCategory {}
        _ = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        _ = UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5).resolvedColor(with: traitCollection)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.red.getRed(&r, green: &g, blue: &b, alpha: &a)
        _ = view.convert(CGPoint.zero, to: nil); _ = view.convert(view.bounds, from: label)
        _ = view.window?.windowScene?.statusBarManager?.statusBarFrame
        _ = UIScreen.main.bounds.width; _ = view.safeAreaInsets.bottom
        _ = view.snapshotView(afterScreenUpdates: false)
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    @objc func reload() {}
}
