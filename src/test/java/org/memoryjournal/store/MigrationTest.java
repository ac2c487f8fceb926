package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MigrationTest {
    @TempDir
    Path dir;

    @Test
    void aVersionOneJournalIsMigratedForwardAndKeepsItsMessages() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String sql : Migrations.STEPS.get(0).statements()) {
                st.execute(sql);
            }
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 1");
            st.execute("INSERT INTO conversations (title, created_at_s, created_at_ns, updated_at_s, updated_at_ns) "
                    + "VALUES ('Old chat', 0, 0, 0, 0)");
            st.execute("INSERT INTO messages (conversation_id, role, text, created_at_s, created_at_ns, status, error) "
                    + "VALUES (1, 'user', 'written by version one', 0, 0, 'complete', '')");
        }

        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            List<StoredMessage> messages = j.conversations().messages(1);
            assertThat(messages).extracting(StoredMessage::text).containsExactly("written by version one");
            assertThat(messages.get(0).coversUpTo()).isZero();
            StoredMessage summary = j.conversations().appendSummary(1, "summary", T0, messages.get(0).id());
            assertThat(summary.coversUpTo()).isEqualTo(messages.get(0).id());
            j.database().read(c -> {
                assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST).isEqualTo(26);
                return null;
            });
        }
    }

    @Test
    void aVersionTwoJournalOpenedByFourAtOnceIsMigratedOnceAndGetsTheChangeFeed() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (Migrations.Step step : Migrations.STEPS.subList(0, 2)) {
                for (String sql : step.statements()) {
                    st.execute(sql);
                }
            }
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 2");
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<JournalDatabase>> opened = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                opened.add(pool.submit(() -> JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)));
            }
            List<JournalDatabase> journals = new ArrayList<>();
            for (Future<JournalDatabase> f : opened) {
                journals.add(f.get());
            }
            long id = journals.get(0).memories().add(Fixtures.memory("after the upgrade")).id();
            for (JournalDatabase j : journals) {
                assertThat(j.memories().indexedCount()).isEqualTo(1);
                assertThat(j.memories().find(id)).isPresent();
                j.close();
            }
        } finally {
            pool.shutdownNow();
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.database().read(c -> {
                assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
                return null;
            });
        }
    }

    @Test
    void aVersionFiveJournalGetsTheAccessLogAndItsMemoriesNoClient() throws Exception {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory("written before step six"));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // Back to version 5: drop what step 6 added.
            st.execute("DROP TABLE access_log");
            st.execute("DROP TABLE access_forgotten");
            st.execute("ALTER TABLE memories DROP COLUMN source_client");
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 5");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            assertThat(j.memories().clientOf(1)).isEmpty();
            assertThat(j.accessLog().latestId()).isZero();
            org.memoryjournal.memory.AccessEntry e = j.accessLog().record(org.memoryjournal.memory.AccessEntry.of(T0,
                    "Claude", "recall", "q", List.of(1L, 5L), "2 memories"));
            assertThat(j.accessLog().recent(10)).containsExactly(e);
            assertThat(e.memoryIds()).containsExactly(1L, 5L);
            long viaMcp = j.memories().add(new org.memoryjournal.memory.NewMemory("from an assistant",
                    org.memoryjournal.memory.MemoryKind.SEMANTIC, T0, 5, Fixtures.memory("x").embedding(),
                    org.memoryjournal.memory.MemorySource.MCP, false, "Claude")).id();
            assertThat(j.memories().clientOf(viaMcp)).isEqualTo("Claude");
            assertThat(j.memories().find(viaMcp).orElseThrow().source())
                    .isEqualTo(org.memoryjournal.memory.MemorySource.MCP);
        }
    }

    /** A journal of schema version 6 with memories 1..4, 4 deleted (its change-feed row left as a tombstone). */
    private Path versionSixJournal() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("PRAGMA foreign_keys = ON");
            for (Migrations.Step step : Migrations.STEPS.subList(0, 6)) {
                for (String sql : step.statements()) {
                    st.execute(sql);
                }
            }
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 6");
            byte[] vector = org.memoryjournal.store.VectorCodec.encode(Fixtures.unit(0).vector());
            try (java.sql.PreparedStatement ps = c.prepareStatement("INSERT INTO memories (id, kind, importance, "
                    + "created_at_s, created_at_ns, last_accessed_s, last_accessed_ns, source, embedding_model, dimension, "
                    + "text_chars, embedding, text, source_client, states_change) VALUES (?, 'semantic', 5, ?, 7, ?, 9, "
                    + "'mcp', ?, ?, 10, ?, ?, 'Claude', 0)")) {
                String[] texts = {"orchids at the botanical garden", "Ana moved to Lyon", "insight about Ana",
                    "the newest, deleted"};
                for (int i = 0; i < texts.length; i++) {
                    ps.setLong(1, i + 1);
                    ps.setLong(2, 1_700_000_000L + i);
                    ps.setLong(3, 1_700_000_100L + i);
                    ps.setString(4, Fixtures.MODEL);
                    ps.setInt(5, Fixtures.DIM);
                    ps.setBytes(6, vector);
                    ps.setString(7, texts[i]);
                    ps.executeUpdate();
                }
            }
            st.execute("UPDATE memories SET superseded_by = 2, supersede_reason = 'moved' WHERE id = 1");
            st.execute("INSERT INTO insight_evidence VALUES (3, 1), (3, 2)");
            st.execute("INSERT INTO conversations VALUES (1, 'chat', 0, 0, 0, 0)");
            st.execute("INSERT INTO messages (id, conversation_id, role, text, created_at_s, created_at_ns, status, "
                    + "memory_id) VALUES (1, 1, 'user', 'where is Ana', 0, 0, 'complete', 2)");
            st.execute("INSERT INTO message_recalls VALUES (1, 1, 2, '{}'), (1, 2, 1, '{}')");
            st.execute("DELETE FROM memories WHERE id = 4");
        }
        return file;
    }

    private static List<String> rows(Connection c, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    Object v = rs.getObject(i);
                    row.append(rs.getMetaData().getColumnName(i)).append('=')
                            .append(v instanceof byte[] b ? java.util.Arrays.toString(b) : v).append(';');
                }
                out.add(row.toString());
            }
        }
        return out;
    }

    private static final String[] KEPT = {
        "SELECT id, kind, importance, pinned, superseded_by, supersede_reason, created_at_s, created_at_ns, "
                + "last_accessed_s, last_accessed_ns, source, source_client, embedding_model, dimension, text_chars, "
                + "embedding, text FROM memories ORDER BY id",
        "SELECT * FROM insight_evidence ORDER BY 1, 2", "SELECT * FROM messages ORDER BY id",
        "SELECT * FROM message_recalls ORDER BY 1, 2", "SELECT memory_id FROM memory_changes ORDER BY memory_id",
        "SELECT rowid FROM memories_fts WHERE memories_fts MATCH 'orchids OR lyon' ORDER BY rowid"};

    @Test
    void aVersionSixJournalKeepsEveryRowAndLinkAndNeverHandsAnIdOutTwice() throws Exception {
        Path file = versionSixJournal();
        List<List<String>> before = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            for (String sql : KEPT) {
                before.add(rows(c, sql));
            }
        }
        assertThat(before.get(0)).hasSize(3);
        assertThat(before.get(5)).hasSize(2);

        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            assertThat(j.memories().indexedCount()).isEqualTo(3);
            // Memory 4 was deleted before the upgrade: its change-feed row keeps the id from being used again.
            assertThat(j.memories().add(Fixtures.memory("written after the upgrade")).id()).isEqualTo(5);
            assertThat(j.memories().find(1).orElseThrow().supersededBy()).hasValue(2L);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("DELETE FROM memories WHERE id = 5");
            st.execute("DELETE FROM memory_changes WHERE memory_id = 5");
            st.execute("DELETE FROM memory_parts WHERE memory_id = 5"); // foreign keys are off on this connection
            for (int i = 0; i < KEPT.length; i++) {
                assertThat(rows(c, KEPT[i])).as(KEPT[i]).isEqualTo(before.get(i));
            }
            assertThat(rows(c, "PRAGMA foreign_key_check")).isEmpty();
            assertThat(rows(c, "PRAGMA integrity_check")).containsExactly("integrity_check=ok;");
            assertThat(rows(c, "SELECT sql FROM sqlite_master WHERE name = 'memories'").get(0)).contains("AUTOINCREMENT");
            assertThat(rows(c, "SELECT name FROM sqlite_master WHERE tbl_name = 'memories' AND type IN ('index', "
                    + "'trigger') ORDER BY name")).hasSize(8 + 1 + 3 + 3);
        }
        // Triggers came back: a delete still reaches the evidence links (cascade) and the full-text index.
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().delete(List.of(1L));
            assertThat(j.memories().add(Fixtures.memory("after the newest was deleted")).id()).isEqualTo(6);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(rows(c, "SELECT * FROM insight_evidence")).containsExactly("insight_id=3;evidence_id=2;");
            assertThat(rows(c, "SELECT rowid FROM memories_fts WHERE memories_fts MATCH 'orchids'")).isEmpty();
        }
    }

    @Test
    void aJournalFromBeforeTheCuesSaidWhoAMemoryIsAboutHasThemWorkedOutAndStored() throws Exception {
        Path file = versionSixJournal(); // every row stored with cues 0, as before they said who or whether a plan
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("UPDATE memories SET text = 'My sister moved to Lyon' WHERE id = 2");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().saveTextCues(); // also started in the background once the index loaded
            assertThat(j.memories().saveTextCues()).isZero();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT id, text, states_change FROM memories ORDER BY id")) {
            int rows = 0;
            while (rs.next()) {
                assertThat(rs.getLong(3)).as(rs.getString(2)).isEqualTo(org.memoryjournal.memory.TextCues.of(rs.getString(2)));
                rows++;
            }
            assertThat(rows).isEqualTo(3);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            int sister = Integer.parseInt(rows(c, "SELECT states_change FROM memories WHERE id = 2").get(0)
                    .replaceAll("\\D", ""));
            assertThat(sister & org.memoryjournal.memory.TextCues.CHANGE).isNotZero();
            assertThat(sister >>> org.memoryjournal.memory.TextCues.SUBJECTS_SHIFT).isNotZero();
        }
    }

    @Test
    void cuesStoredBeforeTheFirstTimeBitAreReadAgainFromTheText() throws Exception {
        Path file = dir.resolve("eight.db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory("First full night of sleep ever for Bella"));
            j.memories().add(Fixtures.memory("My sister moved to Lyon"));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // As step 8 stored them: the relations' signature three bits up, no first-time bit.
            st.execute("UPDATE memories SET states_change = 1 | (1 << 3)");
            st.execute("ALTER TABLE memories DROP COLUMN answer_values"); // added by step 12
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 8");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().saveTextCues(); // also started in the background once the index loaded
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT text, states_change FROM memories ORDER BY id")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(2) & org.memoryjournal.memory.TextCues.FIRST).isNotZero();
            assertThat(rs.getLong(2)).isEqualTo(org.memoryjournal.memory.TextCues.of(rs.getString(1)));
            assertThat(rs.next()).isTrue();
            assertThat(rs.getLong(2)).isEqualTo(org.memoryjournal.memory.TextCues.of(rs.getString(1)));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
        }
    }

    /**
     * A journal holding one memory whose cues are stored as an older step stored them ({@code storedCues}, at
     * {@code version}), opened by this build, which reads them again: what it stores now.
     */
    private long cuesAfterUpgrade(String name, String text, long storedCues, int version) throws Exception {
        Path file = dir.resolve(name);
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory(text));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("UPDATE memories SET states_change = " + storedCues);
            if (version < 12) {
                st.execute("ALTER TABLE memories DROP COLUMN answer_values"); // added by step 12
            }
            if (version < 14) {
                st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            }
            st.execute("PRAGMA user_version = " + version);
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().saveTextCues(); // also started in the background once the index loaded
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
            return Long.parseLong(rows(c, "SELECT states_change FROM memories").get(0)
                    .replace("states_change=", "").replace(";", ""));
        }
    }

    @Test
    void cuesStoredBeforeWhatAMemoryGivesToSomeoneElseAreReadAgainFromTheText() throws Exception {
        String jaden = "Jaden passed his theory test, 44/50";
        // As step 9 stored them: 32 bits, nothing above.
        long stepNine = org.memoryjournal.memory.TextCues.of(jaden) & 0xFFFF_FFFFL;
        long stored = cuesAfterUpgrade("nine.db", jaden, stepNine, 9);
        assertThat(stored).isEqualTo(org.memoryjournal.memory.TextCues.of(jaden));
        assertThat(org.memoryjournal.memory.TextCues.of(jaden)).isNotEqualTo(stepNine);
    }

    /**
     * A text a later step no longer reads as a change, stored by the step before it with the change cue set, has no
     * change cue after the upgrade, and its cues are those read from the text now.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // Step 11: "moved" said something changed, whatever went on.
        "Karen's moved onto ward 4 at the QE, still on nights though|10",
        // Step 15: "finally" said something changed, whatever came before it.
        "Thinking of taking the kids to Puglia this summer so they finally meet Nonna|14",
        // Step 17: "since" said something changed, whatever happened again.
        "Ben Lomond again, 2h10, knee better since the physio|16",
        // Step 18: "left" said something changed, whichever side it named.
        "The X-ray result: osteoarthritis in the left hip, moderate to severe|17",
        // Step 20: praise, the same as before and a new year said something changed.
        "Bought a tofu press, honestly life changing|19",
        "stores swapped my safety boots because the sole split, same size as last time|19",
        "Happy new year! Fireworks from the balcony with Migo|19"})
    void aTextALaterStepReadsAsNoChangeLosesTheChangeCueAfterTheUpgrade(String text, int storedAt) throws Exception {
        long before = org.memoryjournal.memory.TextCues.of(text) | org.memoryjournal.memory.TextCues.CHANGE;
        long stored = cuesAfterUpgrade("step" + storedAt + ".db", text, before, storedAt);
        assertThat(stored & org.memoryjournal.memory.TextCues.CHANGE).isZero();
        assertThat(stored).isEqualTo(org.memoryjournal.memory.TextCues.of(text)).isNotEqualTo(before);
    }

    /**
     * Step 21: a change followed by a sentence that says something else goes on was stored with no change cue, and
     * a note naming the kids in passing with their relation in its subjects; both are read again from the text.
     */
    @ParameterizedTest
    @ValueSource(strings = {"Katrin and I changed the handover, it's Fridays now. Still week on, week off.",
        "We've got three hens now! The kids are obsessed."})
    void aTextStep21ReadsDifferentlyGetsTodaysCuesAfterTheUpgrade(String text) throws Exception {
        long now = org.memoryjournal.memory.TextCues.of(text);
        long before = now & ~org.memoryjournal.memory.TextCues.CHANGE
                | (long) org.memoryjournal.memory.Subjects.signature("my kids") << org.memoryjournal.memory.TextCues
                .SUBJECTS_SHIFT;
        long stored = cuesAfterUpgrade("twenty.db", text, before, 20);
        assertThat(stored & org.memoryjournal.memory.TextCues.CHANGE).isNotZero();
        assertThat(stored).isEqualTo(now).isNotEqualTo(before);
    }

    /**
     * Steps 22 to 26: a note holding a blood type, a street address, where something is kept, when something is or what
     * someone said was stored with answer values that did not say so; they are read again from the text. {@code bit} is
     * the one the step added above what was stored.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Donor card came in the post. Blood group A positive, writing it down. | 21 | 61",
            "Blutgruppe 0 negativ, steht im Ausweis | 21 | 61",
            "Keys collected! We live at 27 Birch Lane now | 22 | 62",
            "Anmeldung für die Lindenstraße 41 erledigt | 22 | 62",
            "Spare key's in the blue tin on the top shelf of the pantry | 23 | 63",
            "Dentist moved to Thurs 9th at 10.40am | 24 | 60",
            "Vet says the lump is a lipoma, nothing to worry about | 25 | 59"})
    void aTextHoldingANewTypeOfValueGetsTodaysAnswerValuesAfterTheUpgrade(String text, int step, int bit)
            throws Exception {
        Path file = dir.resolve("step-" + step + ".db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory(text));
        }
        long now = org.memoryjournal.memory.AnswerValues.of(text);
        long before = now & (1L << bit) - 1; // as that step stored them: no bit from this one up
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("UPDATE memories SET answer_values = " + before);
            st.execute("PRAGMA user_version = " + step);
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().saveTextCues(); // also started in the background once the index loaded
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(now).isNotEqualTo(before);
            assertThat(rows(c, "SELECT answer_values FROM memories")).containsExactly("answer_values=" + now + ";");
        }
    }

    @Test
    void aReturnStoredAsAFirstTimeIsNoneAfterTheUpgrade() throws Exception {
        String back = "bouldering at the hive this morning, first time since the wrist";
        long before = org.memoryjournal.memory.TextCues.of(back) | org.memoryjournal.memory.TextCues.FIRST;
        long stored = cuesAfterUpgrade("seventeen.db", back, before, 17);
        assertThat(stored & org.memoryjournal.memory.TextCues.FIRST).isZero();
        assertThat(stored).isEqualTo(org.memoryjournal.memory.TextCues.of(back));
    }

    @Test
    void aTextThatOnlyAsksCarriesItsBitAfterTheUpgrade() throws Exception {
        String asked = "What does my sister Ana love?";
        // As step 15 stored it: no bit for a text that only asks, the subjects' signature one bit wider.
        long stepFifteen = org.memoryjournal.memory.TextCues.of(asked)
                & ~Integer.toUnsignedLong(org.memoryjournal.memory.TextCues.QUESTION);
        long stored = cuesAfterUpgrade("fifteen.db", asked, stepFifteen, 15);
        assertThat(stored & Integer.toUnsignedLong(org.memoryjournal.memory.TextCues.QUESTION)).isNotZero();
        assertThat(stored).isEqualTo(org.memoryjournal.memory.TextCues.of(asked));
    }

    @Test
    void aJournalFromBeforeStep12GetsItsNamesAndFiguresStoredAndFindsTheNoteThatHoldsOne() throws Exception {
        Path file = dir.resolve("eleven.db");
        String note = "Rented a locker at the gym, locker 112, code 4471";
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory(note));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("ALTER TABLE memories DROP COLUMN answer_values");
            st.execute("DROP TABLE IF EXISTS memory_parts"); // added by step 14
            st.execute("PRAGMA user_version = 11");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().saveTextCues(); // also started in the background once the index loaded
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
            assertThat(rows(c, "SELECT answer_values, states_change IS NOT NULL FROM memories")).containsExactly(
                    "answer_values=" + org.memoryjournal.memory.AnswerValues.of(note)
                            + ";states_change IS NOT NULL=1;");
        }
    }

    @Test
    void aJournalFromBeforeStep14GetsATableForPassagesAndItsMemoriesWaitForThem() throws Exception {
        Path file = dir.resolve("thirteen.db");
        long id;
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            id = j.memories().add(Fixtures.memory("Long week at work. The café does chai now.")).id();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("DROP TABLE memory_parts");
            st.execute("PRAGMA user_version = 13");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            assertThat(j.memories().needingParts(10)).extracting(PendingParts::id).containsExactly(id);
            assertThat(j.memories().saveParts(id, "Long week at work. The café does chai now.",
                    java.util.List.of(Fixtures.vec(0, 1, 0, 0)))).isTrue();
            assertThat(j.memories().needingParts(10)).isEmpty();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
            assertThat(rows(c, "SELECT memory_id, model, length(vectors) FROM memory_parts")).containsExactly(
                    "memory_id=" + id + ";model=" + Fixtures.MODEL + ";length(vectors)=" + 4 * Fixtures.DIM + ";");
        }
    }

    @Test
    void aFailingUpgradeStepLeavesTheFileAsItWas() throws Exception {
        Path file = versionSixJournal();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // A table in the way makes the step fail half-way through its statements.
            st.execute("CREATE TABLE memories_next (x)");
        }
        assertThatThrownBy(() -> JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM))
                .isInstanceOf(StoreException.class);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            assertThat(Migrations.userVersion(c)).isEqualTo(6);
            assertThat(rows(c, "SELECT id FROM memories ORDER BY id")).hasSize(3);
            assertThat(rows(c, "SELECT sql FROM sqlite_master WHERE name = 'memories'").get(0))
                    .doesNotContain("AUTOINCREMENT");
            assertThat(rows(c, "SELECT count(*) AS n FROM insight_evidence")).containsExactly("n=2;");
            // The connection that tried gets its foreign keys back on.
            st.execute("PRAGMA foreign_keys = ON");
            assertThatThrownBy(() -> Migrations.migrate(c)).isInstanceOf(java.sql.SQLException.class);
            assertThat(rows(c, "PRAGMA foreign_keys")).containsExactly("foreign_keys=1;");
        }
    }
}
