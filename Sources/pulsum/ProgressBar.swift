import Foundation
import PulsumAgents
import Synchronization

/// A one-line progress bar on stderr (bytes, rate, records), shown only on a terminal.
final class ProgressBar: Sendable {
    private let enabled: Bool
    private let state = Mutex<(started: Date, lastDraw: Date, drawn: Bool)>((Date(), .distantPast, false))

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ progress: IngestProgress) {
        guard enabled else { return }
        let (path, bytesRead, totalBytes) = (progress.path, progress.bytesRead, progress.totalBytes)
        let now = Date()
        let line: String? = state.withLock { state in
            guard now.timeIntervalSince(state.lastDraw) > 0.1 || bytesRead == totalBytes else { return nil }
            state.lastDraw = now
            state.drawn = true
            let elapsed = max(0.001, now.timeIntervalSince(state.started))
            let fraction = totalBytes > 0 ? Double(bytesRead) / Double(totalBytes) : 1
            let width = 24
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            let name = (path as NSString).lastPathComponent
            return String(format: "\r%@ %@ %5.1f%%  %.1f MB  %.1f MB/s  %d records ", name, bar, fraction * 100,
                          Double(bytesRead) / 1e6, Double(bytesRead) / 1e6 / elapsed, progress.records)
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }

    func finish() {
        guard enabled else { return }
        let drawn = state.withLock { $0.drawn }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
