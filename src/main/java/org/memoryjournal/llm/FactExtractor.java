package org.memoryjournal.llm;

import java.util.List;

/** Pulls durable facts (short sentences) out of one exchange. Never throws; unusable output gives none. */
@FunctionalInterface
public interface FactExtractor {
    List<String> extract(String userText, String assistantText);

    FactExtractor NONE = (u, a) -> List.of();
}
