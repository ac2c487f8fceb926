package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The passages of a memory that are embedded on their own, besides its whole text: its opening sentence followed by
 * one later sentence, for each later sentence ("Marcus on leave this week. His wife had surgery. Team is sending
 * flowers." gives "Marcus on leave this week. His wife had surgery." and "Marcus on leave this week. Team is
 * sending flowers."). A note that covers several things has one vector that sits between them, so a question about
 * one of them finds it less well than a note about only that; a passage's vector is about the opening and one
 * thing. Relevance is then the best of the whole text's and its passages' ({@link PartVectors}).
 *
 * <p>The opening sentence goes in front of each passage because a later sentence alone loses what the note is
 * about: "His wife had surgery" is Marcus's wife only after "Marcus on leave for a week"; in LoCoMo's turns the
 * speaker's name is in the opening only. Measured with {@code eval questions} (unseen authors, 875 of 1231 → 900),
 * {@code eval locomo} (R@10 conv-26 0.733 → 0.749, conv-30/41 0.723 → 0.747; with later sentences alone, in an
 * experiment, conv-26 fell to 0.712) and {@code eval scenarios} (343 → 344 of 381: its notes are mostly one or two
 * sentences).
 */
public final class MemoryParts {
    /** Passages kept per memory: a long note's later sentences add little, and each costs an embedding. */
    public static final int MAX = 8;
    /** A sentence this short ("Ugh.", "Dr.") says nothing on its own. */
    private static final int MIN_WORDS = 3;
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?;])\\s+|\\n+|\\s[—–-]\\s");
    private static final Pattern SPACE = Pattern.compile("\\s+");

    private MemoryParts() {
    }

    /**
     * The later sentence that passage {@code n} (from 1) of {@code text} adds to the opening one, as the score pane
     * quotes it; empty when the text has no such passage.
     */
    public static java.util.Optional<String> sentence(String text, int n) {
        List<String> sentences = sentences(text);
        return n >= 1 && n <= passages(text, sentences).size() ? java.util.Optional.of(sentences.get(n))
                : java.util.Optional.empty();
    }

    /** The passages to embed for {@code text}, in order; none for a text of one or two sentences alone. */
    public static List<String> of(String text) {
        return text == null ? List.of() : passages(text, sentences(text));
    }

    private static List<String> passages(String text, List<String> sentences) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < sentences.size() && out.size() < MAX; i++) {
            out.add(sentences.get(0) + " " + sentences.get(i));
        }
        // Two sentences and nothing else: the one passage is the whole text, whose vector is already there.
        if (out.size() == 1 && SPACE.matcher(out.get(0)).replaceAll(" ").equals(SPACE.matcher(text.strip())
                .replaceAll(" "))) {
            return List.of();
        }
        return List.copyOf(out);
    }

    /** The sentences of {@code text} of {@value #MIN_WORDS} words or more, in order. */
    public static List<String> sentences(String text) {
        List<String> sentences = new ArrayList<>();
        if (text == null) {
            return sentences;
        }
        for (String s : SENTENCE_END.split(text.strip())) {
            String sentence = s.strip();
            if (SPACE.split(sentence).length >= MIN_WORDS) {
                sentences.add(sentence);
            }
        }
        return sentences;
    }
}
