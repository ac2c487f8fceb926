package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.FitReason;
import org.memoryjournal.memory.LoweredFor;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

class RecallTraceStoreTest {
    @TempDir
    Path dir;

    @Test
    void anAnswersRankingSurvivesReopeningExactly() {
        ScoreBreakdown b = new ScoreBreakdown(0.71234567891, 0.5, 0.8, 0.71234567891, 0.1, 0.24, 1.0, 0.45, 7, 2.10234,
                12, 0.5, FitReason.DETAIL);
        long answerId;
        RecallTrace trace;
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("Dentist moved to Thursday"));
            long conversation = j.conversations().create("t", T0).id();
            answerId = j.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "ok", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(m.id()), 0).id();
            trace = new RecallTrace(T0, new Weights(1, 0.2, 0.3), "\"yesterday\" (…; with a semicolon)",
                    List.of(new RecallTrace.Entry(m.id(), 1, b, m.text().hashCode())));
            j.conversations().recordTrace(answerId, trace);
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.conversations().trace(answerId)).contains(trace);
        }
    }

    @Test
    void aRankingKeptWithTheSettingsWeightsReadsTheWeightsItUsedBackFromItsRows() throws Exception {
        // A question about what mattered, ranked with importance 1.00 and relevance 0.30 while the settings said
        // 1 / 0.2 / 0.3: kept before the trace held the weights used ("v1"), its context holds the settings'.
        ScoreBreakdown b = new ScoreBreakdown(0.5, 0.25, 0.8, 0.15, 0.05, 0.8, 0, 0, 0, 1.0);
        long answerId;
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("Signed the lease on the flat"));
            long conversation = j.conversations().create("t", T0).id();
            answerId = j.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "ok", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(m.id()), 0).id();
            j.conversations().recordTrace(answerId, new RecallTrace(T0, new Weights(0.3, 0.2, 1.0), "",
                    List.of(new RecallTrace.Entry(m.id(), 1, b, 0))));
            assertThat(j.conversations().trace(answerId).orElseThrow().weights()).isEqualTo(new Weights(0.3, 0.2, 1));
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
             java.sql.PreparedStatement ps = c.prepareStatement("UPDATE messages SET recall_context = ? WHERE id = ?")) {
            ps.setString(1, "v1;1.0,0.2,0.3;" + T0 + ";");
            ps.setLong(2, answerId);
            assertThat(ps.executeUpdate()).isOne();
        }
        try (JournalDatabase j = open(dir)) {
            Weights w = j.conversations().trace(answerId).orElseThrow().weights();
            assertThat(w.relevance()).isCloseTo(0.3, within(1e-9));
            assertThat(w.recency()).isCloseTo(0.2, within(1e-9));
            assertThat(w.importance()).isCloseTo(1.0, within(1e-9));
        }
    }

    @Test
    void aSignalNoRowHasKeepsTheWeightAskedFor() {
        ScoreBreakdown noRecency = new ScoreBreakdown(0.5, 0, 0.8, 0.15, 0, 0.8, 0, 0, 0, 0.95);
        Weights w = RecallTrace.weightsReadBack(List.of(new RecallTrace.Entry(1, 1, noRecency, 0)),
                new Weights(1, 0.2, 0.3));
        assertThat(w.recency()).isEqualTo(0.2);
        assertThat(w.importance()).isCloseTo(1.0, within(1e-9));
        assertThat(RecallTrace.weightsReadBack(List.of(), Weights.EQUAL)).isEqualTo(Weights.EQUAL);
    }

    @Test
    void aRankingKeptBeforeRelevanceCouldPassOnReadsAsEachMemorysOwn() {
        // Ten numbers: the form kept before a replacement could take the relevance of the memory it replaced.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;1.0;0.45;7;1.6")).hasValueSatisfying(b -> {
            assertThat(b.outdatedBy()).isEqualTo(7);
            assertThat(b.total()).isEqualTo(1.6);
            assertThat(b.relevanceOf()).isZero();
        });
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;1.0;0.45;7;1.6;3")).hasValueSatisfying(b -> {
            assertThat(b.relevanceOf()).isEqualTo(3);
            // Eleven numbers: kept before the question fit was its own part (it was inside the time match).
            assertThat(b.questionFit()).isZero();
        });
        // Stored before the fit's reason was: the fit stays, its reason unstated.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0.5")).hasValueSatisfying(b -> {
            assertThat(b.questionFit()).isEqualTo(0.5);
            assertThat(b.fitReason()).isEqualTo(FitReason.UNSTATED);
        });
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0")).hasValueSatisfying(
                b -> assertThat(b.fitReason()).isEqualTo(FitReason.NONE));
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0.5;INSTRUCTION")).hasValueSatisfying(
                b -> assertThat(b.fitReason()).isEqualTo(FitReason.INSTRUCTION));
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0.5;SOMETHING_NEWER")).isEmpty();
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0.5;DETAIL;9")).isEmpty();
        // Stored before the reason for lowering was: a memory ranked below another was ranked below a newer one.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0.45;7;1.1;3;0.5;DETAIL")).hasValueSatisfying(
                b -> assertThat(b.loweredFor()).isEqualTo(LoweredFor.NEWER));
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE")).hasValueSatisfying(
                b -> assertThat(b.loweredFor()).isEqualTo(LoweredFor.NONE));
        ScoreBreakdown insight = ScoreBreakdown.of(new Weights(1, 0.03, 0.1), 0.6, 1, 1).belowSource(4, 0.5);
        assertThat(TraceCodec.breakdown(TraceCodec.breakdown(insight))).contains(insight);
        // Stored before a memory's relevance could be lowered for being about someone else's thing: it was not.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE")).hasValueSatisfying(
                b -> assertThat(b.someoneElses()).isFalse());
        ScoreBreakdown others = ScoreBreakdown.of(new Weights(1, 0.03, 0.1), 0.3, 1, 1).withSomeoneElses();
        assertThat(TraceCodec.breakdown(TraceCodec.breakdown(others))).contains(others);
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;MAYBE")).isEmpty();
        // Stored before relevance could be a passage's match: it was the whole text's.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;OTHERS")).hasValueSatisfying(
                b -> assertThat(b.passage()).isZero());
        ScoreBreakdown byPassage = others.withPassage(2);
        assertThat(TraceCodec.breakdown(TraceCodec.breakdown(byPassage))).contains(byPassage)
                .hasValueSatisfying(b -> assertThat(b.passage()).isEqualTo(2));
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;;-1")).isEmpty();
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;;two")).isEmpty();
        // Stored before a memory that only asks kept part of its relevance: it did not.
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;;2")).hasValueSatisfying(
                b -> assertThat(b.askedOnly()).isFalse());
        ScoreBreakdown askedOnly = byPassage.withAskedOnly();
        assertThat(TraceCodec.breakdown(TraceCodec.breakdown(askedOnly))).contains(askedOnly)
                .hasValueSatisfying(b -> assertThat(b.askedOnly()).isTrue());
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;0;0;0;1.55;0;0;NONE;NONE;;2;MAYBE")).isEmpty();
        // The hash of the memory's text when it was ranked, after the breakdown; not known in older traces.
        String entry = TraceCodec.entry(byPassage, "Dentist moved to Thursday".hashCode());
        assertThat(TraceCodec.breakdown(entry)).contains(byPassage);
        assertThat(TraceCodec.textHash(entry)).isEqualTo("Dentist moved to Thursday".hashCode());
        assertThat(TraceCodec.textHash(TraceCodec.breakdown(byPassage))).isZero();
        assertThat(TraceCodec.textHash(TraceCodec.breakdown(byPassage) + ";x")).isZero();
        assertThat(TraceCodec.textHash(null)).isZero();
        assertThat(new RecallTrace.Entry(1, 1, byPassage, "a".hashCode()).editedSince("a")).isFalse();
        assertThat(new RecallTrace.Entry(1, 1, byPassage, "a".hashCode()).editedSince("b")).isTrue();
        assertThat(new RecallTrace.Entry(1, 1, byPassage, 0).editedSince("b")).as("not known").isFalse();
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8")).isEmpty();
        assertThat(TraceCodec.breakdown("0.7;0.5;0.8;0.7;0.1;0.24;1.0;0.45;7;1.6;x")).isEmpty();
    }

    @Test
    void anAnswerWithoutAKeptRankingHasNone() {
        try (JournalDatabase j = open(dir)) {
            long conversation = j.conversations().create("t", T0).id();
            long id = j.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "ok", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(), 0).id();
            assertThat(j.conversations().trace(id)).isEmpty();
            assertThat(j.conversations().trace(99_999)).isEmpty();
            assertThatThrownBy(() -> j.conversations().recordTrace(99_999,
                    new RecallTrace(T0, Weights.EQUAL, "", List.of()))).isInstanceOf(StoreException.class);
        }
    }

    @Test
    void aSupersededMemoryKeepsItsReasonAndCanBeRestored() {
        try (JournalDatabase j = open(dir)) {
            Memory old = j.memories().add(memory("I drive a Golf"));
            Memory newer = j.memories().add(memory("Sold the Golf, I cycle now"));
            j.memories().supersede(old.id(), newer.id(), "Sold the car.");
            assertThat(j.memories().find(old.id()).orElseThrow().supersededBy()).hasValue(newer.id());
            assertThat(j.memories().supersedeReason(old.id())).isEqualTo("Sold the car.");
            Memory restored = j.memories().restore(old.id());
            assertThat(restored.isSuperseded()).isFalse();
            assertThat(j.memories().find(old.id()).orElseThrow().isSuperseded()).isFalse();
            assertThat(j.memories().supersedeReason(old.id())).isEmpty();
        }
    }
}
