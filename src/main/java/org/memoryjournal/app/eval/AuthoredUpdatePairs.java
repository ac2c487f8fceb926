package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.memoryjournal.app.eval.ScenarioReport.Share;

/**
 * Pairs of journal notes, an older and a newer one by the same person, written for this project by authors who saw
 * neither the app nor its test sets ({@code authored-update-pairs.json}), each labelled: {@code update} (the newer
 * replaces the state the older stated), {@code same-topic} (about the same thing, both stay true: an extra detail, an
 * event, often in words that sound like a change) or {@code look-alike} (different facts that read alike: another
 * person's, another thing's). {@code eval scenarios} writes each pair through the write path and counts, per label,
 * how often the older note was superseded: the offline update rule's catch on updates, and the notes it hides wrongly.
 */
public final class AuthoredUpdatePairs {
    private static final String DATA = "/org/memoryjournal/app/eval/authored-update-pairs.json";
    static final String UPDATE = "update";
    static final String SAME_TOPIC = "same-topic";
    static final String LOOK_ALIKE = "look-alike";
    static final List<String> LABELS = List.of(UPDATE, SAME_TOPIC, LOOK_ALIKE);

    /** One pair: who wrote it, its label, and the two notes. */
    public record Note(String author, String label, String older, String newer) {
        public Note {
            if (!LABELS.contains(label)) {
                throw new IllegalArgumentException("Unknown pair label '" + label + "': use " + LABELS + ".");
            }
            if (older == null || older.isBlank() || newer == null || newer.isBlank()) {
                throw new IllegalArgumentException("A pair needs an older and a newer note.");
            }
        }
    }

    /** How many older notes were superseded, by label, and by how many authors the pairs were written. */
    public record Result(Map<String, Share> superseded, int authors) {
        public Result {
            superseded = Map.copyOf(superseded);
        }

        /** No pairs run. */
        public static final Result NONE = new Result(Map.of(), 0);

        public Share of(String label) {
            return superseded.getOrDefault(label, new Share(0, 0));
        }

        public int pairs() {
            return superseded.values().stream().mapToInt(Share::n).sum();
        }

        /** The table rows of the scenarios section, or nothing when no pair was run. */
        String markdownRows() {
            if (pairs() == 0) {
                return "";
            }
            String by = String.format(Locale.ROOT, "%d pairs by %d authors who never saw the app", pairs(), authors);
            return "| " + by + ": look-alike distinct facts wrongly superseded | " + of(LOOK_ALIKE).format()
                    + " | 0 |\n"
                    + "| " + by + ": same-topic notes wrongly superseded | " + of(SAME_TOPIC).format() + " | — |\n"
                    + "| " + by + ": real updates superseded at write time | " + of(UPDATE).format() + " | — |\n";
        }
    }

    private AuthoredUpdatePairs() {
    }

    /** The pairs shipped with the app. */
    public static List<Note> load() {
        try (InputStream in = AuthoredUpdatePairs.class.getResourceAsStream(DATA)) {
            if (in == null) {
                throw new IllegalStateException("The evaluation file " + DATA + " is missing from the build.");
            }
            return parse(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("The evaluation file " + DATA + " could not be read: " + e.getMessage(), e);
        }
    }

    static List<Note> parse(JsonNode root) {
        List<Note> out = new ArrayList<>();
        for (JsonNode p : root.path("pairs")) {
            out.add(new Note(p.path("author").asText(""), p.path("label").asText(""), p.path("older").asText(""),
                    p.path("newer").asText("")));
        }
        return out;
    }

    /** The result of superseding decisions, one per note, in the order of the notes. */
    static Result tally(List<Note> notes, List<Boolean> superseded) {
        if (notes.size() != superseded.size()) {
            throw new IllegalArgumentException("One decision per pair is needed.");
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (int i = 0; i < notes.size(); i++) {
            int[] c = counts.computeIfAbsent(notes.get(i).label(), l -> new int[2]);
            c[0] += superseded.get(i) ? 1 : 0;
            c[1]++;
        }
        Map<String, Share> shares = new LinkedHashMap<>();
        counts.forEach((label, c) -> shares.put(label, new Share(c[0], c[1])));
        return new Result(shares, (int) notes.stream().map(Note::author).distinct().count());
    }
}
