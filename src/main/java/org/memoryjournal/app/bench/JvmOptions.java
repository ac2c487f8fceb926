package org.memoryjournal.app.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The desktop app's JVM flags (heap limit, collector), kept in one file,
 * {@code src/main/resources/org/memoryjournal/app/jvm.options}: the launcher reads it from the source
 * tree, the installers pass its lines to jpackage, and {@code bench --memory} starts the app with them.
 * One flag per line; {@code #} starts a comment.
 */
public final class JvmOptions {
    static final String RESOURCE = "/org/memoryjournal/app/jvm.options";

    private JvmOptions() {
    }

    /** The flags of the file on the class path. */
    public static List<String> desktop() {
        try (InputStream in = JvmOptions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The class path has no " + RESOURCE + "; rebuild the application.");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> parse(String text) {
        List<String> flags = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String flag = line.replaceFirst("#.*", "").strip();
            if (flag.isEmpty()) {
                continue;
            }
            if (flag.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("One JVM flag per line: \"" + flag + "\" has a space.");
            }
            flags.add(flag);
        }
        return flags;
    }
}
