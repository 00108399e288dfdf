/// An `.xcstrings` catalog with device variations, plurals and substitutions
/// combined as Xcode writes them, and every translation state.
enum XCStringsVariantsText {
    static func unit(_ value: String, _ state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    static func plural(_ forms: [(String, String)]) -> String {
        #"{ "variations" : { "plural" : { "# + forms.map { #""\#($0.0)" : \#($0.1)"# }.joined(separator: ", ") + " } } }"
    }

    static func devices(_ variants: [(String, String)]) -> String {
        #"{ "variations" : { "device" : { "# + variants.map { #""\#($0.0)" : \#($0.1)"# }.joined(separator: ", ") + " } } }"
    }

    /// A substitution: argNum, formatSpecifier and plural forms of `%arg`.
    static func substitution(_ argNum: Int, _ forms: [(String, String)]) -> String {
        #"{ "argNum" : \#(argNum), "formatSpecifier" : "lld", "variations" : { "plural" : { "#
            + forms.map { #""\#($0.0)" : \#(unit($0.1))"# }.joined(separator: ", ") + " } } }"
    }

    /// `node` with `substitutions` added (`node` is an object literal).
    static func with(_ substitutions: [(String, String)], _ node: String) -> String {
        #"{ "substitutions" : { "# + substitutions.map { #""\#($0.0)" : \#($0.1)"# }.joined(separator: ", ") + " }, "
            + node.dropFirst(2)
    }

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "%lld photos in %lld albums" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : \#(with([("photos", substitution(1, [("one", "%arg photo"), ("other", "%arg photos")])),
                                ("albums", substitution(2, [("one", "%arg album"), ("other", "%arg albums")]))],
                               devices([("mac", unit("Click: %#@photos@ in %#@albums@")),
                                        ("other", unit("%#@photos@ in %#@albums@"))]))),
                "ru" : \#(with([("photos", substitution(1, [("one", "%arg фотография"), ("few", "%arg фотографии"),
                                                            ("many", "%arg фотографий"), ("other", "%arg фотографии")])),
                                ("albums", substitution(2, [("one", "%arg альбоме"), ("few", "%arg альбомах"),
                                                            ("many", "%arg альбомах"), ("other", "%arg альбомах")]))],
                               #"{ "stringUnit" : { "state" : "needs_review", "value" : "%#@photos@ в %#@albums@" } }"#))
              }
            },
            "taps" : {
              "localizations" : {
                "en" : \#(devices([("iphone", plural([("one", unit("Tap %lld time")), ("other", unit("Tap %lld times"))])),
                                   ("other", plural([("one", unit("Click %lld time")), ("other", unit("Click %lld times"))]))])),
                "ar" : \#(devices([("iphone", plural([("zero", unit("لا نقرات")), ("one", unit("نقرة واحدة")),
                                                      ("two", unit("نقرتان")), ("few", unit("%lld نقرات")),
                                                      ("many", unit("%lld نقرة")), ("other", unit("%lld نقرة (iPhone)"))])),
                                   ("other", unit("انقر"))]))
              }
            },
            "see.photos" : {
              "localizations" : {
                "en" : \#(plural([("one", devices([("mac", unit("Click to see %lld photo")), ("other", unit("Tap to see %lld photo"))])),
                                  ("other", devices([("mac", unit("Click to see %lld photos")), ("other", unit("Tap to see %lld photos"))]))]))
              }
            },
            "remaining" : {
              "localizations" : {
                "en" : \#(devices([
                    ("applewatch", with([("n", substitution(1, [("one", "%arg min"), ("other", "%arg min")]))], unit("%#@n@"))),
                    ("other", with([("n", substitution(1, [("one", "%arg minute"), ("other", "%arg minutes")]))], unit("%#@n@ remaining"))),
                ]))
              }
            },
            "run.title" : {
              "localizations" : {
                "en" : \#(unit("Runs")),
                "de" : \#(unit("Läufe", "stale")),
                "fr" : \#(unit("Courses", "new")),
                "ja" : \#(unit("ラン", "needs_review"))
              }
            },
            "days" : {
              "localizations" : {
                "en" : \#(plural([("one", unit("%lld day")), ("other", unit("%lld days"))])),
                "de" : \#(plural([("one", unit("%lld Tag", "new")), ("other", unit("%lld Tage"))]))
              }
            },
            "brand" : {
              "shouldTranslate" : false,
              "localizations" : {
                "en" : \#(unit("Runly")),
                "de" : \#(unit("Runly DE"))
              }
            },
            "bad.state" : { "localizations" : { "en" : \#(unit("x", "signed_off")) } },
            "bad.device" : { "localizations" : { "en" : \#(devices([("mac", unit("x"))])) } },
            "bad.plural" : { "localizations" : { "en" : \#(plural([("one", unit("x"))])) } }
          }
        }
        """#
}
