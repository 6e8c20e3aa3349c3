import ArgumentParser

/// The exit statuses layoutdraw promises (sysexits.h values).
enum ExitStatus {
    static let success = ExitCode(0)
    static let usage = ExitCode(64)
    static let invalidScene = ExitCode(65)
    static let missingInput = ExitCode(66)
    static let internalError = ExitCode(70)
    static let cannotWrite = ExitCode(73)
}
