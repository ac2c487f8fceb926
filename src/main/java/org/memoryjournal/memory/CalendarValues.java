package org.memoryjournal.memory;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text says when something is, for a question that asks when ({@link AnswerType#DATE}: "when's my dentist
 * appointment?", "what day's physio?", "when does Migo land?"): a day of the week ("Thursdays", "Tues", "am Freitag",
 * "el martes"), a date with its month named ("Oct 22", "16th March", "15 de marzo", "March 2031") or in figures
 * ("18/11", "3/2", "2026-05-24"), a day of the month ("on the 30th"), a time of day ("17:15", "10am", "9.30am") or
 * tomorrow. Not a date said as a count or a price ("24/7", "£12.50"), nor an ordinal that counts ("Meera's 2nd
 * birthday"). A note's own time is not one: "Went to the dentist" says when it happened by when it was written, and
 * answers "when did I last go?" through the time words, not this; nor is the day a diary entry opens with ("Saturday.
 * After swimming we took the cargo bike out"), the day it was written.
 */
final class CalendarValues {
    /** Months in Spanish and Portuguese ("15 de marzo", "3 de março") and German ("15. März"). */
    private static final String FOREIGN_MONTHS = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
            + "setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|"
            + "novembro|dezembro";
    private static final String GERMAN_MONTHS = "januar|februar|märz|maerz|april|mai|juni|juli|august|september|"
            + "oktober|november|dezember";
    /**
     * The days of the week, singular or plural, in English, Spanish, Portuguese, German and French; the English ones
     * also short ("Tues", "Thurs", "Weds"); a Portuguese one with "-feira" (a bare "quinta" is a farm too).
     */
    private static final String WEEKDAY = "(?:" + TimeExpressions.DAYS + ")s?|tues|thurs?|weds|"
            + "lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|(?:segunda|ter[cç]a|quarta|quinta|sexta)"
            + "-feiras?|ter[cç]as|sextas|(?:mon|diens|mittwo|donners|frei|sams|sonn)(?:tag|ch)s?|"
            + "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche";
    /** A day with its month named, either way round, or a month with its year: "Oct 22", "16th of March". */
    private static final String NAMED_DATE = "\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:" + TimeExpressions.MONTHS
            + ")\\b|\\b(?:" + TimeExpressions.MONTHS + ")\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?!\\d)|\\b(?:"
            + TimeExpressions.MONTHS + ")\\s+(?:19|20)\\d\\d|\\d{1,2}\\s+de\\s+(?:" + FOREIGN_MONTHS + ")\\b"
            + "|\\d{1,2}\\.\\s*(?:" + GERMAN_MONTHS + ")\\b";
    /**
     * A date in figures: day and month either way round, perhaps with a year ("18/11", "12/06/2026"), a month and a
     * year ("03/2031"), or ISO ("2026-05-24"). Not "24/7", not a score or a share over 31 ("50/50").
     */
    private static final String FIGURE_DATE = "(?<![\\d/])(?!24/7(?![\\d/]))(?:[12]\\d|3[01]|0?[1-9])/"
            + "(?:[12]\\d|3[01]|0?[1-9])(?:/(?:\\d{4}|\\d{2}))?(?![\\d/])|(?<![\\d/])(?:0?[1-9]|1[0-2])/(?:19|20)\\d\\d"
            + "(?![\\d/])|\\b(?:19|20)\\d\\d-[01]\\d-[0-3]\\d\\b";
    /** A day of the month by itself: "on the 30th", "the 3rd at 10"; not "the 2nd floor". */
    private static final String DAY_OF_MONTH = "\\b(?:the|on)\\s+\\d{1,2}(?:st|nd|rd|th)(?=\\s*(?:[,.;:!?)\\-–]|$|"
            + "(?:of|at|and|or|to|till|until|from|for|instead|now|then)\\b))";
    /**
     * A time of day: with a colon ("17:15"), with am or pm ("10am", "9.30 pm", "4 p.m."), noon or midnight. Not
     * digits with a dot alone ("£12.50" is a price).
     */
    private static final String TIME_OF_DAY = "(?<![\\d.,:])(?:[01]?\\d|2[0-3]):[0-5]\\d(?![\\d:])|(?<![\\d.,:])"
            + "(?:1[0-2]|0?[1-9])(?:[.:][0-5]\\d)?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)(?![\\p{L}])|\\b(?:noon|midday|"
            + "midnight)\\b";
    private static final Pattern WHEN = Pattern.compile("(?iu)(?<![\\p{L}])(?:" + WEEKDAY + ")(?![\\p{L}])|"
            + NAMED_DATE + "|" + FIGURE_DATE + "|" + DAY_OF_MONTH + "|" + TIME_OF_DAY + "|\\btomorrow\\b");

    /** A day of the week alone as a diary entry's first sentence: the day it was written. */
    private static final Pattern DATELINE = Pattern.compile("(?iu)^\\W*(?:" + WEEKDAY + ")\\.");

    private CalendarValues() {
    }

    /** Whether {@code text} says when something is (see the class comment). */
    static boolean in(String text) {
        Matcher dateline = DATELINE.matcher(text);
        Matcher m = WHEN.matcher(text);
        return m.find(dateline.lookingAt() ? dateline.end() : 0);
    }
}
