package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code export} writes everything the journal knows and {@code import} restores it exactly: export → import
 * into an empty journal → export gives the same bytes apart from the export time, with and without vectors;
 * importing into a journal that holds something merges, skipping what is already there and re-pointing links.
 */
class ExportImportRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path root;

    /** A journal with gaps in its ids, a superseded memory with its reason, a pin, touches and a conversation. */
    private CliHarness journal(Path home) {
        CliHarness cli = new CliHarness(home);
        cli.remember("My sister Ana lives in Paris", "--kind", "semantic", "--importance", "7", "--at",
                "2025-11-03T10:00:00.123456789Z");
        long gone = cli.remember("a memory that will be forgotten", "--at", "2025-11-04T10:00:00Z");
        cli.remember("Always answer in French", "--kind", "procedural", "--pinned", "--at", "2025-12-01T08:00:00Z");
        cli.remember("My sister Ana moved to Lyon", "--kind", "semantic", "--importance", "7", "--at",
                "2026-01-10T10:00:00Z");
        assertThat(cli.run("forget", Long.toString(gone)).status()).isZero();
        assertThat(cli.run("chat", "Where does Ana live now?").status()).isZero();
        assertThat(cli.run("recall", "French", "-k", "1").status()).isZero(); // a touch: last access moves
        // The update rule needs a real model's similarity; the link is made as the app makes it.
        BagOfWordsEmbedder words = new BagOfWordsEmbedder();
        try (JournalDatabase db = JournalDatabase.open(home.resolve("journal.db"), words.modelId(), words.dimension())) {
            if (db.memories().find(1).orElseThrow().supersededBy().isEmpty()) {
                db.memories().supersede(1, 4, "She moved.");
            }
        }
        return cli;
    }

    private static String withoutExportTime(Path file) throws IOException {
        return Files.readString(file).replaceFirst("\"exported_at\":\"[^\"]*\"", "");
    }

    @Test
    void exportImportExportIsByteIdenticalWithVectors() throws IOException {
        CliHarness first = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(first.run("export", "--vectors", one.toString()).status()).isZero();
        CliHarness.Run imported = new CliHarness(root.resolve("b")).run("import", one.toString());
        assertThat(imported.status()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("Imported 4 memories").contains("1 conversation with 2 messages")
                .contains("every id was kept");
        Path two = root.resolve("two.json");
        assertThat(new CliHarness(root.resolve("b")).run("export", "--vectors", two.toString()).status()).isZero();
        assertThat(withoutExportTime(two)).isEqualTo(withoutExportTime(one));

        JsonNode doc = JSON.readTree(one.toFile());
        assertThat(doc.get("version").asInt()).isEqualTo(3);
        JsonNode paris = doc.get("memories").get(0);
        assertThat(paris.get("id").asLong()).isEqualTo(1);
        assertThat(paris.get("created_at").asText()).isEqualTo("2025-11-03T10:00:00.123456789Z");
        assertThat(paris.get("superseded_by").asLong()).isEqualTo(4);
        assertThat(paris.get("supersede_reason").asText()).isNotBlank();
        assertThat(paris.get("vector").asText()).isNotBlank();
        assertThat(doc.get("memories").get(1).get("id").asLong()).isEqualTo(3); // the gap of the forgotten one
        assertThat(doc.get("memories").get(1).get("pinned").asBoolean()).isTrue();
        assertThat(doc.get("memories").get(1).get("last_accessed").asText()).isNotEqualTo("2025-12-01T08:00:00Z");
        JsonNode answer = doc.get("messages").get(1);
        assertThat(answer.get("role").asText()).isEqualTo("assistant");
        assertThat(answer.get("recalls")).isNotEmpty();
        assertThat(answer.get("recalls").get(0).get("breakdown").asText()).isNotBlank();
        assertThat(answer.get("recall_context").asText()).isNotBlank();
        assertThat(doc.get("messages").get(0).get("memory_id").asLong()).isEqualTo(5);
        if (Files.getFileStore(root).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(one))).isEqualTo("rw-------");
        }
    }

    @Test
    void withoutVectorsTheImportEmbedsAndTheRoundTripIsStillIdentical() throws IOException {
        CliHarness first = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(first.run("export", one.toString()).status()).isZero();
        assertThat(Files.readString(one)).doesNotContain("\"vector\"");
        CliHarness second = new CliHarness(root.resolve("b"));
        assertThat(second.run("import", one.toString()).status()).isZero();
        Path two = root.resolve("two.json");
        assertThat(second.run("export", two.toString()).status()).isZero();
        assertThat(withoutExportTime(two)).isEqualTo(withoutExportTime(one));
        // The re-embedded memories are ranked: recall finds the imported fact.
        CliHarness.Run recall = second.run("recall", "Ana Lyon", "-k", "1", "--no-touch");
        assertThat(recall.out()).contains("Lyon");
    }

    @Test
    void importingIntoAJournalThatHoldsSomethingMergesAndSaysWhatItDid() throws IOException {
        CliHarness first = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(first.run("export", "--vectors", one.toString()).status()).isZero();
        CliHarness other = new CliHarness(root.resolve("b"));
        other.remember("Something else entirely", "--at", "2024-01-01T00:00:00Z");
        other.remember("Always answer in French", "--kind", "procedural", "--at", "2025-12-01T08:00:00Z");

        CliHarness.Run merged = other.run("import", one.toString());
        assertThat(merged.status()).as(merged.err()).isZero();
        assertThat(merged.out()).isEqualTo("Imported 3 memories, skipped 1 already present, 1 conversation with 2 "
                + "messages.\n");
        Path out = root.resolve("merged.json");
        assertThat(other.run("export", out.toString()).status()).isZero();
        JsonNode doc = JSON.readTree(out.toFile());
        JsonNode paris = find(doc.get("memories"), "My sister Ana lives in Paris");
        JsonNode lyon = find(doc.get("memories"), "My sister Ana moved to Lyon");
        assertThat(paris.get("id").asLong()).isEqualTo(3); // after the journal's own 1 and 2
        assertThat(paris.get("superseded_by").asLong()).isEqualTo(lyon.get("id").asLong());
        JsonNode question = doc.get("messages").get(0);
        assertThat(question.get("memory_id").asLong())
                .isEqualTo(find(doc.get("memories"), "Where does Ana live now?").get("id").asLong());
        for (JsonNode recall : doc.get("messages").get(1).get("recalls")) {
            long id = recall.get("memory_id").asLong();
            assertThat(id).isIn(paris.get("id").asLong(), lyon.get("id").asLong(), 2L, 5L, 6L);
        }

        CliHarness.Run again = other.run("import", one.toString());
        assertThat(again.out()).isEqualTo("All 4 memories and 1 conversation in the file are already in the "
                + "journal; nothing was imported.\n");
    }

    @Test
    void importingWhatTheJournalHoldsEmbedsNothing() throws IOException {
        CliHarness cli = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(cli.run("export", one.toString()).status()).isZero(); // no vectors: new memories need embedding

        CliHarness.Run again = cli.run("import", "--progress", one.toString());

        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.err()).doesNotContain("Embedding");
        assertThat(again.out()).isEqualTo("All 4 memories and 1 conversation in the file are already in the "
                + "journal; nothing was imported.\n");
    }

    @Test
    void aMergeEmbedsOnlyTheMemoriesTheJournalLacks() throws IOException {
        CliHarness cli = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(cli.run("export", one.toString()).status()).isZero();
        assertThat(cli.run("forget", "3").status()).isZero();

        CliHarness.Run merged = cli.run("import", "--progress", one.toString());

        assertThat(merged.status()).as(merged.err()).isZero();
        assertThat(merged.err()).contains("1/1 memories").doesNotContain("/4 memories");
        assertThat(merged.out()).startsWith("Imported 1 memory, skipped 3 already present");
    }

    private static JsonNode find(JsonNode memories, String text) {
        for (JsonNode m : memories) {
            if (m.get("text").asText().equals(text)) {
                return m;
            }
        }
        throw new AssertionError("no memory " + text);
    }

    @Test
    void aBrokenLinkOrAWrongVectorImportsNothingAndNamesTheEntry() throws IOException {
        CliHarness cli = new CliHarness(root.resolve("b"));
        cli.remember("already here");
        String head = "{\"format\":\"memory-journal-export\",\"version\":2,\"memories\":[";
        String head3 = head.replace("\"version\":2", "\"version\":3");
        String ok = "{\"id\":1,\"text\":\"a\",\"kind\":\"episodic\",\"importance\":3,\"created_at\":\"2026-01-01T00:00:00Z\","
                + "\"last_accessed\":\"2026-01-02T00:00:00Z\",\"source\":\"chat\",\"pinned\":false,\"superseded_by\":null,"
                + "\"supersede_reason\":\"\",\"embedding_model\":\"test:x\"";
        String[][] cases = {
            {head + ok + ",\"superseded_by\":9}]}", "Memory 1", "superseded by memory 9"},
            {head + ok + "}," + ok + "}]}", "Memory 2", "used twice"},
            {head + ok + ",\"vector\":\"AAAA\"}]}", "Memory 1", "vector"},
            {head + ok + ",\"source\":\"dream\"}]}", "Memory 1", "source"},
            {head + ok + "}],\"conversations\":[],\"messages\":[{\"id\":1,\"conversation_id\":4,\"role\":\"user\","
                    + "\"text\":\"hi\",\"created_at\":\"2026-01-01T00:00:00Z\",\"status\":\"complete\"}]}",
                "Message 1", "conversation 4"},
            {head + "{\"id\":1,\"text\":\"a\"}]}", "Memory 1", "no \"kind\""},
            {head3 + ok + ",\"evidence\":[5]}]}", "Memory 1", "cites memory 5"},
            {head3 + ok + "}],\"access_log\":[{\"id\":1,\"at\":\"2026-01-01T00:00:00Z\",\"client\":\"c\",\"tool\":"
                    + "\"recall\",\"memory_ids\":\"1,x\"}]}", "Access log entry 1", "memory_ids"},
            {head3 + ok + "}],\"access_forgotten\":[{\"memory_id\":1,\"text\":\"b\",\"kind\":\"episodic\","
                    + "\"importance\":3,\"created_at\":\"2026-01-01T00:00:00Z\",\"source\":\"mcp\",\"pinned\":false,"
                    + "\"embedding_model\":\"test:x\",\"vector\":\"AAAAAA==\"}]}", "Forgotten memory 1", "used twice"},
            {head3.replace("\"memories\":[", "\"reflection\":{\"at\":\"2026-01-01T00:00:00Z\"},\"memories\":[") + ok
                    + "}]}", "reflection", "last_memory_id"},
        };
        for (String[] c : cases) {
            Path file = root.resolve("bad.json");
            Files.writeString(file, c[0]);
            CliHarness.Run run = cli.run("import", file.toString());
            assertThat(run.status()).as(c[0]).isEqualTo(1);
            assertThat(run.err()).as(c[0]).contains(c[1]).contains(c[2]).contains("nothing was imported");
        }
        assertThat(cli.run("list").out().lines().count()).isEqualTo(1);
    }

    @Test
    void progressGoesToStderrAsPlainLinesOrAsABarWhenAsked() throws IOException {
        CliHarness first = journal(root.resolve("a"));
        Path one = root.resolve("one.json");
        first.run("export", one.toString());
        CliHarness.Run plain = new CliHarness(root.resolve("b")).run("import", one.toString());
        assertThat(plain.err()).isEmpty(); // quicker than one 5-second period: no plain progress line
        CliHarness.Run bar = new CliHarness(root.resolve("c")).run("import", "--progress", one.toString());
        assertThat(bar.err()).contains("\rWriting    [############################] 100%  6/6 rows");
        assertThat(bar.out()).startsWith("Imported 4 memories");
    }

    /**
     * Tables an export deliberately leaves out, each worked out again on import: the change feeds (their numbers
     * only coordinate the processes that have the file open) and the full-text index's own tables.
     */
    private static final java.util.Set<String> DERIVED_TABLES = java.util.Set.of("memory_changes", "memories_fts",
            "memory_parts", "memories_fts_data", "memories_fts_idx", "memories_fts_docsize", "memories_fts_config",
            "conversation_changes");

    /**
     * The round-trip journal plus what only assistants and reflection write, and a value other than the column's
     * default in every column that has one: an insight citing evidence, the last reflection, a memory written by
     * an assistant, its access log, a forgotten copy, a failed message, a summary, and a deleted newest memory
     * (the id high-water mark is above every live id).
     */
    private CliHarness everything(Path home) throws Exception {
        CliHarness cli = journal(home);
        BagOfWordsEmbedder words = new BagOfWordsEmbedder();
        try (JournalDatabase db = JournalDatabase.open(home.resolve("journal.db"), words.modelId(), words.dimension())) {
            long byMcp = db.memories().add(new org.memoryjournal.memory.NewMemory("Ana prefers tea to coffee",
                    org.memoryjournal.memory.MemoryKind.SEMANTIC, java.time.Instant.parse("2026-01-20T10:00:00Z"), 6,
                    words.embed("Ana prefers tea to coffee"), org.memoryjournal.memory.MemorySource.MCP, false,
                    "Claude Desktop")).id();
            long doomed = db.memories().add(new org.memoryjournal.memory.NewMemory("an assistant forgot this",
                    org.memoryjournal.memory.MemoryKind.EPISODIC, java.time.Instant.parse("2026-01-21T10:00:00Z"), 3,
                    words.embed("an assistant forgot this"), org.memoryjournal.memory.MemorySource.MCP, true,
                    "Cursor")).id();
            db.accessLog().record(org.memoryjournal.memory.AccessEntry.of(java.time.Instant.parse(
                    "2026-01-21T11:00:00.5Z"), "Claude Desktop", "recall", "what does Ana drink", java.util.List.of(
                    byMcp, 1L), "2 memories"));
            db.accessLog().keepCopy(doomed);
            db.memories().delete(java.util.List.of(doomed));
            db.accessLog().record(org.memoryjournal.memory.AccessEntry.of(java.time.Instant.parse(
                    "2026-01-21T11:01:00Z"), "Cursor", "forget", "", java.util.List.of(doomed), "forgotten"));
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + home.resolve("journal.db"));
             java.sql.Statement st = c.createStatement()) {
            st.execute("PRAGMA foreign_keys = ON");
            st.execute("UPDATE memories SET source = 'reflection' WHERE id = 4");
            st.execute("INSERT INTO insight_evidence VALUES (4, 1), (4, 3)");
            st.execute("INSERT INTO reflection_state VALUES (1, 5, 1769000000, 42)");
            st.execute("UPDATE messages SET status = 'failed', error = 'The model server stopped.' WHERE id = 2");
            st.execute("INSERT INTO messages (conversation_id, role, text, created_at_s, created_at_ns, status, "
                    + "covers_up_to) VALUES (1, 'summary', 'They talked about Ana.', 1769000100, 7, 'complete', 2)");
        }
        return cli;
    }

    private static java.util.List<String> tables(java.sql.Connection c) throws java.sql.SQLException {
        java.util.List<String> out = new java.util.ArrayList<>();
        try (java.sql.Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** Every row of {@code table}, each column named, vectors as hex, in a fixed order. */
    private static java.util.List<String> dump(java.sql.Connection c, String table) throws java.sql.SQLException {
        java.util.List<String> out = new java.util.ArrayList<>();
        try (java.sql.Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(
                "SELECT * FROM " + table)) {
            java.sql.ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    Object v = rs.getObject(i);
                    row.append(meta.getColumnName(i)).append('=')
                            .append(v instanceof byte[] b ? java.util.HexFormat.of().formatHex(b) : v).append("; ");
                }
                out.add(row.toString());
            }
        }
        java.util.Collections.sort(out);
        return out;
    }

    @Test
    void everyColumnOfEveryTableSurvivesTheRoundTrip() throws Exception {
        Path a = root.resolve("a");
        everything(a);
        Path one = root.resolve("one.json");
        assertThat(new CliHarness(a).run("export", "--vectors", one.toString()).status()).isZero();
        CliHarness.Run imported = new CliHarness(root.resolve("b")).run("import", one.toString());
        assertThat(imported.status()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("2 assistant accesses and 1 forgotten memory").contains("every id was kept");
        Path two = root.resolve("two.json");
        assertThat(new CliHarness(root.resolve("b")).run("export", "--vectors", two.toString()).status()).isZero();
        assertThat(withoutExportTime(two)).isEqualTo(withoutExportTime(one));

        try (java.sql.Connection from = java.sql.DriverManager.getConnection("jdbc:sqlite:" + a.resolve("journal.db"));
             java.sql.Connection to = java.sql.DriverManager.getConnection("jdbc:sqlite:"
                     + root.resolve("b").resolve("journal.db"))) {
            java.util.List<String> tables = tables(from);
            assertThat(tables).contains("sqlite_sequence").containsAll(DERIVED_TABLES);
            assertThat(tables(to)).isEqualTo(tables);
            for (String table : tables) {
                if (DERIVED_TABLES.contains(table)) {
                    continue;
                }
                // The fixture must exercise every column: a new column (or table) fails here until it does, and
                // then below until the export carries it.
                try (java.sql.Statement st = from.createStatement();
                     java.sql.ResultSet cols = st.executeQuery("PRAGMA table_info(" + table + ")")) {
                    while (cols.next()) {
                        String column = cols.getString("name");
                        String dflt = cols.getString("dflt_value");
                        try (java.sql.Statement q = from.createStatement(); java.sql.ResultSet n = q.executeQuery(
                                "SELECT count(*) FROM " + table + " WHERE " + column + " IS NOT "
                                        + (dflt == null ? "NULL" : dflt))) {
                            assertThat(n.getLong(1)).as("rows of %s whose %s is not its default; give the round-trip "
                                    + "fixture one and make export and import carry it", table, column).isPositive();
                        }
                    }
                }
                assertThat(dump(to, table)).as("table %s after export and import", table).isEqualTo(dump(from, table));
            }
        }
        JsonNode doc = JSON.readTree(one.toFile());
        assertThat(doc.get("highest_memory_id").asLong()).isEqualTo(7);
        assertThat(find(doc.get("memories"), "Ana prefers tea to coffee").get("source_client").asText())
                .isEqualTo("Claude Desktop");
        // The imported journal hands out no id the original had used: the forgotten memory's 7 stays taken.
        CliHarness b = new CliHarness(root.resolve("b"));
        assertThat(b.remember("after the import")).isEqualTo(8);
        assertThat(b.run("list", "--search", "coffee").out()).contains("tea");
    }

    @Test
    void mergingAssistantsRowsRepointsTheirIdsAndSkipsWhatIsThere() throws Exception {
        everything(root.resolve("a"));
        Path one = root.resolve("one.json");
        assertThat(new CliHarness(root.resolve("a")).run("export", "--vectors", one.toString()).status()).isZero();
        CliHarness other = new CliHarness(root.resolve("b"));
        other.remember("Something else entirely", "--at", "2024-01-01T00:00:00Z");
        other.remember("Something deleted", "--at", "2024-01-02T00:00:00Z");
        assertThat(other.run("forget", "2").status()).isZero();

        CliHarness.Run merged = other.run("import", one.toString());
        assertThat(merged.status()).as(merged.err()).isZero();
        assertThat(merged.out()).contains("Imported 5 memories").contains("2 assistant accesses and 1 forgotten memory");
        CliHarness.Run again = other.run("import", one.toString());
        assertThat(again.out()).contains("All 5 memories").contains("nothing was imported")
                .doesNotContain("assistant accesses");

        Path out = root.resolve("merged.json");
        assertThat(other.run("export", out.toString()).status()).isZero();
        JsonNode doc = JSON.readTree(out.toFile());
        long tea = find(doc.get("memories"), "Ana prefers tea to coffee").get("id").asLong();
        long paris = find(doc.get("memories"), "My sister Ana lives in Paris").get("id").asLong();
        assertThat(paris).isEqualTo(3); // after the journal's 1 and its deleted 2
        JsonNode insight = find(doc.get("memories"), "My sister Ana moved to Lyon");
        assertThat(insight.get("evidence")).extracting(JsonNode::asLong)
                .containsExactly(paris, find(doc.get("memories"), "Always answer in French").get("id").asLong());
        JsonNode forgotten = doc.get("access_forgotten").get(0);
        assertThat(forgotten.get("memory_id").asLong()).isGreaterThan(doc.get("memories").get(
                doc.get("memories").size() - 1).get("id").asLong());
        assertThat(doc.get("access_log")).hasSize(2);
        assertThat(doc.get("access_log").get(0).get("memory_ids").asText()).isEqualTo(tea + "," + paris);
        assertThat(doc.get("access_log").get(1).get("memory_ids").asText())
                .isEqualTo(forgotten.get("memory_id").asText());
        assertThat(doc.get("reflection").isNull()).isTrue(); // a merge keeps the journal's own reflection state
        assertThat(doc.get("highest_memory_id").asLong()).isEqualTo(forgotten.get("memory_id").asLong());
    }
}
