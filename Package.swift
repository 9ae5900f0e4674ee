// swift-tools-version:6.1
import PackageDescription

/// Pulsum: local-first wellness analytics and coaching.
///
/// Module layout (dependencies point downward only), see docs/architecture.md:
///   pulsum (CLI) → PulsumAgents (the one door) → {Ingest, Store, Analytics, Embedding, VectorStore,
///   Ranking, Safety, Cohort} → {PulsumLinearAlgebra → CBLAS, PulsumFiles} → PulsumCore
///
/// Every target lists exactly the modules it imports; `make test` builds with
/// `--explicit-target-dependency-import-check=error`, so an undeclared import fails the build.
let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Pulsum",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pulsum", targets: ["pulsum"]),
        .executable(name: "pulsum-bench", targets: ["pulsum-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // HTML for the report; chosen over swift-mustache for build time (0.8 s against 16 s here).
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // Tests only: checks that deploy/kubernetes parses as YAML with the fields the recipe needs.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // System library over OpenBLAS's cblas.h.
        .systemLibrary(name: "CBLAS", pkgConfig: "openblas", providers: [.apt(["libopenblas-dev"])]),
        // System library over zlib.h, for `.gz` files and members (ZIPFoundation links the same zlib).
        .systemLibrary(name: "SystemZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Hardware CRC32C (SSE4.2 / ARMv8 CRC) for the vector store's file checksum.
        .target(name: "CRC32C"),
        // Pulsum's AVX2/FMA kernels (plain C fallback), one file per job: the vector store's
        // single-query scan and the panel matrix product it shares with the MiniLM encoder, and
        // the encoder's GELU, LayerNorm and attention. Optimised in debug builds too: at -O0 the
        // intrinsics run about 60× slower, which would make the test suite and `make run` crawl.
        .target(name: "CKernels", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        // 16-byte compare-to-bitmask (SSE2) for the Apple Health reader's byte scanner.
        .target(name: "CByteMask"),
        // A SIGBUS handler for memory-mapped files: a file cut short or a failing disk while it is
        // mapped ends the run with one line instead of a crash report.
        .target(name: "CMappingGuard"),

        .target(name: "PulsumCore", swiftSettings: strictSwift6),
        .target(
            name: "PulsumFiles",
            dependencies: ["PulsumCore", "CMappingGuard", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSwift6),
        .target(name: "PulsumLinearAlgebra", dependencies: ["CBLAS"], swiftSettings: strictSwift6),
        .target(
            name: "PulsumIngest",
            dependencies: [
                "PulsumCore", "PulsumFiles", "CByteMask", "SystemZlib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSwift6),
        .target(
            name: "PulsumStore",
            dependencies: [
                "PulsumCore", "PulsumFiles",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictSwift6),
        .target(name: "PulsumAnalytics", dependencies: ["PulsumCore"], swiftSettings: strictSwift6),
        .target(
            name: "PulsumReport",
            dependencies: ["PulsumCore", "PulsumAnalytics", .product(name: "Plot", package: "Plot")],
            swiftSettings: strictSwift6),
        .target(
            name: "PulsumEmbedding",
            dependencies: [
                "PulsumCore", "PulsumFiles", "PulsumLinearAlgebra", "CKernels",
            ],
            swiftSettings: strictSwift6),
        .target(
            name: "PulsumVectorStore",
            dependencies: ["PulsumFiles", "PulsumLinearAlgebra", "CRC32C", "CKernels"],
            swiftSettings: strictSwift6),
        .target(name: "PulsumCohort", dependencies: ["PulsumCore", "PulsumFiles"], swiftSettings: strictSwift6),
        .target(name: "PulsumRanking", dependencies: ["PulsumCore", "PulsumFiles"], swiftSettings: strictSwift6),
        // The Linux kernel key retention service's system calls (add_key, keyctl), which Swift
        // cannot call through the variadic syscall(2) directly.
        .target(name: "CKeyring"),
        .target(
            name: "PulsumVault",
            dependencies: [
                "PulsumCore", "PulsumFiles", "CKeyring",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strictSwift6),
        .target(
            name: "PulsumSafety",
            dependencies: ["PulsumCore", "PulsumFiles", "PulsumEmbedding", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSwift6),
        // Retrains Data/safety/crisis-classifier.json from the committed corpus (make safety-train).
        .executableTarget(
            name: "pulsum-safety-train", dependencies: ["PulsumSafety", "PulsumEmbedding"], path: "Sources/PulsumSafetyTraining",
            swiftSettings: strictSwift6),
        // Times the crisis screen after model load (docs/safety.md).
        .executableTarget(
            name: "pulsum-safety-bench", dependencies: ["PulsumSafety", "PulsumEmbedding"], path: "Benchmarks/safety/ScreenBench",
            swiftSettings: strictSwift6),
        .target(
            name: "PulsumAgents",
            dependencies: [
                "PulsumCore", "PulsumFiles", "PulsumIngest", "PulsumStore", "PulsumAnalytics", "PulsumReport",
                "PulsumLinearAlgebra", "PulsumEmbedding", "PulsumVectorStore", "PulsumRanking", "PulsumSafety",
                "PulsumCohort", "PulsumVault", .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSwift6),
        .executableTarget(
            name: "pulsum",
            dependencies: [
                // The one door: commands import only these two (checked by ModuleBoundaryTests).
                "PulsumAgents", "PulsumCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSwift6),
        // Benchmarks, outside the product: the readers, trainer and timing the measurements use,
        // and the `pulsum-bench` command (see Benchmarks/README.md).
        .target(
            name: "PulsumBenchSupport",
            dependencies: ["PulsumCore", "PulsumFiles", "PulsumLinearAlgebra", "PulsumVectorStore", "PulsumRanking"],
            swiftSettings: strictSwift6),
        .executableTarget(
            name: "pulsum-bench",
            dependencies: [
                "PulsumBenchSupport", "PulsumAgents", "PulsumAnalytics", "PulsumCore", "PulsumEmbedding", "PulsumFiles",
                "PulsumIngest", "PulsumLinearAlgebra", "PulsumRanking", "PulsumStore", "PulsumVectorStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift6),

        // The parsers of untrusted files as fuzz targets, and their libFuzzer/replay driver
        // (`make fuzz`; docs/reliability.md).
        .target(
            name: "PulsumFuzzTargets",
            dependencies: ["PulsumCore", "PulsumIngest", "PulsumEmbedding", "PulsumVectorStore", "PulsumRanking"],
            swiftSettings: strictSwift6),
        .executableTarget(name: "pulsum-fuzz", dependencies: ["PulsumFuzzTargets"], swiftSettings: strictSwift6),

        // The encryption-at-rest benchmark (Benchmarks/vault/run.sh), kept out of the product.
        .executableTarget(
            name: "pulsum-vault-bench",
            dependencies: ["PulsumVault", "PulsumStore", "PulsumCore"],
            path: "Benchmarks/vault/Sources",
            swiftSettings: strictSwift6),

        // Test helpers shared by the test targets: paths to fixtures and ../shared, the CLI runner,
        // a collecting record sink and the fake embedders.
        .target(
            name: "PulsumTestSupport",
            dependencies: ["PulsumCore", "PulsumEmbedding", "PulsumSafety"],
            path: "Tests/PulsumTestSupport",
            swiftSettings: strictSwift6),
        .testTarget(name: "PulsumCoreTests", dependencies: ["PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumFilesTests", dependencies: ["PulsumFiles", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumLinearAlgebraTests", dependencies: ["PulsumLinearAlgebra", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumIngestTests", dependencies: ["PulsumIngest", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumStoreTests", dependencies: [
            "PulsumStore", "PulsumIngest", "PulsumCore", "PulsumTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumAnalyticsTests", dependencies: ["PulsumAnalytics", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumReportTests", dependencies: ["PulsumReport", "PulsumAnalytics", "PulsumCore"],
                    swiftSettings: strictSwift6),
        .testTarget(name: "PulsumEmbeddingTests", dependencies: ["PulsumEmbedding", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumVectorStoreTests", dependencies: ["PulsumVectorStore", "PulsumCore", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumCohortTests", dependencies: [
            "PulsumCohort", "PulsumCore", "PulsumTestSupport", .product(name: "Yams", package: "Yams"),
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumRankingTests", dependencies: ["PulsumRanking", "PulsumCore", "PulsumFiles", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumVaultTests", dependencies: [
            "PulsumVault", "PulsumCore", "PulsumStore", "PulsumTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumSafetyTests", dependencies: ["PulsumSafety", "PulsumCore", "PulsumEmbedding", "PulsumFiles", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumAgentsTests", dependencies: [
            "PulsumAgents", "PulsumAnalytics", "PulsumCohort", "PulsumCore", "PulsumEmbedding", "PulsumFiles", "PulsumIngest",
            "PulsumRanking", "PulsumReport", "PulsumStore", "PulsumVectorStore", "PulsumTestSupport",
            .product(name: "GRDB", package: "GRDB.swift"),
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumFuzzTargetsTests", dependencies: ["PulsumFuzzTargets", "PulsumTestSupport"], swiftSettings: strictSwift6),
        .testTarget(name: "pulsumTests", dependencies: [
            "pulsum", "PulsumAgents", "PulsumCore", "PulsumFiles", "PulsumTestSupport", .product(name: "Crypto", package: "swift-crypto"),
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumBenchSupportTests", dependencies: [
            "PulsumBenchSupport", "PulsumCore", "PulsumRanking", "PulsumVectorStore", "PulsumTestSupport",
        ], swiftSettings: strictSwift6),
        .testTarget(name: "PulsumBenchCLITests", dependencies: ["pulsum-bench", "PulsumTestSupport"], swiftSettings: strictSwift6),
    ]
)
