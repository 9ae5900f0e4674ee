import Foundation
import PulsumTestSupport
import Testing
import Yams

/// `deploy/kubernetes/` parses as YAML and carries what the recipe in docs/cohorts.md relies on.
@Suite("Kubernetes manifests")
struct KubernetesManifestTests {
    static func load(_ name: String) throws -> [String: Any] {
        let url = TestPaths.repositoryRoot.appendingPathComponent("deploy/kubernetes/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any], "\(name) is not a YAML mapping")
    }

    @Test("the CronJob creates an Indexed Job with per-index retries, no overlap, and a shard count equal to completions")
    func cronJob() throws {
        let cron = try Self.load("cohort-nightly-cronjob.yaml")
        #expect(cron["apiVersion"] as? String == "batch/v1" && cron["kind"] as? String == "CronJob")
        let spec = try #require(cron["spec"] as? [String: Any])
        #expect(spec["concurrencyPolicy"] as? String == "Forbid")
        #expect((spec["schedule"] as? String)?.split(separator: " ").count == 5)
        let job = try #require((spec["jobTemplate"] as? [String: Any])?["spec"] as? [String: Any])
        #expect(job["completionMode"] as? String == "Indexed")
        let completions = try #require(job["completions"] as? Int)
        #expect(job["parallelism"] as? Int ?? 0 >= 1 && job["parallelism"] as? Int ?? 0 <= completions)
        #expect(job["backoffLimitPerIndex"] as? Int ?? 0 >= 1)
        let pod = try #require((job["template"] as? [String: Any])?["spec"] as? [String: Any])
        #expect(pod["restartPolicy"] as? String == "Never")
        let container = try #require((pod["containers"] as? [[String: Any]])?.first)
        #expect(container["args"] as? [String] == ["cohort", "nightly", "--cohort", "/cohort"])
        let env = (container["env"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) {
            $0[$1["name"] as? String ?? ""] = $1["value"] as? String
        }
        #expect(env["PULSUM_SHARD_COUNT"] == String(completions))
        let resources = try #require(container["resources"] as? [String: Any])
        for kind in ["requests", "limits"] {
            let values = try #require(resources[kind] as? [String: Any])
            #expect(values["cpu"] != nil && values["memory"] != nil)
        }
        let mounts = container["volumeMounts"] as? [[String: Any]] ?? []
        let cohortMount = try #require(mounts.first { $0["mountPath"] as? String == "/cohort" })
        let volumes = pod["volumes"] as? [[String: Any]] ?? []
        let volume = try #require(volumes.first { $0["name"] as? String == cohortMount["name"] as? String })
        let claim = try #require((volume["persistentVolumeClaim"] as? [String: Any])?["claimName"] as? String)

        let pvc = try Self.load("cohort-volume.yaml")
        #expect(pvc["kind"] as? String == "PersistentVolumeClaim")
        #expect((pvc["metadata"] as? [String: Any])?["name"] as? String == claim)

        let importJob = try Self.load("cohort-import-job.yaml")
        #expect(importJob["kind"] as? String == "Job")
        let importPod = try #require(((importJob["spec"] as? [String: Any])?["template"] as? [String: Any])?["spec"]
            as? [String: Any])
        let importVolumes = importPod["volumes"] as? [[String: Any]] ?? []
        #expect(importVolumes.contains { ($0["persistentVolumeClaim"] as? [String: Any])?["claimName"] as? String == claim })
        let importCommand = (importPod["containers"] as? [[String: Any]])?.first?["command"] as? [String] ?? []
        #expect(importCommand.last?.contains("pulsum cohort import") == true && importCommand.last?.contains("--cohort /cohort") == true)
    }

    @Test("the container build file builds the static binary and ships the model")
    func containerfile() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("deploy/kubernetes/Containerfile")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("swift build -c release --product pulsum --static-swift-stdlib"))
        #expect(text.contains("scripts/setup.sh") && text.contains("PULSUM_MODEL_DIR=/opt/pulsum/models/all-MiniLM-L6-v2"))
    }
}
