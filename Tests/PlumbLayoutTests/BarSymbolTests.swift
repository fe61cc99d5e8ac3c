import PlumbLayout
import Testing

/// Bar and tab bar system items are SF Symbols, drawn from the one glyph table: each icon item names a
/// symbol Plumb draws, with its proportions; text items and spaces name none.
@Suite struct BarSymbolTests {
  @Test func everyIconBarItemNamesADrawnSymbol() {
    for item in Layout.BarButtonSystemItem.allCases {
      let isIcon = item.word == nil && item != .flexibleSpace && item != .fixedSpace
      #expect((item.symbolName != nil) == isIcon, "\(item)")
      if let name = item.symbolName {
        #expect(Layout.SystemSymbol.isDrawn(name), "\(item) → \(name) is not drawn")
        #expect(Layout.SystemSymbol.aspects[name] != nil, "\(name) has no proportions")
      }
    }
    #expect(Layout.BarButtonSystemItem.action.symbolName == "square.and.arrow.up")
    #expect(Layout.BarButtonSystemItem.add.symbolName == "plus")
  }

  @Test func everyTabBarItemNamesADrawnSymbol() {
    for item in Layout.TabBarSystemItem.allCases {
      #expect(Layout.SystemSymbol.isDrawn(item.symbolName), "\(item) → \(item.symbolName) is not drawn")
      #expect(Layout.SystemSymbol.aspects[item.symbolName] != nil, "\(item.symbolName) has no proportions")
    }
    #expect(Layout.TabBarSystemItem.favorites.symbolName == Layout.TabBarSystemItem.topRated.symbolName)
  }
}
