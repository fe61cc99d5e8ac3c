import Glibc
import PlumbGraphics
import PlumbLayout

/// Measures PangoTextMeasurer on typical 20-character one-line labels (system font 17 pt) and prints
/// microseconds per measure: uncached (every text new) and cached (the same request again), as wall-clock
/// time and as this thread's CPU time (which leaves out the time other processes held the cores, so it is
/// the steadier figure on a shared machine).
///
/// ```swift
/// runTextBenchmark()   // plumb-bench text [family], default the system family (Inter)
/// // text: uncached 9.1 µs/measure (cpu 8.9), cached 0.21 µs/measure (cpu 0.20), truncating fit …
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

  let uncachedStart = monotonicSeconds(), uncachedCPUStart = threadCPUSeconds()
  for request in requests.dropFirst(200) { _ = measurer.measure(request, maxWidth: nil) }
  let uncached = (monotonicSeconds() - uncachedStart) / Double(iterations - 200) * 1e6
  let uncachedCPU = (threadCPUSeconds() - uncachedCPUStart) / Double(iterations - 200) * 1e6

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
