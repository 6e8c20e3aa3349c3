// expect: 1:1: error: which view should be drawn? the source declares 'Badge', 'Card': add a #Preview, or pass --view NAME
struct Badge: View { var body: some View { Color.red } }
struct Card: View { var body: some View { Color.blue } }
