import PlumbLayout
import Testing

@testable import PlumbScene

/// The scene keys of UIKit's bars: `navigationBar`, `toolbar`, `tabBar`, `searchBar`, their items, and the
/// errors bad values give.
@Suite struct BarDecodingTests {
  func control(_ views: String) throws -> Layout.Control {
    let node = try decode(sceneText(views: views)).views[0]
    guard case .control(let control) = node.kind else { throw Failure("not a control: \(node.kindName)") }
    return control
  }
  struct Failure: Error { var text: String; init(_ text: String) { self.text = text } }

  @Test func barAppearancesTakeUIKitsConfigurationsAndColours() throws {
    guard case .navigationBar(let bar) = try control("""
      { navigationBar: 'nav', title: 'Inbox', titleTextAttributes: { foregroundColor: 'white' },
        standardAppearance: { configuration: 'opaque', backgroundColor: 'systemIndigo', titleTextAttributes: { foregroundColor: '#FFEEDD' },
                              largeTitleTextAttributes: { foregroundColor: 'systemYellow' } },
        scrollEdgeAppearance: { configuration: 'transparent' } }
      """) else { throw Failure("navigationBar") }
    #expect(bar.titleColor == .white)
    let standard = try #require(bar.standardAppearance), edge = try #require(bar.scrollEdgeAppearance)
    #expect(standard.configuration == .opaque && standard.backgroundColor?.systemName == "systemIndigo")
    #expect(standard.titleColor == Color(hex: "#FFEEDD") && standard.largeTitleColor?.systemName == "systemYellow")
    // Each configuration's hairline: the system one unless transparent.
    #expect(standard.shadowColor == Layout.BarAppearance.hairline && edge.configuration == .transparent && edge.shadowColor == nil)
    guard case .toolbar(let tools) = try control("{ toolbar: 't', standardAppearance: { shadowColor: 'clear' } }") else { throw Failure("toolbar") }
    #expect(tools.standardAppearance?.configuration == .default && tools.standardAppearance?.shadowColor == .clear && tools.scrollEdgeAppearance == nil)
    guard case .tabBar(let tabs) = try control("{ tabBar: 't', scrollEdgeAppearance: { backgroundColor: 'red' } }") else { throw Failure("tabBar") }
    #expect(tabs.scrollEdgeAppearance?.backgroundColor != nil && tabs.standardAppearance == nil)
  }

  @Test func aNavigationBarWithItemsOnBothSides() throws {
    guard case .navigationBar(let bar) = try control("""
      { navigationBar: 'nav', title: 'Inbox', leftItems: ['Edit'], rightItems: [{ systemItem: 'compose' }, { title: 'Sort', style: 'done', isEnabled: false }],
        barTintColor: 'systemGray6', barStyle: 'black' }
      """) else { throw Failure("navigationBar") }
    #expect(bar.title == "Inbox" && bar.barStyle == .black && bar.barTintColor?.systemName == "systemGray6")
    #expect(bar.leftItems == [Layout.BarButtonItem(title: "Edit")])
    #expect(bar.rightItems.map(\.systemItem) == [.compose, nil])
    #expect(bar.rightItems[1].isBold && !bar.rightItems[1].isEnabled)
  }

  @Test func aBackButtonAndTheScrollEdgeLook() throws {
    guard case .navigationBar(let bar) = try control("{ navigationBar: 'nav', title: 'Wi-Fi', backItemTitle: 'Settings', atScrollEdge: true, prefersLargeTitles: true }")
    else { throw Failure("navigationBar") }
    #expect(bar.backItemTitle == "Settings" && bar.atScrollEdge && bar.prefersLargeTitles)
    guard case .tabBar(let tabs) = try control("{ tabBar: 'tabs', items: ['A'], atScrollEdge: true }") else { throw Failure("tabBar") }
    #expect(tabs.atScrollEdge)
    #expect(errorMessage(sceneText(views: "{ toolbar: 't', atScrollEdge: 1 }")) == "test.json:4:41: views[0].atScrollEdge: expected true or false, found a number")
  }

  @Test func aToolbarAndATabBar() throws {
    guard case .toolbar(let tools) = try control("""
      { toolbar: 'tools', items: [{ systemItem: 'trash' }, { systemItem: 'flexibleSpace' }, { systemItem: 'fixedSpace', width: 12 }, 'Move'] }
      """) else { throw Failure("toolbar") }
    #expect(tools.items.count == 4 && tools.items[2].width == 12 && tools.items[3].shownTitle == "Move")
    guard case .tabBar(let tabs) = try control("""
      { tabBar: 'tabs', items: ['Home', { systemItem: 'search' }, { title: 'Inbox', badgeValue: '12' }], selectedIndex: 2,
        unselectedItemTintColor: '#888888' }
      """) else { throw Failure("tabBar") }
    #expect(tabs.items.map(\.shownTitle) == ["Home", "Search", "Inbox"])
    #expect(tabs.selectedIndex == 2 && tabs.items[2].badgeValue == "12" && tabs.unselectedItemTintColor != nil)
  }

  @Test func barItemsShowSFSymbols() throws {
    guard case .toolbar(let tools) = try control("""
      { toolbar: 'tools', items: [{ image: { systemName: 'plus' } }, { title: 'Add', image: { systemName: 'xmark' } }] }
      """) else { throw Failure("toolbar") }
    #expect(tools.items.map(\.systemImage) == ["plus", "xmark"] && tools.items.allSatisfy { $0.shownTitle == nil })
    guard case .tabBar(let tabs) = try control("{ tabBar: 'tabs', items: [{ title: 'Starred', image: { systemName: 'star.fill' } }] }")
    else { throw Failure("tabBar") }
    #expect(tabs.items[0].systemImage == "star.fill" && tabs.items[0].title == "Starred")
    #expect(throws: SceneError.self) { try control("{ toolbar: 't', items: [{ image: { systemName: '' } }] }") }
    #expect(throws: SceneError.self) { try control("{ toolbar: 't', items: [{ image: { name: 'plus' } }] }") }
  }

  @Test func aSearchBar() throws {
    guard case .searchBar(let search) = try control("""
      { searchBar: 'search', placeholder: 'Search mail', searchBarStyle: 'minimal', showsCancelButton: true }
      """) else { throw Failure("searchBar") }
    #expect(search.placeholder == "Search mail" && search.text.isEmpty && search.searchBarStyle == .minimal && search.showsCancelButton)
  }

  @Test func badBarsAreErrorsWithTheirPlace() {
    let cases: [(String, String)] = [
      (sceneText(views: "{ toolbar: 't', items: [{ systemItem: 'trashcan' }] }"),
       "test.json:4:49: views[0].items[0].systemItem: unknown bar button system item 'trashcan' (did you mean 'trash'?)"),
      (sceneText(views: "{ toolbar: 't', items: [{ style: 'done' }] }"),
       "test.json:4:35: views[0].items[0]: missing key 'title'"),
      (sceneText(views: "{ toolbar: 't', items: [{ titel: 'Edit' }] }"),
       "test.json:4:37: views[0].items[0].titel: unknown key 'titel' (did you mean 'title'?)"),
      (sceneText(views: "{ tabBar: 't', items: ['A', 'B'], selectedIndex: 2 }"),
       "test.json:4:60: views[0].selectedIndex: 2 is out of range (expected a whole number from 0 to 1)"),
      (sceneText(views: "{ tabBar: 't', selectedIndex: 0 }"),
       "test.json:4:41: views[0].selectedIndex: 0 is out of range (expected no index: the tab bar has no items)"),
      (sceneText(views: "{ searchBar: 's', searchBarStyle: 'prominant' }"),
       "test.json:4:45: views[0].searchBarStyle: unknown search bar style 'prominant' (did you mean 'prominent'?)"),
      (sceneText(views: "{ navigationBar: 'n', leftItems: 'Edit' }"),
       "test.json:4:44: views[0].leftItems: expected a list, found a string"),
      (sceneText(views: "{ navigationBar: 'n', standardAppearance: { configuration: 'opaqe' } }"),
       "test.json:4:70: views[0].standardAppearance.configuration: unknown bar appearance configuration 'opaqe' (did you mean 'opaque'?)"),
      (sceneText(views: "{ toolbar: 't', standardAppearance: { titleTextAttributes: { foregroundColor: 'red' } } }"),
       "test.json:4:49: views[0].standardAppearance.titleTextAttributes: unknown key 'titleTextAttributes'"),
      (sceneText(views: "{ navigationBar: 'n', titleTextAttributes: { font: 'body' } }"),
       "test.json:4:56: views[0].titleTextAttributes.font: unknown key 'font'"),
    ]
    for (text, expected) in cases { #expect(errorMessage(text) == expected) }
    let many = "[" + Array(repeating: "'x'", count: 101).joined(separator: ", ") + "]"
    #expect(errorMessage(sceneText(views: "{ toolbar: 't', items: \(many) }")).contains("at most 100 items"))
  }
}

/// The scene keys of UIKit's pickers and the errors bad values give.
@Suite struct PickerDecodingTests {
  func control(_ views: String) throws -> Layout.Control {
    let node = try decode(sceneText(views: views)).views[0]
    guard case .control(let control) = node.kind else { throw BarDecodingTests.Failure("not a control: \(node.kindName)") }
    return control
  }

  @Test func pickersWithEveryKey() throws {
    guard case .pickerView(let sizes) = try control("{ pickerView: 'sizes', components: [['S', 'M', 'L'], ['Red']], selectedRows: [2, 0] }")
    else { throw BarDecodingTests.Failure("pickerView") }
    #expect(sizes.components == [["S", "M", "L"], ["Red"]] && sizes.selectedRows == [2, 0])
    guard case .datePicker(let when) = try control("""
      { datePicker: 'when', datePickerMode: 'countDownTimer', preferredDatePickerStyle: 'wheels', date: '2026-12-03T16:10', countDownDuration: 300, isEnabled: false }
      """) else { throw BarDecodingTests.Failure("datePicker") }
    #expect(when.datePickerMode == .countDownTimer && when.date == Layout.DateTimeValue(year: 2026, month: 12, day: 3, hour: 16, minute: 10))
    #expect(when.countDownDuration == 300 && !when.isEnabled && when.preferredDatePickerStyle == .wheels)
  }

  @Test func badPickersAreErrorsWithTheirPlace() {
    let cases: [(String, String)] = [
      (sceneText(views: "{ pickerView: 'p', components: [['A']], selectedRows: [1] }"),
       "test.json:4:66: views[0].selectedRows[0]: 1 is out of range (expected a whole number from 0 to 0)"),
      (sceneText(views: "{ pickerView: 'p', selectedRows: [0] }"),
       "test.json:4:44: views[0].selectedRows: 1 is out of range (expected at most one row per component (0))"),
      (sceneText(views: "{ datePicker: 'd', date: '2026-02-30' }"),
       "test.json:4:36: views[0].date: expected a date \"YYYY-MM-DD\" or \"YYYY-MM-DDTHH:MM\", found '2026-02-30'"),
      (sceneText(views: "{ datePicker: 'd', datePickerMode: 'datetime' }"),
       "test.json:4:46: views[0].datePickerMode: unknown date picker mode 'datetime' (did you mean 'dateAndTime'?)"),
    ]
    for (text, expected) in cases { #expect(errorMessage(text) == expected) }
  }
}
