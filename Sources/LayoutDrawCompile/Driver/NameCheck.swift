import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Reports every name a SwiftUI source uses that nothing declares (`stringFormate` → "cannot
/// find 'stringFormate' in scope; did you mean 'stringFormat'?"), before anything runs, as
/// swiftc does — so a typo in a `GeometryReader`'s closure is reported with the rest, not when
/// the reader is laid out.
///
/// The check is deliberately generous: a name counts as declared if anything in the file
/// declares it anywhere (a property, a parameter, a closure's parameter, a `let`, a case), or if
/// it is one of SwiftUI's views or the types and functions the interpreter knows. So it never
/// refuses a listing swiftc accepts; a name declared in one scope and used in another is left
/// to the interpreter, which reports it where it is evaluated.
struct NameCheck {
    let session: CompileSession
    let origin: ExpressionOrigin
    private(set) var declared: Set<String> = []

    init(session: CompileSession, origin: ExpressionOrigin, document: SceneSyntax) {
        self.session = session
        self.origin = origin
        declared.formUnion(TypeCheck.known)
        declared.formUnion(BuiltinTypes.names)
        declared.formUnion(EvaluationScope.functionNames)
        declared.formUnion(EvaluationScope.moreFunctionNames)
        declared.formUnion(Views.allNames)
        declared.formUnion(Views.KeyframeAnimatorMapping.keyframeTypeNames)
        // Inside `extension View` a modifier is called on nothing (`padding(4)` is
        // `self.padding(4)`); elsewhere the compiler says a view starts with its type.
        declared.formUnion(Modifiers.names)
        declared.formUnion(NotSupportedYet.modifiers)
        declared.formUnion(Modifiers.styleTypeNames)
        declared.formUnion(StyleTypes.names)
        declared.formUnion(["self", "Self", "_", "super"])
        declared.formUnion(document.typeAliases.keys)
        declared.formUnion(document.protocols.keys)
        for definition in document.protocols.values {
            for function in definition.computedProperties + definition.methods { declare(function) }
            for property in definition.staticProperties { declared.insert(property.name) }
        }
        // What an action runs at once (`Interpreter.runsAtOnce`): `Task { … }`, `Task.sleep`,
        // `DispatchQueue.main.async { … }`, `MainActor.run { … }`.
        declared.formUnion(["Task", "DispatchQueue", "MainActor"])
        // An app's scenes (`WindowGroup { ContentView() }`): its file draws the view they show
        // (`SceneCompiler.chooseView`); the scenes themselves are never run.
        declared.formUnion(["WindowGroup", "DocumentGroup", "Window", "Settings", "MenuBarExtra"])
        declared.formUnion(NSErrorValue.keys.keys)
        for definition in document.types {
            declared.insert(definition.name)
            // (A nested type declared under its path, `HomeView.ViewModel`, is named by its own
            // name inside the type and after it: `HomeView.ViewModel()`.)
            if let last = definition.name.split(separator: ".").last { declared.insert(String(last)) }
            declared.formUnion(definition.cases)
            declared.formUnion(definition.genericParameters)
            for property in definition.storedProperties + definition.staticProperties {
                declared.insert(property.name)
                // `_count = State(initialValue: 0)` in an init writes the wrapper of `count`.
                if property.wrapper != nil { declared.insert("_" + property.name) }
                // `static let formatter: DateFormatter = { let f = DateFormatter(); …; return f }()`
                if let value = property.defaultValue { declare(value) }
            }
            for function in definition.computedProperties + definition.methods + definition.allInitializers { declare(function) }
            if definition.rawType != nil { declared.insert("rawValue") }
        }
        for function in document.functions + document.viewExtensions { declare(function) }
        for definition in document.alignmentExtensions { for property in definition.staticProperties { declared.insert(property.name) } }
        for definition in document.builtinExtensions.values {
            for property in definition.staticProperties {
                declared.insert(property.name)
                if let value = property.defaultValue { declare(value) }
            }
            for function in definition.computedProperties + definition.methods { declare(function) }
        }
        for preview in document.previews { declare(preview.body) }
        declare(document.statements)
    }

    /// Reports the undeclared names of the whole document, each once, in file order.
    func check(_ document: SceneSyntax) {
        var reported: Set<Int> = []
        // (`_` is no name to suggest.)
        let candidates = Array(declared.subtracting(["_"]))
        var suggestions: [String: String] = [:]
        var visit = Visitor(declared: declared) { name, offset in
            guard reported.insert(offset).inserted else { return }
            // A type's name from a package the project imports and layoutdraw does not read
            // (`WithViewStore`, `Store(…)`): a view of it is drawn as a placeholder, and a value
            // of it stops the picture only where it is needed, with the package named there.
            if FrameworkOfName.isFrameworkType(name)
                || FrameworkOfName.isPackageType(name, imports: document.imports, projectImports: document.projectImports, typeNames: declared)
            {
                return
            }
            let suggestion = suggestions[name] ?? Suggestions.didYouMean(name, in: candidates)
            suggestions[name] = suggestion
            let explanation = FrameworkOfName.explanation(for: name, imports: document.imports, projectImports: document.projectImports, suggestion: suggestion)
            session.error("cannot find '\(name)' in scope\(explanation)", at: origin.location(of: offset))
        }
        visit.isPackageType = { name in
            FrameworkOfName.isPackageType(name, imports: document.imports, projectImports: document.projectImports, typeNames: candidates)
        }
        for definition in document.types {
            for property in definition.storedProperties + definition.staticProperties {
                if let value = property.defaultValue { visit.expression(value) }
            }
            for function in definition.computedProperties + definition.methods + definition.allInitializers { visit.function(function) }
            for value in definition.rawValues.values { visit.expression(value) }
        }
        for function in document.functions + document.viewExtensions { visit.function(function) }
        for definition in document.alignmentExtensions {
            for property in definition.staticProperties { if let value = property.defaultValue { visit.expression(value) } }
        }
        for definition in document.builtinExtensions.sorted(by: { $0.key < $1.key }).map(\.value) {
            for property in definition.staticProperties { if let value = property.defaultValue { visit.expression(value) } }
            // (An instance member's body names the value's own members unqualified —
            // `timeIntervalSince1970` in `extension Date` — which are Foundation's, not the
            // source's: they are found when it runs.)
            for function in definition.computedProperties + definition.methods where function.isStatic { visit.function(function) }
        }
        for preview in document.previews { visit.statements(preview.body) }
        visit.statements(document.statements)
    }

    // MARK: Declarations

    private mutating func declare(_ function: FunctionDefinition) {
        declared.insert(function.name)
        declared.formUnion(function.genericParameters)
        for parameter in function.parameters { declared.insert(parameter.name) }
        declare(function.body)
    }

    /// The names bound inside a property's initial value (the `let`s of a closure called at once).
    private mutating func declare(_ value: Expression) {
        var collector = Visitor(declared: [], collecting: true) { _, _ in }
        collector.expression(value)
        declared.formUnion(collector.bound)
    }

    private mutating func declare(_ statements: [Statement]) {
        var collector = Visitor(declared: [], collecting: true) { _, _ in }
        collector.statements(statements)
        declared.formUnion(collector.bound)
    }

    /// Walks expressions and statements: collects the names they bind, or reports the names
    /// they use that are not declared.
    private struct Visitor {
        let declared: Set<String>
        var collecting = false
        let report: (String, Int) -> Void
        var bound: Set<String> = []
        /// Whether an undeclared name is probably a type of a package the project imports: a
        /// call of it (`Store<AppState>(reducer: appStateReducer, …)`) never runs its arguments
        /// (`PackageValue`), so what they name is not looked for.
        var isPackageType: (String) -> Bool = { _ in false }

        init(declared: Set<String>, collecting: Bool = false, report: @escaping (String, Int) -> Void) {
            self.declared = declared
            self.collecting = collecting
            self.report = report
        }

        mutating func function(_ function: FunctionDefinition) {
            for parameter in function.parameters { if let value = parameter.defaultValue { expression(value) } }
            statements(function.body)
        }

        mutating func statements(_ list: [Statement]) {
            for statement in list { self.statement(statement) }
        }

        mutating func statement(_ statement: Statement) {
            switch statement {
            case .expression(let e): expression(e)
            case .binding(let binding):
                bound.insert(binding.name)
                if let value = binding.value { expression(value) }
            case .assignment(let target, _, let value, _):
                expression(target)
                expression(value)
            case .return(let value, _): if let value { expression(value) }
            case .if(let conditions, let then, let otherwise, _):
                self.conditions(conditions)
                statements(then)
                if let otherwise { statements(otherwise) }
            case .guard(let conditions, let otherwise, _):
                self.conditions(conditions)
                statements(otherwise)
            case .switch(let subject, let cases, _):
                expression(subject)
                for c in cases {
                    for pattern in c.patterns {
                        switch pattern {
                        case .value(let e): expression(e)
                        case .binding, .enumCase: bound.formUnion(pattern.boundNames)
                        case .tuple(let parts, _):
                            bound.formUnion(pattern.boundNames)
                            for case .value(let e) in parts { expression(e) }
                        case .guarded(_, let condition):
                            bound.formUnion(pattern.boundNames)
                            expression(condition)
                        case .wildcard: break
                        }
                    }
                    statements(c.body)
                }
            case .for(let name, let sequence, let body, _):
                bound.insert(name)
                expression(sequence)
                statements(body)
            case .while(let conditions, let body, _, _):
                self.conditions(conditions)
                statements(body)
            case .throw(let value, _): expression(value)
            case .do(let body, let catches, _):
                statements(body)
                bound.insert("error")
                for c in catches {
                    for pattern in c.patterns {
                        if case .value(let e) = pattern { expression(e) } else { bound.formUnion(pattern.boundNames) }
                    }
                    statements(c.body)
                }
            case .jump, .unsupported: break
            }
        }

        mutating func conditions(_ conditions: [Statement.Condition]) {
            for condition in conditions {
                switch condition {
                case .expression(let e): expression(e)
                case .optionalBinding(let name, let value, let offset):
                    bound.insert(name)
                    if let value { expression(value) } else if !collecting { use(name, offset) }
                }
            }
        }

        mutating func expression(_ expression: Expression) {
            switch expression {
            case .name(let name, let offset): if !collecting { use(name, offset) }
            case .number, .string, .implicitMember, .bool, .nil, .keyPath, .invalid: break
            case .member(let base, _, _), .negate(let base, _), .not(let base, _), .optionalChain(let base, _), .forceUnwrap(let base, _), .cast(let base, _, _, _), .attempt(let base, _, _),
                .inOut(let base, _):
                self.expression(base)
            case .call(let callee, let arguments, _):
                self.expression(callee)
                if case .name(let name, _) = callee, !declared.contains(name), isPackageType(name) { break }
                let quieted = Self.quietArguments(of: callee, arguments)
                for (index, argument) in arguments.enumerated() {
                    if quieted.contains(index) { quiet += 1 }
                    self.expression(argument.value)
                    if quieted.contains(index) { quiet -= 1 }
                }
            case .subscript(let callee, let arguments, _):
                self.expression(callee)
                for argument in arguments { self.expression(argument.value) }
            case .binary(_, let a, let b, _):
                self.expression(a)
                self.expression(b)
            case .array(let items, _): for item in items { self.expression(item) }
            case .interpolation(let string, _):
                for case .expression(let e) in string.segments { self.expression(e) }
            case .ternary(let c, let a, let b, _):
                self.expression(c)
                self.expression(a)
                self.expression(b)
            case .closure(let closure, _):
                for parameter in closure.parameters ?? [] { bound.insert(parameter) }
                statements(closure.body)
            case .localFunction(let definition, _):
                for parameter in definition.parameters { bound.insert(parameter.name) }
                statements(definition.body)
            case .tuple(let items, _): for item in items { self.expression(item.value) }
            }
        }

        /// Inside code that only runs later (`LaterCode`: an action, a destination not
        /// presented, an appear action): its names are not checked before anything runs. An
        /// action a still picture never runs never fails it; an appear action that cannot run is
        /// a warning when it runs.
        var quiet = 0

        /// Which arguments of a call are code that runs later (`LaterCode`).
        static func quietArguments(of callee: Expression, _ arguments: [Expression.Argument]) -> Set<Int> {
            let shapes = arguments.map { argument -> (label: String?, isClosure: Bool) in
                if case .closure = argument.value { (argument.label, true) } else { (argument.label, false) }
            }
            switch callee {
            case .member(_, let name, _): return LaterCode.arguments(member: name, name: nil, shapes)
            case .name(let name, _): return LaterCode.arguments(member: nil, name: name, shapes)
            default: return []
            }
        }

        private func use(_ name: String, _ offset: Int) {
            if quiet > 0 { return }
            if name.hasPrefix("$") {
                // `$0` (a closure's argument) and `$degree` (a State's binding).
                if name.dropFirst().allSatisfy(\.isNumber) || declared.contains(String(name.dropFirst())) { return }
            }
            if !declared.contains(name) { report(name, offset) }
        }
    }
}
