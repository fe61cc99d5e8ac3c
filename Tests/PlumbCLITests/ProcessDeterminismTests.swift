import Foundation
import Testing

/// The built `plumb` renders the same scene to the same PNG bytes in separate processes whose locale and
/// home differ: fonts, language and font options are pinned by Plumb, never taken from `$LANG`, `$HOME`,
/// the user's fontconfig or its cache.
///
/// ```sh
/// LANG=ar_EG.UTF-8 HOME=/tmp/elsewhere .build/debug/plumb render Scenes/LineBreakModes.json -o a.png
/// LANG=C HOME=/root .build/debug/plumb render Scenes/LineBreakModes.json -o b.png   # cmp a.png b.png: equal
/// ```
@Suite struct ProcessDeterminismTests {
  /// Latin truncation in every mode; Hebrew and Arabic (shaping, fallback fonts, right-to-left layout);
  /// mixed-direction text with a middle truncation in a right-to-left variant.
  @Test(arguments: [
    ["Scenes/LineBreakModes.json"],
    ["Scenes/HebrewAndArabic.json", "--language", "he"],
    ["Scenes/HebrewAndArabic.json", "--language", "ar", "--type", "AX2"],
    ["Scenes/MixedDirectionText.json", "--direction", "rtl", "--scale", "3"],
    // Fallback fonts: Japanese, Devanagari and colour emoji (and Han in an English label).
    ["Scenes/DiagnosisMissingGlyph.json", "--scale", "3"],
    // Attributed text: runs with fonts, colours, kern, underline, rise; paragraph styles; a truncated run.
    ["Scenes/AttributedText.json", "--appearance", "dark", "--type", "AX2"],
  ])
  func samePNGBytesWhateverTheLocaleAndHome(arguments: [String]) throws {
    let plumb = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-determinism-\(UUID().uuidString)")
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let environments: [[String: String]] = [
      ["LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "HOME": elsewhere.path,
       "XDG_CONFIG_HOME": elsewhere.appendingPathComponent("config").path,
       "XDG_CACHE_HOME": elsewhere.appendingPathComponent("cache").path],
      ["LANG": "C", "HOME": "/root"],
      ["LANG": "he_IL.UTF-8", "LANGUAGE": "he", "HOME": "/nonexistent"],
      // A Japanese or Chinese user's preferred languages would pick the Han face of untagged text.
      ["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja:zh_TW", "PANGO_LANGUAGE": "ja", "FC_LANG": "ja", "HOME": "/root"],
    ]
    var outputs: [Data] = []
    for (index, environment) in environments.enumerated() {
      let output = folder.appendingPathComponent("out\(index).png").path
      let run = try PlumbBinary.run(plumb, arguments: ["render", packageRoot + "/" + arguments[0], "-o", output]
                                      + arguments.dropFirst(), environment: environment)
      #expect(run.status == 0, "plumb failed with \(environment): \(run.errors)")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47] as [UInt8]), "not a PNG")
      #expect(bytes.count > 2_000, "suspiciously small PNG (\(bytes.count) bytes): nothing drawn?")
      outputs.append(bytes)
    }
    for (index, bytes) in outputs.enumerated().dropFirst() {
      // A Bool, not `bytes == outputs[0]`: on failure the testing library would diff the two byte
      // collections element by element, which takes minutes for a PNG.
      let identical = bytes == outputs[0]
      let firstDifference = zip(bytes, outputs[0]).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      let difference = "\(bytes.count) vs \(outputs[0].count) bytes, first difference at byte "
        + (firstDifference.map(String.init) ?? "end")
      #expect(identical, "environment \(index) (\(environments[index])) rendered different bytes: \(difference)")
    }
  }
}
