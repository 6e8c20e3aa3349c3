// A tab view (Docs/Containers.md): four tabs on an iPhone 15 Pro, the second selected by its
// tag. Only the selected tab is drawn: a NavigationStack whose list runs on under the tab bar,
// so the bar shows its background (the bar material, a hairline on top). The bar is 49 points
// high above the 34-point home indicator, its background reaching the screen's bottom edge;
// each item is a quarter of the width, a 25-point symbol (the fill variant) centred 19 points
// below the bar's top over a 10-point medium title 36 below it, blue when selected, grey
// (#999999) otherwise. The list sees the bar as safe area: its rows continue under it.
// layoutdraw: --device "iPhone 15 Pro"
import SwiftUI

enum Tab: Hashable {
    case today, inbox, search, profile
}

struct ContentView: View {
    @State private var tab: Tab = .inbox

    var body: some View {
        TabView(selection: $tab) {
            Text("Today")
                .tabItem { Label("Today", systemImage: "sun.max") }
                .tag(Tab.today)
            NavigationStack {
                List(1...14, id: \.self) { n in
                    Label("Message \(n)", systemImage: "envelope")
                }
                .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Tab.inbox)
            Text("Search")
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
                .tag(Tab.search)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
        }
    }
}
