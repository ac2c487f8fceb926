package org.memoryjournal.app.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.memoryjournal.llm.LocalEmbeddingProvider;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: recall latency at several journal sizes (dense and the shipped hybrid policy, touch
 * persisted), sqlite-vec's exact KNN on the same vectors, embedding and ingest throughput, and chat
 * turn overhead. Works on temporary journals; the user's own journal is never touched.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure recall latency, ingest throughput and chat-turn overhead on synthetic journals.")
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--sizes", split = ",", paramLabel = "N,N,...", defaultValue = "10000,100000,1000000",
            description = "Journal sizes for recall latency (default ${DEFAULT-VALUE}).")
    List<Integer> sizes;

    @Option(names = "--queries", defaultValue = "200", paramLabel = "N", description = "Timed queries per size (default ${DEFAULT-VALUE}).")
    int queries;

    @Option(names = "--ingest", defaultValue = "10000", paramLabel = "N", description = "Memories for the ingest benchmark; 0 skips it (default ${DEFAULT-VALUE}).")
    int ingest;

    @Option(names = "--compare-embedding", defaultValue = "2000", paramLabel = "N",
            description = "Sentences for the side-by-side of our batched embedding and the library's embedAll, both models; 0 skips (default ${DEFAULT-VALUE}).")
    int compareEmbedding;

    @Option(names = "--turns", defaultValue = "30", paramLabel = "N", description = "Timed chat turns per size up to 100,000 (default ${DEFAULT-VALUE}); 0 skips.")
    int turns;

    @Option(names = "--sqlite-vec", paramLabel = "FILE", description = "Path of sqlite-vec's vec0.so (default: $SQLITE_VEC_PATH or node_modules).")
    Path sqliteVec;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where to build the temporary journals (default: the system temp directory).")
    Path workDir;

    @Option(names = "--startup", paramLabel = "N", defaultValue = "0",
            description = "Also time N cold starts of the app over the 100,000-memory journal (needs a display).")
    int startupRuns;

    @Option(names = "--startup-launcher", paramLabel = "FILE",
            description = "Time the cold starts with this launcher instead of java and this class path, e.g. the app "
                    + "image's target/installer/memory-journal/bin/memory-journal (with its class-data archive).")
    Path startupLauncher;

    @Option(names = "--memory", description = "Also run the app over the 100,000-memory journal (scrolling, "
            + "4 searches, 5 chat turns; needs a display) and check its resident memory against the budget; "
            + "the exit status is 3 when it is over.")
    boolean memory;

    @Option(names = "--memory-budget-mb", defaultValue = "" + MemoryBudget.DEFAULT_MB, paramLabel = "MB",
            description = "Resident memory budget of the app at 100,000 memories, after the scenario and at its "
                    + "peak (default ${DEFAULT-VALUE}).")
    int memoryBudgetMb;

    @Option(names = "--json", description = "Print one JSON object on stdout.")
    boolean json;

    @Option(names = "--write-docs", paramLabel = "FILE", arity = "0..1", fallbackValue = "docs/PERFORMANCE.md",
            description = "Also write the results as Markdown (default docs/PERFORMANCE.md).")
    Path docs;

    @Override
    public Integer call() throws Exception {
        PrintWriter progress = spec.commandLine().getErr();
        if (startupLauncher != null && !Files.isExecutable(startupLauncher)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--startup-launcher " + startupLauncher
                    + " is not an executable file; build the app image first (mvn -B -Ppackage package "
                    + "-Dmj.installer.types=).");
        }
        Instant now = Instant.now();
        Path dir = workDir == null ? Files.createTempDirectory("mj-bench") : Files.createDirectories(workDir)
                .resolve("mj-bench-" + now.toEpochMilli());
        Files.createDirectories(dir);
        BenchResults results = new BenchResults();
        Optional<Path> vec = SqliteVecBench.locate(Optional.ofNullable(sqliteVec));
        try (LocalEmbeddingProvider bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL)) {
            String model = bge.modelId();
            for (int n : sizes) {
                progress.printf("Journal of %,d memories%n", n);
                Path file = dir.resolve("journal-" + n + ".db");
                RecallBench.fill(file, n, model, now, progress);
                RecallBench.Result r = new RecallBench(progress, queries).run(file, n, model, now);
                results.recall.add(r.dense());
                results.recallDefault.add(r.hybrid());
                results.recallOwnLife.add(r.ownLife());
                results.openMillis.put(n, r.openMillis());
                if (n == 100_000) {
                    results.residentMb = ResidentMemory.megabytes();
                    startup(results, file, progress);
                    memory(results, file, progress);
                }
                if (turns > 0 && n <= 100_000) {
                    results.turnOverhead.add(new TurnBench(progress, turns).run(file, n, bge, now));
                }
                if (vec.isPresent()) {
                    results.sqliteVec.add(new SqliteVecBench(progress, queries).run(vec.get(),
                            dir.resolve("vec-" + n + ".db"), n, now));
                }
                deleteJournal(dir, n);
            }
            if (vec.isEmpty()) {
                results.notes.addAll(SqliteVecBench.note());
            }
            if (ingest > 0) {
                progress.printf("Ingest of %,d short memories%n", ingest);
                IngestBench.Result in = new IngestBench(progress).run(bge, dir.resolve("ingest.db"), ingest);
                results.embedPerSecond = in.embedPerSecond();
                results.ingestPerSecond = in.ingestPerSecond();
            }
            if (compareEmbedding > 0) {
                progress.printf("Batched embedding against the library's embedAll (%,d sentences)%n", compareEmbedding);
                results.embeddingComparison.addAll(new EmbeddingComparison(progress).run(compareEmbedding));
            }
        } finally {
            deleteTree(dir);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(results.toJson()));
        } else {
            out.print(PerformanceReport.table(results));
        }
        if (docs != null) {
            Files.createDirectories(docs.toAbsolutePath().getParent());
            List<String> args = spec.commandLine().getParseResult().originalArgs();
            Files.writeString(docs, PerformanceReport.markdown(results, args.subList(args.indexOf("bench") + 1,
                    args.size()), now));
            progress.println("Wrote " + docs);
        }
        if (results.memoryVerdict != null && !results.memoryVerdict.within()) {
            spec.commandLine().getErr().println(results.memoryVerdict.sentence());
            return MemoryBudget.OVER_BUDGET_EXIT;
        }
        return 0;
    }

    private void memory(BenchResults results, Path journal, PrintWriter progress) throws Exception {
        if (!memory) {
            return;
        }
        if (!StartupBench.displayAvailable()) {
            throw new IllegalStateException("bench --memory runs the desktop app and needs a display (DISPLAY is "
                    + "not set); run it under a desktop or Xvfb.");
        }
        Path dataDir = journal.resolveSibling("memory-home");
        Files.createDirectories(dataDir);
        Files.copy(journal, dataDir.resolve("journal.db"));
        progress.println("Memory of the app over the 100,000-memory journal");
        MemoryBench.Result r = new MemoryBench(progress).run(dataDir);
        results.memory = r;
        results.memoryVerdict = new MemoryBudget(memoryBudgetMb).judge(r);
        progress.println("  " + results.memoryVerdict.sentence());
        progress.flush();
    }

    private void startup(BenchResults results, Path journal, PrintWriter progress) throws Exception {
        if (startupRuns <= 0) {
            return;
        }
        if (!StartupBench.displayAvailable()) {
            results.notes.add("No display (DISPLAY is not set), so the app's cold start was not measured; "
                    + "run under a desktop or Xvfb with --startup N.");
            return;
        }
        Path dataDir = journal.resolveSibling("startup-home");
        Files.createDirectories(dataDir);
        Files.copy(journal, dataDir.resolve("journal.db"));
        progress.println("Cold starts of the app over the 100,000-memory journal");
        results.startup = new StartupBench(progress, Optional.ofNullable(startupLauncher)).run(dataDir, startupRuns)
                .orElse(null);
    }

    private static void deleteJournal(Path dir, int n) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(p -> p.getFileName().toString().contains("-" + n + ".db")).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Everything one run measured. */
    static final class BenchResults {
        final List<Latency> recall = new ArrayList<>();
        final List<Latency> recallDefault = new ArrayList<>();
        /** The default policy asked in the first person, through the query adapter. */
        final List<Latency> recallOwnLife = new ArrayList<>();
        final List<Latency> sqliteVec = new ArrayList<>();
        final List<Latency> turnOverhead = new ArrayList<>();
        final Map<Integer, Double> openMillis = new LinkedHashMap<>();
        final List<String> notes = new ArrayList<>();
        final List<EmbeddingComparison.Result> embeddingComparison = new ArrayList<>();
        double embedPerSecond = Double.NaN;
        double ingestPerSecond = Double.NaN;
        double residentMb = Double.NaN;
        StartupBench.Result startup;
        MemoryBench.Result memory;
        MemoryBudget.Verdict memoryVerdict;

        Map<String, Object> toJson() {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("recall", rows(recall));
            o.put("recall_default", rows(recallDefault));
            o.put("recall_default_first_person", rows(recallOwnLife));
            o.put("sqlite_vec", rows(sqliteVec));
            o.put("ingest_per_s", finite(ingestPerSecond));
            o.put("embed_per_s", finite(embedPerSecond));
            List<Map<String, Object>> turns = new ArrayList<>();
            for (Latency l : turnOverhead) {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("n", l.n());
                t.put("p50_ms", round(l.p50()));
                turns.add(t);
            }
            o.put("turn_overhead_ms", turns);
            Map<String, Object> open = new LinkedHashMap<>();
            openMillis.forEach((n, ms) -> open.put(Integer.toString(n), round(ms)));
            o.put("open_ms", open);
            o.put("resident_mb_at_100k", finite(residentMb));
            if (startup != null) {
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("how", startup.how());
                s.put("runs", startup.starts().size());
                s.put("ready_after_launch_ms", spread(startup.launch()));
                s.put("ready_after_spawn_ms", spread(startup.spawn()));
                s.put("cpu_to_ready_ms", spread(startup.cpu()));
                s.put("first_start_writing_archive_ms", startup.first().map(f -> round(f.launchMillis())).orElse(null));
                s.put("resident_mb", finite(startup.residentMb()));
                o.put("startup_at_100k", s);
            }
            if (memory != null) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("memories", memory.memories());
                m.put("rss_start_mb", round(memory.rssStart()));
                m.put("rss_after_scenario_mb", round(memory.rssAfter()));
                m.put("rss_peak_mb", round(memory.rssPeak()));
                m.put("heap_live_mb", round(memory.heapLive()));
                m.put("heap_committed_mb", round(memory.heapCommitted()));
                m.put("heap_max_mb", round(memory.heapMax()));
                m.put("budget_mb", memoryVerdict.budgetMb());
                m.put("within_budget", memoryVerdict.within());
                m.put("jvm_flags", memory.flags());
                o.put("app_memory_at_100k", m);
            }
            List<Map<String, Object>> comparison = new ArrayList<>();
            for (EmbeddingComparison.Result c : embeddingComparison) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("model", c.model());
                row.put("library_per_s", round(c.libraryPerSecond()));
                row.put("ours_per_s", round(c.oursPerSecond()));
                row.put("ratio", round(c.ratio()));
                comparison.add(row);
            }
            o.put("embedding_vs_library", comparison);
            o.put("notes", notes);
            return o;
        }

        private static List<Map<String, Object>> rows(List<Latency> ls) {
            List<Map<String, Object>> out = new ArrayList<>();
            for (Latency l : ls) {
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("n", l.n());
                r.put("p50_ms", round(l.p50()));
                r.put("p95_ms", round(l.p95()));
                out.add(r);
            }
            return out;
        }

        private static Map<String, Object> spread(StartupBench.Spread s) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("min", finite(s.min()));
            m.put("median", finite(s.median()));
            m.put("max", finite(s.max()));
            return m;
        }

        private static Object finite(double v) {
            return Double.isFinite(v) ? round(v) : null;
        }

        static double round(double v) {
            return Math.round(v * 1000) / 1000.0;
        }
    }
}
