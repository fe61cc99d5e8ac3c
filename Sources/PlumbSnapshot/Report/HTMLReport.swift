import Foundation
import PlumbLayout

/// Writes `index.html` into the artifacts folder: every failing variant with its message, expected,
/// actual and diff pictures, a slider and an onion-skin view, and the layout text diff. The folder is
/// self-contained (images by relative path, no network), and all scene text is escaped.
///
/// ```swift
/// try HTMLReport.write(summary: summary, to: URL(fileURLWithPath: ".plumb/last-run"))
/// ```
public enum HTMLReport {
  public static func write(summary: RunSummary, to folder: URL) throws {
    try AtomicFile.write(render(summary: summary, folder: folder), to: folder.appendingPathComponent("index.html"), durable: false)
  }

  static func render(summary: RunSummary, folder: URL) -> String {
    var sections: [String] = []
    for outcome in summary.outcomes where outcome.isFailure {
      sections.append(section(for: outcome, folder: folder))
    }
    let environment = summary.environmentChanges.isEmpty ? "" :
      "<p class=\"env\">Environment changed: \(escape(summary.environmentChanges.joined(separator: "; ")))</p>"
    return """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Plumb snapshot report</title>
    <style>
    body{font:14px system-ui,sans-serif;margin:24px;background:#fafafa;color:#111}
    section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:16px;margin:0 0 24px}
    h2{font-size:16px;margin:0 0 8px}pre{background:#f3f3f3;padding:8px;overflow:auto;white-space:pre-wrap}
    .row{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}.row figure{margin:0}
    figure img{max-width:360px;border:1px solid #ccc;image-rendering:pixelated;display:block}
    .compare{position:relative;display:inline-block}.compare img{max-width:360px;display:block}
    .compare .top{position:absolute;left:0;top:0;overflow:hidden;width:50%}
    .compare .top img{max-width:none}.env{color:#b00;font-weight:bold}
    .del{color:#b00}.add{color:#070}
    </style></head><body>
    <h1>Plumb snapshot report</h1>
    <pre>\(escape(summary.table))</pre>
    \(environment)
    \(sections.joined(separator: "\n"))
    <script>
    // Report health for people and for tests: how many pictures loaded, how many are broken.
    window.addEventListener('load', () => {
      const images = [...document.images];
      document.body.dataset.images = images.length;
      document.body.dataset.broken = images.filter(i => !i.complete || i.naturalWidth === 0).length;
      document.body.dataset.sections = document.querySelectorAll('section').length;
    });
    for (const c of document.querySelectorAll('[data-compare]')) {
      const top = c.querySelector('.top'), topImg = top.querySelector('img'), base = c.querySelector('.base');
      const fit = () => { topImg.style.width = base.clientWidth + 'px'; };
      base.addEventListener('load', fit); fit();
      c.parentElement.querySelector('.slider').addEventListener('input', e => { top.style.width = e.target.value + '%'; });
      c.parentElement.querySelector('.onion').addEventListener('input', e => {
        top.style.width = '100%'; topImg.style.opacity = e.target.value / 100; });
    }
    </script>
    </body></html>
    """
  }

  private static func section(for outcome: VariantOutcome, folder: URL) -> String {
    let base = "\(outcome.scene)/\(outcome.variant)"
    let path = { (name: String) in pathEscape(base + "/" + name) }
    let has = { (name: String) in
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(outcome.scene).appendingPathComponent(outcome.variant).appendingPathComponent(name).path)
    }
    var body = ""
    switch outcome.verdict {
    case .failed(let failure):
      body += "<pre>\(escape(failure.message))</pre>"
    case .missing(let reference):
      body += "<pre>No reference: \(escape(reference))</pre>"
    case .error(let message):
      body += "<pre>\(escape(message))</pre>"
    default:
      break
    }
    var figures: [String] = []
    for (name, caption) in [("expected.png", "Expected"), ("actual.png", "Actual"), ("diff.png", "Diff"),
                            ("accessibility.png", "Accessibility")] where has(name) {
      figures.append("<figure><figcaption>\(caption)</figcaption><img src=\"\(path(name))\" alt=\"\(caption)\"></figure>")
    }
    if !figures.isEmpty { body += "<div class=\"row\">\(figures.joined())</div>" }
    if has("expected.png") && has("actual.png") {
      body += """
      <div class="row"><div><div class="compare" data-compare>
      <img class="base" src="\(path("expected.png"))" alt="Expected (under)">
      <div class="top"><img src="\(path("actual.png"))" alt="Actual (over)"></div></div>
      <p><label>Slider <input class="slider" type="range" min="0" max="100" value="50"></label>
      <label>Onion skin <input class="onion" type="range" min="0" max="100" value="50"></label></p></div></div>
      """
    }
    if has("layout.diff"),
       let diff = try? String(contentsOf: folder.appendingPathComponent(outcome.scene).appendingPathComponent(outcome.variant).appendingPathComponent("layout.diff"), encoding: .utf8) {
      let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let text = escape(String(line))
        if line.hasPrefix("-") { return "<span class=\"del\">\(text)</span>" }
        if line.hasPrefix("+") { return "<span class=\"add\">\(text)</span>" }
        return text
      }
      body += "<h3>Layout diff</h3><pre>\(lines.joined(separator: "\n"))</pre>"
    }
    return "<section id=\"\(escape(base))\"><h2>\(escape(base))</h2>\(body)</section>"
  }

  /// Escapes text for HTML content and attribute values.
  ///
  /// ```swift
  /// HTMLReport.escape("<b>\"x\" & 'y'</b>")   // "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;"
  /// ```
  public static func escape(_ text: String) -> String { Escaping.markup(text, for: .html) }

  /// Percent-encodes a relative path for a `src` attribute (keeping `/`).
  static func pathEscape(_ path: String) -> String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))
    return escape(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
  }
}
