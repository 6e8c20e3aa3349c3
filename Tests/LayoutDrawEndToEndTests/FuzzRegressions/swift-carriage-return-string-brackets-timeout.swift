// Found by the fuzzer (Fuzz/run.sh --swift): a one-line string cut by carriage returns, "x\r",
// followed by 40 "[" on the next line, kept swift-syntax's parser busy for minutes: the parser guard
// skipped to the closing quote as if the string went on, never measuring the brackets. A "\r" ends a
// one-line string as "\n" does; the nesting is now refused before parsing.
let a = Image("x[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[")
