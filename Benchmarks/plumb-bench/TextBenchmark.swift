import Glibc
@_spi(Benchmarks) import PlumbGraphics
import PlumbLayout

/// Measures PangoTextMeasurer on typical 20-character one-line labels (system font 17 pt) and prints
/// microseconds per measure: uncached (every text new) and cached (the same request again), as wall-clock
/// time and as this thread's CPU time (which leaves out the time other processes held the cores, so it is
/// the steadier figure on a shared machine).
///
/// ```swift
/// runTextBenchmark()   // plumb-bench text [family], default the system family (Inter)
/// // text: uncached 7.6 µs/measure (cpu 7.5), cached 0.15 µs/measure (cpu 0.15), truncating fit …
/// // text: shaping alone (HarfBuzz, the floor of an uncached measure) 6.1 µs (cpu 6.0); uncached measure / shaping = 1.25
/// // text: best of 20 blocks of 990 new labels, thread CPU: uncached measure 7.1 µs, shaping alone 5.7 µs
/// // text (accented): uncached …, text (hebrew): uncached …
/// ```
func runTextBenchmark(iterations: Int = 20_000) {
  guard let measurer = try? PangoTextMeasurer() else {
    print("text: cannot load the font configuration")
    return
  }
  let font = FontSpec(family: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : FontSpec.systemFamily, size: 17)
  let texts = (0..<iterations).map { index -> String in
    let number = String(index)
    return "Typical label " + String(repeating: "0", count: 6 - number.count) + number   // 20 characters
  }
  let requests = texts.map { TextRequest(text: $0, font: font, scale: 3) }
  // Warm up: font loading and the first layouts are not part of the steady state.
  for request in requests.prefix(200) { _ = measurer.measure(request, maxWidth: nil) }

  // Timed in 20 blocks of new texts: the mean over all, and the best block's thread CPU (the block the
  // other processes on a shared machine disturbed least; every block measures texts never seen before).
  let measured = Array(requests.dropFirst(200))
  let uncachedStart = monotonicSeconds(), uncachedCPUStart = threadCPUSeconds()
  let uncachedBest = bestBlockCPU(measured) { _ = measurer.measure($0, maxWidth: nil) }
  let uncached = (monotonicSeconds() - uncachedStart) / Double(iterations - 200) * 1e6
  let uncachedCPU = (threadCPUSeconds() - uncachedCPUStart) / Double(iterations - 200) * 1e6

  // The floor: the same texts only shaped (HarfBuzz and the glyph copy; what every uncached measure of
  // printable ASCII must do), so a slower machine shows as a slower floor, not as Plumb's overhead.
  let shapeStart = monotonicSeconds(), shapeCPUStart = threadCPUSeconds()
  var shaped = 0
  let shapeBest = bestBlockCPU(measured) { if measurer.shapeOnly($0) { shaped += 1 } }
  let shapeOnly = (monotonicSeconds() - shapeStart) / Double(iterations - 200) * 1e6
  let shapeOnlyCPU = (threadCPUSeconds() - shapeCPUStart) / Double(iterations - 200) * 1e6
  guard shaped == iterations - 200 else {
    print("text: \(iterations - 200 - shaped) labels did not take the ASCII shaping path")
    return
  }

  let repeated = requests[0]
  let cachedStart = monotonicSeconds(), cachedCPUStart = threadCPUSeconds()
  for _ in 0..<iterations { _ = measurer.measure(repeated, maxWidth: nil) }
  let cached = (monotonicSeconds() - cachedStart) / Double(iterations) * 1e6
  let cachedCPU = (threadCPUSeconds() - cachedCPUStart) / Double(iterations) * 1e6

  let truncating = requests.suffix(2_000).map { request -> TextRequest in
    var copy = request
    copy.text += " and more"
    return copy
  }
  let fitStart = monotonicSeconds()
  for request in truncating { _ = measurer.fit(request, in: Size(width: 100, height: 21)) }
  let fit = (monotonicSeconds() - fitStart) / Double(truncating.count) * 1e6

  print("text: uncached \(format(uncached)) µs/measure (cpu \(format(uncachedCPU))), "
    + "cached \(format(cached)) µs/measure (cpu \(format(cachedCPU))), "
    + "truncating fit \(format(fit)) µs (20-char labels, 17 pt)")
  print("text: shaping alone (HarfBuzz, the floor of an uncached measure) \(format(shapeOnly)) µs (cpu \(format(shapeOnlyCPU))); "
    + "uncached measure / shaping = \(format(uncachedCPU / shapeOnlyCPU)) (thread CPU)")
  print("text: best of 20 blocks of \(measured.count / 20) new labels, thread CPU: uncached measure \(format(uncachedBest)) µs, "
    + "shaping alone \(format(shapeBest)) µs")

  // The same for 20-character labels beyond printable ASCII (accented Latin; Hebrew, right-to-left),
  // which take Pango's itemizer and shaper rather than the ASCII shortcut.
  for (name, prefix, direction, language) in [
    ("accented", "Ünïcödé label ", LayoutDirection.leftToRight, "en"), ("hebrew", "תווית טיפוסית ", .rightToLeft, "he"),
  ] {
    let others = (0..<iterations).map { index -> TextRequest in
      let number = String(index)
      let text = prefix + String(repeating: "0", count: 6 - number.count) + number
      return TextRequest(text: text, font: font, direction: direction, language: language, scale: 3)
    }
    for request in others.prefix(200) { _ = measurer.measure(request, maxWidth: nil) }
    let start = monotonicSeconds(), cpuStart = threadCPUSeconds()
    for request in others.dropFirst(200) { _ = measurer.measure(request, maxWidth: nil) }
    let wall = (monotonicSeconds() - start) / Double(iterations - 200) * 1e6
    let cpu = (threadCPUSeconds() - cpuStart) / Double(iterations - 200) * 1e6
    print("text (\(name)): uncached \(format(wall)) µs/measure (cpu \(format(cpu)))")
  }
}

/// Runs `body` over `items` in 20 consecutive blocks and returns the lowest thread-CPU microseconds per
/// item of a block.
private func bestBlockCPU<T>(_ items: [T], _ body: (T) -> Void) -> Double {
  let size = max(1, items.count / 20)
  var best = Double.infinity
  var start = 0
  while start < items.count {
    let end = min(items.count, start + size)
    let cpuStart = threadCPUSeconds()
    for item in items[start..<end] { body(item) }
    best = min(best, (threadCPUSeconds() - cpuStart) / Double(end - start) * 1e6)
    start = end
  }
  return best
}

private func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// CPU time of the calling thread, in seconds.
private func threadCPUSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

private func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
