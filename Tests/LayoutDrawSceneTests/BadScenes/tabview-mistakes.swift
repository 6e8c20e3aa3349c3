// expect: 14:28: warning: no tab has the tag Tab.profile, the selection's value: the first tab is drawn selected (write .tag(…) on each tab)
// expect: 21:21: warning: 'Circle' is not drawn in a tab item: a tab bar item shows an Image and a Text (or a Label)
// expect: 26:13: warning: this tab has no .tabItem { … }: its item in the tab bar is empty, as SwiftUI draws it
// expect: 28:23: error: the 'page' tab view style is not supported yet: layoutdraw draws the tab bar (.automatic)
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
