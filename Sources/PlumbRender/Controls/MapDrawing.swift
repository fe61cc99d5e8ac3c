import PlumbGraphics
import PlumbLayout

extension ControlRenderer {
  /// A map view's stand-in map: land, a river, a park, a grid of streets and two main roads, in Apple Maps'
  /// colours for the map type and appearance (imagery tones for satellite, roads over them for hybrid).
  /// Streets keep their widths and spacing in points, so a larger map shows more of them, as zooming out
  /// does not; the picture is the same at every run.
  func drawMap(_ map: Layout.MapView, _ view: Layout.ViewLayout) {
    let frame = view.frame
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
    let colours = MapColours(type: map.mapType, dark: style == .dark)
    func at(_ x: Double, _ y: Double) -> Point { Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height) }
    canvas.clip(to: frame) {
      canvas.fill(frame, color: colours.land)
      if map.mapType.showsImagery {
        // Fields and woods: a few darker and lighter patches of the imagery.
        canvas.fillPolygon([at(0, 0), at(0.42, 0), at(0.3, 0.38), at(0, 0.46)], color: colours.patch)
        canvas.fillPolygon([at(0.62, 0.55), at(1, 0.48), at(1, 1), at(0.7, 1)], color: colours.patch)
      }
      // The river, wide enough to read at any size, across the lower part.
      let river = max(14, min(frame.width, frame.height) * 0.09)
      let bends = (0...32).map { step -> Point in
        let t = Double(step) / 32
        return at(-0.1 + 1.2 * t, 0.77 + 0.06 * sine(t * 2.6 * Double.pi))
      }
      canvas.strokeRoundPath(bends, width: river, color: colours.water)
      canvas.fill(Rect(x: frame.minX + 0.6 * frame.width, y: frame.minY + 0.1 * frame.height,
                       width: 0.26 * frame.width, height: 0.22 * frame.height), color: colours.park, cornerRadius: 6)
      guard map.mapType.showsRoads else { return }
      // Streets every 56 points each way, then the two main roads over them (cased, as Maps draws them).
      var streets: [[Point]] = []
      // At most 2,000 each way (112,000 points: more than a scene may be wide).
      let columns = frame.width > 22 ? Int(min(1_999, (frame.width - 22) / 56)) + 1 : 0
      let rows = frame.height > 30 ? Int(min(1_999, (frame.height - 30) / 56)) + 1 : 0
      for column in 0..<columns {
        let x = frame.minX + 22 + Double(column) * 56
        streets.append([Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY)])
      }
      for row in 0..<rows {
        let y = frame.minY + 30 + Double(row) * 56
        streets.append([Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y)])
      }
      for street in streets { canvas.strokeRoundPath(street, width: 6, color: colours.streetCasing) }
      for street in streets { canvas.strokeRoundPath(street, width: 4.5, color: colours.street) }
      let mains = [[at(-0.05, 0.22), at(1.05, 0.52)], [at(0.36, -0.05), at(0.4, 1.05)]]
      for road in mains { canvas.strokeRoundPath(road, width: 9.5, color: colours.mainCasing) }
      for road in mains { canvas.strokeRoundPath(road, width: 7.5, color: colours.main) }
    }
  }
}

/// The colours of a stand-in map (Apple Maps' palette, sampled by eye from iOS 17's Maps).
struct MapColours {
  var land, patch, water, park, street, streetCasing, main, mainCasing: Color

  init(type: Layout.MapType, dark: Bool) {
    func hex(_ text: String) -> Color { Color(parsing: text) ?? .black }
    switch (type.showsImagery, type == .mutedStandard, dark) {
    case (true, _, _):
      land = hex("#56603F"); patch = hex("#6B6F4A"); water = hex("#1F3A48"); park = hex("#3F5233")
      street = hex("#FFFFFFB3"); streetCasing = hex("#00000033"); main = hex("#F6D873CC"); mainCasing = hex("#0000004D")
    case (false, false, false):
      land = hex("#F8F4EC"); patch = land; water = hex("#A6CFF2"); park = hex("#D3EAC2")
      street = hex("#FFFFFF"); streetCasing = hex("#E5DFD3"); main = hex("#FCE6A2"); mainCasing = hex("#E9C86A")
    case (false, false, true):
      land = hex("#2B2C2F"); patch = land; water = hex("#1B2F42"); park = hex("#26372A")
      street = hex("#414246"); streetCasing = hex("#34353A"); main = hex("#6A6252"); mainCasing = hex("#4E4A40")
    case (false, true, false):
      land = hex("#F3F3F1"); patch = land; water = hex("#C9DDEC"); park = hex("#DFE9D6")
      street = hex("#FFFFFF"); streetCasing = hex("#E4E4E1"); main = hex("#EEEAE0"); mainCasing = hex("#DCD8CC")
    case (false, true, true):
      land = hex("#262628"); patch = land; water = hex("#1E2A34"); park = hex("#252E28")
      street = hex("#36373A"); streetCasing = hex("#2E2F32"); main = hex("#45454A"); mainCasing = hex("#3A3A3E")
    }
  }
}
