package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Labelled sentences written for a probe's training by several authors, shipped as a JSON resource of
 * {@code {"about": …, "items": [{"author", "label", "text"}]}}; a probe is measured on each author's sentences
 * with the probe trained on the others'.
 */
final class AuthoredSentences {
    private AuthoredSentences() {
    }

    /** A labelled sentence and who wrote it. */
    public record Sentence(String author, String label, String text) {
    }

    /** The sentences of a resource of the build. */
    static List<Sentence> load(String resource) {
        try (InputStream in = AuthoredSentences.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The training sentences " + resource + " are missing from the build.");
            }
            List<Sentence> out = new ArrayList<>();
            for (JsonNode item : new ObjectMapper().readTree(in).path("items")) {
                out.add(new Sentence(item.path("author").asText(), item.path("label").asText(),
                        item.path("text").asText()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("The training sentences could not be read: " + e.getMessage(), e);
        }
    }

    /** Who wrote the sentences, in order. */
    static List<String> authors(List<Sentence> sentences) {
        return sentences.stream().map(Sentence::author).distinct().sorted().toList();
    }

    /** "a", "a and b", "a, b and c". */
    static String inWords(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** "one author", or "3 authors (A, B and C)". */
    static String byAuthors(List<String> authors) {
        return authors.size() == 1 ? "one author" : authors.size() + " authors (" + inWords(authors) + ")";
    }
}
