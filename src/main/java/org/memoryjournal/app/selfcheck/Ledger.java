package org.memoryjournal.app.selfcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What the children of the fault trials acknowledged, over all trials on one journal, and the check of a
 * journal against it: every acknowledged memory is there, every acknowledged forget stayed forgotten,
 * every import is all or nothing, every acknowledged backup holds what was acknowledged before it.
 */
final class Ledger {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One check's findings. */
    record Findings(int lost, int torn, int badBackups, List<String> problems) {
    }

    private final Path dir;
    private final Set<String> required = new HashSet<>();
    private final Set<String> forgotten = new HashSet<>();
    private final Set<String> undecidedImports = new LinkedHashSet<>();
    private final Map<String, Set<String>> exports = new HashMap<>();
    private final List<String> ackedExports = new ArrayList<>();
    private final Set<String> messages = new LinkedHashSet<>();
    private int acknowledged;

    Ledger(Path dir) {
        this.dir = dir;
    }

    /** Takes one line a child printed (see {@link FaultChild}). */
    void accept(String line) {
        String[] parts = line.split(" ", 3);
        if (parts.length < 3) {
            return;
        }
        FaultOp op;
        try {
            op = FaultOp.parse(parts[1]);
        } catch (IllegalArgumentException notAnOp) {
            return;
        }
        String key = parts[2];
        switch (parts[0]) {
            case "begin" -> begin(op, key);
            case "ack" -> ack(op, key);
            case "refused" -> messages.add(key);
            default -> { }
        }
    }

    private void begin(FaultOp op, String key) {
        switch (op) {
            case FORGET -> required.remove(FaultChild.text(key)); // from now on it may be gone
            case IMPORT -> undecidedImports.add(key);
            case EXPORT -> exports.put(key, Set.copyOf(required));
            default -> { }
        }
    }

    private void ack(FaultOp op, String key) {
        acknowledged++;
        switch (op) {
            case REMEMBER -> required.add(FaultChild.text(key));
            case FORGET -> forgotten.add(FaultChild.text(key));
            case CHAT -> required.add(FaultChild.chatText(key));
            case IMPORT -> {
                undecidedImports.remove(key);
                for (int j = 0; j < FaultChild.IMPORT_BATCH; j++) {
                    required.add(FaultChild.importText(key, j));
                }
            }
            case EXPORT -> ackedExports.add(key);
        }
    }

    /** A write this process made itself and saw succeed. */
    void acknowledge(String text) {
        acknowledged++;
        required.add(text);
    }

    /** A write that was refused: it must not appear later. */
    void mustBeAbsent(String text) {
        forgotten.add(text);
    }

    void message(String m) {
        messages.add(m);
    }

    Set<String> messages() {
        return messages;
    }

    int acknowledged() {
        return acknowledged;
    }

    /** Checks the memory texts now in the journal (with their counts) and the acknowledged backups. */
    Findings check(Map<String, Integer> texts) {
        List<String> problems = new ArrayList<>();
        int lost = 0;
        for (String t : required) {
            if (texts.getOrDefault(t, 0) != 1) {
                lost++;
                problems.add("acknowledged memory " + (texts.containsKey(t) ? "duplicated" : "missing") + ": " + t);
            }
        }
        for (String t : forgotten) {
            if (texts.containsKey(t)) {
                lost++;
                problems.add("acknowledged forget undone: " + t);
            }
        }
        int torn = 0;
        for (String key : undecidedImports) {
            int present = 0;
            for (int j = 0; j < FaultChild.IMPORT_BATCH; j++) {
                present += texts.containsKey(FaultChild.importText(key, j)) ? 1 : 0;
            }
            if (present != 0 && present != FaultChild.IMPORT_BATCH) {
                torn++;
                problems.add("import " + key + " kept " + present + " of " + FaultChild.IMPORT_BATCH + " memories");
            }
            // Decided now: whichever way it went, later trials must not change it.
            for (int j = 0; j < FaultChild.IMPORT_BATCH; j++) {
                (present == 0 ? forgotten : required).add(FaultChild.importText(key, j));
            }
        }
        undecidedImports.clear();
        int badBackups = 0;
        for (String key : ackedExports) {
            String problem = checkBackup(dir.resolve("backup-" + key + ".json"), exports.get(key));
            if (problem != null) {
                badBackups++;
                problems.add(problem);
            }
        }
        ackedExports.clear();
        exports.clear();
        return new Findings(lost, torn, badBackups, problems);
    }

    private static String checkBackup(Path file, Set<String> expected) {
        try {
            JsonNode doc = JSON.readTree(Files.readString(file));
            Set<String> inside = new HashSet<>();
            doc.path("memories").forEach(m -> inside.add(m.path("text").asText()));
            Set<String> missing = new HashSet<>(expected);
            missing.removeAll(inside);
            return missing.isEmpty() ? null : "backup " + file.getFileName() + " lacks " + missing.size()
                    + " acknowledged memories";
        } catch (IOException | RuntimeException e) {
            return "acknowledged backup " + file.getFileName() + " is unreadable: " + e.getMessage();
        }
    }
}
