package org.memoryjournal.store;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/**
 * A second process on a journal, driven line by line on stdin by {@link CrossProcessTest}; prints one
 * line per command once it has committed. Commands: {@code add AXIS TEXT}, {@code delete ID},
 * {@code supersede OLD NEW}, {@code touch ID EPOCH_SECONDS}, {@code importance ID N},
 * {@code hold-write MILLIS} (a transaction kept open that long), {@code hold-read MILLIS}, {@code quit}.
 */
public final class StoreChild {
    private StoreChild() {
    }

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), true);
        BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in),
                StandardCharsets.UTF_8));
        try (JournalDatabase j = JournalDatabase.open(Path.of(args[0]), args[1], Integer.parseInt(args[2]))) {
            out.println("open");
            String line;
            while ((line = in.readLine()) != null && !line.equals("quit")) {
                String[] p = line.split(" ", 3);
                switch (p[0]) {
                    case "add" -> {
                        float[] v = new float[Integer.parseInt(args[2])];
                        v[Integer.parseInt(p[1])] = 1f;
                        long id = j.memories().add(new NewMemory(p[2], MemoryKind.EPISODIC, Instant.now(), 5,
                                new Embedding(args[1], v), MemorySource.MANUAL)).id();
                        out.println("id=" + id);
                    }
                    case "delete" -> out.println("deleted=" + j.memories().delete(List.of(Long.parseLong(p[1]))));
                    case "supersede" -> {
                        j.memories().supersede(Long.parseLong(p[1]), Long.parseLong(p[2]));
                        out.println("superseded");
                    }
                    case "touch" -> {
                        j.memories().touch(List.of(Long.parseLong(p[1])), Instant.ofEpochSecond(Long.parseLong(p[2])));
                        out.println("touched");
                    }
                    case "importance" -> {
                        j.memories().update(Long.parseLong(p[1]), new MemoryUpdate(Optional.empty(), Optional.empty(),
                                Optional.empty(), Optional.of(Integer.parseInt(p[2])), Optional.empty()));
                        out.println("updated");
                    }
                    case "hold-write" -> j.database().write(c -> {
                        // BEGIN IMMEDIATE has taken SQLite's write lock: no other process can write until release.
                        out.println("holding");
                        sleep(Long.parseLong(p[1]));
                        return null;
                    }, r -> out.println("released"));
                    case "hold-read" -> j.database().read(c -> {
                        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM memories");
                             ResultSet rs = ps.executeQuery()) {
                            rs.next(); // an open cursor: a read transaction stays open
                            out.println("holding");
                            sleep(Long.parseLong(p[1]));
                        }
                        out.println("released");
                        return null;
                    });
                    default -> out.println("unknown command " + line);
                }
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
