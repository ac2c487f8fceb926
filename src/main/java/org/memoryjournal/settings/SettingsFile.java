package org.memoryjournal.settings;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Reads and writes a small {@code key=value} settings file, atomically (write a temporary file, then
 * move it over), readable by its owner only.
 */
public final class SettingsFile {
    private final Path file;

    public SettingsFile(Path file) {
        this.file = file;
    }

    public Path path() {
        return file;
    }

    /** The stored values; an absent file gives none. An unreadable file is a clear error. */
    public Map<String, String> load() {
        Map<String, String> out = new TreeMap<>();
        if (!Files.exists(file)) {
            return out;
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            throw new SettingsException("The settings file " + file + " could not be read (" + e.getMessage()
                    + "); fix or delete it to start from the defaults.", e);
        }
        p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k)));
        return out;
    }

    public void save(Map<String, String> values) {
        Properties p = new Properties() {
            private static final long serialVersionUID = 1L;

            @Override
            public synchronized java.util.Set<Map.Entry<Object, Object>> entrySet() {
                // Copy through super.entrySet(): new TreeMap<>(this) would call this method again.
                java.util.TreeMap<Object, Object> sorted = new java.util.TreeMap<>();
                for (Map.Entry<Object, Object> e : super.entrySet()) {
                    sorted.put(e.getKey(), e.getValue());
                }
                return sorted.entrySet();
            }
        };
        p.putAll(values);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".settings", ".tmp");
            OwnerOnly.restrict(tmp);
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                p.store(w, "Memory Journal settings");
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new SettingsException("The settings could not be saved to " + file + ": " + e.getMessage(), e);
        }
    }
}
