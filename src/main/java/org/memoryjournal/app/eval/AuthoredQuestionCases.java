package org.memoryjournal.app.eval;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.memoryjournal.app.eval.QueryAdapterTraining.Question;

/**
 * The authored questions ({@link QueryAdapterTraining}) as cases asked through a journal: one journal per question,
 * holding the note that answers it and its other notes, written {@value #DAYS_APART} days apart before the question
 * is asked, in an order shuffled with a fixed seed. An author whose brief was the state after a change has the
 * answering note written last, one whose brief was a fact from long ago first (the resource's
 * {@code answer_order}). A case's set is its author; the expected memory is {@value #ANSWER}.
 */
final class AuthoredQuestionCases {
    static final int DAYS_APART = 17;
    static final String ANSWER = "answer";
    static final String CLASS = "lookup";
    /** When every question is asked; the notes come before it. */
    static final Instant ASKED = Instant.parse("2026-06-15T12:00:00Z");
    private static final long SEED = 7;

    private AuthoredQuestionCases() {
    }

    /** How each author's answering note is placed in time: "newest", "oldest", or shuffled when absent. */
    static Map<String, String> answerOrder(String resource) {
        Map<String, String> out = new LinkedHashMap<>();
        QueryAdapterTraining.json(resource).path("answer_order").fields().forEachRemaining(e -> {
            if (!e.getKey().equals("about")) {
                out.put(e.getKey(), e.getValue().asText());
            }
        });
        return out;
    }

    /** The authors whose answering note is placed {@code order} ("newest" or "oldest"), in order. */
    static List<String> placed(Map<String, String> answerOrder, String order) {
        return answerOrder.entrySet().stream().filter(e -> e.getValue().equals(order)).map(Map.Entry::getKey)
                .sorted().toList();
    }

    /** One case per question, numbered per author in the order given. */
    static List<PersonalSuite.Case> of(List<Question> questions, Map<String, String> answerOrder) {
        Random shuffle = new Random(SEED);
        Map<String, Integer> numbers = new LinkedHashMap<>();
        List<PersonalSuite.Case> out = new ArrayList<>();
        for (Question q : questions) {
            List<String> keys = new ArrayList<>();
            keys.add(ANSWER);
            for (int i = 1; i <= q.others().size(); i++) {
                keys.add("other" + i);
            }
            Collections.shuffle(keys, shuffle);
            String order = answerOrder.getOrDefault(q.author(), "");
            if (order.equals("newest") || order.equals("oldest")) {
                keys.remove(ANSWER);
                keys.add(order.equals("newest") ? keys.size() : 0, ANSWER);
            }
            List<PersonalSuite.Entry> notes = new ArrayList<>();
            for (int k = 0; k < keys.size(); k++) {
                String key = keys.get(k);
                String text = key.equals(ANSWER) ? q.answer()
                        : q.others().get(Integer.parseInt(key.substring("other".length())) - 1);
                notes.add(new PersonalSuite.Entry(key,
                        ASKED.minus(Duration.ofDays((long) DAYS_APART * (keys.size() - k))), text));
            }
            int n = numbers.merge(q.author(), 1, Integer::sum);
            out.add(new PersonalSuite.Case(q.author(), q.author() + "-" + n, CLASS, ZoneOffset.UTC, notes, ASKED,
                    q.text(), ANSWER, List.of(), Map.of(), List.of()));
        }
        return out;
    }
}
