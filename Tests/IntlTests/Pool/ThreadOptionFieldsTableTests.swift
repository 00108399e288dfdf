import Testing
@testable import Intl

/// Options built again on a thread with equal fields share one fields object
/// (so a one-shot call confirms its front-cache slot by one pointer
/// comparison); the values themselves are unchanged by the sharing.
@Suite struct ThreadOptionFieldsTableTests {
    @Test func equalNumberOptionsShareTheirFields() {
        let first = NumberFormatOptions(style: .spellOut())
        let again = NumberFormatOptions(style: .spellOut())
        #expect(again.sharedFieldsIdentity == first.sharedFieldsIdentity)
        var set = NumberFormatOptions()
        set.style = .currency("EUR")
        let made = NumberFormatOptions(style: .currency("EUR"))
        #expect(set.sharedFieldsIdentity == made.sharedFieldsIdentity)
        #expect(set == made)
    }

    @Test func differentNumberOptionsKeepTheirOwnFields() {
        let cardinal = NumberFormatOptions(style: .spellOut())
        let ordinal = NumberFormatOptions(style: .spellOut(.ordinal))
        #expect(cardinal.sharedFieldsIdentity != ordinal.sharedFieldsIdentity)
        #expect(cardinal != ordinal)
        #expect(cardinal.style == .spellOut())
        #expect(ordinal.style == .spellOut(.ordinal))
    }

    @Test func equalDateOptionsShareTheirFields() {
        let first = DateTimeFormatOptions(layout: .template("yMMMd"), timeZone: .utc)
        var set = DateTimeFormatOptions(timeZone: .utc)
        set.layout = .template("yMMMd")
        #expect(set.sharedFieldsIdentity == first.sharedFieldsIdentity)
        #expect(DateTimeFormatOptions(layout: .template("jmm")).sharedFieldsIdentity != first.sharedFieldsIdentity)
    }

    /// More distinct options than the table has slots: every value keeps
    /// exactly the fields it was built with, whatever it replaced.
    @Test func replacedSlotsKeepEveryValueIntact() throws {
        let built = (0..<300).map { NumberFormatOptions(minimumIntegerDigits: $0 % 150, grouping: $0 < 150 ? .automatic : .never) }
        for (index, options) in built.enumerated() {
            #expect(options.minimumIntegerDigits == index % 150)
            #expect(options.grouping == (index < 150 ? .automatic : .never))
            #expect(options == NumberFormatOptions(minimumIntegerDigits: index % 150, grouping: index < 150 ? .automatic : .never))
        }
        #expect(Set(built).count == 300)
    }

    /// Options made on other threads are other objects: they still equal
    /// this thread's, hash alike, and format the same text one-shot.
    @Test func optionsFromOtherTasksStillMatch() async throws {
        let here = NumberFormatOptions(style: .spellOut())
        let made = await withTaskGroup(of: NumberFormatOptions.self) { group in
            for _ in 0..<4 { group.addTask { NumberFormatOptions(style: .spellOut()) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for options in made {
            #expect(options == here)
            #expect(options.hashValue == here.hashValue)
            #expect(options.frontCacheHashValue == here.frontCacheHashValue)
            #expect(try NumberFormat.format(2.5, locale: "de-DE", options: options) == "zwei Komma fünf")
        }
        #expect(try NumberFormat.format(2.5, locale: "de-DE", options: here) == "zwei Komma fünf")
    }
}
