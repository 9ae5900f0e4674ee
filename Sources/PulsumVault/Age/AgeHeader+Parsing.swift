import Foundation

extension AgeHeader {
    /// The longest header line accepted.
    static let lineLimit = 4096
    /// The most stanzas accepted in one header.
    static let stanzaLimit = 256

    /// Reads a header strictly (the C2SP age v1 rules): exact version line, `-> ` stanzas with
    /// visible-ASCII arguments, canonical unpadded base64 bodies in full 64-column lines ending
    /// with a shorter line, at least one stanza, then `--- ` and a 32-byte MAC.
    static func parse(from reader: BufferedReader) throws -> AgeHeader {
        let first = try? reader.readLine(limit: lineLimit)
        guard let first, first.elementsEqual(versionLine.utf8) else { throw AgeError.notAgeFile }
        var stanzas: [AgeStanza] = []
        while true {
            let line = try text(of: reader.readLine(limit: lineLimit))
            if line.hasPrefix("---") {
                guard !stanzas.isEmpty else { throw AgeError.malformedHeader("the header has no recipient stanza") }
                guard line.hasPrefix("--- ") else { throw AgeError.malformedHeader("the MAC line is malformed") }
                let mac = try AgeBase64.decode(line.dropFirst(4), count: 32, what: "the header MAC")
                return AgeHeader(stanzas: stanzas, mac: mac)
            }
            guard line.hasPrefix("-> ") else { throw AgeError.malformedHeader("expected a stanza ('-> ') or the MAC line ('--- ')") }
            guard stanzas.count < stanzaLimit else { throw AgeError.malformedHeader("more than \(stanzaLimit) stanzas") }
            stanzas.append(try parseStanza(firstLine: line.dropFirst(3), reader: reader))
        }
    }

    private static func parseStanza(firstLine: Substring, reader: BufferedReader) throws -> AgeStanza {
        let words = firstLine.split(separator: " ", omittingEmptySubsequences: false)
        guard let type = words.first, words.allSatisfy(AgeStanza.isValidArgument) else {
            throw AgeError.malformedHeader("a stanza has an empty or invalid argument")
        }
        var body = ""
        while true {
            let line = try text(of: reader.readLine(limit: AgeStanza.columns + 1))
            guard line.count <= AgeStanza.columns else { throw AgeError.malformedHeader("a stanza body line is longer than 64 columns") }
            body += line
            if line.count < AgeStanza.columns { break }
        }
        guard let decoded = AgeBase64.decode(Substring(body)) else {
            throw AgeError.malformedHeader("a stanza body is not canonical unpadded base64")
        }
        return AgeStanza(type: String(type), arguments: words.dropFirst().map(String.init), body: decoded)
    }

    private static func text(of line: [UInt8]) throws -> String {
        guard line.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else {
            throw AgeError.malformedHeader("the header contains a byte that is not printable ASCII")
        }
        return String(decoding: line, as: UTF8.self)
    }
}
