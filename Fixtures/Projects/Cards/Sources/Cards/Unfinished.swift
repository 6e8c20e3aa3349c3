// A file being edited: it does not parse, and the card does not use it.
struct Unfinished {
    var name: = 
}
