package org.memoryjournal.memory;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one day typed into a date field: an ISO date (2026-03-08), today, yesterday, the day before
 * yesterday, "3 days ago", "a week ago", "last Tuesday" (the most recent Tuesday before today), "Tuesday",
 * and whatever single day {@link TimeExpressions} understands when it is the whole entry ("3 March",
 * "March 3, 2025"). The whole text must be the date; anything else is not understood.
 */
public final class DayWords {
    private static final Pattern AGO = Pattern.compile("(\\d{1,4}|a|an|one|two|three|four|five|six|seven|eight|nine"
            + "|ten)\\s+(day|week|month|year)s?\\s+ago");
    private static final Pattern WEEKDAY = Pattern.compile("(?:(last|on|this|past)\\s+)?(monday|tuesday|wednesday"
            + "|thursday|friday|saturday|sunday)");
    private static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten"};

    private DayWords() {
    }

    /** The day {@code text} names, seen from {@code now}; empty when it names no single day. */
    public static Optional<LocalDate> parse(String text, ZonedDateTime now) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[.!]$", "");
        LocalDate today = now.toLocalDate();
        try {
            return Optional.of(LocalDate.parse(t));
        } catch (DateTimeParseException notIso) {
            // try the words below
        }
        switch (t) {
            case "today", "now" -> {
                return Optional.of(today);
            }
            case "yesterday" -> {
                return Optional.of(today.minusDays(1));
            }
            case "the day before yesterday", "day before yesterday" -> {
                return Optional.of(today.minusDays(2));
            }
            default -> {
                // below
            }
        }
        Matcher m = AGO.matcher(t);
        if (m.matches()) {
            int n = number(m.group(1));
            return Optional.of(switch (m.group(2)) {
                case "day" -> today.minusDays(n);
                case "week" -> today.minusWeeks(n);
                case "month" -> today.minusMonths(n);
                default -> today.minusYears(n);
            });
        }
        m = WEEKDAY.matcher(t);
        if (m.matches()) {
            DayOfWeek day = DayOfWeek.valueOf(m.group(2).toUpperCase(Locale.ROOT));
            return Optional.of("this".equals(m.group(1)) ? today.with(TemporalAdjusters.previousOrSame(day))
                    : today.with(TemporalAdjusters.previous(day)));
        }
        return TimeExpressions.resolve(t, now, false)
                .filter(f -> f.kind() == TimeFocus.Kind.WINDOW && f.phrase().equals(t))
                .filter(f -> Duration.between(f.start(), f.end()).toHours() <= 25)
                .map(f -> f.start().atZone(now.getZone()).toLocalDate());
    }

    private static int number(String word) {
        if (word.equals("a") || word.equals("an")) {
            return 1;
        }
        for (int i = 0; i < NUMBERS.length; i++) {
            if (NUMBERS[i].equals(word)) {
                return i;
            }
        }
        return Integer.parseInt(word);
    }
}
