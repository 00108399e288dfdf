/// The functions a formatter knows, by identifier.
///
///     MessageFunctionRegistry.standard.names
///     // ["currency", "date", "datetime", "icu:arg", "icu:date", "icu:duration", "icu:number", "icu:ordinal",
    ///     //  "icu:plural", "icu:select", "icu:selectordinal", "icu:spellout", "icu:time", "integer", "number",
    ///     //  "offset", "percent", "string", "time"]
public struct MessageFunctionRegistry: Sendable {
    private var functions: [String: any MessageFunction]

    /// No functions.
    public init() {
        functions = [:]
    }

    /// The specification's default functions: `:string`, `:number`,
    /// `:integer`, `:offset`, `:currency`, `:percent`, `:date`, `:time`,
    /// `:datetime`; and the `:icu:` functions that ``Message/init(icu:)``
    /// lowers ICU MessageFormat to (`:icu:arg`, `:icu:number`, `:icu:date`,
    /// `:icu:time`, `:icu:spellout`, `:icu:ordinal`, `:icu:duration`,
    /// `:icu:plural`, `:icu:selectordinal`, `:icu:select`).
    public static let standard: MessageFunctionRegistry = {
        var registry = MessageFunctionRegistry()
        registry.register("string", StringFunction())
        for kind in NumberFunction.Kind.allCases { registry.register(kind.rawValue, NumberFunction(kind)) }
        registry.register("offset", OffsetFunction())
        for kind in DateTimeFunction.Kind.allCases { registry.register(kind.rawValue, DateTimeFunction(kind)) }
        // ICU MessageFormat's own semantics, for messages from `Message(icu:)`.
        registry.register("icu:arg", ICUArgumentFunction())
        registry.register("icu:number", ICUNumberFunction())
        for kind in ICUDateFunction.Kind.allCases { registry.register("icu:" + kind.rawValue, ICUDateFunction(kind)) }
        for kind in ICURuleBasedFunction.Kind.allCases { registry.register("icu:" + kind.rawValue, ICURuleBasedFunction(kind)) }
        for kind in ICUSelectorFunction.Kind.allCases { registry.register("icu:" + kind.rawValue, ICUSelectorFunction(kind)) }
        return registry
    }()

    /// ``standard`` and the working group's test functions `:test:function`,
    /// `:test:select` and `:test:format` (conformance tests only: they are
    /// in no registry unless asked for).
    public static let withTestFunctions: MessageFunctionRegistry = {
        var registry = standard
        for kind in TestFunction.Kind.allCases { registry.register(kind.rawValue, TestFunction(kind)) }
        return registry
    }()

    /// Adds `function` under `name` (`x:shout`), replacing any function of that name.
    public mutating func register(_ name: String, _ function: any MessageFunction) {
        functions[name] = function
    }

    /// The function registered as `name`.
    public subscript(name: String) -> (any MessageFunction)? { functions[name] }

    /// The registered names, sorted.
    public var names: [String] { functions.keys.sorted() }
}
