import Foundation
import Testing
@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// A failing UIKit picture says which views changed, and leaves a report and an accept script.
@MainActor
@Suite struct SnapshotFailureReportTests {
  func card(_ title: String) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    label.text = title
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
    ])
    return view
  }

  @Test func aMismatchNamesTheChangedViewsAndLeavesAReportAndAnAcceptStep() throws {
    try SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      _ = withSnapshotTesting(record: .all) {
        verifySnapshot(of: card("Short"), as: .image, named: "card", snapshotDirectory: folder, testName: "report()")
      }
      #expect(FileManager.default.fileExists(atPath: folder + "/.plumb-layout/report.card.txt"))
      let message = try #require(withSnapshotTesting(record: .never) {
        verifySnapshot(of: card("A much longer title"), as: .image, named: "card", snapshotDirectory: folder,
                       testName: "report()")
      })
      #expect(message.contains("Layout changes (- reference, + now):"), "\(message)")
      #expect(message.contains("Short") && message.contains("A much longer title"), "\(message)")
      let acceptLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("Accept every new snapshot") })
      let script = String(acceptLine.split(separator: " ").last ?? "").replacingOccurrences(of: "'", with: "")
      let accept = try String(contentsOfFile: script, encoding: .utf8)
      #expect(accept.contains("cp ") && accept.contains(folder + "/report.card.png"), "\(accept)")
      let report = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("plumb-report.html")
      #expect(try String(contentsOf: report, encoding: .utf8).contains("report.card"))
      #expect(message.split(separator: "\n").count < 30, "short: \(message)")
    }
  }
}
