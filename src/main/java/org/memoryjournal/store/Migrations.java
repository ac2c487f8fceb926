package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The schema, as numbered forward migrations. The schema version is kept in {@code PRAGMA user_version};
 * each step runs in its own transaction together with the version bump, so a crash leaves the file at
 * one version or the next, never in between. Never edit a released step: add a new one.
 */
final class Migrations {
    /** "MJRN": marks the file as a Memory Journal database ({@code PRAGMA application_id}). */
    static final int APPLICATION_ID = 0x4D4A524E;

    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    /** The indexes of {@code memories} (step 1; made again by step 7, which rebuilds the table). */
    private static final List<String> MEMORY_INDEXES = List.of(
            "CREATE INDEX memories_created ON memories (created_at_s, created_at_ns)",
            "CREATE INDEX memories_accessed ON memories (last_accessed_s, last_accessed_ns)",
            "CREATE INDEX memories_importance ON memories (importance)",
            // Kind filter plus a sort: one index answers both (no temporary sort of a third of the table).
            "CREATE INDEX memories_kind_created ON memories (kind, created_at_s, created_at_ns)",
            "CREATE INDEX memories_kind_accessed ON memories (kind, last_accessed_s, last_accessed_ns)",
            "CREATE INDEX memories_kind_importance ON memories (kind, importance)",
            "CREATE INDEX memories_model ON memories (embedding_model, dimension)",
            "CREATE INDEX memories_superseded_by ON memories (superseded_by)");

    /** The rows whose text cues are not stored (step 8; made again by any step that rebuilds {@code memories}). */
    static final String TEXT_CUES_UNSTORED =
            "CREATE INDEX memories_cues_unstored ON memories (id) WHERE states_change IS NULL";

    /** The triggers that keep the full-text index on {@code memories} (step 1; made again by step 7). */
    private static final List<String> FTS_TRIGGERS = List.of(
            """
            CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
                INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
            END""",
            """
            CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
                INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
            END""",
            """
            CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
                INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
                INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
            END""");

    /** Every column of {@code memories} as of step 6, small ones first and the vector and text last. */
    private static final String MEMORY_COLUMNS = "id, kind, importance, pinned, superseded_by, supersede_reason, "
            + "created_at_s, created_at_ns, last_accessed_s, last_accessed_ns, source, source_client, "
            + "embedding_model, dimension, text_chars, states_change, embedding, text";

    /**
     * One step from version {@code version - 1} to {@code version}.
     *
     * @param rebuildsTables the step drops and re-creates a table others point at: foreign keys are switched off
     *                       around its transaction (dropping the old table must not cascade to its children) and
     *                       checked before it commits
     */
    record Step(int version, String description, List<String> statements, boolean rebuildsTables) {
        Step(int version, String description, List<String> statements) {
            this(version, description, statements, false);
        }
    }

    static final List<Step> STEPS = List.of(
            new Step(1, "memories, full-text index, conversations, messages", List.of(
                    "PRAGMA application_id = " + APPLICATION_ID,
                    """
                    CREATE TABLE memories (
                        id               INTEGER PRIMARY KEY,
                        kind             TEXT    NOT NULL CHECK (kind IN ('episodic', 'semantic', 'procedural')),
                        importance       INTEGER NOT NULL CHECK (importance BETWEEN 1 AND 10),
                        pinned           INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
                        superseded_by    INTEGER REFERENCES memories (id) ON DELETE SET NULL,
                        created_at_s     INTEGER NOT NULL,
                        created_at_ns    INTEGER NOT NULL,
                        last_accessed_s  INTEGER NOT NULL,
                        last_accessed_ns INTEGER NOT NULL,
                        source           TEXT    NOT NULL,
                        embedding_model  TEXT    NOT NULL,
                        dimension        INTEGER NOT NULL CHECK (dimension > 0),
                        text_chars       INTEGER NOT NULL,
                        -- Large columns last, so filters and counts never walk their overflow pages;
                        -- the vector before the text, so loading the recall index skips long texts.
                        embedding        BLOB    NOT NULL,
                        text             TEXT    NOT NULL
                    )""",
                    MEMORY_INDEXES.get(0), MEMORY_INDEXES.get(1), MEMORY_INDEXES.get(2), MEMORY_INDEXES.get(3),
                    MEMORY_INDEXES.get(4), MEMORY_INDEXES.get(5), MEMORY_INDEXES.get(6), MEMORY_INDEXES.get(7),
                    """
                    CREATE VIRTUAL TABLE memories_fts USING fts5 (
                        text, content = 'memories', content_rowid = 'id', tokenize = 'porter unicode61')""",
                    FTS_TRIGGERS.get(0), FTS_TRIGGERS.get(1), FTS_TRIGGERS.get(2),
                    """
                    CREATE TABLE conversations (
                        id            INTEGER PRIMARY KEY,
                        title         TEXT    NOT NULL,
                        created_at_s  INTEGER NOT NULL,
                        created_at_ns INTEGER NOT NULL,
                        updated_at_s  INTEGER NOT NULL,
                        updated_at_ns INTEGER NOT NULL
                    )""",
                    "CREATE INDEX conversations_updated ON conversations (updated_at_s, updated_at_ns)",
                    """
                    CREATE TABLE messages (
                        id              INTEGER PRIMARY KEY,
                        conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
                        role            TEXT    NOT NULL CHECK (role IN ('user', 'assistant', 'summary')),
                        text            TEXT    NOT NULL,
                        created_at_s    INTEGER NOT NULL,
                        created_at_ns   INTEGER NOT NULL,
                        status          TEXT    NOT NULL CHECK (status IN ('complete', 'interrupted', 'failed')),
                        error           TEXT    NOT NULL DEFAULT '',
                        memory_id       INTEGER REFERENCES memories (id) ON DELETE SET NULL
                    )""",
                    "CREATE INDEX messages_conversation ON messages (conversation_id, id)",
                    "CREATE INDEX messages_memory ON messages (memory_id)",
                    """
                    CREATE TABLE message_recalls (
                        message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
                        rank       INTEGER NOT NULL,
                        memory_id  INTEGER NOT NULL REFERENCES memories (id) ON DELETE CASCADE,
                        PRIMARY KEY (message_id, rank)
                    ) WITHOUT ROWID""",
                    "CREATE INDEX message_recalls_memory ON message_recalls (memory_id)")),
            new Step(2, "summaries record the last message they cover", List.of(
                    "ALTER TABLE messages ADD COLUMN covers_up_to INTEGER NOT NULL DEFAULT 0")),
            new Step(3, "why a memory was superseded; the score breakdown each answer was built with", List.of(
                    "ALTER TABLE memories ADD COLUMN supersede_reason TEXT NOT NULL DEFAULT ''",
                    // JSON of the breakdown used for the answer's prompt (signals, weights, time window).
                    "ALTER TABLE message_recalls ADD COLUMN breakdown TEXT NOT NULL DEFAULT ''",
                    "ALTER TABLE messages ADD COLUMN recall_context TEXT NOT NULL DEFAULT ''",
                    // Whether the text says something changed (memory.ChangeCue); NULL for rows written before
                    // this step, which the index loader works out from their text.
                    "ALTER TABLE memories ADD COLUMN states_change INTEGER")),
            new Step(4, "a change counter per memory, so every process sees the others' changes", List.of(
                    // One row per memory ever changed: its id and the sequence number of its latest change
                    // (insert, edit, touch, supersede, delete). A process remembers the highest number it
                    // has applied and reads only the rows above it. Deleted memories keep their row.
                    """
                    CREATE TABLE memory_changes (
                        memory_id INTEGER PRIMARY KEY,
                        seq       INTEGER NOT NULL
                    )""",
                    "CREATE UNIQUE INDEX memory_changes_seq ON memory_changes (seq)",
                    changeTrigger("insert", "INSERT", "new"),
                    changeTrigger("update", "UPDATE", "new"),
                    changeTrigger("delete", "DELETE", "old"))),
            new Step(5, "reflection: insights linked to their evidence, and where the last reflection stopped", List.of(
                    // An insight (a memory with source 'reflection') cites the memories it was drawn from.
                    // Deleting either side removes the link; the app asks first what to do with the insight.
                    """
                    CREATE TABLE insight_evidence (
                        insight_id  INTEGER NOT NULL REFERENCES memories (id) ON DELETE CASCADE,
                        evidence_id INTEGER NOT NULL REFERENCES memories (id) ON DELETE CASCADE,
                        PRIMARY KEY (insight_id, evidence_id)
                    ) WITHOUT ROWID""",
                    "CREATE INDEX insight_evidence_evidence ON insight_evidence (evidence_id)",
                    // One row: the highest memory id the last reflection covered, and when it ran. The
                    // importance written since is summed over the ids above it.
                    """
                    CREATE TABLE reflection_state (
                        singleton      INTEGER PRIMARY KEY CHECK (singleton = 1),
                        last_memory_id INTEGER NOT NULL,
                        reflected_at_s INTEGER NOT NULL,
                        reflected_at_ns INTEGER NOT NULL
                    )""")),
            // Self-contained (issue 13): renumber freely when merging with another new step.
            new Step(6, "which assistant wrote a memory; the log of assistants' accesses", List.of(
                    // The MCP client's name from its handshake, for memories whose source is 'mcp' ("" otherwise).
                    "ALTER TABLE memories ADD COLUMN source_client TEXT NOT NULL DEFAULT ''",
                    // One row per MCP tool call, refused ones included: who, what, the query, the memory ids
                    // returned or written (comma-separated), and what came of it.
                    """
                    CREATE TABLE access_log (
                        id         INTEGER PRIMARY KEY,
                        at_s       INTEGER NOT NULL,
                        at_ns      INTEGER NOT NULL,
                        client     TEXT    NOT NULL,
                        tool       TEXT    NOT NULL,
                        query      TEXT    NOT NULL DEFAULT '',
                        memory_ids TEXT    NOT NULL DEFAULT '',
                        outcome    TEXT    NOT NULL DEFAULT ''
                    )""",
                    "CREATE INDEX access_log_client ON access_log (client, id)",
                    // A copy of each memory an assistant forgot, so the user can restore it from the app.
                    """
                    CREATE TABLE access_forgotten (
                        memory_id       INTEGER PRIMARY KEY,
                        kind            TEXT    NOT NULL,
                        importance      INTEGER NOT NULL,
                        pinned          INTEGER NOT NULL,
                        created_at_s    INTEGER NOT NULL,
                        created_at_ns   INTEGER NOT NULL,
                        source          TEXT    NOT NULL,
                        source_client   TEXT    NOT NULL,
                        embedding_model TEXT    NOT NULL,
                        dimension       INTEGER NOT NULL,
                        embedding       BLOB    NOT NULL,
                        text            TEXT    NOT NULL
                    )""")),
            new Step(7, "memory ids are never used twice (AUTOINCREMENT)", monotonicIds(), true),
            new Step(8, "every memory's text cues are read again: who it is about, whether it is a plan", List.of(
                    // Rows stored before the cues said who a memory is about (or whether it is a plan) hold
                    // only some of the bits (memory.TextCues). Cleared, they are worked out from the text when
                    // the index loads, and stored again (SqliteMemoryRepository.saveTextCues); the partial
                    // index finds the rows still to store without reading the table.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL",
                    TEXT_CUES_UNSTORED)),
            new Step(9, "every memory's text cues are read again: whether it says it was the first time", List.of(
                    // A bit was added below who a memory is about (memory.TextCues.FIRST), so every stored value
                    // is read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(10, "every memory's text cues are read again: what it gives to someone else", List.of(
                    // The cues grew a second signature above the first 32 bits (memory.OthersThings), so every
                    // stored value is read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(11, "every memory's text cues are read again: a change that says the older state goes on", List.of(
                    // "Still on nights though" no longer says something changed (memory.ChangeCue), so every stored
                    // value is read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(12, "every memory's names and figures are stored, for questions that ask for one", List.of(
                    // memory.AnswerValues, worked out from the text like the cues; stored with them (a row whose
                    // cues are stored has its values stored). Clearing the cues makes the loader read every text
                    // once more and SqliteMemoryRepository.saveTextCues store both.
                    "ALTER TABLE memories ADD COLUMN answer_values INTEGER",
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(13, "every memory's names and figures are read again: a password of letters and digits is a code",
                    List.of(
                    // memory.AnswerValues now reads "azulPelicano42" as a code; clearing the cues makes the loader
                    // read every text once more and store both again, as in step 12.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(14, "the vectors of each memory's passages, for the questions one of them answers", List.of(
                    // memory.MemoryParts: one row per memory whose passages were embedded (no vectors for a text
                    // of one sentence), of the model named. Derived, like the full-text index: a memory without a
                    // row of the active model is ranked by its whole text until the app embeds its passages
                    // (MemoryService.embedSomeParts); an edit or a new vector deletes the row.
                    """
                    CREATE TABLE memory_parts (
                        memory_id INTEGER PRIMARY KEY REFERENCES memories (id) ON DELETE CASCADE,
                        model     TEXT    NOT NULL,
                        vectors   BLOB    NOT NULL
                    )""")),
            new Step(15, "every memory's text cues are read again: a change only wished for is no change", List.of(
                    // "Thinking of taking the kids to Puglia so they finally meet Nonna" no longer says something
                    // changed (memory.ChangeCue's hedges), so every stored value is read again from the text, as in
                    // step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(16, "every memory's text cues are read again: a text that only asks, a correction", List.of(
                    // A text that only asks has a bit of its own (memory.AskedOnly, memory.TextCues.QUESTION, the top
                    // bit of the subjects' signature before), and a correction ("Correction: …", "I was wrong") or a
                    // start or end told as an event ("First week at KPMG", "axed") says something changed
                    // (memory.ChangeCue), so every stored value is read again, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(17, "every memory's text cues are read again: a thing that happened again is no change", List.of(
                    // "Schoeckl again, lungs better since no smoking" no longer says something changed
                    // (memory.ChangeCue.REPEATS), so every stored value is read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(18, "every memory's text cues are read again: the left side, a first time since", List.of(
                    // "osteoarthritis in the left hip" no longer says something changed (memory.ChangeCue: "left"
                    // after "the", "my" …) and "first time since the wrist" is no first time (memory.TextCues), so
                    // every stored value is read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            // Self-contained: renumber freely when merging with another new step.
            new Step(19, "a change counter per conversation, so an open window sees another one's turns", List.of(
                    // As memory_changes (step 4), for what a chat pane shows: one row per conversation ever changed
                    // (created, renamed, a message added or its text, status or error rewritten, deleted) with the
                    // number of its latest change. Deleted conversations keep their row. A message's memory_id alone
                    // is left out: deleting or merging memories rewrites it, which changes no conversation (the
                    // write-back's link sets the error too, so it counts). IF NOT EXISTS: harmless on a file that
                    // has them already (one whose version number was set back by hand).
                    """
                    CREATE TABLE IF NOT EXISTS conversation_changes (
                        conversation_id INTEGER PRIMARY KEY,
                        seq             INTEGER NOT NULL
                    )""",
                    "CREATE UNIQUE INDEX IF NOT EXISTS conversation_changes_seq ON conversation_changes (seq)",
                    conversationTrigger("insert", "INSERT ON conversations", "new.id"),
                    conversationTrigger("update", "UPDATE ON conversations", "new.id"),
                    conversationTrigger("delete", "DELETE ON conversations", "old.id"),
                    conversationTrigger("message_insert", "INSERT ON messages", "new.conversation_id"),
                    conversationTrigger("message_update", "UPDATE OF text, status, error ON messages",
                            "new.conversation_id"))),
            new Step(20, "every memory's text cues are read again: praise, the same as before, a new year, a dose "
                    + "doubled, a name after Dr.", List.of(
                    // "honestly life changing" (a praise), "same size as last time" and "as usual" (the older state
                    // goes on) and "Happy new year" (a day) no longer say something changed, and "doubled the
                    // perindopril", "get rid of the landline" and "from here on" do (memory.ChangeCue); the word
                    // after "Dr." or "Mrs." is a name (memory.Subjects, memory.AnswerValues). Every stored value is
                    // read again from the text, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(21, "every memory's text cues are read again: what goes on in another sentence, relations named "
                    + "in passing, plates", List.of(
                    // "Still", "staying" and "keeping" now hold back a change only in their own sentence, a plural
                    // relation no one owns ("The kids are obsessed") is not who a note is about, and digits then
                    // one capital ("KBT 118A") are a code (memory.ChangeCue, memory.Subjects, memory.AnswerValues).
                    // Every stored value is read again, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(22, "every memory's answer values are read again: blood types", List.of(
                    // A note that holds a blood type ("O negative", "AB+") says so in its answer values
                    // (memory.AnswerValues), for "what's my blood group?". Every stored value is read again, as in
                    // step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(23, "every memory's answer values are read again: street addresses", List.of(
                    // A note that holds a street address ("312 Day St", "Herrfurthstraße 9") says so in its answer
                    // values (memory.AnswerValues), for "what's my address?". Every stored value is read again, as in
                    // step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(24, "every memory's answer values are read again: where things are kept", List.of(
                    // A note that says where something is kept ("in the kitchen drawer", "under the mat") says so in
                    // its answer values (memory.AnswerValues), for "where did I put the passports?". Every stored
                    // value is read again, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(25, "every memory's answer values are read again: days, dates and times", List.of(
                    // A note that says when something is ("Thursdays 10am", "moved to 24/05", "Oct 22") says so in
                    // its answer values (memory.CalendarValues), for "when's my dentist appointment?", and figures
                    // keep a 7-bit hash to make room for it. Every stored value is read again, as in step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")),
            new Step(26, "every memory's answer values are read again: what someone said", List.of(
                    // A note that reports what someone said ("the vet says it's a lipoma", "Garage rang, it's the
                    // alternator", "Mrs Akhtar: reading two levels above") says so in its answer values
                    // (memory.ReportedSpeech), for "what did the vet say?". Every stored value is read again, as in
                    // step 8.
                    "UPDATE memories SET states_change = NULL WHERE states_change IS NOT NULL")));

    /** The newest schema this build knows: the highest step. */
    static final int LATEST = STEPS.stream().mapToInt(Step::version).max().orElseThrow();

    private Migrations() {
    }

    /**
     * Step 7: {@code memories} rebuilt with {@code AUTOINCREMENT}, so SQLite never hands out an id that was ever
     * used (without it a new memory took the id of the newest one deleted, and a link or an assistant holding
     * that id would reach another memory). The rows are copied with their ids (the full-text index, keyed by id,
     * stays valid; no trigger exists on the new table during the copy, so neither it nor the change feed is
     * touched), the old table is dropped with foreign keys off (nothing cascades to messages, recalls or
     * evidence, whose links name the table, not the copy), and its indexes and triggers are made again. The
     * high-water mark starts at the highest id the journal shows any trace of: live memories, deleted ones'
     * change-feed rows, forgotten copies and the last reflection. The small columns now come before the vector
     * and the text (those added by later steps had gone after the text, into its overflow pages).
     */
    private static List<String> monotonicIds() {
        List<String> out = new ArrayList<>();
        out.add("""
                CREATE TABLE memories_next (
                    id               INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind             TEXT    NOT NULL CHECK (kind IN ('episodic', 'semantic', 'procedural')),
                    importance       INTEGER NOT NULL CHECK (importance BETWEEN 1 AND 10),
                    pinned           INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
                    superseded_by    INTEGER REFERENCES memories (id) ON DELETE SET NULL,
                    supersede_reason TEXT    NOT NULL DEFAULT '',
                    created_at_s     INTEGER NOT NULL,
                    created_at_ns    INTEGER NOT NULL,
                    last_accessed_s  INTEGER NOT NULL,
                    last_accessed_ns INTEGER NOT NULL,
                    source           TEXT    NOT NULL,
                    source_client    TEXT    NOT NULL DEFAULT '',
                    embedding_model  TEXT    NOT NULL,
                    dimension        INTEGER NOT NULL CHECK (dimension > 0),
                    text_chars       INTEGER NOT NULL,
                    states_change    INTEGER,
                    embedding        BLOB    NOT NULL,
                    text             TEXT    NOT NULL
                )""");
        out.add("INSERT INTO memories_next (" + MEMORY_COLUMNS + ") SELECT " + MEMORY_COLUMNS
                + " FROM memories ORDER BY id");
        out.add("DROP TABLE memories");
        out.add("ALTER TABLE memories_next RENAME TO memories");
        out.add("DELETE FROM sqlite_sequence WHERE name = 'memories'");
        out.add("""
                INSERT INTO sqlite_sequence (name, seq) SELECT 'memories', max(
                    (SELECT coalesce(max(id), 0) FROM memories),
                    (SELECT coalesce(max(memory_id), 0) FROM memory_changes),
                    (SELECT coalesce(max(memory_id), 0) FROM access_forgotten),
                    (SELECT coalesce(max(last_memory_id), 0) FROM reflection_state))""");
        out.addAll(MEMORY_INDEXES);
        out.addAll(FTS_TRIGGERS);
        out.add(changeTrigger("insert", "INSERT", "new"));
        out.add(changeTrigger("update", "UPDATE", "new"));
        out.add(changeTrigger("delete", "DELETE", "old"));
        return List.copyOf(out);
    }

    /**
     * A trigger that gives {@code row}'s memory the next sequence number. An update and a conditional insert
     * rather than {@code INSERT OR REPLACE}: a conflict clause on the statement that fires a trigger
     * overrides the trigger's own, and the number must be taken before any row is removed, or it could repeat.
     */
    private static String changeTrigger(String name, String event, String row) {
        return "CREATE TRIGGER memory_changes_" + name + " AFTER " + event + " ON memories BEGIN\n"
                + "    UPDATE memory_changes SET seq = (SELECT max(seq) + 1 FROM memory_changes)"
                + " WHERE memory_id = " + row + ".id;\n"
                + "    INSERT INTO memory_changes (memory_id, seq)"
                + " SELECT " + row + ".id, (SELECT coalesce(max(seq), 0) + 1 FROM memory_changes)"
                + " WHERE NOT EXISTS (SELECT 1 FROM memory_changes WHERE memory_id = " + row + ".id);\n"
                + "END";
    }

    /**
     * A trigger that gives the conversation {@code id} names the next number of {@code conversation_changes} when
     * {@code event} happens, as {@link #changeTrigger} does for memories (and for the same reasons written as an
     * update and a conditional insert). A message deleted with its conversation needs none: the conversation's
     * own delete numbers it.
     */
    private static String conversationTrigger(String name, String event, String id) {
        return "CREATE TRIGGER IF NOT EXISTS conversation_changes_" + name + " AFTER " + event + " BEGIN\n"
                + "    UPDATE conversation_changes SET seq = (SELECT max(seq) + 1 FROM conversation_changes)"
                + " WHERE conversation_id = " + id + ";\n"
                + "    INSERT INTO conversation_changes (conversation_id, seq)"
                + " SELECT " + id + ", (SELECT coalesce(max(seq), 0) + 1 FROM conversation_changes)"
                + " WHERE NOT EXISTS (SELECT 1 FROM conversation_changes WHERE conversation_id = " + id + ");\n"
                + "END";
    }

    private static void run(Statement st, Connection c, Step step) throws SQLException {
        st.execute("BEGIN IMMEDIATE");
        try {
            if (step.version() > userVersion(c)) {
                LOG.info("Migrating the journal schema to version {}: {}", step.version(), step.description());
                long started = System.nanoTime();
                int brokenBefore = step.rebuildsTables() ? brokenLinks(st) : 0;
                for (String sql : step.statements()) {
                    st.execute(sql);
                }
                if (step.rebuildsTables() && brokenLinks(st) > brokenBefore) {
                    throw new SQLException("The schema upgrade to version " + step.version()
                            + " would leave links pointing nowhere; nothing was changed.");
                }
                st.execute("PRAGMA user_version = " + step.version());
                LOG.info("Schema version {} took {} ms", step.version(), (System.nanoTime() - started) / 1_000_000);
            }
            st.execute("COMMIT");
        } catch (SQLException | RuntimeException e) {
            try {
                st.execute("ROLLBACK");
            } catch (SQLException alreadyRolledBack) {
                e.addSuppressed(alreadyRolledBack);
            }
            throw e;
        }
    }

    /**
     * How many links point nowhere ({@code PRAGMA foreign_key_check}). A rebuild may not add any; one the file
     * already had (written by some old bug) must not keep the journal from opening.
     */
    private static int brokenLinks(Statement st) throws SQLException {
        int n = 0;
        try (ResultSet rs = st.executeQuery("PRAGMA foreign_key_check")) {
            while (rs.next()) {
                n++;
            }
        }
        return n;
    }

    static int userVersion(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /**
     * Brings the schema from its current version to {@link #LATEST}, one transaction per step. The version
     * is read again inside each step's transaction (which holds SQLite's write lock), so a process that
     * finds the work done by another one meanwhile skips it. The connection must be in auto-commit.
     */
    static void migrate(Connection c) throws SQLException {
        for (Step step : STEPS) {
            if (step.version() <= userVersion(c)) {
                continue;
            }
            try (Statement st = c.createStatement()) {
                if (step.rebuildsTables()) {
                    // A no-op inside a transaction, so before BEGIN; switched on again below whatever happens.
                    st.execute("PRAGMA foreign_keys = OFF");
                }
                try {
                    run(st, c, step);
                } finally {
                    if (step.rebuildsTables()) {
                        st.execute("PRAGMA foreign_keys = ON");
                    }
                }
            }
        }
    }
}
