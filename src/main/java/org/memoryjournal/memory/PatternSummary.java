package org.memoryjournal.memory;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import org.memoryjournal.memory.RecurringEpisodes.Episode;
import org.memoryjournal.memory.RecurringEpisodes.Group;

/**
 * The text of an offline insight about recurring episodes, worded to answer "how often", "usually" and
 * "since when" questions from the dates alone: "Regularly, 9 times between 3 March and 28 April 2026 (about
 * once a week); usually: "Went for a run along the canal …"; most recently: "…"".
 */
public final class PatternSummary {
    /** Each quoted example is cut to this many characters. */
    static final int QUOTE = 140;

    private static final DateTimeFormatter DAY_MONTH = DateTimeFormatter.ofPattern("d MMMM", Locale.ENGLISH);
    private static final DateTimeFormatter FULL = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private PatternSummary() {
    }

    public static String of(Group g, ZoneId zone) {
        int n = g.members().size();
        LocalDate first = g.first().atZone(zone).toLocalDate();
        LocalDate last = g.last().atZone(zone).toLocalDate();
        StringBuilder sb = new StringBuilder("Regularly, ").append(n).append(" times ");
        if (first.equals(last)) {
            sb.append("on ").append(FULL.format(first));
        } else {
            sb.append("between ").append((first.getYear() == last.getYear() ? DAY_MONTH : FULL).format(first))
                    .append(" and ").append(FULL.format(last)).append(" (").append(frequency(g)).append(')');
        }
        Set<String> quotes = new LinkedHashSet<>();
        quotes.add(quote(g.typical().text()));
        Episode latest = g.members().get(n - 1);
        quotes.add(quote(latest.text()));
        sb.append("; usually: ");
        int i = 0;
        for (String q : quotes) {
            sb.append(i++ == 0 ? "" : "; most recently: ").append('"').append(q).append('"');
        }
        return sb.append('.').toString();
    }

    /** How often, from the mean gap between the first and the last time. */
    static String frequency(Group g) {
        int n = g.members().size();
        double days = Duration.between(g.first(), g.last()).toHours() / 24.0 / (n - 1);
        if (days < 1.5) {
            return "almost every day";
        }
        if (days < 5.5) {
            long perWeek = Math.round(7 / days);
            return "about " + perWeek + " times a week";
        }
        if (days < 10) {
            return "about once a week";
        }
        if (days < 21) {
            return "about every two weeks";
        }
        if (days < 45) {
            return "about once a month";
        }
        return "every few months";
    }

    private static String quote(String text) {
        String one = text.strip().replaceAll("\\s+", " ").replace('"', '\'');
        return one.length() <= QUOTE ? one : one.substring(0, QUOTE - 1).strip() + "…";
    }
}
