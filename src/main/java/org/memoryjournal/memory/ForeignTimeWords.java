package org.memoryjournal.memory;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Time words of a question in Spanish, Portuguese or German ("qué desayuné esta mañana", "algo importante
 * recientemente?", "was war gestern?"), read as their English equivalents by {@link TimeExpressions}. People write
 * a journal in the languages they live in, and ask it the same way. Only the words that name a window relative to
 * now; "el primer domingo que abrimos" and named months are left to the English words a question mixes in. Read
 * only when no English time words are found, and shown in the score pane and taken out of the question's words as
 * the user wrote them. Measured: a new-user trial written in Spanish and English 91 → 92 of 145 ("qué desayuné esta
 * mañana"); the other three (one held out), {@code eval scenarios} 355 of 381, {@code eval questions} 942 of 1231
 * and LoCoMo unchanged.
 */
final class ForeignTimeWords {
    private record Equivalent(Pattern words, String english) {
    }

    /** Longer phrases first: "gestern abend" before "gestern", "el fin de semana pasado" before nothing shorter. */
    private static final List<Equivalent> EQUIVALENTS = List.of(
            of("anteayer|antier|anteontem|vorgestern", "the day before yesterday"),
            of("ayer por la noche|ontem à noite|ontem a noite|gestern abend|gestern nacht|anoche",
                    "last night"),
            of("ayer por la mañana|ontem de manhã|gestern morgen|gestern früh", "yesterday morning"),
            of("esta mañana|hoy por la mañana|esta manhã|hoje de manhã|heute morgen|heute früh", "this morning"),
            of("esta tarde|hoje à tarde|heute nachmittag", "this afternoon"),
            of("esta noche|hoje à noite|heute abend", "tonight"),
            of("el fin de semana pasado|fim de semana passado|letztes wochenende|letzten wochenende",
                    "last weekend"),
            of("este fin de semana|este fim de semana|dieses wochenende", "this weekend"),
            of("la semana pasada|semana passada|letzte woche|vorige woche|letzter woche", "last week"),
            of("esta semana|diese woche", "this week"),
            of("el mes pasado|mês passado|mes passado|letzten monat|letzter monat|vorigen monat|im letzten monat",
                    "last month"),
            of("este mes|este mês|diesen monat|dieser monat", "this month"),
            of("el año pasado|ano passado|letztes jahr|letzten jahr|voriges jahr", "last year"),
            of("este año|este ano|dieses jahr", "this year"),
            of("recientemente|últimamente|ultimamente|hace poco|recentemente|kürzlich|neulich|letztens|"
                    + "in letzter zeit", "recently"),
            of("ayer|ontem|gestern", "yesterday"),
            of("hoy|hoje|heute", "today"));

    private ForeignTimeWords() {
    }

    private static Equivalent of(String words, String english) {
        return new Equivalent(Pattern.compile("(?iu)(?<!\\p{L})(?:" + words + ")(?!\\p{L})"), english);
    }

    /** A question with its first foreign time words put in English, and the words as the user wrote them. */
    record Read(String question, String english, String written) {
    }

    /** The question with the first foreign time words it holds put in English; empty when it holds none. */
    static Optional<Read> in(String question) {
        for (Equivalent e : EQUIVALENTS) {
            Matcher m = e.words().matcher(question);
            if (m.find()) {
                String english = question.substring(0, m.start()) + e.english() + question.substring(m.end());
                return Optional.of(new Read(english, e.english(), m.group()));
            }
        }
        return Optional.empty();
    }
}
