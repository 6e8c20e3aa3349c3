// A Grid shares its width among columns as an HStack does (WWDC22 "Compose custom layouts with
// SwiftUI", the leaderboard): the names and the votes take their widths and the flexible bars
// the rest. gridColumnAlignment(.trailing) on one cell right-aligns its whole column;
// gridCellColumns(2) makes a cell span two columns; a Divider outside a GridRow spans the grid;
// gridCellUnsizedAxes keeps the yellow colour from sizing its column and row, so it fills the
// slot the others make; gridCellAnchor(.trailing) puts the total at its slot's trailing edge.
// layoutdraw: --size 360x300
Grid(alignment: .leading, verticalSpacing: 12) {
    GridRow {
        Text("Pet").bold()
        Text("Votes").bold()
            .gridCellColumns(2)
    }
    Divider()
    GridRow {
        Text("Cat")
        Capsule().fill(.blue).frame(height: 8)
        Text("10")
            .gridColumnAlignment(.trailing)
    }
    GridRow {
        Text("Goldfish")
        Capsule().fill(.orange).frame(height: 8)
        Text("5")
    }
    GridRow {
        Text("Dog")
        Capsule().fill(.green).frame(height: 8)
        Text("12")
    }
    Divider()
    GridRow {
        Color.yellow.opacity(0.3)
            .gridCellUnsizedAxes([.horizontal, .vertical])
        Text("Total 27")
            .gridCellColumns(2)
            .gridCellAnchor(.trailing)
    }
}
.padding()
