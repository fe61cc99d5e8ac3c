// plumb-bench: Plumb's benchmarks. `plumb-bench <name> [options]`; each benchmark lives in its own file.
#if canImport(Glibc)
import Glibc
#endif
let benchmarks: [(name: String, abstract: String, run: ([String]) -> Int32)] = [
  ("solver", "Constraint solver on the chain, grid and stack-tree shapes (see SolverBenchmark.swift).", SolverBenchmark.main),
  ("text", "Pango text measuring, uncached and cached (see TextBenchmark.swift).", { _ in runTextBenchmark(); return 0 }),
  ("label-widths", "Intrinsic widths of real IB labels against Xcode's, before/after SF metrics (see LabelWidthsBenchmark.swift).", LabelWidthsBenchmark.main),
  ("render", "End-to-end render of the cookbook scenes, ms per variant by stage (see RenderBenchmark.swift).", RenderBenchmark.main),
  ("sweep", "Width sweep 320…1024 of a generated 200-view scene, variants per second (see SweepBenchmark.swift).", SweepBenchmark.main),
  ("accessibility", "The accessibility audit's cost beside a render, with and without the AX type sizes (see AccessibilityBenchmark.swift).", AccessibilityBenchmark.main),
  ("breakpoints", "plumb sweep's search against laying out and rendering every point: 15 views, 320…1024, 12 type sizes (see BreakpointBenchmark.swift).", BreakpointBenchmark.main),
  ("snapshot", "Old and new snapshot pipelines side by side: verify and record ms per variant, RSS at 100…10,000 variants (see SnapshotBenchmark.swift).", SnapshotBenchmark.main),
  ("snapshot-rss", "Record and verify N variants in this process, print peak RSS (run by snapshot).", SnapshotRSSBenchmark.main),
  ("png", "PNG decoders and writer settings on the repository's references (see PNGBenchmark.swift).", PNGBenchmark.main),
  ("controls", "Drawing 50 UIKit controls against 50 plain views in the same frames (see ControlsBenchmark.swift).", ControlsBenchmark.main),
  ("materials", "Six visual effect views blurring a screen against the same views as plain fills (see MaterialsBenchmark.swift).", MaterialsBenchmark.main),
  ("shadows", "Eight cards with CALayer shadows against the same cards without (see ShadowsBenchmark.swift).", ShadowsBenchmark.main),
  ("compare", "Decode two PNGs and compare them with the tolerant comparator (see CompareBenchmark.swift).", CompareBenchmark.main),
  ("ib-agreement", "Import IB files, lay out each root, compare with Xcode's stored frames per element type (see IBAgreementBenchmark.swift).", IBAgreementBenchmark.main),
  ("assert-snapshot", "100 UIKit assertSnapshot(.image) calls against rendering the same views, and RSS (see AssertSnapshotBenchmark.swift).", AssertSnapshotBenchmark.main),
  ("uikit", "A 200-view UIView tree laid out through PlumbUIKit vs the same Layout.Scene (see UIKitBenchmark.swift).", UIKitBenchmark.main),
  ("images", "A 48-megapixel JPEG and a 12-megapixel PNG drawn as thumbnails, decoded whole vs reduced (see LargeImageBenchmark.swift).", LargeImageBenchmark.main),
  ("images-child", "Decode and draw one large image in this process, print CPU ms, decoded MB and peak RSS (run by images).", LargeImageBenchmark.child),
  ("uikit-corpus", "Adapt and type-check the UIKit corpus files and compile the nine layout libraries against Plumb (see UIKitCorpusBenchmark.swift).", UIKitCorpusBenchmark.main),
  ("hostile", "Hostile input: 20,000 attributed runs vs the plain string, a 50 MB XIB, a chain of 8,000 views vs 2,000 (see HostileInputBenchmark.swift).", HostileInputBenchmark.main),
  ("make-pairs", "Write the 1170×2532 image pairs compare_images.sh uses (see CompareBenchmark.swift).", CompareBenchmark.makePairs),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) {
  exit(benchmark.run(Array(arguments.dropFirst())))
}
print("usage: plumb-bench <benchmark> [options]\n\nbenchmarks:")
for benchmark in benchmarks { print("  \(benchmark.name)  \(benchmark.abstract)") }
exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
