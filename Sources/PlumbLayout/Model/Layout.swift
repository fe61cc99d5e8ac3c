/// The namespace of Plumb's layout model and engine.
///
/// A scene file becomes a `Layout.Scene`; the engine turns a scene and one `Layout.Variant` into a
/// `Layout.Result` (frames, baselines, truncation, diagnostics).
///
/// ```swift
/// let scene = Layout.Scene(name: "card", canvas: Layout.Canvas(width: 375), views: [
///   Layout.Node(id: "title", kind: .label(Layout.Label(text: "Hello"))),
/// ], constraints: [])
/// ```
public enum Layout {}
