import PlumbLayout
import PlumbRender

/// Two scenes rendered in alternation — one with a feature, one without — and the feature's cost as ratios
/// (the `materials` and `shadows` benchmarks). Each round times `reps` renders (layout, draw, PNG encode) of
/// both and keeps the best of every stage; the table and the ratios are printed.
///
/// ```swift
/// try PairedRenders(feature: ("shadowed", shadowed), plain: ("no shadows", plain))
///   .run(variant, reps: 20, rounds: 5, heading: "shadows: eight cards …")
/// ```
struct PairedRenders {
  var feature: (name: String, session: RenderSession)
  var plain: (name: String, session: RenderSession)

  func run(_ variant: Layout.Variant, reps: Int, rounds: Int, heading: String) throws {
    for session in [feature.session, plain.session] { session.engine.reportsAmbiguity = false }
    var best = (feature: ControlsBenchmark.Stages.worst, plain: ControlsBenchmark.Stages.worst)
    for _ in 0..<rounds {
      best.feature = best.feature.best(with: try ControlsBenchmark.time(feature.session, variant, reps: reps, memo: nil))
      best.plain = best.plain.best(with: try ControlsBenchmark.time(plain.session, variant, reps: reps, memo: nil))
    }
    print("\(heading), best of \(rounds) rounds × \(reps) renders; \(Bench.loadNote())")
    print(Bench.pad("scene", 16, left: true) + Bench.pad("layout ms", 11) + Bench.pad("draw ms", 10) + Bench.pad("PNG ms", 9)
      + Bench.pad("render ms", 11) + Bench.pad("render CPU ms", 15))
    for (name, stages) in [(plain.name, best.plain), (feature.name, best.feature)] {
      print(Bench.pad(name, 16, left: true) + Bench.pad(Bench.format(stages.layout * 1000), 11) + Bench.pad(Bench.format(stages.draw * 1000), 10)
        + Bench.pad(Bench.format(stages.encode * 1000), 9) + Bench.pad(Bench.format(stages.total * 1000), 11)
        + Bench.pad(Bench.format(stages.cpu * 1000), 15))
    }
    print("ratio \(feature.name)/\(plain.name): draw \(Bench.format(best.feature.draw / best.plain.draw)), whole render "
      + "\(Bench.format(best.feature.total / best.plain.total)), whole render CPU \(Bench.format(best.feature.cpu / best.plain.cpu))")
  }
}
