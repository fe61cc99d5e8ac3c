import PlumbLayout
import Testing

/// UIKit's bars: their heights, and where each item's title or icon goes (`BarMetrics`), measured with the
/// fake measurer (a character is half the font size wide: 17-point titles are 8.5 per character).
@Suite struct BarLayoutTests {
  func bar(_ id: String, _ control: Layout.Control) -> Layout.Node { Layout.Node(id: id, kind: .control(control)) }

  /// Each bar alone, pinned to the sides of a 375-point root (`width` wide).
  func layout(_ node: Layout.Node, width: Double = 375, direction: LayoutDirection = .leftToRight) -> Layout.Result {
    let s = scene([node], [c("\(node.id).leading == root.leading"), c("\(node.id).trailing == root.trailing"), c("\(node.id).top == root.top + 20")],
                  width: width)
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    return engine.layout(Layout.Variant(width: width, height: .points(667), direction: direction, scale: 2))
  }

  @Test func barsHaveUIKitsHeightsAndNoWidthOfTheirOwn() {
    let bars: [(Layout.Control, Double)] = [
      (.navigationBar(Layout.NavigationBar(title: "Title")), 44), (.toolbar(Layout.Toolbar()), 44),
      (.tabBar(Layout.TabBar(items: [Layout.TabBarItem(title: "Home")])), 49), (.searchBar(Layout.SearchBar()), 56),
    ]
    for (control, height) in bars {
      let result = layout(bar("b", control))
      #expect(result.frame("b") == Rect(x: 0, y: 20, width: 375, height: height), "\(control.kindName)")
    }
    // Unpinned, a bar has no width: only the item titles' texts, none of which makes it wider.
    let s = scene([bar("b", .toolbar(Layout.Toolbar(items: [Layout.BarButtonItem(title: "Edit")])))],
                  [c("b.leading == root.leading"), c("b.top == root.top")])
    let loose = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing()).layout(Layout.Variant(width: 375, height: .points(667), scale: 2))
    #expect(loose.frame("b").height == 44)
  }

  @Test func toolbarItemsStartAtTheMarginAndFlexibleSpacesShareTheRest() {
    let items = [Layout.BarButtonItem(title: "Edit"), .flexibleSpace, Layout.BarButtonItem(systemItem: .add),
                 Layout.BarButtonItem(systemItem: .fixedSpace, width: 30), Layout.BarButtonItem(systemItem: .done)]
    let control = layout(bar("t", .toolbar(Layout.Toolbar(items: items))))["t"]!.control!
    // "Edit" 34, the add icon 24, a 30-point space, "Done" 34 (semibold, same width here), 8 apart: 16 + 34 + 8 = 58;
    // the flexible space takes 375 − 32 − (34 + 24 + 30 + 34 + 4 × 8) = 189.
    #expect(control.textRects.map(\.minX) == [16, 58, 255, 287, 325])
    #expect(control.textRects.map(\.width) == [34, 189, 24, 30, 34])
    #expect(control.textRects.allSatisfy { $0.minY == 20 && $0.height == 44 })
    #expect(control.texts.map(\.text) == ["Edit", "", "", "", "Done"])
    #expect(control.texts[4].font.weight == .semibold && control.texts[0].font.weight == .regular)
    // Wider than 390 points, the margins are 20.
    let wide = layout(bar("t", .toolbar(Layout.Toolbar(items: items))), width: 430)["t"]!.control!
    #expect(wide.textRects.first?.minX == 20 && wide.textRects.last?.maxX == 410)
  }

  @Test func aNavigationBarCentresItsTitleUnlessItsItemsPushIt() {
    let bar = Layout.NavigationBar(title: "Settings", leftItems: [Layout.BarButtonItem(systemItem: .cancel)],
                                   rightItems: [Layout.BarButtonItem(systemItem: .done)])
    let control = layout(self.bar("n", .navigationBar(bar)))["n"]!.control!
    // Title 68 wide centred: (375 − 68) / 2; Cancel from the leading margin, Done to the trailing margin.
    #expect(control.textRects[0] == Rect(x: 153.5, y: 20, width: 68, height: 44))
    #expect(control.textRects[1].minX == 16 && control.textRects[1].width == 51)
    #expect(control.textRects[2].maxX == 359 && control.textRects[2].width == 34)
    // A long left item pushes the title off-centre; a title longer than the room is cut to it and truncated.
    let pushed = Layout.NavigationBar(title: "Settings", leftItems: [Layout.BarButtonItem(title: String(repeating: "x", count: 18))])
    let moved = layout(self.bar("n", .navigationBar(pushed)))["n"]!.control!
    #expect(moved.textRects[0].minX == 16 + 153 + 8)
    let long = Layout.NavigationBar(title: String(repeating: "T", count: 60), leftItems: [Layout.BarButtonItem(title: "Back")])
    let cut = layout(self.bar("n", .navigationBar(long)))["n"]!.control!
    #expect(cut.textRects[0].minX == 16 + 34 + 8 && cut.textRects[0].maxX == 359)
    #expect(cut.isTruncated)
  }

  @Test func aBackButtonComesBeforeTheLeftItems() {
    let bar = Layout.NavigationBar(title: "Wi-Fi", leftItems: [Layout.BarButtonItem(title: "Edit")], backItemTitle: "Settings")
    let control = layout(self.bar("n", .navigationBar(bar)))["n"]!.control!
    // Texts: the title, the left item, then the back title (last); "Settings" 68 wide from 28, "Edit" 8 after it.
    #expect(control.texts.map(\.text) == ["Wi-Fi", "Edit", "Settings"])
    #expect(control.textRects[2] == Rect(x: 28, y: 20, width: 68, height: 44))
    #expect(control.textRects[1].minX == 28 + 68 + 8)
    #expect(Layout.BarMetrics.backChevron(frame: Rect(x: 0, y: 20, width: 375, height: 44), direction: .rightToLeft)
            == Rect(x: 375 - 21, y: 31.5, width: 13, height: 21))
  }

  @Test func aLargeTitleTakesTheRowBelowTheItems() {
    let bar = Layout.NavigationBar(title: "Mailboxes", rightItems: [Layout.BarButtonItem(systemItem: .edit)], prefersLargeTitles: true)
    let result = layout(self.bar("n", .navigationBar(bar)))
    #expect(result.frame("n") == Rect(x: 0, y: 20, width: 375, height: 96))
    let control = result["n"]!.control!
    #expect(control.texts[0].font == Layout.BarMetrics.largeTitleFont)
    // From the leading margin to the trailing one, in the 52 points under the items' 44.
    #expect(control.textRects[0] == Rect(x: 16, y: 20 + 44, width: 375 - 32, height: 52))
    #expect(control.textRects[1].minY == 20 && control.textRects[1].height == 44)
  }

  @Test func rightToLeftMirrorsTheItems() {
    let bar = Layout.NavigationBar(title: "Settings", leftItems: [Layout.BarButtonItem(systemItem: .cancel)],
                                   rightItems: [Layout.BarButtonItem(systemItem: .done), Layout.BarButtonItem(systemItem: .add)])
    let rtl = layout(self.bar("n", .navigationBar(bar)), direction: .rightToLeft)["n"]!.control!
    // Cancel at the right margin, Done at the left one, the add icon 8 inside it.
    #expect(rtl.textRects[1].maxX == 359)
    #expect(rtl.textRects[2].minX == 16)
    #expect(rtl.textRects[3].minX == 16 + 34 + 8)
    let tabs = Layout.TabBar(items: [Layout.TabBarItem(title: "A"), Layout.TabBarItem(title: "B"), Layout.TabBarItem(title: "C")])
    let mirrored = layout(self.bar("t", .tabBar(tabs)), direction: .rightToLeft)["t"]!.control!
    #expect(mirrored.textRects.map(\.midX) == [312.5, 187.5, 62.5])
  }

  @Test func tabBarItemsShareTheWidthWithTheirTitlesBelowTheImage() {
    let tabs = Layout.TabBar(items: [Layout.TabBarItem(title: "Home"), Layout.TabBarItem(systemItem: .favorites),
                                     Layout.TabBarItem(title: "Profile")], selectedIndex: 1)
    let control = layout(bar("t", .tabBar(tabs)))["t"]!.control!
    #expect(control.texts.map(\.text) == ["Home", "Favorites", "Profile"])
    #expect(control.texts.allSatisfy { $0.font == Layout.BarMetrics.tabTitleFont })
    #expect(control.textRects.map(\.midX) == [62.5, 187.5, 312.5])
    #expect(control.textRects.allSatisfy { $0.minY == 20 + 32 && $0.width == 121 })
    let image = Layout.BarMetrics.tabImageRect(titleRect: control.textRects[0])
    #expect(image == Rect(x: 50, y: 26, width: 25, height: 25))
  }

  @Test func aSearchBarSetsItsTextAfterTheGlassAndItsCancelButtonAtTheEnd() {
    let search = Layout.SearchBar(placeholder: "Search", showsCancelButton: true)
    let control = layout(bar("s", .searchBar(search)))["s"]!.control!
    #expect(control.texts.map(\.text) == ["Search", "Cancel"])
    // The field: 8 in, 36 high, centred in 56; "Cancel" (51) 8 from its end and 8 from the bar's.
    let field = Layout.BarMetrics.searchField(search, frame: Rect(x: 0, y: 20, width: 375, height: 56), cancelWidth: 51, direction: .leftToRight)
    #expect(field == Rect(x: 8, y: 30, width: 375 - 16 - 59, height: 36))
    #expect(control.textRects[0] == Rect(x: 38, y: 30, width: field.width - 38, height: 36))
    #expect(control.textRects[1] == Rect(x: field.maxX + 8, y: 30, width: 51, height: 36))
    // Without a placeholder or text, the field shows nothing.
    #expect(Layout.SearchBar().shownText == nil)
    #expect(Layout.SearchBar(text: "cats", placeholder: "Search").shownText == "cats")
  }

  @Test func systemItemsShowUIKitsWords() {
    #expect(Layout.BarButtonItem(systemItem: .save).shownTitle == "Save")
    #expect(Layout.BarButtonItem(systemItem: .trash).shownTitle == nil)
    #expect(Layout.BarButtonItem(title: "Share", image: "share.png").shownTitle == nil)
    #expect(Layout.TabBarItem(title: "ignored", systemItem: .topRated).shownTitle == "Top Rated")
    #expect(Layout.Node(id: "t", kind: .control(.toolbar(Layout.Toolbar(items: [Layout.BarButtonItem(image: "a.png"), .flexibleSpace])))).imageSources == ["a.png"])
  }
}

extension BarLayoutTests {
  /// A tab bar under a home indicator (a 34-point unsafe bottom on a 390 × 844 screen).
  private func tabBarScreen(_ constraints: [String]) -> Layout.Result {
    let tabs = bar("tabs", .tabBar(Layout.TabBar(items: [Layout.TabBarItem(title: "Home"), Layout.TabBarItem(title: "Settings")])))
    let s = Layout.Scene(
      name: "tabs", canvas: Layout.Canvas(width: 390, height: .points(844), scale: 3, safeArea: DirectionalInsets(top: 47, bottom: 34)),
      views: [tabs], constraints: (["tabs.leading == root.leading", "tabs.trailing == root.trailing"] + constraints).map { c($0) })
    return Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
      .layout(Layout.Variant(width: 390, height: .points(844), scale: 3))
  }

  @Test func aTabBarAtTheScreensBottomGrowsUnderTheHomeIndicator() {
    // Pinned to the root's bottom: 49 + the 34 unsafe points, as UIKit's tab bar adds its safe-area inset;
    // its items keep the top 49 points.
    let low = tabBarScreen(["tabs.bottom == root.bottom"])
    #expect(low.frame("tabs") == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
    let slots = low["tabs"]!.control!.textRects
    #expect(slots.allSatisfy { $0.minY == 844 - 83 + 32 && $0.maxY <= 844 - 34 })
    #expect(low.diagnostics.unsatisfied.isEmpty, "\(low.diagnostics.unsatisfied)")
    // Pinned to the safe area's bottom it is 49; placed higher up it is 49 too.
    #expect(tabBarScreen(["tabs.bottom == safeArea.bottom"]).frame("tabs").height == 49)
    #expect(tabBarScreen(["tabs.top == root.top + 100"]).frame("tabs").height == 49)
    // Its top pinned where its bottom crosses the safe area: it grows into the unsafe area, and growing
    // reaches further, until it has all 34 (as UIKit's layout passes settle it).
    #expect(tabBarScreen(["tabs.top == root.top + 780"]).frame("tabs").height == 83)
    #expect(tabBarScreen(["tabs.top == safeArea.bottom - 39"]).frame("tabs").height == 83)
    // A height it is given wins.
    #expect(tabBarScreen(["tabs.bottom == root.bottom", "tabs.height == 60"]).frame("tabs").height == 60)
  }
}
