// Stopped the process (stack overflow): a bare Gradient as a style, read as a linear gradient
// of its stops, asked again for the style of a Gradient with a label it does not take
// (`colorrepeats:`), without end. Now only Gradient(colors:) and Gradient(stops:) are read so;
// this one is an error.
Color.white.frame(width: 10, height: 10)
    .overlay(Gradient(colorrepeats: [.blue, .white]))
