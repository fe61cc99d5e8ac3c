import Foundation
import PlumbGraphics
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// `NSAttributedString` in labels and text views written as iOS code: UIKit's attribute keys, underline
/// styles and paragraph styles, measured and drawn per run.
@MainActor
@Suite struct AttributedTextTests {
  private func label(_ attributed: NSAttributedString, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.numberOfLines = lines
    label.attributedText = attributed
    return label
  }

  @Test func runsKeepTheirFontsAndColoursAndTheRestTakesTheLabels() throws {
    let text = NSMutableAttributedString(string: "Total: ")
    text.append(NSAttributedString(string: "$12", attributes: [.font: UIFont.boldSystemFont(ofSize: 17),
                                                               .foregroundColor: UIColor.systemRed]))
    let priced = label(text)
    priced.textColor = .secondaryLabel
    let content = priced.sceneContent(traits: UITraitCollection().completed)
    guard case .label(let model) = content.kind else { Issue.record("not a label: \(content.kind)"); return }
    let runs = try #require(model.runs)
    #expect(runs.map(\.text) == ["Total: ", "$12"] && model.text == "Total: $12")
    #expect(runs[0].font == nil && runs[0].foregroundColor == nil, "the label's own font and colour")
    #expect(runs[1].foregroundColor == UIColor.systemRed.plumbColor())
    if case .fixed(let spec)? = runs[1].font { #expect(spec.weight == .bold) } else { Issue.record("no bold font: \(String(describing: runs[1].font))") }
    // Bold digits are wider than regular ones: the attributed label is wider than the plain one.
    let plain = UILabel()
    plain.text = "Total: $12"
    #expect(priced.intrinsicContentSize.width > plain.intrinsicContentSize.width)
    // The string read back is the one set; setting plain text drops the attributes.
    #expect(priced.attributedText?.string == "Total: $12")
    priced.text = "Free"
    #expect(priced.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor === priced.textColor)
    guard case .label(let after) = priced.sceneContent(traits: UITraitCollection().completed).kind else { return }
    #expect(after.runs == nil)
  }

  @Test func kernUnderlinesAndBaselineOffsetsAreReadInUIKitsValueTypes() throws {
    let plain = label(NSAttributedString(string: "spaced"))
    let spaced = label(NSAttributedString(string: "spaced", attributes: [.kern: 4, .underlineStyle: NSUnderlineStyle.single.rawValue]))
    // Six characters with 4 points of kern: 20 points wider (Plumb's text engine spaces the characters of a
    // line apart and drops the line's outer halves; docs/attributed-text.md).
    #expect(abs(spaced.intrinsicContentSize.width - plain.intrinsicContentSize.width - 20) < 1.01,
            "\(spaced.intrinsicContentSize) vs \(plain.intrinsicContentSize)")
    let styles: [(Any, UnderlineStyle?)] = [
      (NSUnderlineStyle.single.rawValue, .single), (NSUnderlineStyle.thick, .thick),
      (NSNumber(value: NSUnderlineStyle.double.rawValue), .double),
      (NSUnderlineStyle([.single, .patternDash]).rawValue, .single), (0, nil), ("single", nil),
    ]
    for (value, expected) in styles { #expect(AttributedRuns.line(value) == expected, "\(value)") }
    #expect(AttributedRuns.number(CGFloat(2.5)) == 2.5 && AttributedRuns.number(Double.nan) == nil && AttributedRuns.number("3") == nil)
    let raised = AttributedRuns(NSAttributedString(string: "x²", attributes: [.baselineOffset: 6, .strikethroughStyle: 1]),
                                traits: UITraitCollection().completed, adjustsFonts: false)
    #expect(raised.runs.first?.baselineOffset == 6 && raised.runs.first?.strikethroughStyle == .single)
  }

  @Test func aParagraphStylesLineSpacingAndAlignmentShapeTheLines() throws {
    let words = "Plumb lays out iOS screens on Linux with Auto Layout semantics, every width, every device."
    let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
    style.lineSpacing = 10
    style.alignment = .center
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let spaced = label(NSAttributedString(string: words, attributes: [.paragraphStyle: style]), lines: 0)
    let tight = label(NSAttributedString(string: words), lines: 0)
    for (index, view) in [spaced, tight].enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   view.widthAnchor.constraint(equalToConstant: 200),
                                   view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 200)])
    }
    root.layoutIfNeeded()
    // The same lines, 10 points more between each pair of them.
    let lines = (tight.frame.height / 20.3).rounded()
    #expect(lines >= 3)
    #expect(abs(spaced.frame.height - tight.frame.height - 10 * (lines - 1)) < 1.5, "\(spaced.frame) vs \(tight.frame)")
    let request = spaced.textRequest(traits: UITraitCollection().completed, scale: 2)
    #expect(request.alignment == .center && request.paragraphStyle?.lineSpacing == 10)
    // The default style was not changed by changing its copy.
    #expect(NSParagraphStyle.default.lineSpacing == 0 && (NSParagraphStyle.default.copy() as? NSParagraphStyle)?.alignment == .natural)
  }

  @Test func aRedRunIsDrawnRedAndTheRestInTheLabelsColour() throws {
    let text = NSMutableAttributedString(string: "ok ", attributes: [.font: UIFont.boldSystemFont(ofSize: 40)])
    text.append(NSAttributedString(string: "NO", attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.systemRed]))
    let banner = label(text)
    banner.textColor = .black
    banner.frame = CGRect(x: 10, y: 5, width: 180, height: 50)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor = .white
    root.addSubview(banner)
    let drawn = ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection())
    let bitmap = try #require(drawn.image.bitmap)
    let red = bitmap.bounds { $0.red > 200 && $0.green < 90 && $0.alpha > 200 }
    let black = bitmap.bounds { $0.red < 60 && $0.green < 60 && $0.blue < 60 && $0.alpha > 200 }
    let reds = try #require(red), blacks = try #require(black)
    // "ok " in black on the left, "NO" in red after it.
    #expect(blacks.maxX < reds.minX, "black \(blacks), red \(reds)")
  }

  @Test func aTextViewDrawsItsAttributedRuns() throws {
    let notes = UITextView()
    notes.attributedText = NSAttributedString(string: "Notes", attributes: [.foregroundColor: UIColor.systemGreen])
    guard case .control(.textView(let model)) = notes.sceneContent(traits: UITraitCollection().completed).kind else {
      Issue.record("not a text view"); return
    }
    #expect(model.runs?.first?.foregroundColor == UIColor.systemGreen.plumbColor() && model.text == "Notes")
    notes.text = "Plain"
    #expect(notes.attributedText.string == "Plain")
  }
}

extension AttributedTextTests {
  @Test func aButtonsAttributedTitleIsDrawnPerRun() throws {
    let button = UIButton(type: .system)
    button.setTitle("plain", for: .normal)
    let title = NSMutableAttributedString(string: "Buy ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
    title.append(NSAttributedString(string: "now", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .underlineStyle: 1]))
    button.setAttributedTitle(title, for: .normal)
    guard case .button(let model)? = button.controlKind(traits: UITraitCollection().completed) else {
      Issue.record("not a button"); return
    }
    #expect(model.title == "Buy now" && model.titleRuns?.map(\.text) == ["Buy ", "now"])
    #expect(model.titleRuns?.last?.underlineStyle == .single)
    #expect(button.attributedTitle(for: .highlighted)?.string == "Buy now", "a state without its own falls back to normal's")
  }
}
