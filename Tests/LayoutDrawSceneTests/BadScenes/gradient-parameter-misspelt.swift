// expect: 3:26: error: unknown parameter 'colours' for 'LinearGradient'; did you mean 'colors'?; it takes 'colors', 'stops' or 'gradient', and 'startPoint', 'endPoint'
Circle()
    .fill(LinearGradient(colours: [.red, .blue], startPoint: .top, endPoint: .bottom))
