import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain output for the headless commands (never used while curses owns the screen).
enum Terminal {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal (or when asked) and never when NO_COLOR is set (https://no-color.org).
    static func useColor(_ choice: ColorChoice, fileDescriptor: Int32) -> Bool {
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
            return isatty(fileDescriptor) == 1
        }
    }
}
