import SwiftUI
#if canImport(Kingfisher)
import Kingfisher
#endif

/// The birds of a store: a header with a photo of the marsh, a row per bird with its wingspan,
/// how many were seen in the wetland (counted when the list appears), a sync button and the
/// bird of the day, a remote image Kingfisher loads.
struct BirdList: View {
    let store: BirdStore
    var title: String
    @State private var wetlandCount = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image("Marsh")
                Text(title).font(.headline)
            }
            ForEach(store.birds) { bird in
                HStack {
                    Circle()
                        .fill(Color("Feather"))
                        .frame(width: 10, height: 10)
                    Text(bird.name)
                    Spacer()
                    Text("\(Int(bird.wingspanCentimetres)) cm")
                        .foregroundStyle(.secondary)
                }
            }
            #if DEBUG
            Text("\(wetlandCount) of \(store.birds.count) in the wetland")
                .font(.footnote)
            #endif
            HStack {
                Button("Sync") {
                    Task { await store.reload() }
                }
                .buttonStyle(.borderedProminent)
                Spacer()
                KFImage(URL(string: "https://example.com/bird-of-the-day.jpg"))
                    .resizable()
                    .frame(width: 44, height: 44)
            }
        }
        .padding()
        .frame(width: 320)
        .onAppear {
            wetlandCount = store.wetlandBirds.count
        }
    }
}

struct BirdList_Previews: PreviewProvider {
    static let store = BirdStore()
    static let title = "Birds of the marsh"

    static var previews: some View {
        BirdList(store: store, title: title)
            .previewLayout(.sizeThatFits)
    }
}
