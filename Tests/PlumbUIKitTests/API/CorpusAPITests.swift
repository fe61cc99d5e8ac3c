import Foundation
import Testing
@testable import PlumbUIKit

/// API that real iOS view code uses and PlumbUIKit lacked: each with UIKit's names, defaults and effect.
@MainActor
@Suite struct CorpusAPITests {
  @Test func selectingItemsFollowsTheSelectionModeAndDeselectingClears() {
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.indexPathsForSelectedItems == nil)
    let first = IndexPath(item: 0, section: 0), third = IndexPath(item: 2, section: 0)
    grid.selectItem(at: first, animated: false, scrollPosition: [])
    grid.selectItem(at: third, animated: true, scrollPosition: .centeredVertically)
    #expect(grid.indexPathsForSelectedItems == [third])
    grid.allowsMultipleSelection = true
    grid.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == [third, first])
    grid.deselectItem(at: third, animated: true)
    #expect(grid.indexPathsForSelectedItems == [first])
    grid.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == nil)
    grid.allowsSelection = false
    grid.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == nil)
  }

  @Test func titleAndImageEdgeInsetsMoveTheirViewsByHalfTheDifference() throws {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.setTitle("Save", for: .normal)
    let title = try #require(button.titleLabel)
    _ = button.subviews
    let centred = title.frame
    button.titleEdgeInsets = UIEdgeInsets(top: 6, left: 10, bottom: 0, right: 2)
    _ = button.subviews
    #expect(title.frame.origin.x == centred.origin.x + 4)
    #expect(title.frame.origin.y == centred.origin.y + 3)
    #expect(title.frame.size == centred.size)
    #expect(button.imageEdgeInsets == .zero && button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
  }

  @Test func aSliderIsContinuousByDefault() {
    let slider = UISlider()
    #expect(slider.isContinuous)
    slider.isContinuous = false
    #expect(!slider.isContinuous)
  }

  @Test func aBlurEffectCanBeMadeFromItsMetatype() {
    let type: UIBlurEffect.Type = UIBlurEffect.self
    #expect(type.init().style == .regular)
    #expect(UIBlurEffect(style: .dark).style == .dark)
  }

  @Test func aSceneMeasuresInItsScreensSpaceAndKeyValueCodingIsAccepted() {
    let scene = UIWindowScene()
    #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    let blur = UIBlurEffect(style: .light)
    blur.setValue(5, forKeyPath: "blurRadius")
    #expect(blur.style == .light)
  }

  @Test func theAppSupportsAnIPhonesDefaultOrientations() {
    let orientations = UIApplication.shared.supportedInterfaceOrientations(for: nil)
    #expect(orientations == .allButUpsideDown)
    #expect(orientations.contains(.portrait) && orientations.contains(.landscapeLeft) && !orientations.contains(.portraitUpsideDown))
  }

  @Test func absoluteTimeCountsSecondsFrom2001() {
    let before = Date().timeIntervalSinceReferenceDate
    let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    #expect(now >= before && now < before + 60)
    #expect(now > 7e8)   // after 2023
  }
}

/// Layout invalidation with a context and tab bar item title offsets, as UIKit names them.
@MainActor
@Suite struct CorpusLayoutAPITests {
  final class CountingLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      contexts.append(context)
      super.invalidateLayout(with: context)
    }
  }

  @Test func anInvalidationContextReachesTheLayoutAndKeepsTheItemsItNames() {
    let layout = CountingLayout()
    let context = UICollectionViewLayoutInvalidationContext()
    #expect(!context.invalidateEverything && context.invalidatedItemIndexPaths == nil)
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
    layout.invalidateLayout(with: context)
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first?.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
  }

  @Test func aScrollViewHasOnePanRecognizerAndAGridFindsItsCells() {
    let scroll = UIScrollView()
    #expect(scroll.panGestureRecognizer === scroll.panGestureRecognizer)
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
      }
    }
    let source = Source()
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
    grid.dataSource = source
    grid.layoutIfNeeded()
    let third = IndexPath(item: 2, section: 0)
    let cell = grid.cellForItem(at: third)
    #expect(cell != nil)
    #expect(cell.flatMap { grid.indexPath(for: $0) } == third)
    #expect(grid.indexPath(for: UICollectionViewCell()) == nil)
  }

  @Test func aTabBarItemKeepsItsTitleAdjustment() {
    let item = UITabBarItem(title: "Feed", image: nil, tag: 0)
    #expect(item.titlePositionAdjustment == .zero)
    item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
    #expect(item.titlePositionAdjustment.vertical == -4)
  }
}
