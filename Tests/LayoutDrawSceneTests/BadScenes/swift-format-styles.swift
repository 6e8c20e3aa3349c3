// expect: 12:32: error: the format style '.byteCount(style: .file)' is not supported; layoutdraw formats .number, .percent and .currency(code:)
// expect: 13:35: error: the date style .relative shows a time that changes as the clock runs; layoutdraw draws .date and .time
// expect: 14:18: error: Text(_:format:) formats a number or a Date, not a value of type String
// expect: 15:31: error: unknown precision '.fractionLenght'; did you mean 'fractionLength'?
// expect: 16:36: error: the date field 'era' is not supported; layoutdraw formats year, month, day, weekday, hour, minute, second and timeZone
// expect: 17:21: error: the dictionary literal has the key "pears" twice
// expect: 19:31: error: the date format style '.number' is not supported; layoutdraw formats .dateTime (with its fields), Date.FormatStyle(date:time:), .iso8601 and Date.ISO8601FormatStyle (with its fields)
// expect: 20:26: error: layoutdraw formats in the en_US locale only, so that a picture is the same everywhere
struct ContentView: View {
    var body: some View {
        VStack {
            Text(1024, format: .byteCount(style: .file))
            Text(Date.now, style: .relative)
            Text("soon", format: .number)
            Text(0.5, format: .number.precision(.fractionLenght(2)))
            Text(Date.now, format: .dateTime.era())
            Text("\(["pears": 2, "pears": 5].count)")
            Text("\(3.0, specifier: "%.1f")")
            Text("\(Date.now, format: .number)")
            Text("\(2.5, format: .percent.locale(Locale(identifier: "fr")))")
        }
    }
}
