// Gauges (Docs/Controls.md): iOS's default style, .linearCapacity, as in Apple's Gauge
// documentation (SimpleGauge: the label over a track filled 40 % in the tint; LabeledGauge:
// the bounds' labels at the track's ends, the current value below), and the accessory styles
// of the Lock Screen: an open ring with a marker, a closed ring partly filled (72 × 72), a
// thinner bar with a marker.
// layoutdraw: --size 360x330
import SwiftUI

struct ContentView: View {
    @State private var batteryLevel = 0.4
    @State private var current = 67.0
    @State private var minValue = 0.0
    @State private var maxValue = 170.0

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: batteryLevel) {
                Text("Battery Level")
            }
            Gauge(value: current, in: minValue...maxValue) {
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(current))")
            } minimumValueLabel: {
                Text("\(Int(minValue))")
            } maximumValueLabel: {
                Text("\(Int(maxValue))")
            }
            HStack(spacing: 32) {
                Gauge(value: current, in: minValue...maxValue) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("\(Int(current))")
                } minimumValueLabel: {
                    Text("\(Int(minValue))")
                } maximumValueLabel: {
                    Text("\(Int(maxValue))")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: batteryLevel) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("40%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
            }
            Gauge(value: batteryLevel) {
                Text("Accessory linear")
            }
            .gaugeStyle(.accessoryLinear)
        }
        .padding()
    }
}
