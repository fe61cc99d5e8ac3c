import Foundation
import Glibc

/// Small helpers shared by the benchmarks: a monotonic clock, the machine's load, option parsing,
/// the cookbook scene list and fixed-width tables.
///
/// ```swift
/// let start = Bench.now()
/// work()
/// print(Bench.format(Bench.now() - start, digits: 3), Bench.loadNote())   // "0.012 (load 1.85 1.40 0.90)"
/// ```
enum Bench {
  /// The 21 static Auto Layout Cookbook recipes, in the cookbook's order (`Scenes/<name>.json`).
  static let cookbook = [
    "SimpleSingleView", "AdaptiveSingleView", "TwoEqualWidthViews", "TwoDifferentWidthViews",
    "TwoViewsWithComplexWidths", "SimpleLabelAndTextField", "DynamicHeightLabelAndTextField", "FixedHeightColumns",
    "DynamicHeightColumns", "TwoEqualWidthButtons", "ThreeEqualWidthButtons", "EqualWhiteSpace", "ButtonsSizeClass",
    "GroupingViews", "AspectFitImageView", "AspectRatioImageView", "SimpleStackView", "NestedStackViews",
    "DynamicStackView", "SizeClasses", "DynamicTextAndReadability",
  ]

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// User + system CPU seconds this process has used (all threads).
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// CPU seconds the calling thread has used: unlike `now()`, time spent waiting for a core on a busy
  /// machine does not count.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// CPU seconds the calling thread spends in `body` (for work on one thread, measured on a busy machine).
  static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUSeconds()
    try body()
    return threadCPUSeconds() - start
  }

  /// Seconds `body` takes.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }

  /// The 1, 5 and 15 minute load averages from `/proc/loadavg`, e.g. `"load 1.85 1.40 0.90"`.
  static func loadNote() -> String {
    guard let file = fopen("/proc/loadavg", "r") else { return "load ?" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "load ?" }
    let fields = String(cString: buffer).split(separator: " ").prefix(3)
    return "load " + fields.joined(separator: " ")
  }

  /// This process's peak resident set (`VmHWM` of /proc/self/status, in MB). Not `ru_maxrss`: Linux
  /// keeps that across `execve`, so a child would report its parent's peak.
  static func peakResidentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return .nan }
    return kilobytes / 1024
  }

  /// `value` with `digits` decimals.
  static func format(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// Pads `text` to `width` columns: right-aligned unless `left`.
  static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + fill : fill + text
  }

  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Options of the form `--name value` (or a bare `--flag`) and positional arguments.
  struct Options {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    /// Parses `arguments`; `flags` names the options that take no value.
    init(_ arguments: [String], flags known: Set<String> = []) {
      var i = 0
      while i < arguments.count {
        let argument = arguments[i]
        if argument.hasPrefix("--") {
          let name = String(argument.dropFirst(2))
          if known.contains(name) || i + 1 >= arguments.count {
            flags.insert(name)
          } else {
            values[name] = arguments[i + 1]
            i += 1
          }
        } else {
          positional.append(argument)
        }
        i += 1
      }
    }

    func int(_ name: String, _ fallback: Int) -> Int { values[name].flatMap { Int($0) } ?? fallback }
    func double(_ name: String, _ fallback: Double) -> Double { values[name].flatMap { Double($0) } ?? fallback }
    func string(_ name: String, _ fallback: String) -> String { values[name] ?? fallback }
  }
}
