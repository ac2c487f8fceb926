package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.memoryjournal.memory.MemoryKind;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The personal-memory suite of {@code eval scenarios}, read from the JSON files shipped with the app
 * (written by someone other than the author of the ranking, as test data): cases in five classes, pairs of
 * look-alike distinct facts, pairs of real updates, sentences labelled by significance and by kind.
 * Nothing here carries a kind or an importance for a memory: the app's own write path decides those.
 */
public record PersonalSuite(List<Case> cases, List<Pair> lookalikes, List<Pair> updates,
                            List<Labelled> importance, List<Labelled> kinds, List<Pair> paraphrases) {

    /** The question classes of the suite. */
    public static final List<String> CLASSES = List.of("update", "time", "salience", "durable", "instruction",
            "pattern");

    /**
     * The sets and where each came from, in report order: {@code dev}, {@code heldout}, {@code second} and
     * {@code third} (read miss by miss, so dev sets since), and the sealed sets {@code blind}, {@code blind2} and
     * {@code blind3} (only their totals are read).
     */
    public static final Map<String, String> SET_ORIGINS = origins(
            "dev", "the set the mechanisms were developed on",
            "heldout", "written with it and not looked at while tuning",
            "second", "written by a second author who saw neither the mechanisms nor the other cases, then read "
                    + "miss by miss to find what generalises (a dev set since)",
            "third", "durable facts only, written by another author who saw neither the app nor the other cases, "
                    + "then read miss by miss (a dev set since)",
            "blind", "written later by someone who saw neither the mechanisms nor the other cases; only its totals "
                    + "were looked at",
            "blind2", "written the same way by another author; only its totals were looked at",
            "blind3", "durable facts only, written the same way by another author; only its totals were looked at");

    /** The sets (see {@link #SET_ORIGINS}). */
    public static final List<String> SETS = List.copyOf(SET_ORIGINS.keySet());

    private static Map<String, String> origins(String... setAndOrigin) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < setAndOrigin.length; i += 2) {
            out.put(setAndOrigin[i], setAndOrigin[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    /** The first sealed set (see {@link #SETS}). */
    public static final String BLIND = "blind";

    /** Whether a set is sealed: its misses are counted but never listed (see {@link #SETS}). */
    public static boolean sealed(String set) {
        return set.startsWith(BLIND);
    }

    public PersonalSuite {
        cases = List.copyOf(cases);
        lookalikes = List.copyOf(lookalikes);
        updates = List.copyOf(updates);
        importance = List.copyOf(importance);
        kinds = List.copyOf(kinds);
        paraphrases = List.copyOf(paraphrases);
    }

    /** One memory of a case: when it was written and what it says. */
    public record Entry(String key, Instant at, String text) {
    }

    /**
     * One question after a stretch of someone's journal.
     *
     * @param set      dev or heldout
     * @param expected the key of the memory that should come first
     * @param also     keys that must also be among the top five
     * @param kinds    keys whose kind a careful person would label (checked for standing instructions)
     * @param pattern  for a question about a recurring pattern: the keys of its episodes (an insight citing
     *                 them, or one of them, first is a pass)
     */
    public record Case(String set, String id, String questionClass, ZoneId zone, List<Entry> memories, Instant now,
                       String question, String expected, List<String> also, Map<String, MemoryKind> kinds,
                       List<String> pattern) {
        public Case {
            memories = List.copyOf(memories);
            also = List.copyOf(also);
            kinds = Map.copyOf(kinds);
            pattern = List.copyOf(pattern);
        }
    }

    /** Two memories and a question about each (look-alikes), or about the current state (updates: {@code q}). */
    public record Pair(Entry a, Entry b, String questionA, String questionB, String question) {
    }

    /** A sentence with a label: a significance (pivotal, notable, mundane) or a kind. */
    public record Labelled(String text, String label) {
    }

    private static final String DIR = "/org/memoryjournal/app/eval/";

    /** The suite with only the cases of one set ({@code all}: every case). */
    public PersonalSuite onlySet(String set) {
        if (set == null || set.equals("all")) {
            return this;
        }
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("Unknown set '" + set + "': use dev, heldout, blind or all.");
        }
        return new PersonalSuite(cases.stream().filter(c -> c.set().equals(set)).toList(), lookalikes, updates,
                importance, kinds, paraphrases);
    }

    /** The suite shipped with the app. */
    public static PersonalSuite load() {
        ObjectMapper mapper = new ObjectMapper();
        List<Case> cases = new ArrayList<>();
        for (String set : SETS) {
            for (JsonNode c : read(mapper, "scenarios-" + set + ".json").path("cases")) {
                cases.add(parseCase(set, c));
            }
        }
        return new PersonalSuite(cases, pairs(read(mapper, "lookalike-pairs.json")),
                pairs(read(mapper, "update-pairs.json")),
                labelled(read(mapper, "importance-labels.json"), "label"),
                labelled(read(mapper, "kind-labels.json"), "kind"), pairs(read(mapper, "paraphrase-pairs.json")));
    }

    private static JsonNode read(ObjectMapper mapper, String name) {
        try (InputStream in = PersonalSuite.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IllegalStateException("The evaluation file " + name + " is missing from the build.");
            }
            return mapper.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("The evaluation file " + name + " could not be read: " + e.getMessage(), e);
        }
    }

    static Case parseCase(String set, JsonNode c) {
        String id = text(c, "id");
        try {
            List<Entry> memories = new ArrayList<>();
            for (JsonNode m : c.path("memories")) {
                memories.add(entry(m, text(m, "key")));
            }
            List<String> also = new ArrayList<>();
            c.path("also").forEach(a -> also.add(a.asText()));
            Map<String, MemoryKind> kinds = new LinkedHashMap<>();
            c.path("kinds").fields().forEachRemaining(e -> kinds.put(e.getKey(), MemoryKind.parse(e.getValue().asText())));
            List<String> pattern = new ArrayList<>();
            c.path("pattern").forEach(p -> pattern.add(p.asText()));
            Case parsed = new Case(set, id, text(c, "class"), ZoneId.of(c.path("zone").asText("UTC")), memories,
                    Instant.parse(text(c, "now")), text(c, "question"), text(c, "expected"), also, kinds, pattern);
            check(parsed);
            return parsed;
        } catch (DateTimeException | IllegalArgumentException e) {
            throw new IllegalArgumentException("Case " + id + " is not valid: " + e.getMessage(), e);
        }
    }

    private static void check(Case c) {
        if (!CLASSES.contains(c.questionClass())) {
            throw new IllegalArgumentException("unknown class " + c.questionClass());
        }
        List<String> keys = c.memories().stream().map(Entry::key).toList();
        List<String> referenced = new ArrayList<>(c.also());
        referenced.add(c.expected());
        referenced.addAll(c.kinds().keySet());
        referenced.addAll(c.pattern());
        if (c.questionClass().equals("pattern") && c.pattern().size() < 3) {
            throw new IllegalArgumentException("a pattern case names at least three episodes of its pattern");
        }
        for (String key : referenced) {
            if (!keys.contains(key)) {
                throw new IllegalArgumentException("unknown memory key " + key);
            }
        }
        for (Entry e : c.memories()) {
            if (!e.at().isBefore(c.now())) {
                throw new IllegalArgumentException("memory " + e.key() + " is not before the question");
            }
        }
    }

    private static List<Pair> pairs(JsonNode root) {
        List<Pair> out = new ArrayList<>();
        for (JsonNode p : root.path("pairs")) {
            out.add(new Pair(entry(p.path("a"), "a"), entry(p.path("b"), "b"), p.path("qa").asText(""),
                    p.path("qb").asText(""), p.path("q").asText("")));
        }
        return out;
    }

    private static List<Labelled> labelled(JsonNode root, String field) {
        List<Labelled> out = new ArrayList<>();
        for (JsonNode item : root.path("items")) {
            out.add(new Labelled(text(item, "text"), text(item, field)));
        }
        return out;
    }

    private static Entry entry(JsonNode m, String key) {
        return new Entry(key, Instant.parse(text(m, "at")), text(m, "text"));
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual()) {
            throw new IllegalArgumentException("missing text field '" + field + "'");
        }
        return Objects.requireNonNull(v.asText());
    }
}
