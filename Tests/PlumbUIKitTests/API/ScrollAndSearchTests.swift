import Foundation
import Testing
@testable import PlumbUIKit

/// Scroll view delegates, refresh and search controllers, alignment rects and content scale, used as
/// iOS view code uses them.
@MainActor
@Suite struct ScrollAndSearchTests {
  @Test func changingTheContentOffsetTellsTheDelegateItScrolled() {
    final class Header: UIScrollViewDelegate {
      var offsets: [CGFloat] = []
      func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }
    let header = Header()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.delegate = header
    scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    scroll.contentOffset.y = 10
    #expect(header.offsets == [40, 10])
    #expect(header.viewForZooming(in: scroll) == nil && header.scrollViewShouldScrollToTop(scroll))
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
    #expect(scroll.verticalScrollIndicatorInsets.top == 4 && scroll.horizontalScrollIndicatorInsets.top == 4)
    #expect(scroll.decelerationRate.rawValue == 0.998 && !scroll.touchesShouldCancel(in: UIButton()))
  }

  @Test func aRefreshControlKeepsItsStateAndIsNotDrawnAtRest() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let refresh = UIRefreshControl()
    table.refreshControl = refresh
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && table.refreshControl === refresh && refresh.superview == nil)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }

  @Test func activatingASearchTellsTheUpdaterAndTheDelegateInOrder() {
    final class Results: UISearchResultsUpdating, UISearchControllerDelegate {
      var events: [String] = []
      func updateSearchResults(for searchController: UISearchController) { events.append("update \(searchController.isActive)") }
      func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
      func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }
    let results = Results()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = results
    search.delegate = results
    let screen = UIViewController()
    screen.navigationItem.searchController = search
    search.isActive = true
    search.isActive = false
    #expect(results.events == ["willPresent", "update true", "update false", "didDismiss"])
    #expect(screen.navigationItem.searchController === search && screen.navigationItem.hidesSearchBarWhenScrolling)
    #expect(search.obscuresBackgroundDuringPresentation && search.searchResultsController == nil)
  }

  @Test func controlsReportUIKitsAlignmentRectInsets() {
    let toggle = UISwitch()
    #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    #expect(toggle.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 51, height: 31)).width == 49)
    #expect(toggle.frame(forAlignmentRect: CGRect(x: 10, y: 0, width: 49, height: 31)) == CGRect(x: 10, y: 0, width: 51, height: 31))
    #expect(UIView().alignmentRectInsets == .zero)
  }

  @Test func theContentScaleFactorIsTheScreensUntilSet() {
    let view = UIView()
    #expect(view.contentScaleFactor == 2)
    view.contentScaleFactor = 3
    #expect(view.contentScaleFactor == 3)
  }

  @Test func anImageViewPlaysItsFramesOnlyWhenItHasSome() {
    let imageView = UIImageView()
    imageView.startAnimating()
    #expect(!imageView.isAnimating)
    imageView.animationImages = [UIImage(), UIImage()]
    imageView.animationDuration = 0.5
    imageView.startAnimating()
    #expect(imageView.isAnimating)
    imageView.stopAnimating()
    #expect(!imageView.isAnimating)
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect((navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
  }
}

/// Page view controllers and key commands, as onboarding screens and iPad apps use them.
@MainActor
@Suite struct PagesAndKeyCommandsTests {
  @Test func aPageViewControllerShowsItsCurrentPageFillingItsView() throws {
    let first = UIViewController(), second = UIViewController()
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    var done = false
    pages.setViewControllers([first], direction: .forward, animated: false) { done = $0 }
    #expect(done && pages.interPageSpacing == 12 && pages.spineLocation == .none)
    pages.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    pages.view.layoutIfNeeded()
    #expect(first.view.superview === pages.view && first.view.frame == pages.view.bounds && first.parent === pages)
    pages.setViewControllers([second], direction: .reverse, animated: true)
    #expect(second.view.superview === pages.view && first.view.superview == nil && first.parent == nil)
    #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
  }

  @Test func aResponderOffersItsKeyCommands() {
    final class Editor: UIViewController {
      func find() {}
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find", Editor.find))]
      }
    }
    let commands = Editor().keyCommands ?? []
    #expect(commands.map(\.input) == ["f"] && commands.first?.modifierFlags == .command && commands.first?.action?.name == "find")
    #expect(UIView().keyCommands == nil && UIHoverGestureRecognizer(target: nil, action: nil).zOffset == 0)
  }
}
