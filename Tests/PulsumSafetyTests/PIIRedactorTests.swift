import Testing
@testable import PulsumSafety

@Suite struct PIIRedactorTests {
    @Test(arguments: [
        ("mail me at jane.doe+fit@example.co.uk today", "mail me at [email] today"),
        ("call 415-555-0132 or (415) 555 0132", "call [phone] or [phone]"),
        ("my cell is +44 20 7946 0958", "my cell is [phone]"),
        ("ssn 123-45-6789", "ssn [ssn]"),
        ("card 4111 1111 1111 1111 expires soon", "card [card] expires soon"),
        ("card 4111-1111-1111-1111", "card [card]"),
        ("from 192.168.1.20 and 2001:db8::8a2e:370:7334", "from [ip] and [ip]"),
        ("loopback ::1 and ::ffff:10.0.0.1", "loopback [ip] and [ip]"),
    ])
    func redacts(input: String, expected: String) {
        #expect(PIIRedactor.redact(input) == expected)
    }

    @Test(arguments: [
        "slept 7.5 hours, 10432 steps, HRV 48 ms at 07:30:15 on 2024-03-01",
        "resting HR 52 bpm, version 1.2.3.4.5",
        "card-like but not Luhn: 4111 1111 1111 1112",
        "999.999.999.999 is not an address",
        "model missing in /tmp/pulsum-tests-1/no-model-E5BFB3F165DB440781155647442DBC3B",
    ])
    func leavesHealthNumbersAlone(input: String) {
        #expect(PIIRedactor.redact(input) == input)
    }

    @Test func keepsTheGivenIdentifiersAndRedactsAroundThem() {
        let text = "/home/jane.doe@example.com/study.csv holds 2 participants (1503960366, 1624580081); call 415-555-0132"
        #expect(PIIRedactor.redact(text, keeping: ["1503960366", "1624580081"])
            == "/home/[email]/study.csv holds 2 participants (1503960366, 1624580081); call [phone]")
        #expect(PIIRedactor.redact(text, keeping: []) == PIIRedactor.redact(text))
    }

    @Test func luhn() {
        #expect(PIIRedactor.passesLuhn("4111111111111111"))
        #expect(PIIRedactor.passesLuhn("378282246310005"))
        #expect(!PIIRedactor.passesLuhn("4111111111111112"))
        #expect(!PIIRedactor.passesLuhn("12345"))
    }
}
