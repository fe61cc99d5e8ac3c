import Foundation
import Testing
@testable import PlumbUIKit

/// Selectors naming methods of main-actor classes — views and controllers, the usual targets — call them,
/// as `plumb adapt` writes `#selector(…)`.
@MainActor
@Suite struct MainActorSelectorTests {
  final class Screen: UIViewController {
    var saved: [UIButton] = []
    var refreshed = 0
    func save(_ sender: UIButton) { saved.append(sender) }
    func refresh() { refreshed += 1 }
  }

  @Test func aControllersActionsRunWhenTheButtonSendsThem() {
    let screen = Screen()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("save:", Screen.save(_:)), for: .touchUpInside)
    button.addTarget(screen, action: Selector("refresh", Screen.refresh), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.saved.count == 1 && screen.saved.first === button && screen.refreshed == 1)
  }

  @Test func aStaticFunctionIsNamedAndCallsNothing() {
    let selector = Selector("layerClass", { () -> AnyClass in CALayer.self })
    #expect(selector.name == "layerClass" && !selector.isImplemented(by: Screen()))
  }
}
