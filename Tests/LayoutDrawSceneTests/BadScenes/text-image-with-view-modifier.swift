// expect: 4:19: error: an Image inside a Text is set as a character, so it takes no view modifiers ('frame' here); apply them to the Text, or put the Image and the Text in an HStack
// expect: 5:10: error: an Image inside a Text is set as a character, so it takes no view modifiers ('padding' here); apply them to the Text, or put the Image and the Text in an HStack
VStack {
    Text("Rated \(Image(systemName: "star.fill").frame(width: 10))")
    Text(Image(systemName: "star").padding())
}
