import Foundation
import Testing
@testable import PlumbUIKit

/// UIScrollView at rest: its frame layout guide is its frame, its content layout guide starts at its
/// top leading corner and is as large as the content's constraints make it; it clips by default.
@MainActor
@Suite struct ScrollViewTests {
  @Test func contentPinnedToTheLayoutGuidesSitsAtTheTopLeadingCorner() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 10, y: 40, width: 300, height: 440))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
    #expect(scroll.contentLayoutGuide.layoutFrame.size == CGSize(width: 300, height: 1200))
    #expect(scroll.frameLayoutGuide.owningView === scroll)
    #expect(scroll.clipsToBounds)
    #expect(!content.hasAmbiguousLayout)
  }

  @Test func aTextViewIsAScrollViewThatWrapsItsText() {
    let notes = UITextView()
    notes.text = "Notes"
    #expect((notes as UIView) is UIScrollView)
    #expect(notes.clipsToBounds && notes.textContainer.lineFragmentPadding == 5)
    #expect(notes.isScrollEnabled)
  }
}
