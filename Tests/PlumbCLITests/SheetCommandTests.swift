import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbCLI

/// `plumb sheet`: the sheet's size, and each tile is exactly the picture `plumb render` makes.
@Suite struct SheetCommandTests {
  @Test func tilesMatchSingleRenders() throws {
    let folder = temporaryFolder("sheet")
    let run = plumb(["sheet", scenePath("DiagnosisConflict"), "-o", folder + "/sheet.png"])
    #expect(run.code == 0)
    #expect(run.output.hasPrefix("rendered \(folder)/sheet.png ("))
    #expect(plumb(["render", scenePath("DiagnosisConflict"), "--all-variants", folder + "/single"]).code == 0)

    let scene = try SceneLoader.load(path: scenePath("DiagnosisConflict"))
    let variants = scene.variants.matrix(canvas: scene.canvas)
    let singles = try variants.map { try Bitmap(contentsOfFile: folder + "/single/DiagnosisConflict/\($0.name).png") }
    let sheet = try Bitmap(contentsOfFile: folder + "/sheet.png")
    let layout = ContactSheet(measurer: try PangoTextMeasurer())
      .layout(title: "DiagnosisConflict — 2 variants", pictures: Array(zip(variants, singles)))
    #expect(layout.shrink == 1)
    #expect(sheet.width == Int(layout.size.width * 2) && sheet.height == Int(layout.size.height * 2))
    #expect(layout.tiles.map(\.name) == ["w320-h200-ltr-large-2x", "w414-h200-ltr-large-2x"])
    for (tile, single) in zip(layout.tiles, singles) {
      let x = Int(tile.frame.minX * 2), y = Int(tile.frame.minY * 2)
      #expect(tile.frame.width * 2 == Double(single.width) && tile.frame.height * 2 == Double(single.height))
      var same = true
      for row in 0..<single.height where same {
        for column in 0..<single.width where sheet.pixel(x: x + column, y: y + row) != single.pixel(x: column, y: row) {
          same = false
          break
        }
      }
      #expect(same, "tile \(tile.name) differs from its single render")
      // Just outside the tile: the border, not the picture.
      #expect(sheet.pixel(x: x - 1, y: y + 10) == Bitmap.Pixel(red: 174, green: 174, blue: 178, alpha: 255))
    }
  }

  @Test func shrinksUnderTheLimitAndRejectsBadLimits() throws {
    let folder = temporaryFolder("sheet-small")
    let run = plumb(["sheet", scenePath("DiagnosisConflict"), "-o", folder + "/small.png", "--max-pixels", "800"])
    #expect(run.code == 0)
    #expect(run.output.contains("pictures at "))
    let sheet = try Bitmap(contentsOfFile: folder + "/small.png")
    #expect(max(sheet.width, sheet.height) <= 800 && max(sheet.width, sheet.height) > 700)
    #expect(plumb(["sheet", scenePath("DiagnosisConflict"), "--max-pixels", "10"]).code == 64)
    #expect(plumb(["sheet", scenePath("DiagnosisConflict"), "--max-pixels", "lots"]).code == 64)
  }
}
