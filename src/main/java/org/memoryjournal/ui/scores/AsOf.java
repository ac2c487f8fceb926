package org.memoryjournal.ui.scores;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.memoryjournal.memory.DayWords;

/**
 * The moment the score pane ranks as of, read from what the user typed: empty or "now" for now; a day as the
 * browser's date field takes it (2026-03-08, yesterday, 3 days ago, last Tuesday, 3 March), optionally followed
 * by a time (18:30), or an ISO instant (2026-03-08T18:30:00Z). A day without a time means its end (everything
 * written that day counts), today without a time means now. Later than now, or before 1900, is refused.
 *
 * @param at    the moment, or empty for now
 * @param error a sentence saying what is wrong with the text ("" when it was understood)
 */
record AsOf(Optional<Instant> at, String error) {
    private static final Pattern DAY_AND_TIME = Pattern.compile("(.+?)(?:\\s+at)?[\\sT]+([0-2]?\\d):([0-5]\\d)");
    private static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm", Locale.ENGLISH);

    static final AsOf NOW = new AsOf(Optional.empty(), "");

    boolean valid() {
        return error.isEmpty();
    }

    /** What {@code typed} names, seen from {@code now} in {@code zone}. */
    static AsOf read(String typed, Instant now, ZoneId zone) {
        String t = typed == null ? "" : typed.strip();
        if (t.isEmpty() || t.equalsIgnoreCase("now")) {
            return NOW;
        }
        ZonedDateTime here = now.atZone(zone);
        Optional<Instant> at = instant(t).or(() -> dayAndTime(t, here));
        if (at.isEmpty()) {
            return new AsOf(Optional.empty(), "“" + t + "” is not a date I understand. Type a date like "
                    + here.toLocalDate().minusDays(3) + " (a time may follow, like 18:30), or yesterday, 3 days ago, "
                    + "last Tuesday; leave it empty to rank as of now.");
        }
        if (at.get().isAfter(now)) {
            return new AsOf(Optional.empty(), "“" + t + "” is in the future (" + show(at.get(), zone)
                    + "); the pane ranks as of now or an earlier moment.");
        }
        if (at.get().isBefore(EARLIEST)) {
            return new AsOf(Optional.empty(), "“" + t + "” is before 1900; pick a later date.");
        }
        return new AsOf(at, "");
    }

    private static Optional<Instant> instant(String t) {
        try {
            return Optional.of(Instant.parse(t));
        } catch (DateTimeParseException notAnInstant) {
            return Optional.empty();
        }
    }

    private static Optional<Instant> dayAndTime(String t, ZonedDateTime now) {
        Matcher m = DAY_AND_TIME.matcher(t);
        if (m.matches() && Integer.parseInt(m.group(2)) < 24) {
            LocalTime time = LocalTime.of(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            Optional<LocalDate> day = DayWords.parse(m.group(1), now);
            if (day.isPresent()) {
                return day.map(d -> d.atTime(time).atZone(now.getZone()).toInstant());
            }
        }
        return DayWords.parse(t, now).map(d -> d.equals(now.toLocalDate()) ? now.toInstant()
                : d.atTime(LocalTime.MAX).atZone(now.getZone()).toInstant());
    }

    /** "Sun 8 Mar 2026, 23:59" in {@code zone}. */
    static String show(Instant at, ZoneId zone) {
        return SHOWN.format(at.atZone(zone));
    }
}
