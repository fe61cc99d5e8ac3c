import Foundation
import PlumbAdapt
import Testing

/// Names Swift 4.2 renamed are declared as Apple's SDK declares them: old code fails with UIKit's
/// "has been renamed" diagnostics on the user's line, and their replacements compile.
@Suite struct RenamedNameDiagnosticTests {
  @Test func swift4NamesGetUIKitsRenameDiagnostics() throws {
    let toolchain = try UIKitCodeCompileTests.toolchain()
    let old = try UIKitCodeCompileTests.write("""
      import UIKit
      func legacy(view: UIView, badge: UIView) {
        let content = UIEdgeInsetsInsetRect(view.bounds, view.layoutMargins)
        let insets = UIEdgeInsetsMake(1, 2, 3, 4)
        view.bringSubview(toFront: badge)
        view.sendSubview(toBack: badge)
        let style: UIActivityIndicatorViewStyle = .medium
        let spinner = UIActivityIndicatorView(activityIndicatorStyle: style)
        let still = UIAccessibilityIsReduceMotionEnabled()
        print(content, insets, spinner, still)
      }
      """, "Legacy.swift")
    let result = try toolchain.swiftc(["-typecheck", "-swift-version", "5"] + toolchain.moduleArguments + [old])
    #expect(result.status != 0)
    let errors = result.text.split(separator: "\n").filter { $0.contains("error:") }
    for (line, name) in [(3, "UIEdgeInsetsInsetRect"), (4, "UIEdgeInsetsMake"), (5, "bringSubview(toFront:)"),
                         (6, "sendSubview(toBack:)"), (7, "UIActivityIndicatorViewStyle"), (8, "init(activityIndicatorStyle:)"),
                         (9, "UIAccessibilityIsReduceMotionEnabled")] {
      #expect(errors.contains { $0.contains("Legacy.swift:\(line):") && $0.contains("'\(name)")
        && ($0.contains("has been renamed to") || $0.contains("has been replaced by")) }, "line \(line): \(result.text)")
    }
    let current = try UIKitCodeCompileTests.write("""
      import UIKit
      func current(view: UIView, badge: UIView) {
        let content = view.bounds.inset(by: view.layoutMargins)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.bringSubviewToFront(badge)
        let spinner = UIActivityIndicatorView(style: .medium)
        print(content, insets, spinner)
      }
      """, "Current.swift")
    let fixed = try toolchain.swiftc(["-typecheck", "-swift-version", "5"] + toolchain.moduleArguments + [current])
    #expect(fixed.status == 0, "\(fixed.text)")
  }
}
