// A minimal reproduction of the leaks `make asan` reported through `PatternRegex.init`
// (issue 26, item 9), outside permflow. Not part of any target; run it by hand:
//
//   swiftc -sanitize=address -g Tests/LeakRepro/regex-kept-alive.swift -o /tmp/regex-kept-alive
//   ASAN_OPTIONS=detect_leaks=1 /tmp/regex-kept-alive            # reports about 81 KB in 749 allocations
//   ASAN_OPTIONS=detect_leaks=1 /tmp/regex-kept-alive release    # reports nothing
//
// A Regex compiled as permflow compiles a word-list pattern and held by a global until exit is
// reported by LeakSanitizer as "Direct leak"s allocated in `_RegexParser` (the AST) and
// `_StringProcessing` (the DSL tree, `wordBoundaryKind`, `ignoresCase`), though the global
// still holds it. Released before exit, nothing is reported, so every node was still owned;
// and compiling and dropping it 6,000 times leaves the resident size flat (9.1 MiB, release
// build), so nothing is lost. The nodes are indirect enum cases whose box pointers Swift keeps
// with the case in the pointer's spare bits, which LeakSanitizer's scan does not read as
// pointers (`indirect enum Node { case pair(Node, Node); case list([Node]); case leaf(String) }`
// held in a global is reported the same way). A linter's `LintCache` keeps compiled patterns
// for every file it checks, and the test suite keeps its linters in `static let`s, so every
// pattern compiled in the suite was reported. Tests/lsan.supp suppresses allocations under
// these three Regex entry points only; permflow's own enum that was reported the same way
// (`RegexPrefilter.Literal`) is now a struct, so its arrays are plain pointers.

let pattern = #"\b((lets|let|allows|allow) you (to )?|so (that )?you can |to )?(save|store|add) "#
    + #"((a |the )?(photos?|images?|videos?|pictures?)( (and|or|&) (photos?|images?|videos?|pictures?))?|this (image|photo|picture|video))"#

nonisolated(unsafe) var kept: Regex<AnyRegexOutput>? = try? Regex(pattern).wordBoundaryKind(.simple).ignoresCase()
print("compiled:", kept != nil, "matches:", kept.map { "you can save photos".matches(of: $0).count } ?? 0)
if CommandLine.arguments.dropFirst().first == "release" { kept = nil }
