/// How the difference between two colours is measured.
///
/// The metric is named so that it never changes silently: pixelmatch replaced YIQ with OKLab in
/// later versions, which shifts every threshold. A new metric would be a new case here, chosen
/// explicitly through `PixelMatchOptions.metric`.
public enum ColorMetric: String, Sendable, Hashable, CaseIterable {
    /// pixelmatch 5's metric: the squared, weighted difference of the two colours in the YIQ
    /// (NTSC) colour space, after blending translucent pixels with white (Kotsarenko & Ramos,
    /// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
    /// applications", 2010). Its largest possible value is `35215`.
    case yiq

    /// The largest value the metric can take (black against white), which a threshold scales:
    /// a pixel differs when its delta exceeds `maximumDelta × threshold²`.
    public var maximumDelta: Double {
        switch self {
        case .yiq: 35215
        }
    }
}
