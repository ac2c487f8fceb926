package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;

import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The browser over a journal of 100,000 memories, written straight into the file in one transaction (the
 * app's own writes would embed each one): it opens, scrolls to the end and searches, and every step shows
 * its rows. Timings are measured by {@code bench} and {@code LargeJournalCheck}, not here.
 */
@ExtendWith(ApplicationExtension.class)
class LargeJournalUiTest {
    private static final int SIZE = 100_000;
    private static final int ZEBRA = 54_321;
    private static final String[] WORDS = {"walk", "river", "coffee", "garden", "train", "music", "letter", "market",
        "bread", "rain", "meeting", "cinema", "beach", "book", "friend", "lunch"};
    @TempDir
    static Path dir;
    private static RealJournal j;

    /** Off the FX thread: writing the rows and loading the recall index take a few seconds. */
    @BeforeAll
    static void writeTheJournal() throws Exception {
        JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM).close();
        fill(dir.resolve("journal.db"));
        j = new RealJournal(dir);
    }

    @Start
    void start(Stage stage) {
        j.show(stage, 1280, 820, false);
    }

    private static void fill(Path file) throws Exception {
        BagOfWordsEmbedder embedder = new BagOfWordsEmbedder();
        long base = RealJournal.NOW.getEpochSecond() - SIZE * 600L;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("BEGIN");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO memories (text, text_chars, kind, created_at_s, "
                    + "created_at_ns, last_accessed_s, last_accessed_ns, importance, embedding, embedding_model, "
                    + "dimension, source, pinned, states_change) VALUES (?, ?, ?, ?, 0, ?, 0, ?, ?, ?, ?, 'import', 0, 0)")) {
                for (int i = 0; i < SIZE; i++) {
                    String text = text(i);
                    ps.setString(1, text);
                    ps.setInt(2, text.length());
                    ps.setString(3, i % 3 == 0 ? "semantic" : "episodic");
                    ps.setLong(4, base + i * 600L);
                    ps.setLong(5, base + i * 600L);
                    ps.setInt(6, 1 + i % 10);
                    float[] v = embedder.embed(WORDS[i % 16]).vector();
                    ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
                    b.asFloatBuffer().put(v);
                    ps.setBytes(7, b.array());
                    ps.setString(8, BagOfWordsEmbedder.MODEL);
                    ps.setInt(9, BagOfWordsEmbedder.DIM);
                    ps.addBatch();
                    if (i % 5000 == 4999) {
                        ps.executeBatch();
                    }
                }
                ps.executeBatch();
            }
            st.execute("COMMIT");
        }
    }

    private static String text(int i) {
        return i == ZEBRA ? "Saw a zebra crossing the market square." : "Note " + i + ": " + WORDS[i % 16] + " and "
                + WORDS[(i / 16) % 16] + " with " + WORDS[(i / 256) % 16] + ".";
    }

    private static boolean cellShows(FxRobot robot, String text) {
        return robot.lookup(".table-cell").match(n -> text.equals(((javafx.scene.control.TableCell<?, ?>) n).getText()))
                .tryQuery().isPresent();
    }

    @AfterAll
    static void stop() {
        j.close();
    }

    @Test
    void aHundredThousandMemoriesOpenScrollAndSearch(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().size() == SIZE);
        assertThat(robot.lookup("#memory-count").queryLabeled().getText()).isEqualTo("100,000 shown");
        assertThat(table.getItems().get(0).text()).isEqualTo(text(SIZE - 1));

        robot.interact(() -> table.scrollTo(SIZE - 1));
        waitUntil(() -> cellShows(robot, text(0)));
        robot.interact(() -> table.scrollTo(SIZE / 2));
        // Newest first: row r holds memory number SIZE - 1 - r.
        waitUntil(() -> cellShows(robot, text(SIZE - 1 - SIZE / 2)));

        robot.clickOn("#memory-search").write("zeb");
        waitUntil(() -> table.getItems().size() == 1 && !table.getItems().get(0).isLoading());
        assertThat(table.getItems().get(0).text()).isEqualTo(text(ZEBRA));
        assertThat(table.getItems().get(0).id()).isEqualTo(ZEBRA + 1);

        long rivers = java.util.stream.IntStream.range(0, SIZE).filter(i -> i != ZEBRA)
                .filter(i -> text(i).contains("river")).count();
        robot.eraseText(3).write("rive");
        waitUntil(() -> table.getItems().size() == rivers && !table.getItems().get(0).isLoading());
        assertThat(robot.lookup("#memory-count").queryLabeled().getText())
                .isEqualTo(String.format(java.util.Locale.ROOT, "%,d shown", rivers));
        assertThat(table.getItems().get(0).text()).contains("river");
    }
}
