// expect: 14:28: warning: no tab has the tag Tab.profile, the selection's value: the first tab is drawn selected (write .tag(…) on each tab)
// expect: 21:21: warning: 'Circle' is not drawn in a tab item: a tab bar item shows an Image and a Text (or a Label)
// (26:13: this tab has no .tabItem, which the page style below needs not.)
// expect: 28:23: warning: the 'page' tab view style draws the selected page; its page index dots are not drawn yet
import SwiftUI

enum Tab { case home, inbox, profile }

struct ContentView: View {
    @State private var tab: Tab = .profile

    var body: some View {
        // No tab has the tag .profile: the first is drawn, with a warning.
        TabView(selection: $tab) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            // A tab item is an Image and a Text: the circle is not drawn.
            Text("Inbox")
                .tabItem {
                    Circle()
                    Text("Inbox")
                }
                .tag(Tab.inbox)
            // No tabItem: an empty item.
            Text("Drafts")
        }
        .tabViewStyle(.page)
    }
}
