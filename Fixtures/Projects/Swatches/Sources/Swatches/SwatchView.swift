import SwiftUI

/// A brand swatch, a photo and an accent square.
///
/// - "Brand": sRGB (0.2, 128, 0x40) for any appearance, Display P3 (1, 0.5, 0) in the dark.
/// - "Brand Accent" (in the group Colours): `.brandAccent`, sRGB (0x00, 0x7A, 0xFF) in both.
/// - "Photo": a 60 × 40 JPEG at 2x, so 30 × 20 points; its left half red, its right half blue.
struct SwatchView: View {
    var body: some View {
        HStack(spacing: 8) {
            Color("Brand")
                .frame(width: 40, height: 20)
            Image(.photo)
            RoundedRectangle(cornerRadius: 4)
                .fill(.brandAccent)
                .frame(width: 20, height: 20)
        }
        .padding(10)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    SwatchView()
}
