import LayoutDrawCore
import Synchronization

/// Measures text with Pango, in the fonts of a `FontConfiguration`, exactly as `Renderer` draws
/// it: resolution 72 (1 point = 1 unit), no hinting, unrounded glyph positions and extents.
///
/// Wrapping is at word boundaries, breaking a word between characters only when it alone is
/// wider than the proposed width. `lineLimit` and a proposed height keep the first lines and
/// end the last kept one with "…". Fonts: the configured family, then its fallbacks (Noto Sans
/// CJK for Japanese, Korean and Chinese) for the characters it lacks, for every design;
/// `.monospaced` has no monospaced face among the shipped fonts, so it is the same family with
/// tabular figures (OpenType feature `tnum`); `.rounded` and `.serif` are the plain family.
///
/// Thread-safe: every use of Pango is serialised by a lock, and measurements are cached.
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    /// The fonts text is set in.
    public let fonts: FontConfiguration

    private struct State: @unchecked Sendable {  // only touched under `state`'s lock
        let fontContext: PangoFontContext
        /// Measured texts. Bounded as `layouts` is: a process that draws scene after scene (the
        /// library, `watch`, `check`, the fuzzer) would otherwise keep every text it ever measured.
        var cache: [TextRequest: TextMeasurement] = [:]
        /// The UTF-8 bytes of the texts `cache` holds.
        var cachedCharacters = 0
        /// Laid-out texts, kept for drawing: shaping a text again for every node that draws it
        /// was a fifth of a render. Bounded: emptied when full.
        var layouts: [TextRequest: TextLayout] = [:]
        /// The UTF-8 bytes of the texts `layouts` holds (a layout's memory grows with its text).
        var layoutCharacters = 0

        mutating func layout(of request: TextRequest) -> TextLayout {
            if let laidOut = layouts[request] { return laidOut }
            let laidOut = TextLayout(request, fonts: fontContext)
            let characters = request.characterCount
            if layouts.count >= PangoTextMeasurer.layoutCacheLimit || layoutCharacters + characters > PangoTextMeasurer.layoutCharacterLimit {
                layouts.removeAll(keepingCapacity: true)
                layoutCharacters = 0
            }
            layouts[request] = laidOut
            layoutCharacters += characters
            return laidOut
        }
    }

    /// The most laid-out texts kept for drawing, and the most text (UTF-8 bytes) they may hold
    /// together: a scene's texts are short, but a process that draws scene after scene must not
    /// keep a layout of every long text it met.
    static let layoutCacheLimit = 2048
    static let layoutCharacterLimit = 1 << 20
    /// The most measurements kept by default: many times the distinct texts and proposals of
    /// a large scene, so that one rarely empties it while it is laid out (which would only cost
    /// measuring again).
    static let measurementCacheLimit = 1 << 16
    /// The most text (UTF-8 bytes) the kept measurements may hold together by default.
    static let measurementCharacterLimit = 1 << 23

    private let state: Mutex<State>
    /// The most measurements this measurer keeps.
    let measurementCacheLimit: Int
    /// The most text (UTF-8 bytes) its kept measurements hold together.
    let measurementCharacterLimit: Int

    /// How many measurements are kept now, and how much text they hold (for tests).
    var cachedMeasurementCount: Int { state.withLock { $0.cache.count } }
    var cachedMeasurementCharacters: Int { state.withLock { $0.cachedCharacters } }

    /// Loads `fonts`; throws `RenderError.fontsUnavailable` when they hold no font of the
    /// configured family.
    public convenience init(fonts: FontConfiguration = .standard) throws(RenderError) {
        try self.init(fonts: fonts, measurementCacheLimit: Self.measurementCacheLimit)
    }

    /// A measurer that keeps at most `measurementCacheLimit` measurements, of at most
    /// `characterLimit` UTF-8 bytes of text together.
    init(fonts: FontConfiguration, measurementCacheLimit: Int, characterLimit: Int = measurementCharacterLimit) throws(RenderError) {
        self.fonts = fonts
        self.measurementCacheLimit = max(1, measurementCacheLimit)
        self.measurementCharacterLimit = max(1, characterLimit)
        state = Mutex(State(fontContext: try PangoFontContext(fonts: fonts)))
    }

    /// The size and baselines of `request`'s text.
    public func measure(_ request: TextRequest) -> TextMeasurement {
        state.withLock { state in
            if let cached = state.cache[request] { return cached }
            let measurement = state.layout(of: request).measurement
            let characters = request.characterCount
            if state.cache.count >= measurementCacheLimit || state.cachedCharacters + characters > measurementCharacterLimit {
                state.cache.removeAll(keepingCapacity: true)
                state.cachedCharacters = 0
            }
            state.cache[request] = measurement
            state.cachedCharacters += characters
            return measurement
        }
    }

    /// The Display cut the fonts were asked to set display sizes in (`FontConfiguration.displayFamily`)
    /// when they do not have it: text of every size is then set in the configured family, which
    /// the command line says once.
    public var missingDisplayFamily: String? {
        state.withLock { $0.fontContext.missingDisplayFamily }
    }

    /// The characters of `request`'s text that no configured font has a glyph for: they are
    /// drawn as boxes showing their code. Spaces and control characters are never listed.
    public func missingCharacters(in request: TextRequest) -> [Unicode.Scalar] {
        state.withLock { state in state.layout(of: request).missingCharacters }
    }

    /// Runs `body` with `request` laid out, holding the lock (Pango's fonts are shared).
    func withLayout<Result>(
        of request: TextRequest, _ body: (TextLayout) throws(RenderError) -> Result
    ) throws(RenderError) -> Result {
        try state.withLock { (state) throws(RenderError) -> Result in
            try body(state.layout(of: request))
        }
    }
}
