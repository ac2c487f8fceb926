package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.vec;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.FitReason;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * A question that asks for a type of value (a name, a code) lifts the old note that holds one the question does not
 * over newer chatter on the same topic, in a real journal: as written, and after the journal is opened again (the
 * index then reads the values stored with the memory); the stored values follow every write of a memory's text.
 */
class AnswerTypeRecallTest {
    private static final Embedding TOPIC = vec(0.5f, 0.5f, 0.5f, 0.5f);
    private static final Instant NOW = T0.plusSeconds(86_400L * 200);
    private static final RetrievalPolicy POLICY = RetrievalPolicy.defaults().withTokenBudget(0).withTopK(5)
            .withRelevance(RelevanceMode.DENSE, 0, 30);

    @TempDir
    Path dir;

    private long older;
    private long newer;

    /** An old note and newer chatter, equally close to every question here; recency favours the chatter. */
    private void write(String oldNote, String chatter) {
        try (JournalDatabase j = open(dir)) {
            older = j.memories().add(memory(oldNote, MemoryKind.EPISODIC, T0, 5, TOPIC)).id();
            newer = j.memories().add(memory(chatter, MemoryKind.EPISODIC, NOW.minusSeconds(86_400), 5, TOPIC)).id();
        }
    }

    private static List<Recalled> ask(JournalDatabase j, String question) {
        return j.memories().recall(question, TOPIC, POLICY, NOW,
                RecallOptions.PREVIEW.withReading(QueryReader.read(question, NOW.atZone(ZoneOffset.UTC))));
    }

    private static List<Long> ids(List<Recalled> recalled) {
        return recalled.stream().map(r -> r.memory().id()).toList();
    }

    @Test
    void aQuestionForANameFindsTheNoteThatNamesSomeoneBeforeNewerChatterAndAfterReopening() {
        write("Theo starts swimming lessons on Saturday, the teacher is Marta Silva", "theo's swimming teacher "
                + "says he needs goggles");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("what is Theo's swimming teacher called?",
                FitReason.NAME_ANSWER);
    }

    @Test
    void aQuestionOfWhichOneFindsTheNoteThatNamesItBeforeNewerChatter() {
        write("Naledi's 21st cake came from Crumbs & Co on Bree Street, she cried", "that cake for naledi's 21st "
                + "is still the best one we've ever had");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("which bakery made the cake for Naledi's 21st?",
                FitReason.NAME_ANSWER);
    }

    @Test
    void aQuestionOfWhatKindFindsTheNoteThatNamesItBeforeNewerChatter() {
        write("Signed Priya up for Gardeners' World for her birthday, a year's subscription", "priya's magazine "
                + "came again, she reads it cover to cover every month");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("what magazine does Priya get every month",
                FitReason.NAME_ANSWER);
    }

    @Test
    void aQuestionOfWhatSomeoneSaidFindsTheNoteThatReportsItBeforeNewerChatter() {
        write("Vet says the lump on Biscuit's leg is a fatty lipoma, nothing to worry about", "biscuit's lump looks "
                + "a bit bigger this week, should take him back to the vet");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("what did the vet say about the lump?",
                FitReason.SAID_ANSWER);
    }

    /**
     * Asked {@code question}, as written and after the journal is opened again, the older note comes first with the
     * lift of {@code reason} and the newer chatter gets none.
     */
    private void assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening(String question, FitReason reason) {
        for (int open = 0; open < 2; open++) {
            try (JournalDatabase j = open(dir)) {
                List<Recalled> out = ask(j, question);
                assertThat(ids(out)).containsExactly(older, newer);
                assertThat(out.get(0).breakdown().fitReason()).isEqualTo(reason);
                assertThat(out.get(0).breakdown().questionFit()).isGreaterThan(0);
                assertThat(out.get(1).breakdown().questionFit()).isZero();
            }
        }
    }

    @Test
    void aQuestionThatAsksWhenFindsTheNoteThatSaysTheDayBeforeNewerChatterAndAfterReopening() {
        write("Got through to the dentist's, they had a cancellation: Thurs 9th at 10.40am", "dentist receptionist "
                + "left a voicemail, couldn't make out half of it");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("when's my dentist appointment?",
                FitReason.DATE_ANSWER);
    }

    @Test
    void aNameTheQuestionHoldsLiftsNothing() {
        write("Theo had his first swimming lesson, the teacher was lovely", "Theo's swimming teacher says he needs "
                + "goggles");
        try (JournalDatabase j = open(dir)) {
            List<Recalled> out = ask(j, "what is Theo's swimming teacher called?");
            assertThat(ids(out)).containsExactly(newer, older);
            assertThat(out).allSatisfy(r -> assertThat(r.breakdown().questionFit()).isZero());
        }
    }

    @Test
    void aQuestionForACodeFindsTheNoteWithTheCodeNotTheOneWithAMeasure() {
        write("bike lock combination is 3958", "bike computer says 42km this week");
        try (JournalDatabase j = open(dir)) {
            List<Recalled> out = ask(j, "what's the combination for my bike lock?");
            assertThat(ids(out)).containsExactly(older, newer);
            assertThat(out.get(0).breakdown().fitReason()).isEqualTo(FitReason.CODE_ANSWER);
        }
    }

    @Test
    void aQuestionForABloodTypeFindsTheNoteThatHoldsOneNotNewerNotesAboutBloodAndAfterReopening() {
        write("Donor card came in the post. I'm O negative, so they'll be calling me often", "Blood test results: "
                + "cholesterol 5.4, a bit high");
        assertOlderNoteFirstForItsValueAsWrittenAndAfterReopening("what's my blood group again?",
                FitReason.BLOOD_TYPE_ANSWER);
    }

    /**
     * In a journal with a background (twenty notes about lunch along one axis), a note whose similarity to the
     * question comes mostly from that background does not stand out as about it (centred cosine 0.45 against the
     * chatter's 1.0). Names are in most notes, so it gets no lift for the names it holds; a street address is in few,
     * so it gets the lift for holding one, as written and after reopening.
     */
    @Test
    void aStreetAddressLiftsANoteThatDoesNotStandOutFromTheJournalANameDoesNot() {
        long address;
        try (JournalDatabase j = open(dir)) {
            for (int i = 0; i < 20; i++) {
                j.memories().add(memory("Had lunch at my desk again", MemoryKind.EPISODIC, T0.plusSeconds(3_600L * i),
                        3, vec(1, 0, 0, 0)));
            }
            address = j.memories().add(memory("Signed the lease today: 27 Birch Lane, top floor", MemoryKind.EPISODIC,
                    T0.plusSeconds(86_400L * 3), 5, vec(0.9f, 0.3f, 0, 0))).id();
            j.memories().add(memory("the new place still smells of paint", MemoryKind.EPISODIC,
                    NOW.minusSeconds(86_400), 5, TOPIC));
        }
        for (int open = 0; open < 2; open++) {
            try (JournalDatabase j = open(dir)) {
                Recalled asked = byId(ask(j, "what's our address for the form?"), address);
                assertThat(asked.breakdown().fitReason()).isEqualTo(FitReason.ADDRESS_ANSWER);
                assertThat(asked.breakdown().questionFit()).isGreaterThan(0);
                assertThat(byId(ask(j, "who is the landlord?"), address).breakdown().questionFit()).isZero();
            }
        }
    }

    private static Recalled byId(List<Recalled> recalled, long id) {
        return recalled.stream().filter(r -> r.memory().id() == id).findFirst().orElseThrow();
    }

    @Test
    void aQuestionWithNoAnswerTypeKeepsTheSignalsOrder() {
        write("Theo starts swimming lessons on Saturday, the teacher is Marta Silva", "theo's swimming teacher "
                + "says he needs goggles");
        try (JournalDatabase j = open(dir)) {
            List<Recalled> out = ask(j, "where does Theo have swimming?");
            assertThat(ids(out)).containsExactly(newer, older);
            assertThat(out).allSatisfy(r -> assertThat(r.breakdown().fitReason()).isNotIn(FitReason.NAME_ANSWER,
                    FitReason.CODE_ANSWER, FitReason.FIGURE_ANSWER));
        }
    }

    /** The values stored with memory {@code id}; null when none are. */
    private static Long stored(JournalDatabase j, long id) {
        return j.database().read(c -> {
            try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT answer_values FROM memories WHERE id = ?")) {
                ps.setLong(1, id);
                try (java.sql.ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    long v = rs.getLong(1);
                    return rs.wasNull() ? null : v;
                }
            }
        });
    }

    @Test
    void theValuesAreStoredWithTheMemoryAndFollowAnEditAndAnUndelete() {
        try (JournalDatabase j = open(dir)) {
            long id = j.memories().add(memory("bike lock combination is 3958", MemoryKind.EPISODIC, T0, 5, TOPIC)).id();
            assertThat(stored(j, id)).isEqualTo(org.memoryjournal.memory.AnswerValues.of("bike lock combination is 3958"))
                    .isNotEqualTo(0L);

            j.memories().update(id, MemoryUpdate.none().withText("bike lock is the one Marta lent me", TOPIC));
            assertThat(stored(j, id)).isEqualTo(org.memoryjournal.memory.AnswerValues.of(
                    "bike lock is the one Marta lent me"));

            DeletedMemories deleted = j.memories().deleteKeeping(List.of(id));
            j.memories().undelete(deleted);
            assertThat(stored(j, id)).isEqualTo(org.memoryjournal.memory.AnswerValues.of(
                    "bike lock is the one Marta lent me"));
            List<Recalled> out = ask(j, "what is the name of the friend who lent me the bike lock?");
            assertThat(out.get(0).breakdown().fitReason()).isEqualTo(FitReason.NAME_ANSWER);
        }
    }
}
