// Stopped the process (swift-syntax 603: "A Fix-It must have at least one change associated with
// it"): an = with a space before it and a form feed then a space after it is "bound" on its
// right only, and the Fix-It for that has no change when both sides have a space in their trivia.
import SwiftUI

struct ContentView: View {
    let width = 10
    var body: some View { Text("x") }
}
