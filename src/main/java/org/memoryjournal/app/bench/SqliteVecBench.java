package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.sqlite.SQLiteConfig;

/**
 * The same kind of vectors in sqlite-vec's {@code vec0} table, queried with its exact cosine KNN, for
 * comparison. sqlite-vec is optional: the npm package {@code sqlite-vec-linux-x64} ships {@code vec0.so};
 * point {@code --sqlite-vec} or {@code SQLITE_VEC_PATH} at it, or install it under the working
 * directory's {@code node_modules}.
 */
final class SqliteVecBench {
    private final PrintWriter progress;
    private final int queries;

    SqliteVecBench(PrintWriter progress, int queries) {
        this.progress = progress;
        this.queries = queries;
    }

    static Optional<Path> locate(Optional<Path> flag) {
        if (flag.isPresent()) {
            return flag.filter(Files::isRegularFile);
        }
        String env = System.getenv("SQLITE_VEC_PATH");
        if (env != null && Files.isRegularFile(Path.of(env))) {
            return Optional.of(Path.of(env));
        }
        return Stream.of(Path.of("node_modules", "sqlite-vec-linux-x64", "vec0.so"),
                        Path.of("bench-data", "node_modules", "sqlite-vec-linux-x64", "vec0.so"))
                .filter(Files::isRegularFile).findFirst();
    }

    Latency run(Path extension, Path file, int n, Instant now) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enableLoadExtension(true);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        try (Connection c = config.createConnection("jdbc:sqlite:" + file)) {
            try (Statement s = c.createStatement()) {
                String lib = extension.toAbsolutePath().toString().replaceFirst("\\.so$", "");
                s.execute("SELECT load_extension('" + lib.replace("'", "''") + "')");
                s.execute("CREATE VIRTUAL TABLE vectors USING vec0(embedding float[" + SyntheticMemories.DIMENSION
                        + "] distance_metric=cosine)");
            }
            SyntheticMemories synthetic = new SyntheticMemories(n, now);
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO vectors(rowid, embedding) VALUES (?, ?)")) {
                for (int i = 1; i <= n; i++) {
                    insert.setLong(1, i);
                    insert.setBytes(2, blob(synthetic.vector()));
                    insert.addBatch();
                    if (i % 5_000 == 0) {
                        insert.executeBatch();
                    }
                }
                insert.executeBatch();
            }
            c.commit();
            c.setAutoCommit(true);
            SyntheticMemories source = new SyntheticMemories(n + 1, now);
            int warmup = Math.max(10, queries / 5);
            double[] millis = new double[queries];
            try (PreparedStatement knn = c.prepareStatement(
                    "SELECT rowid, distance FROM vectors WHERE embedding MATCH ? AND k = 10")) {
                for (int i = 0; i < warmup + queries; i++) {
                    knn.setBytes(1, blob(source.vector()));
                    long t = System.nanoTime();
                    int rows = 0;
                    try (ResultSet rs = knn.executeQuery()) {
                        while (rs.next()) {
                            rows++;
                        }
                    }
                    if (i >= warmup) {
                        millis[i - warmup] = (System.nanoTime() - t) / 1e6;
                    }
                    if (rows == 0 && n > 0) {
                        throw new SQLException("sqlite-vec returned no rows");
                    }
                }
            }
            Latency l = Latency.of(n, millis);
            progress.printf("  sqlite-vec KNN at %,d: p50 %.2f ms, p95 %.2f ms%n", n, l.p50(), l.p95());
            progress.flush();
            return l;
        }
    }

    static byte[] blob(float[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    static List<String> note() {
        return List.of("sqlite-vec was not found (install it with `npm install --prefix bench-data sqlite-vec-linux-x64`"
                + " or pass --sqlite-vec PATH/vec0.so); its comparison was skipped.");
    }
}
