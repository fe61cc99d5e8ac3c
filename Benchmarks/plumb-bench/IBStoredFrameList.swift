import Foundation

/// `plumb-bench ib-agreement`: the frame lists that come with the corpus (`frames-*.json` beside a folder
/// of files, written by the corpus's own frame extractor from the same XML), checked against what Plumb
/// offers and counts, so that a root Plumb does not list or a view it leaves out cannot go unnoticed.
///
/// A list names, per file (`files[].file`, relative to the folder), its roots and every view with its
/// layout (`constraints`, `autoresizing`, `root`), whether it is installed in the document's configuration
/// and whether Xcode flagged it (`unreliable`). Its constraint-driven, installed, reliable views without a
/// `fixedFrame` (Interface Builder's prototyping constraints) are the ones the agreement should count.
///
/// ```
/// stored-frame lists (frames-batch2.json): 126 files, 485 roots (0 not offered by Plumb),
///   2,710 constraint-driven reliable views: 2,700 counted, 10 not — 9 unconstrained, 1 not laid out
/// ```
struct IBStoredFrameList {
  struct View { var id: String; var countable: Bool; var reason: String }
  /// Per file path (as the benchmark names it): root ids and the views of the list.
  private(set) var roots: [String: [String]] = [:]
  private(set) var views: [String: [View]] = [:]
  private(set) var sources: [String] = []

  /// Reads every `frames*.json` in `folder` and its parent; `folder` is the folder the file paths are
  /// relative to (`…/corpus/files`, with the lists in `…/corpus`).
  mutating func read(besides folder: String) {
    let parent = (folder as NSString).deletingLastPathComponent
    for place in [folder, parent.isEmpty ? "." : parent] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
      for name in names.sorted() where name.hasPrefix("frames") && name.hasSuffix(".json") {
        guard let data = FileManager.default.contents(atPath: "\(place)/\(name)"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = json["files"] as? [[String: Any]] else { continue }
        sources.append(name)
        for file in files {
          guard let relative = file["file"] as? String else { continue }
          let path = "\(folder)/\(relative)"
          for root in file["roots"] as? [[String: Any]] ?? [] {
            if let id = (root["root"] as? [String: Any])?["id"] as? String { roots[path, default: []].append(id) }
            for view in root["views"] as? [[String: Any]] ?? [] {
              guard let id = view["id"] as? String else { continue }
              let layout = view["layout"] as? String ?? ""
              let unreliable = view["unreliable"] as? Bool ?? false
              let installed = view["installed"] as? Bool ?? true
              // `fixedFrame`: Interface Builder's prototyping constraints hold the drawn frame (Plumb keeps it
              // by its autoresizing mask and does not count it either).
              let fixed = view["fixedFrame"] as? Bool ?? false
              let countable = layout == "constraints" && !unreliable && installed && !fixed
              let reason = unreliable ? "unreliable" : !installed ? "not installed" : fixed ? "fixedFrame" : layout
              views[path, default: []].append(View(id: id, countable: countable, reason: reason))
            }
          }
        }
      }
    }
  }

  /// Compares the list of one file with Plumb's roots and with Plumb's verdict per view id (`nil` when
  /// Plumb's comparison counts the view, else why not: its exclusion, or `not laid out`).
  func check(file: String, plumbRoots: Set<String>, plumbVerdict: [String: String?], into tally: inout Tally) {
    guard let listed = roots[file] else { return }
    tally.files += 1
    for id in listed {
      tally.roots += 1
      if !plumbRoots.contains(id) { tally.missingRoots.append("\(file): root \(id)") }
    }
    for view in views[file] ?? [] {
      let verdict = plumbVerdict[view.id]
      if view.countable {
        tally.countable += 1
        switch verdict {
        case .some(.none): tally.counted += 1
        case .some(.some(let reason)): tally.notCounted[reason, default: 0] += 1
        case .none: tally.notCounted["not laid out", default: 0] += 1
        }
      } else if case .some(.none) = verdict {
        tally.countedBeyond[view.reason, default: 0] += 1
      }
    }
  }

  /// The totals over the files a list names.
  struct Tally {
    var files = 0, roots = 0, countable = 0, counted = 0
    var missingRoots: [String] = []
    var notCounted: [String: Int] = [:]
    var countedBeyond: [String: Int] = [:]

    func report(sources: [String], listing: Bool) -> String {
      func reasons(_ counts: [String: Int]) -> String {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
          .joined(separator: ", ")
      }
      var lines = ["stored-frame lists (\(sources.joined(separator: ", "))): \(files) files, \(roots) roots "
        + "(\(missingRoots.count) not offered by Plumb), \(countable) constraint-driven reliable views: \(counted) counted, "
        + "\(countable - counted) not" + (notCounted.isEmpty ? "" : " — \(reasons(notCounted))")]
      if !countedBeyond.isEmpty { lines.append("  counted by Plumb although the list does not: \(reasons(countedBeyond))") }
      if listing { lines += missingRoots.map { "  not offered: \($0)" } }
      return lines.joined(separator: "\n")
    }
  }
}
