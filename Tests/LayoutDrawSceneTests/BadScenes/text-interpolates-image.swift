// expect: 4:27: error: an Image inside a Text is not supported yet; put the Image and the Text in an HStack
// expect: 5:10: error: an Image inside a Text is not supported yet; put the Image and the Text in an HStack
VStack {
    Text("Rated 5 stars \(Image(systemName: "star.fill"))")
    Text(Image(systemName: "star"))
}
