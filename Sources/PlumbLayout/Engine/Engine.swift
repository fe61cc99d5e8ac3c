extension Layout {
  /// The layout engine: a scene in, a `Result` per variant out.
  ///
  /// It keeps its solver between calls: a variant that differs from the previous one only in width (or a
  /// fixed height) re-solves by suggesting the new root size to the edit variables, without rebuilding.
  /// Anything else (direction, type size, language, scale, pseudo, fit ↔ fixed) lowers the scene afresh.
  /// An engine is not thread-safe: use one per thread (with that thread's `TextMeasuring`).
  ///
  /// ```swift
  /// let engine = Layout.Engine(scene: scene, measurer: pango, images: imageLoader)
  /// for width in [320.0, 375, 414] {
  ///   let result = engine.layout(Layout.Variant(width: width, height: .points(667)))
  ///   print(result.layoutText)
  /// }
  /// ```
  public final class Engine {
    public internal(set) var scene: Scene
    /// Whether `layout` reports ambiguous views. A screen of two extra solves rules ambiguity out in one go;
    /// only when it finds freedom is every view variable asked for its interval. Turn off for long sweeps.
    ///
    /// ```swift
    /// engine.reportsAmbiguity = false   // a 320…1024 width sweep
    /// ```
    public var reportsAmbiguity = true
    /// Whether `layout` lists the optional constraints that do not hold (`Diagnostics.unsatisfied`). Turn
    /// off where only frames and text fits are read (the audit's layouts at the accessibility sizes).
    ///
    /// ```swift
    /// engine.reportsUnsatisfiedConstraints = false
    /// ```
    public var reportsUnsatisfiedConstraints = true
    /// The cap on re-solves of the multi-line label fixpoint (then `NonConvergence` is reported).
    ///
    /// ```swift
    /// engine.maximumFixpointIterations = 3
    /// ```
    public var maximumFixpointIterations = 8
    /// Whether a re-solve for a new width (same everything else, same size class) starts the multi-line
    /// fixpoint from the sizes the last layout settled at instead of the labels' unwrapped sizes: no
    /// re-lowering first, and labels whose lines do not change are measured once and not re-solved. Much
    /// cheaper, but where the fixpoint or the optimum is not unique the layout may differ from a fresh one;
    /// for searches that lay out afresh what they report (`plumb sweep`). Off by default.
    ///
    /// ```swift
    /// engine.startsFromSettledSizes = true
    /// for width in stride(from: 320.0, through: 1024, by: 16) { _ = engine.layout(variant.at(width)) }
    /// ```
    public var startsFromSettledSizes = false
    /// Whether a change of intrinsic sizes re-lowers only the size constraints of the items that changed
    /// when that is exact (see `relower(_:from:)`); tests turn it off to compare with a full re-lowering.
    var updatesIntrinsicSizesInPlace = true
    /// Whether a layout that differs from the last one in type size (and maybe width) re-solves in the kept
    /// solver: the new sizes replace the old in place and the fixpoint starts from the unwrapped sizes, as
    /// a fresh layout's does. Each solve is checked to have a unique optimum in every frame (then any
    /// solver reaches the same frames, whatever it solved before); when one does not, when a constraint
    /// was rejected, or when a `typeSizes` condition switches, the variant is laid out afresh. So the
    /// result is a fresh layout's, only cheaper. Off by default; `LargeTypeCheck` turns it on.
    ///
    /// ```swift
    /// engine.resolvesTypeSizesInPlace = true
    /// for type in [ContentSizeCategory.ax1, .ax2, .ax3] {
    ///   _ = engine.layout(Layout.Variant(width: 375, height: .fit, type: type))   // AX2 and AX3 re-solved
    /// }
    /// ```
    public var resolvesTypeSizesInPlace = false
    /// How many layouts `resolvesTypeSizesInPlace` re-solved in the kept solver (the others were fresh).
    ///
    /// ```swift
    /// engine.typeSizesResolvedInPlace   // 4 after AX1…AX5 of a screen whose optimum is unique
    /// ```
    public internal(set) var typeSizesResolvedInPlace = 0

    let sizer: IntrinsicSizer
    let makeBackend: () -> SolverBackend
    var state: State?
    /// The scene's constraint conditions (`conditions`); reset when the constraints are replaced.
    var conditionsCache: [Layout.Condition]?

    /// An engine for `scene` that measures text with `measurer` and images with `images`.
    public convenience init(scene: Scene, measurer: TextMeasuring, images: ImageSizing) {
      self.init(scene: scene, measurer: measurer, images: images, backend: { PlumbSolverBackend() })
    }

    init(scene: Scene, measurer: TextMeasuring, images: ImageSizing, backend: @escaping () -> SolverBackend) {
      self.scene = scene
      self.sizer = IntrinsicSizer(measurer: measurer, images: images)
      self.makeBackend = backend
    }

    /// Everything one lowered variant needs between calls.
    final class State {
      var variant: Variant
      var lowerer: Lowerer
      let session: SolveSession
      let requests: [Int: TextRequest]
      /// The texts of each control item (title, placeholder, segments…), by item index.
      let controlRequests: [Int: [TextRequest]]
      let initial: IntrinsicTable
      var intrinsics: IntrinsicTable
      var values: [Double] = []
      var nonConvergence: NonConvergence?
      /// Where each item's intrinsic-size constraints sit in the last full lowering, when nothing else
      /// depends on intrinsic sizes (see `relower(_:from:)`); `nil` makes the next re-lowering a full one.
      var localIntrinsicPositions: [Int: [Int]]?
      /// Whether each solve checks that its optimum is unique (`resolveTypeSize`), and whether all were.
      var checksUniqueOptimum = false
      var optimumIsUnique = true

      init(
        variant: Variant, lowerer: Lowerer, session: SolveSession, requests: [Int: TextRequest],
        controlRequests: [Int: [TextRequest]], initial: IntrinsicTable
      ) {
        self.variant = variant; self.lowerer = lowerer; self.session = session; self.requests = requests
        self.controlRequests = controlRequests
        self.initial = initial; self.intrinsics = initial
      }
    }

    /// Lays the scene out in `variant`: lowers (or reuses the solver for a new width), solves, settles
    /// multi-line labels, rounds frames to the pixel grid and collects diagnostics.
    ///
    /// ```swift
    /// let result = engine.layout(Layout.Variant(width: 320, height: .fit, direction: .rightToLeft, scale: 2))
    /// result.canvasSize.height             // the fitted height
    /// result.diagnostics.conflicts.isEmpty
    /// ```
    public func layout(_ variant: Variant) -> Result {
      let height = Self.fixedHeight(variant)
      var state: State
      if let previous = self.state, previous.session.mode == .edit, Self.canReuse(previous.variant, for: variant) {
        state = previous
        let sameSizeClass = previous.variant.horizontalSizeClass == variant.horizontalSizeClass
        let settled = startsFromSettledSizes && sameSizeClass
        state.variant = variant
        state.lowerer.variant = variant
        if !settled {
          let before = state.intrinsics
          state.intrinsics = state.initial
          // Size-class conditions may switch with the width; the session replaces only what changed.
          if sameSizeClass { relower(state, from: before) } else { relower(state) }
        }
        solve(state, fromSettledSizes: settled)
      } else if resolvesTypeSizesInPlace, let previous = self.state, let resized = resolveTypeSize(previous, to: variant) {
        state = resized
        typeSizesResolvedInPlace += 1
      } else {
        state = makeState(variant, mode: .edit)
        solve(state)
      }
      if !rootHolds(state, width: variant.width, height: height) {
        state = makeState(variant, mode: .pinned(width: variant.width, height: height))
        solve(state)
      }
      self.state = state
      return makeResult(state)
    }

    /// The lowered constraints of a variant that the solver accepted on a first pass (rejected ones are
    /// left out), in the order they were added, for debugging and tools.
    ///
    /// ```swift
    /// for c in engine.constraints(for: variant) { print(c.origin) }
    /// ```
    public func constraints(for variant: Variant) -> [LinearConstraint] {
      let state = makeState(variant, mode: .edit)
      return state.session.installedConstraints
    }

    static func fixedHeight(_ variant: Variant) -> Double? {
      if case .points(let h) = variant.height { return h }
      return nil
    }

    /// Same everything but the width, and the height either the same or another fixed value.
    static func canReuse(_ old: Variant, for new: Variant) -> Bool {
      var a = old, b = new
      a.width = 0; b.width = 0
      // Colours are resolved when the result is read; the appearance never changes the layout.
      a.appearance = .light; b.appearance = .light; a.contrast = .normal; b.contrast = .normal
      if fixedHeight(a) != nil && fixedHeight(b) != nil { a.height = .points(0); b.height = .points(0) }
      return a == b
    }

    func makeState(_ variant: Variant, mode: SolveSession.RootMode) -> State {
      let lowerer = Lowerer(scene: scene, variant: variant)
      let requests = sizer.textRequests(table: lowerer.table, scene: scene, variant: variant)
      let controlRequests = sizer.controlRequests(table: lowerer.table, scene: scene, variant: variant)
      let initial = sizer.initialTable(
        table: lowerer.table, requests: requests, controlRequests: controlRequests, variant: variant)
      let session = SolveSession(
        backend: makeBackend(), mode: mode, table: lowerer.table, fitsHeight: Self.fixedHeight(variant) == nil)
      let state = State(
        variant: variant, lowerer: lowerer, session: session, requests: requests, controlRequests: controlRequests,
        initial: initial)
      relower(state)
      return state
    }

    /// Lowers with the state's current intrinsic sizes and brings the solver up to date.
    func relower(_ state: State) {
      let anchorConstraints = state.lowerer.lower(intrinsics: state.intrinsics)
      let table = state.lowerer.table
      state.session.reserve(table.variableNames)
      let anchors = Anchors(table: table, intrinsics: state.intrinsics)
      state.session.sync(anchorConstraints.map { ($0.key, table.linearize($0, anchors: anchors)) })
      state.localIntrinsicPositions = Self.localIntrinsicPositions(state.lowerer)
    }

    func rootHolds(_ state: State, width: Double, height: Double?) -> Bool {
      let table = state.lowerer.table
      guard abs(state.values[table.rootWidth.index] - width) <= 1e-6 else { return false }
      if let height, abs(state.values[table.rootHeight.index] - height) > 1e-6 { return false }
      return true
    }
  }
}
