package org.memoryjournal.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.QueryReading;

class RecallBenchTest {
    private static final Instant NOW = Instant.parse("2026-12-02T10:00:00Z");
    private static final String MODEL = "local:bge-small-en-v1.5-q";

    @Test
    void theFirstPersonRowLooksADetailUpInTheAskersOwnLifeAndThePlainRowsDoNot() {
        QueryReading own = QueryReader.read(RecallBench.askedInFirstPerson("kalo mi ren"), NOW.atZone(ZoneOffset.UTC));
        QueryReading plain = QueryReader.read(RecallBench.askedAboutSomeoneElse("kalo mi ren"),
                NOW.atZone(ZoneOffset.UTC));

        assertThat(own.aboutOwnLife()).isTrue();
        assertThat(own.asksForInstructions()).isFalse();
        assertThat(own.topicless()).isFalse();
        assertThat(own.asksForDetail()).isTrue();
        assertThat(own.asksAboutThePast()).isFalse();
        assertThat(plain.aboutOwnLife()).isFalse();
        assertThat(plain.asksForDetail()).isFalse();
        assertThat(plain.asksAboutThePast()).isFalse();
        assertThat(plain.topicless()).isFalse();
    }

    @Test
    void eachQuestionIsReadAsTheChatLoopReadsItAndTouchesWhatItRecalls() {
        org.memoryjournal.store.RecallOptions own = RecallBench.asInChat(RecallBench.askedInFirstPerson("kalo mi ren"),
                NOW);
        assertThat(own.touch()).isTrue();
        assertThat(own.reading()).hasValueSatisfying(r -> {
            assertThat(r.aboutOwnLife()).isTrue();
            assertThat(r.asksForDetail()).isTrue();
        });
        assertThat(RecallBench.asInChat(RecallBench.askedAboutSomeoneElse("kalo mi ren"), NOW).reading())
                .hasValueSatisfying(r -> assertThat(r.aboutOwnLife()).isFalse());
    }

    @Test
    void timesEachPolicyOnARealJournalFile(@TempDir Path dir) {
        StringWriter log = new StringWriter();
        PrintWriter progress = new PrintWriter(log);
        Path file = dir.resolve("journal.db");
        RecallBench.fill(file, 2_000, MODEL, NOW, progress);

        RecallBench.Result r = new RecallBench(progress, 20).run(file, 2_000, MODEL, NOW);

        for (Latency l : List.of(r.dense(), r.hybrid(), r.ownLife())) {
            assertThat(l.n()).isEqualTo(2_000);
            assertThat(l.p50()).isPositive().isLessThanOrEqualTo(l.p95());
        }
        assertThat(log.toString()).contains("default  recall at 2,000", "(hybrid relevance, first person)");
    }

    @Test
    void theReportShowsTheFirstPersonRowBesideTheDefault() {
        BenchCommand.BenchResults results = new BenchCommand.BenchResults();
        results.recall.add(new Latency(100_000, 3.5, 4.5));
        results.recallDefault.add(new Latency(100_000, 6.25, 12.5));
        results.recallOwnLife.add(new Latency(100_000, 7.0, 14.0));

        String md = PerformanceReport.markdown(results, List.of("--sizes", "100000"), NOW);

        assertThat(md).contains("| default, first person p50 (ms) | default, first person p95 (ms) |")
                .contains("| 100,000 | NaN | 3.50 | 4.50 | 6.25 | 12.50 | 7.00 | 14.00 |")
                .contains("asked in the first person, +0.75 ms at p50 and +1.50 ms at p95");
        assertThat(PerformanceReport.table(results)).contains("1st p. p50").contains("7.00");
    }
}
